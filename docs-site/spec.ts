// The request and response specification of a task: the field names, types, required marks and allowed
// values of the task's input and output JSON Schemas in the pinned @huggingface/tasks (its
// src/tasks/<task>/spec/ files). Facts only: the schemas' descriptions are that project's prose and are
// not copied. Chat tasks use the chat-completion schemas. The schema files come from a SpecFiles: read
// from node_modules in Node (files.node.ts), bundled in the playground (files.browser.ts).

type Schema = Record<string, unknown>;

export interface SpecRow {
  /** `inputs`, `parameters.seed`, `[].box.xmin` (`[]` is an array's item). */
  path: string;
  /** The types the field may take, each one a type (`string`, `number[]`, `"auto"`, `(string or number[])[]`). */
  types: string[];
  required: boolean;
}

export interface TaskSpec {
  /** The task folder the schemas came from (`chat-completion` for chat tasks). */
  source: string;
  input: SpecRow[];
  output: SpecRow[];
}

/** The installed @huggingface/tasks's schema files. */
export interface SpecFiles {
  /** The package's version (package-lock.json pins it). */
  version: string;
  /** A JSON file under the package's `src/tasks/` (`text-to-image/spec/input.json`, `common-definitions.json`), parsed; undefined when it has none. */
  read(path: string): Schema | undefined;
}

const COMMON = "/inference/schemas/common-definitions.json#/definitions/";
/** Nesting shown at most (chat's tool definitions go deeper than a page needs). */
const MAX_DEPTH = 4;

class Resolver {
  constructor(
    private readonly doc: Schema,
    private readonly common: Schema,
  ) {}

  resolve(node: Schema): Schema {
    let current = node;
    for (let hops = 0; typeof current.$ref === "string" && hops < 10; hops++) {
      const ref = current.$ref as string;
      const { $ref: _ref, ...rest } = current;
      let target: unknown;
      if (ref.startsWith("#/$defs/")) target = (this.doc.$defs as Schema | undefined)?.[ref.slice(8)];
      else if (ref.startsWith(COMMON)) target = (this.common.definitions as Schema | undefined)?.[ref.slice(COMMON.length)];
      if (target === undefined) throw new Error(`spec: unresolved $ref ${ref}`);
      current = { ...(target as Schema), ...rest };
    }
    return current;
  }

  /** The alternatives a value of the schema may be, each one type (an array of alternatives is one: `(a or b)[]`). */
  typesOf(raw: Schema): string[] {
    const node = this.resolve(raw);
    if (Array.isArray(node.enum)) return node.enum.map((v) => JSON.stringify(v));
    if (node.const !== undefined) return [JSON.stringify(node.const)];
    const alternatives = (node.oneOf ?? node.anyOf) as Schema[] | undefined;
    if (Array.isArray(alternatives)) return [...new Set(alternatives.flatMap((a) => this.typesOf(a)))];
    const type = node.type;
    if (type === "array") {
      if (!node.items) return ["array"];
      const items = this.typesOf(node.items as Schema);
      return [items.length === 1 ? `${items[0]}[]` : `(${items.join(" or ")})[]`];
    }
    if (Array.isArray(type)) return type.map(String);
    if (typeof type === "string") return [node.comment === "type=binary" ? "binary" : type];
    if (Array.isArray(node.allOf) && node.allOf.length === 1) return this.typesOf(node.allOf[0] as Schema);
    return [node.properties ? "object" : "any"];
  }

  rows(raw: Schema, path: string, required: boolean, depth: number, out: SpecRow[]): void {
    const node = this.resolve(raw);
    if (path) out.push({ path, types: this.typesOf(node), required });
    if (depth >= MAX_DEPTH) return;
    const single = Array.isArray(node.allOf) && node.allOf.length === 1 ? this.resolve(node.allOf[0] as Schema) : node;
    if (single.type === "array" && single.items) {
      const item = this.resolve(single.items as Schema);
      if (item.properties) this.fields(item, `${path}[]`, depth + 1, out);
      return;
    }
    if (single.properties) this.fields(single, path, depth + 1, out);
  }

  private fields(node: Schema, prefix: string, depth: number, out: SpecRow[]): void {
    const required = new Set((node.required as string[] | undefined) ?? []);
    for (const name of Object.keys(node.properties as Schema)) {
      const path = prefix ? `${prefix}.${name}` : name;
      this.rows((node.properties as Schema)[name] as Schema, path, required.has(name), depth, out);
    }
  }
}

/** The specification of a task, or null where the package has no schemas for it. */
export function taskSpec(task: string, chat: boolean, files: SpecFiles): TaskSpec | null {
  const source = chat ? "chat-completion" : task;
  const input = files.read(`${source}/spec/input.json`);
  const output = files.read(`${source}/spec/output.json`);
  if (input === undefined || output === undefined) return null;
  const common = files.read("common-definitions.json");
  if (common === undefined) throw new Error("spec: @huggingface/tasks has no src/tasks/common-definitions.json");
  const side = (doc: Schema) => {
    const out: SpecRow[] = [];
    const resolver = new Resolver(doc, common);
    const top = resolver.resolve(doc);
    if (top.type === "array" || !top.properties) out.push({ path: "(answer)", types: resolver.typesOf(top), required: true });
    resolver.rows(doc, "", true, 0, out);
    return out;
  };
  return { source, input: side(input), output: side(output) };
}
