// Model libraries the hub recognises, keyed by library id (a model's `library_name`).
// Source: catalogue/libraries.yaml. Which tasks each library serves: catalogue/task-libraries.yaml.
import { librariesFileSchema } from "./library-schema.ts";
import { loadCatalogueFile } from "./load.ts";
import type { LibraryData } from "./shapes.ts";

export type { LibraryData } from "./shapes.ts";

/** A library, with its id and `filter` filled in. */
export type Library = LibraryData & {
  /** Its id (a model's `library_name`). */
  id: string;
  /** Shown among the hub's model filters. */
  filter: boolean;
};
/** A library id (`transformers`, `diffusers`). */
export type LibraryId = string;

const raw = loadCatalogueFile("libraries.yaml", librariesFileSchema);

/** Every library by id, alphabetically; `filter` defaults to false. */
export const libraries: Readonly<Record<LibraryId, Library>> = Object.fromEntries(
  Object.entries(raw).map(([id, lib]) => [id, { id, ...lib, filter: lib.filter ?? false }]),
);

/** Every library id, alphabetically. */
export const LIBRARY_IDS: readonly LibraryId[] = Object.keys(libraries);

export { snippetLibraryOf } from "./library-snippets.ts";

/** Libraries shown in the hub's model filters. */
export const FILTER_LIBRARY_IDS: readonly LibraryId[] = LIBRARY_IDS.filter((id) => libraries[id].filter);

/** Whether the catalogue has the library. */
export function isLibraryId(id: string): id is LibraryId {

  return Object.hasOwn(libraries, id);
}
