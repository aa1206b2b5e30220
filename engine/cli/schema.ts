// `snippets schema [name]`: JSON Schemas for a model record and for every kind of YAML file the project
// reads, generated (z.toJSONSchema) from the zod schemas those files are validated with. They are kept
// in schemas/<name>.json, where editors find them through each YAML file's first line:
//   # yaml-language-server: $schema=../schemas/libraries.json
// `--write` (in a clone: repo-cli/schema.ts) regenerates schemas/ and adds that line to any file that lacks
// it (a test checks both); this module prints the schemas written there, which the package ships.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
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

/** From the sources: the project root's schemas/ (as `snippets schema --write` wrote them); installed: the package's, beside the built chunks. */
const here = dirname(fileURLToPath(import.meta.url));
export const schemasDir = join(import.meta.url.endsWith(".ts") ? resolve(here, "..", "..") : here, "schemas");

export function schemaText(schema: Record<string, unknown>): string {
  return `${JSON.stringify(schema, null, 2)}\n`;
}

/** Where `snippets schema` takes its schemas from, and what `--write` does. */
export interface SchemaSource {
  /** The schemas it can print. */
  available(): readonly SchemaEntry[];
  /** One of them, as JSON Schema. */
  schema(name: string): Promise<Record<string, unknown>>;
  /** Regenerates them and returns the files it changed (a clone of the repository: repo-cli/schema.ts); absent, --write is refused. */
  write?(): Promise<string[]>;
}

/** The schemas written to schemas/ (the installed package ships the model record's). */
export const writtenSchemas: SchemaSource = {
  available: () => SCHEMAS.filter((s) => existsSync(join(schemasDir, `${s.name}.json`))),
  schema: async (name) => JSON.parse(readFileSync(join(schemasDir, `${name}.json`), "utf8")) as Record<string, unknown>,
};

export const SCHEMA_HELP = `Usage: snippets schema [name] [options]

Prints the JSON Schema of a model record or of a kind of YAML file; without a name, lists them.
${SCHEMAS.map((s) => `  ${s.name.padEnd(16)} ${s.about}`).join("\n")}

Options:
  --write      (in a clone) regenerate schemas/ and add the yaml-language-server line to YAML files lacking it
  -h, --help   this help
`;

/** `snippets schema` printing the schemas of `source`. */
export function schemaCommandFrom(source: SchemaSource) {
  return async function schemaCommand(argv: string[], out: (s: string) => void): Promise<number> {
    const { values, positionals } = parseFlags(argv, { boolean: ["write"] });
    if (values.help) {
      out(SCHEMA_HELP);
      return 0;
    }
    if (values.write) {
      if (!source.write) throw new UsageError("schema --write regenerates a clone's schemas/; the installed package ships them");
      const changed = await source.write();
      out(changed.length ? `Wrote ${changed.join(", ")}\n` : "Schemas and header lines are up to date.\n");
      return 0;
    }
    const [name, ...extra] = positionals;
    const available = source.available();
    if (name === undefined) {
      out(available.map((s) => `${s.name.padEnd(16)} ${s.about}\n`).join(""));
      return 0;
    }
    if (extra.length > 0) throw new UsageError(`schema takes one name, got ${positionals.length}`);
    if (!available.some((s) => s.name === name)) {
      throw new UsageError(unknownName("schema", name, available.map((s) => s.name)));
    }
    out(schemaText(await source.schema(name)));
    return 0;
  };
}

/** `snippets schema` as the installed package answers it: the schemas it ships. */
export const schemaCommand = schemaCommandFrom(writtenSchemas);
