// What a Python snippet takes from the packages it imports, read from its tree-sitter parse: the
// imports, every dotted name rooted in an imported name, every call (callee, positional count, keyword
// names, splats) and which variables hold the result of which call. Checks against real APIs build on it.
import type { Node, Tree } from "web-tree-sitter";

export interface PythonImport {
  /** The local name the import binds. */
  local: string;
  /** The full dotted name it stands for: `diffusers.FluxControlNetPipeline`, `keras_hub`. */
  target: string;
  /** Whether it is `from <module> import <name>` (the name must exist in the module). */
  from: boolean;
  line: number;
}

export interface PythonCall {
  /** The callee as identifiers, `client.chat.completions.create` → ["client", "chat", "completions", "create"]; null when it is not a plain dotted name. */
  callee: string[] | null;
  positional: number;
  keywords: string[];
  /** `*args` or `**kwargs` in the call: the argument count is unknown. */
  splat: boolean;
  /** Plain string literal arguments by keyword (`provider="together"`). */
  stringKeywords: Record<string, string>;
  line: number;
  node: Node;
}

export interface PythonNames {
  imports: PythonImport[];
  calls: PythonCall[];
  /** Variable → the call whose result it was last assigned (`client = InferenceClient(...)`). */
  assigned: Map<string, PythonCall>;
  /** Every maximal dotted name (identifiers joined by `.`) whose first part is an imported local name, resolved to its target. */
  dotted: { name: string; line: number }[];
}

function childrenOf(node: Node): Node[] {
  return node.children.filter((c): c is Node => c !== null);
}

/** A dotted chain of identifiers as its parts, or null when any part is not an identifier. */
export function dottedParts(node: Node): string[] | null {
  if (node.type === "identifier") return [node.text];
  if (node.type === "attribute") {
    const object = node.childForFieldName("object");
    const attribute = node.childForFieldName("attribute");
    if (!object || !attribute) return null;
    const head = dottedParts(object);
    return head ? [...head, attribute.text] : null;
  }
  return null;
}

function plainString(node: Node): string | null {
  if (node.type !== "string") return null;
  const parts = childrenOf(node);
  if (parts.some((p) => p.type === "interpolation")) return null;
  const content = parts.filter((p) => p.type === "string_content");
  if (content.some((p) => p.text.includes("\\"))) return null;
  return content.map((p) => p.text).join("");
}

function readImports(node: Node, out: PythonImport[]): void {
  const line = node.startPosition.row + 1;
  if (node.type === "import_statement") {
    for (const child of childrenOf(node)) {
      if (child.type === "dotted_name") out.push({ local: child.text.split(".")[0]!, target: child.text.split(".")[0]!, from: false, line });
      if (child.type === "aliased_import") {
        const name = child.childForFieldName("name")!.text;
        out.push({ local: child.childForFieldName("alias")!.text, target: name, from: false, line });
      }
    }
    // `import a.b` binds `a` but names `a.b`: keep the full module as a dotted use.
  }
  if (node.type === "import_from_statement") {
    const moduleNode = node.childForFieldName("module_name")!;
    const module = moduleNode.text;
    for (const child of childrenOf(node)) {
      if (child.id === moduleNode.id) continue;
      if (child.type === "dotted_name") out.push({ local: child.text, target: `${module}.${child.text}`, from: true, line });
      if (child.type === "aliased_import") {
        const name = child.childForFieldName("name")!.text;
        out.push({ local: child.childForFieldName("alias")!.text, target: `${module}.${name}`, from: true, line });
      }
    }
  }
}

function readCall(node: Node): PythonCall {
  const fn = node.childForFieldName("function")!;
  const args = node.childForFieldName("arguments");
  let positional = 0;
  let splat = false;
  const keywords: string[] = [];
  const stringKeywords: Record<string, string> = {};
  for (const arg of args ? childrenOf(args) : []) {
    if (arg.type === "(" || arg.type === ")" || arg.type === "," || arg.type === "comment") continue;
    if (arg.type === "keyword_argument") {
      const name = arg.childForFieldName("name")!.text;
      keywords.push(name);
      const value = plainString(arg.childForFieldName("value")!);
      if (value !== null) stringKeywords[name] = value;
    } else if (arg.type === "list_splat" || arg.type === "dictionary_splat") splat = true;
    else positional++;
  }
  return { callee: dottedParts(fn), positional, keywords, splat, stringKeywords, line: node.startPosition.row + 1, node };
}

/** Reads the imports, calls, assignments and imported dotted names of a parsed Python snippet. */
export function pythonNames(tree: Tree): PythonNames {
  const imports: PythonImport[] = [];
  const calls: PythonCall[] = [];
  const assigned = new Map<string, PythonCall>();
  const attributeChains: Node[] = [];
  const identifiers: Node[] = [];
  const walk = (node: Node, parent: Node | null): void => {
    if (node.type === "import_statement" || node.type === "import_from_statement") {
      readImports(node, imports);
      return;
    }
    if (node.type === "call") {
      const call = readCall(node);
      calls.push(call);
      if (parent?.type === "assignment" && parent.childForFieldName("right")?.id === node.id) {
        const left = parent.childForFieldName("left");
        if (left?.type === "identifier") assigned.set(left.text, call);
      }
    }
    // The outermost attribute of a chain of identifiers (not the object of a longer chain).
    if (node.type === "attribute" && dottedParts(node) && !(parent?.type === "attribute" && parent.childForFieldName("object")?.id === node.id)) {
      attributeChains.push(node);
    }
    const isKeywordName = parent?.type === "keyword_argument" && parent.childForFieldName("name")?.id === node.id;
    if (node.type === "identifier" && parent?.type !== "attribute" && !isKeywordName) identifiers.push(node);
    for (const child of childrenOf(node)) walk(child, node);
  };
  walk(tree.rootNode, null);
  const byLocal = new Map(imports.map((i) => [i.local, i]));
  const dotted: { name: string; line: number }[] = [];
  for (const node of [...attributeChains, ...identifiers]) {
    const parts = dottedParts(node)!;
    const root = byLocal.get(parts[0]!);
    if (!root) continue;
    if (assigned.has(parts[0]!) && !imports.some((i) => i.local === parts[0] && i.line <= node.startPosition.row + 1)) continue;
    dotted.push({ name: [root.target, ...parts.slice(1)].join("."), line: node.startPosition.row + 1 });
  }
  return { imports, calls, assigned, dotted };
}
