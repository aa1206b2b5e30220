// Reads one catalogue YAML file and validates it against a schema.
// Every failure names the file, and the field or the line and column, and the problem.
import { LineCounter, parseDocument } from "yaml";
import type { z } from "zod";
import { catalogueFiles, prevalidatedFiles } from "#catalogue-files";
import { InputError } from "./input-error.ts";

export class CatalogueError extends InputError {}

/** Formats a zod issue path as `a.b[2].c`. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || "(root)";
}

/** Parses YAML text; a syntax error is reported as `file:line:column: problem`. */
export function parseYamlText(file: string, text: string): unknown {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: true, lineCounter });
  const error = doc.errors[0];
  if (error) {
    const pos = lineCounter.linePos(error.pos[0]);
    const where = pos ? `${file}:${pos.line}:${pos.col}` : file;
    throw new CatalogueError(`${where}: ${error.message.split("\n")[0]}`);
  }
  return doc.toJS();
}

/** Validates data against a schema; errors read `file: path.to.field: problem`. */
export function validate<S extends z.ZodType>(file: string, schema: S, data: unknown): z.infer<S> {
  // In the installed package, the project's own files passed every check (per-entry ones included)
  // when the package was built; their data is not checked again (the schemas transform nothing).
  if (prevalidatedFiles?.[file] !== undefined) return data as z.infer<S>;
  const result = schema.safeParse(data);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `${file}: ${formatIssuePath(issue.path)}: ${issue.message}`);
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
export const validatedFiles = new Map<string, { schema: z.ZodType; data: unknown }>();

/**
 * Parses and validates one of the project's own YAML files, or takes the data the package build
 * validated (prevalidatedFiles, absent when running from the sources).
 */
export function loadYamlFile<S extends z.ZodType>(file: string, schema: S, text: string | undefined): z.infer<S> {
  const prevalidated = prevalidatedFiles?.[file];
  if (prevalidated !== undefined) return prevalidated as z.infer<S>;
  if (text === undefined) throw new CatalogueError(`${file}: file not found`);
  const data = validate(file, schema, parseYamlText(file, text));
  validatedFiles.set(file, { schema, data });
  return data;
}

/** Loads `catalogue/<path>` and validates it. */
export function loadCatalogueFile<S extends z.ZodType>(path: string, schema: S): z.infer<S> {
  return loadYamlFile(`catalogue/${path}`, schema, catalogueFiles[path]);
}

/** Paths of catalogue files under a folder, e.g. `listCatalogueFiles("tasks/")`. */
export function listCatalogueFiles(prefix: string): string[] {
  const paths = new Set(Object.keys(catalogueFiles));
  for (const file of Object.keys(prevalidatedFiles ?? {})) {
    if (file.startsWith("catalogue/")) paths.add(file.slice("catalogue/".length));
  }
  return [...paths].filter((p) => p.startsWith(prefix)).sort();
}
