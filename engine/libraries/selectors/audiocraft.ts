// audiocraft: MusicGen, AudioGen or MAGNeT, chosen by tag. Each example generates three samples.
import type { ModelRecord } from "../../model.ts";
import { hasTag } from "../../model.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { FALLBACK, fallback, render, recordNotice } from "../render.ts";

export function audiocraftTemplate(model: ModelRecord): "musicgen" | "audiogen" | "magnet" | null {
  if (hasTag(model, "musicgen")) return "musicgen";
  if (hasTag(model, "audiogen")) return "audiogen";
  if (hasTag(model, "magnet")) return "magnet";
  return null;
}

export function audiocraftSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  const template = audiocraftTemplate(model);
  if (!template) return [fallback("python", FALLBACK.audiocraftType)];
  return [render("python", "audiocraft", template, { id: model.id, notice: recordNotice() })];
}

export default audiocraftSnippets;
