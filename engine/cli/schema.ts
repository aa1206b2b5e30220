// `snippets schema [name]`: JSON Schemas for a model record and for every kind of YAML file the project
// reads, generated (z.toJSONSchema) from the zod schemas those files are validated with. They are kept
// in schemas/<name>.json, where editors find them through each YAML file's first line:
//   # yaml-language-server: $schema=../schemas/libraries.json
// `--write` regenerates schemas/ and adds that line to any file that lacks it (a test checks both).
import { existsSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { unknownName } from "../suggest.ts";
import { UsageError } from "./errors.ts";
import { parseFlags } from "./options.ts";

export interface SchemaEntry {
  name: string;
  about: string;
  /** The files it describes, as globs from the project root (none for the model record). */
  files: string[];
}

/** A schema: its name, the files it describes (globs from the project root) and what they are (by default, those files). */
function schema(name: string, files: string[], about = files.join(", ")): SchemaEntry {
  return { name, about, files };
}

export const SCHEMAS: readonly SchemaEntry[] = [
  schema("model", [], "a model record, as `snippets render` and the API take it"),
  // The catalogue files whose schema has the file's name.
  ...["pipelines", "libraries", "task-libraries", "providers", "local-apps", "library-tasks"].map((name) => schema(name, [`catalogue/${name}.yaml`])),
  schema("task", ["catalogue/tasks/*.yaml"], "one task page, catalogue/tasks/<task>.yaml"),
  schema("drift-allow", ["catalogue/drift-allow.yaml"], "catalogue/drift-allow.yaml, the drift report's allow-list"),
  schema("inference-tasks", ["catalogue/inference/tasks.yaml"]),
  schema("sample-inputs", ["catalogue/inference/sample-inputs.yaml"]),
  schema("api-table", ["catalogue/api-tables/*.yaml"], "a Python package's API table, catalogue/api-tables/<table>.yaml"),
  schema("client", ["templates/*/*/client.yaml"], "an inference client, templates/<language>/<client>/client.yaml"),
  schema("golden-case", ["golden/cases/**/*.yaml"], "a golden case, golden/cases/**/*.yaml"),
  schema("docs-examples", ["catalogue/docs-examples.yaml"], "catalogue/docs-examples.yaml, the reference pages' example models"),
];

/** Files that carry a `yaml-language-server` line (templates/ is the clients' own folder: no line there). */
export const HEADED_FILES = ["catalogue/**/*.yaml", "golden/cases/**/*.yaml"];

export const SCHEMA_HEADER = "# yaml-language-server: $schema=";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
/** From the sources: the project root; installed: the package root, where the built chunks are. */
const fromSources = import.meta.url.endsWith(".ts");
const packageRoot = fromSources ? root : dirname(fileURLToPath(import.meta.url));
export const schemasDir = join(packageRoot, "schemas");

/** The zod schema behind a name: the very object the loader validated that file with. */
async function zodSchemaFor(name: string) {
  // A branch the package build drops, with the modules it imports.
  if (typeof __PACKAGE_BUILD__ === "undefined") {
    if (name === "model") return (await import("../model-schema.ts")).modelRecordSchema;
    if (name === "golden-case") return (await import("../golden/cases.ts")).caseSchema;
    if (name === "api-table") return (await import("../../catalogue/api-tables.ts")).apiTableSchema;
    if (name === "drift-allow") return (await import("../../catalogue/drift/allow.ts")).allowFileSchema;
    if (name === "docs-examples") return (await import("../../catalogue/docs-examples.ts")).docsExamplesFileSchema;
    if (name === "providers") {
      // The file is read loosely, then each entry is checked against the schema of its kind.
      const [{ z }, { providerSchema, retiredProviderSchema }] = await Promise.all([import("zod"), import("../../catalogue/inference-schema.ts")]);
      return z.record(z.string(), z.union([retiredProviderSchema, providerSchema]));
    }
    const [{ validatedFiles }, picomatch] = await Promise.all([
      import("../../catalogue/load.ts"),
      import("picomatch").then((m) => m.default),
      import("../../catalogue/index.ts"),
      import("../inference/clients.ts"),
    ]);
    const entry = SCHEMAS.find((s) => s.name === name)!;
    const match = picomatch(entry.files);
    const schemas = new Set([...validatedFiles].filter(([file]) => match(file)).map(([, { schema }]) => schema));
    if (schemas.size !== 1) throw new Error(`schema ${name}: ${schemas.size} different schemas validate ${entry.files.join(", ")}`);
    return [...schemas][0]!;
  }
  throw new Error("the installed package ships schemas/ as built");
}

/** The JSON Schema for a name, generated from its zod schema. */
export async function generateSchema(name: string): Promise<Record<string, unknown>> {
  // A branch the package build drops, with the modules it imports.
  if (typeof __PACKAGE_BUILD__ === "undefined") {
    const { z } = await import("zod");
    const entry = SCHEMAS.find((s) => s.name === name)!;
    const json = z.toJSONSchema(await zodSchemaFor(name), { io: "input", unrepresentable: "any" });
    return { $schema: json.$schema, title: `hub-snippets: ${entry.about}`, ...json };
  }
  throw new Error("the installed package ships schemas/ as built");
}

export function schemaText(schema: Record<string, unknown>): string {
  return `${JSON.stringify(schema, null, 2)}\n`;
}

/** Every file that should carry a header, with that header, by path from the project root. */
export async function expectedHeaders(): Promise<Map<string, string>> {
  // A branch the package build drops, with the modules it imports.
  if (typeof __PACKAGE_BUILD__ === "undefined") {
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
  throw new Error("the installed package ships schemas/ as built");
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

export const SCHEMA_HELP = `Usage: snippets schema [name] [options]

Prints the JSON Schema of a model record or of a kind of YAML file; without a name, lists them.
${SCHEMAS.map((s) => `  ${s.name.padEnd(16)} ${s.about}`).join("\n")}

Options:
  --write      (in a clone) regenerate schemas/ and add the yaml-language-server line to YAML files lacking it
  -h, --help   this help
`;

export async function schemaCommand(argv: string[], out: (s: string) => void): Promise<number> {
  const { values, positionals } = parseFlags(argv, { boolean: ["write"] });
  if (values.help) {
    out(SCHEMA_HELP);
    return 0;
  }
  if (values.write) {
    if (!fromSources) throw new UsageError("schema --write regenerates a clone's schemas/; the installed package ships them");
    const changed = await writeSchemas();
    out(changed.length ? `Wrote ${changed.join(", ")}\n` : "Schemas and header lines are up to date.\n");
    return 0;
  }
  const [name, ...extra] = positionals;
  // Installed: the schemas the package ships (the model record's); from the sources: every one.
  const available = fromSources ? SCHEMAS : SCHEMAS.filter((s) => existsSync(join(schemasDir, `${s.name}.json`)));
  if (name === undefined) {
    out(available.map((s) => `${s.name.padEnd(16)} ${s.about}\n`).join(""));
    return 0;
  }
  if (extra.length > 0) throw new UsageError(`schema takes one name, got ${positionals.length}`);
  if (!available.some((s) => s.name === name)) {
    throw new UsageError(unknownName("schema", name, available.map((s) => s.name)));
  }
  // Installed: the schemas generated when the package was built; from the sources: generated now.
  out(schemaText(fromSources ? await generateSchema(name) : (JSON.parse(readFileSync(join(schemasDir, `${name}.json`), "utf8")) as Record<string, unknown>)));
  return 0;
}
