// `MODEL_LIBRARIES_UI_ELEMENTS` as the hub's page reads it in @huggingface/tasks: per library id its
// label, repository and docs, and `snippets(model)`, the code blocks for the library's snippet tab, the
// first of which installs the library (as the hub's first block does where it has one).
import { libraryLabels } from "../../catalogue/library-labels.ts";
import { snippetLibraryOf } from "../../catalogue/library-snippets.ts";
import type { LibraryId } from "../generated/ids.ts";
import { librarySnippetsFor, type LibrarySnippet } from "../libraries/index.ts";
import { modelOrUndefined, type ModelData } from "./model.ts";

/** A library's key, as the hub's `ModelLibraryKey`. */
export type ModelLibraryKey = LibraryId;

/** A library as the hub's `LibraryUiElement` describes it. */
export interface LibraryUiElement {
  /** Display name. */
  prettyLabel: string;
  /** Its code repository's name. */
  repoName: string;
  /** Its code repository's URL. */
  repoUrl: string;
  /** Its documentation. */
  docsUrl?: string;
  /** The library's snippets for a model, each one code block, the first installing the library; [] for a value that is no model record. */
  snippets?: (model: ModelData) => string[];
  /** Whether the hub lists the library as a filter. */
  filter?: boolean;
}

/**
 * The blocks of a library's snippets: an install block first, unless the first snippet is a shell block
 * already (it installs, or it is the setup the library runs from); the install commands are those the
 * snippets name (their requirements), each once, in order.
 */
export function blocksOf(snippets: readonly LibrarySnippet[]): string[] {
  const blocks = snippets.map((s) => s.content);
  if (snippets.length === 0 || snippets[0]!.language === "sh") return blocks;
  const install = [...new Set(snippets.flatMap((s) => s.requirements.install))];
  return install.length > 0 ? [install.join("\n"), ...blocks] : blocks;
}

/** Every library of the catalogue, by id; those with snippets have `snippets`. */
export const MODEL_LIBRARIES_UI_ELEMENTS: { readonly [K in ModelLibraryKey]: LibraryUiElement } = Object.fromEntries(
  Object.entries(libraryLabels).map(([id, library]) => {
    const element: LibraryUiElement = { prettyLabel: library.prettyLabel, repoName: library.repoName, repoUrl: library.repoUrl, filter: library.filter ?? false };
    if (library.docsUrl !== undefined) element.docsUrl = library.docsUrl;
    if (snippetLibraryOf(id) !== undefined) {
      element.snippets = (model) => {
        const record = modelOrUndefined(model);
        // The hub's placeholders where the page picks a file (llama-cpp-python's `{{GGUF_FILE}}`).
        return record ? blocksOf(librarySnippetsFor({ ...record, library_name: id }, { placeholders: true })) : [];
      };
    }
    return [id, element];
  }),
) as { readonly [K in ModelLibraryKey]: LibraryUiElement };
