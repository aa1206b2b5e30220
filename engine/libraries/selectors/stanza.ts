// Stanza: the language code is the repository name without its "stanza-" prefix.
import type { ModelRecord } from "../../model.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { render, recordNotice } from "../render.ts";
import { repoName } from "../../record.ts";

export function stanzaSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  const language = repoName(model.id).replace(/^stanza-/, "");
  return [render("python", "stanza", "usage", { id: model.id, language, notice: recordNotice() })];
}

export default stanzaSnippets;
