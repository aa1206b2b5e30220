// Which libraries have snippets, and whose: the one field of catalogue/libraries.yaml the library
// snippets read. Loaded as a view of that file (loadCatalogueFields), so that the package's library
// snippets ship this field and not the whole table (labels, URLs, download queries: catalogue/libraries.ts).
import { librariesFileSchema } from "./library-schema.ts";
import { loadCatalogueFields } from "./load.ts";

const entries = loadCatalogueFields("libraries.yaml", "install,snippets", librariesFileSchema);

/** Library id → the library whose snippets its models get (itself or the one it shares them with). */
const snippetLibraries = new Map<string, string>(
  Object.entries(entries).flatMap(([id, lib]) => (lib.snippets === undefined ? [] : [[id, lib.snippets === true ? id : lib.snippets]])),
);

/** Every library whose models get snippets, alphabetically. */
export const SNIPPET_LIBRARY_IDS: readonly string[] = [...snippetLibraries.keys()];

/** The library whose snippets a library's models get: itself, the library it shares them with, or none. */
export function snippetLibraryOf(id: string): string | undefined {
  return snippetLibraries.get(id);
}

/** Library id → its `install`: one list for every template, or lists by template name (`*`: the others). */
const installs = new Map(
  Object.entries(entries).flatMap(([id, lib]) => (lib.install === undefined ? [] : [[id, lib.install] as const])),
);

/**
 * The install commands a library's snippet rendered from `template` (its name, without folder) needs,
 * from the library's `install` in catalogue/libraries.yaml; undefined when it gives none.
 */
export function libraryInstall(id: string, template: string): string[] | undefined {
  const install = installs.get(id);
  if (install === undefined || Array.isArray(install)) return install;
  return install[template] ?? install["*"];
}
