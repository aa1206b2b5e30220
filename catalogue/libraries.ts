// Model libraries the hub recognises, keyed by library id (a model's `library_name`).
// Source: catalogue/libraries.yaml. Which tasks each library serves: catalogue/task-libraries.yaml.
import { z } from "zod";
import { loadCatalogueFile } from "./load.ts";

const https = z.url({ protocol: /^https$/, error: "must be an https URL" });

export const librarySchema = z.strictObject({
  /**
   * The Python API tables (catalogue/api-tables/<table>.yaml) that check the names its Python snippets
   * take from their packages. Ours, not the hub's: the drift report leaves it out.
   */
  apiTables: z.array(z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, "must be a table name (catalogue/api-tables/<name>.yaml)")).min(1).optional(),
  /**
   * Which repository files count as a download (see download-query.ts); absent means the default
   * set: config.json, config.yaml, hyperparams.yaml, params.json, meta.yaml.
   */
  countDownloads: z.string().min(1).optional(),
  docsUrl: https.optional(),
  /** Shown among the hub's model filters (popular libraries only). */
  filter: z.boolean().optional(),
  /** Name shown on tags and on the model page's "use this model" button. */
  prettyLabel: z.string().min(1),
  /** Name of the library's code repository. */
  repoName: z.string().min(1),
  repoUrl: https,
  /**
   * `true` when the library has snippets of its own (templates under templates/<language>/<library>/,
   * chosen by engine/libraries/selectors/<library>.ts when choosing needs code); another library's id
   * when its models use that library's snippets. Absent when the hub shows no snippet for it.
   */
  snippets: z.union([z.literal(true), z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, "must be true or a library id")]).optional(),
});

export const librariesFileSchema = z.record(
  z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, "must be a library id (letters, digits, . _ -)"),
  librarySchema,
);

export type LibraryData = z.infer<typeof librarySchema>;
export type Library = LibraryData & { id: string; filter: boolean };
export type LibraryId = string;

const raw = loadCatalogueFile("libraries.yaml", librariesFileSchema);

/** Every library by id, alphabetically; `filter` defaults to false. */
export const libraries: Readonly<Record<LibraryId, Library>> = Object.fromEntries(
  Object.entries(raw).map(([id, lib]) => [id, { id, ...lib, filter: lib.filter ?? false }]),
);

export const LIBRARY_IDS: readonly LibraryId[] = Object.keys(libraries);

/** The library whose snippets a library's models get: itself, the library it shares them with, or none. */
export function snippetLibraryOf(id: string): LibraryId | undefined {
  return snippetLibraries.get(id);
}

const snippetLibraries = new Map<string, LibraryId>(
  Object.values(libraries).flatMap((lib) => (lib.snippets === undefined ? [] : [[lib.id, lib.snippets === true ? lib.id : lib.snippets]])),
);

/** Libraries shown in the hub's model filters. */
export const FILTER_LIBRARY_IDS: readonly LibraryId[] = LIBRARY_IDS.filter((id) => libraries[id].filter);

export function isLibraryId(id: string): id is LibraryId {
  return Object.hasOwn(libraries, id);
}
