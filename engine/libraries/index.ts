// Library snippets: "how to use this model" code for the model's library.
// Each library has a selector (engine/libraries/<library>.ts or a row in the simple-selector table) that
// picks templates under templates/<language>/<library>/ and prepares their context.
import { validateModel } from "../model.ts";
import type { ModelRecord } from "../model.ts";
import { librarySelectors } from "./registry.ts";

export interface LibrarySnippet {
  language: string;
  content: string;
}

export function getLibrarySnippets(model: ModelRecord | unknown): LibrarySnippet[] {
  const record = validateModel(model);
  const library = record.library_name;
  if (!library) return [];
  const select = librarySelectors[library];
  return select ? select(record) : [];
}
