// Reads one catalogue YAML file and validates it against a schema.
// Every failure names the file, and the field or the line and column, and the problem.
import { LineCounter, parseDocument } from "yaml";
import type { z } from "zod";
import { catalogueFiles } from "#catalogue-files";
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
  const result = schema.safeParse(data);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `${file}: ${formatIssuePath(issue.path)}: ${issue.message}`);
    throw new CatalogueError(lines.join("\n"));
  }
  return result.data;
}

/** Loads `catalogue/<path>` and validates it. */
export function loadCatalogueFile<S extends z.ZodType>(path: string, schema: S): z.infer<S> {
  const text = catalogueFiles[path];
  const file = `catalogue/${path}`;
  if (text === undefined) throw new CatalogueError(`${file}: file not found`);
  return validate(file, schema, parseYamlText(file, text));
}

/** Paths of catalogue files under a folder, e.g. `listCatalogueFiles("tasks/")`. */
export function listCatalogueFiles(prefix: string): string[] {
  return Object.keys(catalogueFiles)
    .filter((p) => p.startsWith(prefix))
    .sort();
}
