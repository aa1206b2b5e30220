// The check of a library snippet against the API tables of its packages (catalogue/api-tables/<table>.yaml,
// each with the version and sources it was read from; a library names its tables in catalogue/libraries.yaml):
// every import from a listed package and every dotted name rooted in one must be in the table.
import type { Tree } from "web-tree-sitter";
import { loadApiTable, type ApiTable } from "../../catalogue/api-tables.ts";
import { libraries } from "../../catalogue/libraries.ts";
import { pythonNames, type PythonCall } from "../syntax/python-names.ts";
import { checkCall } from "./clients.ts";

export type PackageApi = ApiTable;

/** Library id → the API tables that check its Python snippets (its catalogue entry's `apiTables`). */
export function loadLibraryApis(): Record<string, PackageApi[]> {
  return Object.fromEntries(
    Object.values(libraries).flatMap((library) => (library.apiTables ? [[library.id, library.apiTables.map((t) => loadApiTable(t))]] : [])),
  );
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
