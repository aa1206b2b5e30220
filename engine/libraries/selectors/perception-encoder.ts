// Perception Encoder: facebook/PE-Core-L14-336 is the config "PE-Core-L14-336"; PE-Core checkpoints are CLIP models.
import type { ModelRecord } from "../../model.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { render, recordNotice } from "../render.ts";
import { repoName } from "../../record.ts";

export function perceptionEncoderSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  const configName = repoName(model.id);
  return [render("python", "perception-encoder", "usage", { id: model.id, name: configName, configName, clip: configName.startsWith("PE-Core"), notice: recordNotice() })];
}

export default perceptionEncoderSnippets;
