// `MODEL_LIBRARIES_UI_ELEMENTS` as the hub's page reads it in @huggingface/tasks: per library id its
// label, repository and docs, and `snippets(model)`, the code blocks for the library's snippet tab.
import { libraries } from "../../catalogue/libraries.ts";
import { getLibrarySnippets } from "../libraries/index.ts";
import type { ModelRecordInput as ModelRecord } from "../model.ts";

/** A library as the hub's `LibraryUiElement` describes it. */
export interface CompatLibraryUiElement {
  /** Display name. */
  prettyLabel: string;
  /** Its code repository's name. */
  repoName: string;
  /** Its code repository's URL. */
  repoUrl: string;
  /** Its documentation. */
  docsUrl?: string;

  /** The library's snippets for a model, each one code block (the first installs the library). */
  snippets?: (model: ModelRecord) => string[];
  /** Whether the hub lists the library as a filter. */
  filter?: boolean;
}

/** Every library of the catalogue; those with snippets have `snippets`. */
export const MODEL_LIBRARIES_UI_ELEMENTS: Readonly<Record<string, CompatLibraryUiElement>> = Object.fromEntries(
  Object.values(libraries).map((library) => {
    const element: CompatLibraryUiElement = { prettyLabel: library.prettyLabel, repoName: library.repoName, repoUrl: library.repoUrl, filter: library.filter };
    if (library.docsUrl !== undefined) element.docsUrl = library.docsUrl;
    if (library.snippets) element.snippets = (model) => getLibrarySnippets({ ...model, library_name: library.id }).map((s) => s.content);
    return [library.id, element];
  }),
);
