// Which libraries have snippets, and whose, and what they need installed: the fields of catalogue/libraries.yaml
// the library snippets read. Loaded as a view of that file (loadCatalogueFields), so that the package's library
// snippets ship this field and not the whole table (labels, URLs, download queries: catalogue/libraries.ts).
import { librariesFileSchema } from "./library-schema.ts";
import type { LibraryNeed } from "./shapes.ts";
import { loadCatalogueFields } from "./load.ts";

const entries = loadCatalogueFields("libraries.yaml", "install,needs,snippets", librariesFileSchema);

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

/** Library id → its `needs` (what some of its snippets need beyond `install`). */
const needs = new Map(Object.entries(entries).flatMap(([id, lib]) => (lib.needs === undefined ? [] : [[id, lib.needs] as const])));

/** What a library's snippets rendered from `template` (its name) may need beyond its `install`, for some task or any. */
export function libraryTemplateNeeds(id: string, template: string): LibraryNeed[] {
  return (needs.get(id) ?? []).filter((need) => need.templates === undefined || need.templates.includes(template));
}

/**
 * What a library's snippet rendered from `template` (its name) for a record of `task` needs beyond the
 * library's `install` (catalogue/libraries.yaml `needs`): the needs whose templates and tasks hold it, in order.
 */
export function libraryNeeds(id: string, template: string, task: string | undefined): LibraryNeed[] {
  if (!needs.has(id)) return [];
  return libraryTemplateNeeds(id, template).filter((need) => need.tasks === undefined || (task !== undefined && need.tasks.includes(task)));
}
