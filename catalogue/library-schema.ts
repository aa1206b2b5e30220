// What catalogue/libraries.yaml and catalogue/library-tasks.yaml hold: the schemas the full tables
// (catalogue/libraries.ts, catalogue/library-tasks.ts) and the snippets' views of them
// (catalogue/library-snippets.ts, catalogue/library-served-tasks.ts) are validated with.
import { z } from "zod";
import type { Holds, LibraryData, LibraryTasksEntry, SameType } from "./shapes.ts";

const installCommand = z
  .string()
  .regex(/^\S(.*\S)?$/, "a shell command, no surrounding space")
  .refine((command) => command.replace(/\{(id|name)\}/g, "").match(/[{}]/) === null, "a brace only in {id} or {name} (the record's id, its repository name)");
const https = z.url({ protocol: /^https$/, error: "must be an https URL" });

/** A package of the operating system, and how to install it. */
const packageName = z.string().regex(/^[a-z0-9][a-z0-9.+-]*$/, "a package name (lower-case letters, digits, . + -)");
export const systemPackageSchema = z.strictObject({
  apt: packageName,
  brew: packageName,
  name: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, "a program's name"),
  why: z.string().regex(/^\S(.*\S)?$/, "a few words, no surrounding space"),
});

const templateName = z.string().regex(/^[A-Za-z0-9_-]+$/, "a template name, without folder or extension");
export const libraryNeedSchema = z
  .strictObject({
    install: z.array(installCommand).min(1).optional(),
    system: z.array(systemPackageSchema).min(1).optional(),
    tasks: z.array(z.string().regex(/^[a-z0-9-]+$/, "a pipeline tag")).min(1).optional(),
    templates: z.array(templateName).min(1).optional(),
  })
  .refine((need) => need.install !== undefined || need.system !== undefined, "needs install or system (or both)");

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
  /**
   * What its snippets need installed, as shell commands (`pip install -U "sentence-transformers>=5"`): a
   * list for every snippet, or a map from template name to list (`"*"` for the others) where a template
   * needs others. Ours, not the hub's. `{id}` and `{name}` in a command are the record's id and repository
   * name (the word holding one is written as a shell word). A library with an `install` template lists that
   * step's commands (engine/libraries/requirements.test.ts holds them equal). An empty list: the snippets
   * install what they need themselves (a clone and its requirements), or nothing installs from a shell (a
   * Unity package).
   */
  install: z.union([z.array(installCommand), z.record(z.string().regex(/^(\*|[A-Za-z0-9._-]+)$/), z.array(installCommand).min(1))]).optional(),
  /** Shown among the hub's model filters (popular libraries only). */
  filter: z.boolean().optional(),
  /**
   * What some of its snippets need beyond `install`: for the templates and records' tasks listed (absent: all),
   * more install commands and packages of the operating system (`system`: a program the call runs, as the
   * audio pipelines run ffmpeg), which the snippets' requirements name. Ours, not the hub's.
   */
  needs: z.array(libraryNeedSchema).min(1).optional(),
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

export const libraryTasksEntrySchema = z.strictObject({
  /** Where the list comes from: a URL or a package file, in words a reviewer can follow. */
  source: z.string().min(1),
  tasks: z.array(z.string().min(1)).min(1),
  /** The library version the list holds for, when the source names one. */
  version: z.string().min(1).optional(),
});

export const libraryTasksFileSchema = z.record(z.string().min(1), libraryTasksEntrySchema);

// The schemas give exactly the shapes catalogue/shapes.ts declares.
export type LibrarySchemaChecks = [
  Holds<SameType<z.infer<typeof librarySchema>, LibraryData>>,
  Holds<SameType<z.infer<typeof libraryTasksEntrySchema>, LibraryTasksEntry>>,
];
