// Lightning IR: cross-encoder checkpoints score pairs jointly; the rest are bi-encoders.
import type { ModelRecord } from "../../model.ts";
import { hasTag } from "../../model.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { render, recordNotice } from "../render.ts";
import { repoName } from "../../record.ts";

export function lightningIrSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  const moduleClass = hasTag(model, "cross-encoder") ? "CrossEncoderModule" : "BiEncoderModule";
  return [render("python", "lightning-ir", "usage", { id: model.id, name: repoName(model.id), moduleClass, notice: recordNotice() })];
}

export default lightningIrSnippets;
