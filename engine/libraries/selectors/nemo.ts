// NeMo: the model's domain comes from its tags; only speech recognition has a snippet.
import type { ModelRecord } from "../../model.ts";
import { hasTag } from "../../model.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { SAMPLES } from "../sample-files.ts";
import { FALLBACK, fallback, render, recordNotice } from "../render.ts";

export function nemoSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  if (hasTag(model, "automatic-speech-recognition")) return [render("python", "nemo", "asr", { id: model.id, sample: SAMPLES, notice: recordNotice() })];
  return [fallback("python", FALLBACK.nemoDomain)];
}

export default nemoSnippets;
