// pyannote.audio: a pipeline (tag pyannote-audio-pipeline) or a single model run through Inference.
import type { ModelRecord } from "../../model.ts";
import { hasTag } from "../../model.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { SAMPLES } from "../sample-files.ts";
import { render, recordNotice } from "../render.ts";

export function pyannoteSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  const template = hasTag(model, "pyannote-audio-pipeline") ? "pipeline" : "model";
  return [render("python", "pyannote-audio", template, { id: model.id, sample: SAMPLES, notice: recordNotice() })];
}

export default pyannoteSnippets;
