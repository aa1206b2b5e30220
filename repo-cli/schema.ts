// `snippets schema` in a clone of the repository: every schema generated now (z.toJSONSchema) from the zod
// schema its files are validated with, and `--write`, which regenerates schemas/ and puts the
// `yaml-language-server` line first in every YAML file that lacks it. The installed package prints the
// schemas it ships (engine/cli/schema.ts: the list, the help, the command).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { SCHEMAS, schemaCommandFrom, schemaText, type SchemaSource } from "../engine/cli/schema.ts";

/** Files that carry a `yaml-language-server` line (templates/ is the clients' own folder: no line there). */
export const HEADED_FILES = ["catalogue/**/*.yaml", "golden/cases/**/*.yaml"];

export const SCHEMA_HEADER = "# yaml-language-server: $schema=";

const root = resolve(import.meta.dirname, "..");

/** The zod schema behind a name: the very object the loader validated that file with. */
async function zodSchemaFor(name: string) {
  if (name === "model") return (await import("../engine/model-schema.ts")).modelRecordSchema;
  if (name === "golden-case") return (await import("../engine/golden/cases.ts")).caseSchema;
  if (name === "api-table") return (await import("../catalogue/api-tables.ts")).apiTableSchema;
  if (name === "drift-allow") return (await import("../catalogue/drift/allow.ts")).allowFileSchema;
  if (name === "docs-examples") return (await import("../catalogue/docs-examples.ts")).docsExamplesFileSchema;
  if (name === "providers") {
    // The file is read loosely, then each entry is checked against the schema of its kind.
    const [{ z }, { providerSchema, retiredProviderSchema }] = await Promise.all([import("zod"), import("../catalogue/inference-schema.ts")]);
    return z.record(z.string(), z.union([retiredProviderSchema, providerSchema]));
  }
  const [{ validatedFiles }, picomatch] = await Promise.all([
    import("../catalogue/load.ts"),
    import("picomatch").then((m) => m.default),
    import("../catalogue/index.ts"),
    import("../engine/inference/clients.ts"),
  ]);
  const entry = SCHEMAS.find((s) => s.name === name)!;
  const match = picomatch(entry.files);
  const schemas = new Set([...validatedFiles].filter(([file]) => match(file)).map(([, { schema }]) => schema));
  if (schemas.size !== 1) throw new Error(`schema ${name}: ${schemas.size} different schemas validate ${entry.files.join(", ")}`);
  return [...schemas][0]!;
}

/** The JSON Schema for a name, generated from its zod schema. */
export async function generateSchema(name: string): Promise<Record<string, unknown>> {
  const { z } = await import("zod");
  const entry = SCHEMAS.find((s) => s.name === name)!;
  const json = z.toJSONSchema(await zodSchemaFor(name), { io: "input", unrepresentable: "any" });
  return { $schema: json.$schema, title: `hub-snippets: ${entry.about}`, ...json };
}

/** Every file that should carry a header, with that header, by path from the project root. */
export async function expectedHeaders(): Promise<Map<string, string>> {
  const [{ default: fg }, { default: picomatch }] = await Promise.all([import("fast-glob"), import("picomatch")]);
  const headed = picomatch(HEADED_FILES);
  const out = new Map<string, string>();
  for (const entry of SCHEMAS) {
    for (const file of fg.sync(entry.files, { cwd: root }).sort()) {
      if (!headed(file)) continue;
      const target = relative(dirname(join(root, file)), join(root, "schemas", `${entry.name}.json`));
      out.set(file, `${SCHEMA_HEADER}${target}`);
    }
  }
  return out;
}

/** Regenerates schemas/ and puts the header line first in every file that lacks it; returns what it changed. */
export async function writeSchemas(): Promise<string[]> {
  const changed: string[] = [];
  mkdirSync(join(root, "schemas"), { recursive: true });
  for (const { name } of SCHEMAS) {
    const file = join(root, "schemas", `${name}.json`);
    const text = schemaText(await generateSchema(name));
    if (!existsSync(file) || readFileSync(file, "utf8") !== text) {
      writeFileSync(file, text);
      changed.push(`schemas/${name}.json`);
    }
  }
  for (const [file, header] of await expectedHeaders()) {
    const text = readFileSync(join(root, file), "utf8");
    const lines = text.split("\n");
    if (lines[0] === header) continue;
    if (lines[0]!.startsWith(SCHEMA_HEADER)) lines[0] = header;
    else lines.unshift(header);
    writeFileSync(join(root, file), lines.join("\n"));
    changed.push(file);
  }
  return changed;
}

/** The schemas of a clone: every one, generated from the sources, and --write. */
const generatedSchemas: SchemaSource = { available: () => SCHEMAS, schema: generateSchema, write: writeSchemas };

export const schemaCommand = schemaCommandFrom(generatedSchemas);
