// Qwen3-TTS comes as CustomVoice (built-in speakers), VoiceDesign (described voices) or Base (cloning).
import type { ModelRecord } from "../../model.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { render, recordNotice } from "../render.ts";
import { repoName } from "../../record.ts";

export function qwen3TtsVariant(model: ModelRecord): "customVoice" | "voiceDesign" | "base" {
  const name = repoName(model.id).toLowerCase();
  return name.includes("customvoice") ? "customVoice" : name.includes("voicedesign") ? "voiceDesign" : "base";
}

export function qwen3TtsSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  return [render("python", "qwen3_tts", "usage", { id: model.id, name: repoName(model.id), variant: qwen3TtsVariant(model), notice: recordNotice() })];
}

export default qwen3TtsSnippets;
