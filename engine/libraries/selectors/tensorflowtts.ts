// TensorFlowTTS: a text-to-mel model with its processor, a mel-to-wav vocoder, or a generic load.
import type { ModelRecord } from "../../model.ts";
import { hasTag } from "../../model.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { render, recordNotice } from "../render.ts";

export function tensorflowttsSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  const template = hasTag(model, "text-to-mel") ? "textToMel" : hasTag(model, "mel-to-wav") ? "melToWav" : "usage";
  return [render("python", "tensorflowtts", template, { id: model.id, notice: recordNotice() })];
}

export default tensorflowttsSnippets;
