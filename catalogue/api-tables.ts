// The API tables of the Python packages library snippets import: catalogue/api-tables/<table>.yaml, one
// file per package (its import name, the version and sources the names were read from, the names and
// attributes snippets may take from it, and the signatures of calling what they load). A library names the
// tables that check its snippets in its catalogue entry (`apiTables` in catalogue/libraries.yaml).
// Only the verify run and the tests read them (verify/python-api/libraries.ts), so the engine's catalogue
// loaders leave this folder out and the package does not ship it.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { CatalogueError, validate } from "./load.ts";
import { parseYamlText } from "./yaml-text.ts";

export const API_TABLES_DIR = join(dirname(fileURLToPath(import.meta.url)), "api-tables");

const identifier = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "must be a Python identifier");
const identifierPath = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/, "must be a dotted Python name");

export const apiTableSchema = z.strictObject({
  package: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "must be a Python import name"),
  version: z.string().min(1),
  sources: z.array(z.url()).min(1),
  /** Attribute path under the package → the attributes of it snippets use (methods, mostly). */
  names: z.record(identifierPath, z.array(identifier)),
  /** `<name>.__call__` → the signature of calling an instance of the name (made by one of its loaders or by calling it). */
  calls: z
    .record(
      z.string().regex(/^[A-Za-z_][A-Za-z0-9_.]*\.__call__$/, "must be <name>.__call__"),
      z.strictObject({
        positional: z.array(z.string()),
        required: z.array(z.string()),
        optional: z.array(z.string()),
        varPositional: z.literal(true).optional(),
        varKeywords: z.literal(true).optional(),
      }),
    )
    .optional(),
});

export type ApiTable = z.infer<typeof apiTableSchema>;

/** Names of the tables in a folder (file names without `.yaml`), sorted. */
export function listApiTables(dir = API_TABLES_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".yaml"))
    .map((f) => f.slice(0, -".yaml".length))
    .sort();
}

/** Loads and validates one table; a missing or invalid file fails naming the file, the field and the problem. */
export function loadApiTable(name: string, dir = API_TABLES_DIR): ApiTable {
  const file = join(dir, `${name}.yaml`);
  const shown = dir === API_TABLES_DIR ? `catalogue/api-tables/${name}.yaml` : file;
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    throw new CatalogueError(`${shown}: file not found (an API table named in catalogue/libraries.yaml must exist)`);
  }
  return validate(shown, apiTableSchema, parseYamlText(shown, text));
}
