// IndexTTS: IndexTTS-2 has its own inference class.
import type { ModelRecord } from "../../model.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { render, recordNotice } from "../render.ts";
import { repoName } from "../../record.ts";

export function indexTtsSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  const name = repoName(model.id);
  const context = { id: model.id, name, v2: /indextts-?2/i.test(name), notice: recordNotice() };
  return [render("sh", "index-tts", "install", context), render("python", "index-tts", "usage", context)];
}

export default indexTtsSnippets;
