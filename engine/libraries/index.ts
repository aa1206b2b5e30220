// Library snippets: "how to use this model" code for the model's library.
// Each library has a selector (engine/libraries/<library>.ts or a row in the simple-selector table,
// engine/libraries/simple.ts) that picks templates under templates/<language>/<library>/ and prepares
// their context. The catalogue entry of a library names its selector (`snippets`).
import { libraries } from "../../catalogue/libraries.ts";
import { validateModel } from "../model.ts";
import type { ModelRecord } from "../model.ts";
import { librarySelectors } from "./registry.ts";

export interface LibrarySnippet {
  language: string;
  content: string;
}

/** The selector id for a library: the catalogue's `snippets` reference, or the id of a library it does not list. */
export function selectorIdFor(library: string): string | undefined {
  if (Object.hasOwn(libraries, library)) return libraries[library]!.snippets;
  return library;
}

export function getLibrarySnippets(model: ModelRecord | unknown): LibrarySnippet[] {
  const record = validateModel(model);
  const library = record.library_name;
  if (!library) return [];
  const selectorId = selectorIdFor(library);
  if (!selectorId || !Object.hasOwn(librarySelectors, selectorId)) return [];
  return librarySelectors[selectorId]!(record);
}
