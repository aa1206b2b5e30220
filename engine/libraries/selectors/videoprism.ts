// VideoPrism: google/videoprism-lvt-base-f16r288 is the model "videoprism_lvt_public_v1_base".
import type { ModelRecord } from "../../model.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { render, recordNotice } from "../render.ts";
import { repoName } from "../../record.ts";

export function videoprismSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  const name = repoName(model.id).toLowerCase();
  const modelName = `videoprism${name.includes("lvt") ? "_lvt" : ""}_public_v1_${name.includes("large") ? "large" : "base"}`;
  return [render("python", "videoprism", "usage", { id: model.id, name: repoName(model.id), modelName, notice: recordNotice() })];
}

export default videoprismSnippets;
