// ESPnet: text-to-speech or speech recognition, by tag.
import type { ModelRecord } from "../../model.ts";
import { hasTag } from "../../model.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { SAMPLES } from "../sample-files.ts";
import { FALLBACK, fallback, render, recordNotice } from "../render.ts";

export function espnetSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  if (hasTag(model, "text-to-speech")) return [render("python", "espnet", "tts", { id: model.id, notice: recordNotice() })];
  if (hasTag(model, "automatic-speech-recognition")) return [render("python", "espnet", "asr", { id: model.id, sample: SAMPLES, notice: recordNotice() })];
  return [fallback("python", FALLBACK.espnetType)];
}

export default espnetSnippets;
