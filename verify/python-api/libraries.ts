// The names library snippets take from their packages (verify/python-api/packages/<table>.yaml, each
// with the version and sources it was read from) and the check of a snippet against them: every import
// from a listed package and every dotted name rooted in one must be in the table.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Tree } from "web-tree-sitter";
import { parse } from "yaml";
import { z } from "zod";
import { InputError } from "../../catalogue/input-error.ts";
import { pythonNames, type PythonCall } from "../syntax/python-names.ts";
import { checkCall } from "./clients.ts";

const HERE = dirname(fileURLToPath(import.meta.url));
export const PACKAGES_DIR = join(HERE, "packages");
export const LIBRARY_APIS_FILE = join(HERE, "library-apis.yaml");

const identifierPath = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/, "must be a dotted Python name");

const packageSchema = z.strictObject({
  package: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "must be a Python import name"),
  version: z.string().min(1),
  sources: z.array(z.url()).min(1),
  /** Attribute path under the package → the attributes of it snippets use (methods, mostly). */
  names: z.record(identifierPath, z.array(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/))),
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

export type PackageApi = z.infer<typeof packageSchema>;

export class LibraryApiError extends InputError {}

function loadYaml<S extends z.ZodType>(file: string, schema: S): z.infer<S> {
  const result = schema.safeParse(parse(readFileSync(file, "utf8")));
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new LibraryApiError(`${file}: ${issue.path.join(".") || "(root)"}: ${issue.message}`);
  }
  return result.data;
}

export function loadPackageApi(table: string, dir = PACKAGES_DIR): PackageApi {
  return loadYaml(join(dir, `${table}.yaml`), packageSchema);
}

/** Library (golden folder) → the package tables that check its snippets. */
export function loadLibraryApis(file = LIBRARY_APIS_FILE): Record<string, PackageApi[]> {
  const map = loadYaml(file, z.record(z.string(), z.array(z.string().min(1)).min(1)));
  return Object.fromEntries(Object.entries(map).map(([library, tables]) => [library, tables.map((t) => loadPackageApi(t))]));
}

/** Whether `rest` (a dotted name below the package) is listed: as a name, or as an attribute of one. */
export function isListed(api: PackageApi, rest: string): boolean {
  if (rest === "" || Object.hasOwn(api.names, rest)) return true;
  const dot = rest.lastIndexOf(".");
  if (dot === -1) return false;
  const owner = rest.slice(0, dot);
  return api.names[owner]?.includes(rest.slice(dot + 1)) ?? false;
}

export interface NameProblem {
  line: number;
  message: string;
}

/** Methods that load an instance of their class (`pipe = Pipeline.from_pretrained(...)`). */
const LOADERS = new Set(["from_pretrained", "from_preset", "from_single_file"]);

/** The loader call an assignment's value comes from, looking through `.to(...)` on its result. */
function loaderCall(call: PythonCall, calls: readonly PythonCall[]): PythonCall | null {
  if (call.callee && call.callee.length >= 2 && LOADERS.has(call.callee.at(-1)!)) return call;
  const fn = call.node.childForFieldName("function");
  const object = fn?.type === "attribute" ? fn.childForFieldName("object") : null;
  if (fn?.childForFieldName("attribute")?.text !== "to" || object?.type !== "call") return null;
  const inner = calls.find((c) => c.node.id === object.id);
  return inner ? loaderCall(inner, calls) : null;
}

/** The dotted path of the class an assigned value is an instance of: made by a loader or by calling the class. */
function instanceClass(call: PythonCall, calls: readonly PythonCall[], targets: ReadonlyMap<string, string>): string[] | null {
  const loader = loaderCall(call, calls);
  const callee = loader ? loader.callee!.slice(0, -1) : call.callee;
  const target = callee ? targets.get(callee[0]!) : undefined;
  return callee && target ? [...target.split("."), ...callee.slice(1)] : null;
}

/** Names the snippet takes from the given packages that their tables do not list, and calls of instances (loaded or constructed) that do not fit their signature. */
export function checkLibraryNames(tree: Tree, packages: readonly PackageApi[]): NameProblem[] {
  const byRoot = new Map(packages.map((p) => [p.package, p]));
  const { imports, dotted, calls, assigned } = pythonNames(tree);
  const problems: NameProblem[] = [];
  const seen = new Set<string>();
  const uses = [...imports.map((i) => ({ name: i.target, line: i.line })), ...dotted];
  for (const { name, line } of uses) {
    const [root, ...rest] = name.split(".");
    const api = byRoot.get(root!);
    if (!api || isListed(api, rest.join("."))) continue;
    const key = `${line}:${name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({ line, message: `${name} is not in the ${api.package} ${api.version} table` });
  }
  // Instances of a listed class: `pipe = X.from_pretrained(...)` or `pipe = X(...)`, then `pipe(...)`.
  const targets = new Map(imports.map((i) => [i.local, i.target]));
  const instances = new Map<string, { api: PackageApi; name: string }>();
  for (const [variable, call] of assigned) {
    const [root, ...rest] = instanceClass(call, calls, targets) ?? [];
    const api = root === undefined ? undefined : byRoot.get(root);
    if (api) instances.set(variable, { api, name: rest.join(".") });
  }
  for (const call of calls) {
    const instance = call.callee?.length === 1 ? instances.get(call.callee[0]!) : undefined;
    const signature = instance?.api.calls?.[`${instance.name}.__call__`];
    if (instance && signature) {
      for (const p of checkCall(call, signature, `${instance.name}(...)`)) {
        problems.push({ line: p.line, message: `${p.message} (${instance.api.package} ${instance.api.version})` });
      }
    }
  }
  return problems;
}
