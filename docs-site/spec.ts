// The request and response specification of a task: the field names, types, required marks and allowed
// values of the task's input and output JSON Schemas in the pinned @huggingface/tasks (its
// src/tasks/<task>/spec/ files). Facts only: the schemas' descriptions are that project's prose and are
// not copied. Chat tasks use the chat-completion schemas.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

type Schema = Record<string, unknown>;

export interface SpecRow {
  /** `inputs`, `parameters.seed`, `[].box.xmin` (`[]` is an array's item). */
  path: string;
  type: string;
  required: boolean;
}

export interface TaskSpec {
  /** The task folder the schemas came from (`chat-completion` for chat tasks). */
  source: string;
  input: SpecRow[];
  output: SpecRow[];
}

const require = createRequire(import.meta.url);
/** The installed @huggingface/tasks: its root folder and version (package-lock.json pins it). */
export function tasksPackage(): { root: string; version: string } {
  const manifest = require.resolve("@huggingface/tasks/package.json");
  return { root: dirname(manifest), version: (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version };
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

  typeOf(raw: Schema): string {
    const node = this.resolve(raw);
    if (Array.isArray(node.enum)) return node.enum.map((v) => JSON.stringify(v)).join(" \\| ");
    if (node.const !== undefined) return JSON.stringify(node.const);
    const alternatives = (node.oneOf ?? node.anyOf) as Schema[] | undefined;
    if (Array.isArray(alternatives)) return [...new Set(alternatives.map((a) => this.typeOf(a)))].join(" \\| ");
    const type = node.type;
    if (type === "array") return node.items ? `${this.typeOf(node.items as Schema)}[]` : "array";
    if (Array.isArray(type)) return type.join(" \\| ");
    if (typeof type === "string") return node.comment === "type=binary" ? "binary" : type;
    if (Array.isArray(node.allOf) && node.allOf.length === 1) return this.typeOf(node.allOf[0] as Schema);
    return node.properties ? "object" : "any";
  }

  rows(raw: Schema, path: string, required: boolean, depth: number, out: SpecRow[]): void {
    const node = this.resolve(raw);
    if (path) out.push({ path, type: this.typeOf(node), required });
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

function readJson(file: string): Schema {
  return JSON.parse(readFileSync(file, "utf8")) as Schema;
}

/** The specification of a task, or null where the package has no schemas for it. */
export function taskSpec(task: string, chat: boolean): TaskSpec | null {
  const { root } = tasksPackage();
  const source = chat ? "chat-completion" : task;
  const dir = join(root, "src", "tasks", source, "spec");
  if (!existsSync(join(dir, "input.json")) || !existsSync(join(dir, "output.json"))) return null;
  const common = readJson(join(root, "src", "tasks", "common-definitions.json"));
  const side = (file: string) => {
    const doc = readJson(join(dir, file));
    const out: SpecRow[] = [];
    const resolver = new Resolver(doc, common);
    const top = resolver.resolve(doc);
    if (top.type === "array" || !top.properties) out.push({ path: "(answer)", type: resolver.typeOf(top), required: true });
    resolver.rows(doc, "", true, 0, out);
    return out;
  };
  return { source, input: side("input.json"), output: side("output.json") };
}
