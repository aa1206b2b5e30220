// Reads one catalogue YAML file and validates it against a schema.
// Every failure names the file, and the field or the line and column, and the problem.
import type { z } from "zod";
import { catalogueFiles, parseYaml, prevalidatedFiles } from "#catalogue-files";
import { CatalogueError } from "./input-error.ts";

export { CatalogueError } from "./input-error.ts";

/** Formats a zod issue path as `a.b[2].c`. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || "(root)";
}

/**
 * Validates data against a schema; errors read `file: path.to.field: problem` (`at`: where the data is in the
 * file, the path's beginning).
 */
export function validate<S extends z.ZodType>(file: string, schema: S, data: unknown, at: readonly PropertyKey[] = []): z.infer<S> {
  // In the installed package, the project's own files passed every check (per-entry ones included)
  // when the package was built; their data is not checked again (the schemas transform nothing), and the
  // package validates nothing else with a schema (so its build leaves the rest of this function out).
  if (typeof __PACKAGE_BUILD__ !== "undefined" || prevalidatedFiles?.[file] !== undefined) return data as z.infer<S>;
  const result = schema.safeParse(data);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `${file}: ${formatIssuePath([...at, ...issue.path])}: ${issue.message}`);
    throw new CatalogueError(lines.join("\n"));
  }
  return result.data;
}

/**
 * Every YAML file validated so far, by its name (`catalogue/libraries.yaml`,
 * `templates/python/requests/client.yaml`), with the schema it passed and its data: the package build
 * ships the data as JSON, so the installed package neither parses YAML nor validates its own data
 * again; `snippets schema` turns the schemas into JSON Schemas.
 */
export const validatedFiles = new Map<string, { schema: z.ZodType; data: unknown; text?: string }>();

/** In the installed package: a file (or view) the build did not ship, which only a bug in the build can ask for. */
function notShipped(file: string): CatalogueError {
  return new CatalogueError(`${file}: not in the package`);
}

/**
 * Parses and validates one of the project's own YAML files, or takes the data the package build
 * validated (prevalidatedFiles, absent when running from the sources).
 */
export function loadYamlFile<S extends z.ZodType>(file: string, schema: S, text: string | undefined): z.infer<S> {
  const prevalidated = prevalidatedFiles?.[file];
  if (prevalidated !== undefined) return prevalidated as z.infer<S>;
  if (typeof __PACKAGE_BUILD__ !== "undefined") throw notShipped(file);
  // The same file read again with the same schema (a view of it, catalogue/library-snippets.ts): parsed once.
  const loaded = validatedFiles.get(file);
  if (loaded !== undefined && loaded.schema === schema && loaded.text === text) return loaded.data as z.infer<S>;
  if (text === undefined || parseYaml === null) throw new CatalogueError(`${file}: file not found`);
  const data = validate(file, schema, parseYaml(file, text));
  validatedFiles.set(file, { schema, data, text });
  return data;
}

/** Loads `catalogue/<path>` and validates it. */
export function loadCatalogueFile<S extends z.ZodType>(path: string, schema: S): z.infer<S> {
  return loadYamlFile(`catalogue/${path}`, schema, catalogueFiles[path]);
}

/**
 * `fields` (comma-separated; none: the ids alone) of each entry of `catalogue/<path>` that has any of them,
 * a table of entries validated with `schema`: for code that reads no more. The package ships just those fields to it (scripts/build-package.ts reads
 * the call), under `catalogue/<path>#<fields>`.
 */
export function loadCatalogueFields<S extends z.ZodType<Record<string, Record<string, unknown>>>>(
  path: string,
  fields: string,
  schema: S,
): Record<string, Partial<z.infer<S>[string]>> {
  const view = prevalidatedFiles?.[`catalogue/${path}#${fields}`];
  if (view !== undefined) return view as Record<string, Partial<z.infer<S>[string]>>;
  if (typeof __PACKAGE_BUILD__ !== "undefined") throw notShipped(`catalogue/${path}#${fields}`);
  return projectFields(loadCatalogueFile(path, schema), fields) as Record<string, Partial<z.infer<S>[string]>>;
}

/** Each entry of a table with only `fields` (comma-separated) kept; an entry with none of them is left out (none asked: every id, empty). */
export function projectFields(table: Record<string, Record<string, unknown>>, fields: string): Record<string, Record<string, unknown>> {
  const kept = fields === "" ? [] : fields.split(",");
  return Object.fromEntries(
    Object.entries(table).flatMap(([id, entry]) => {
      const view = Object.fromEntries(kept.filter((f) => Object.hasOwn(entry, f)).map((f) => [f, entry[f]]));
      return kept.length > 0 && Object.keys(view).length === 0 ? [] : [[id, view]];
    }),
  );
}

/** Paths of catalogue files under a folder, e.g. `listCatalogueFiles("tasks/")`. */
export function listCatalogueFiles(prefix: string): string[] {
  const paths = new Set(Object.keys(catalogueFiles));
  for (const file of Object.keys(prevalidatedFiles ?? {})) {
    if (file.startsWith("catalogue/")) paths.add(file.slice("catalogue/".length));
  }
  return [...paths].filter((p) => p.startsWith(prefix)).sort();
}
