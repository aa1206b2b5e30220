// Syntax checking of generated snippets with tree-sitter (WebAssembly, so it runs in Node and browsers).
import { Language, Parser, type Node, type Tree } from "web-tree-sitter";
import { languages } from "../languages/index.ts";

/** Snippet language id → tree-sitter grammar name, from the language definitions. */
export const GRAMMARS: Record<string, string> = Object.fromEntries(
  Object.values(languages).flatMap((language) => (language.grammar ? [[language.id, language.grammar.name]] : [])),
);

export interface SyntaxProblem {
  line: number;
  column: number;
  message: string;
}

/** Where a grammar's .wasm comes from: a path or URL string, or its bytes. */
export type GrammarSource = (grammar: string) => string | Uint8Array | Promise<string | Uint8Array>;

export interface SyntaxChecker {
  languages: string[];
  parse(language: string, code: string): Tree;
  check(language: string, code: string): SyntaxProblem[];
}

function collectProblems(node: Node, out: SyntaxProblem[], limit = 5): void {
  if (out.length >= limit) return;
  if (node.isMissing) {
    out.push({
      line: node.startPosition.row + 1,
      column: node.startPosition.column + 1,
      message: `missing ${node.type}`,
    });
    return;
  }
  if (node.isError) {
    const text = node.text.length > 40 ? `${node.text.slice(0, 40)}…` : node.text;
    out.push({
      line: node.startPosition.row + 1,
      column: node.startPosition.column + 1,
      message: `syntax error at ${JSON.stringify(text)}`,
    });
    return;
  }
  if (!node.hasError) return;
  for (const child of node.children) if (child) collectProblems(child, out, limit);
}

/**
 * A grammar's .wasm file, as a path inside node_modules: the package is named with a hyphen, its .wasm
 * with an underscore (tree-sitter-c-sharp/tree-sitter-c_sharp.wasm).
 */
export function grammarWasmPath(grammar: string): string {
  return `tree-sitter-${grammar}/tree-sitter-${grammar.replace(/-/g, "_")}.wasm`;
}

/** Creates a checker; `locateRuntime` is passed to Parser.init for the runtime's own .wasm (browsers). */
export async function createSyntaxChecker(
  source: GrammarSource,
  locateRuntime?: (file: string) => string,
): Promise<SyntaxChecker> {
  await Parser.init(locateRuntime ? { locateFile: locateRuntime } : undefined);
  const parsers = new Map<string, Parser>();
  for (const [language, grammar] of Object.entries(GRAMMARS)) {
    const parser = new Parser();
    parser.setLanguage(await Language.load(await source(grammar)));
    parsers.set(language, parser);
  }
  const parse = (language: string, code: string): Tree => {
    const parser = parsers.get(language);
    if (!parser) throw new Error(`no parser for language "${language}" (have ${[...parsers.keys()].join(", ")})`);
    const tree = parser.parse(code);
    if (!tree) throw new Error(`tree-sitter could not parse ${language}`);
    return tree;
  };
  return {
    languages: [...parsers.keys()],
    parse,
    check(language, code) {
      const tree = parse(language, code);
      const problems: SyntaxProblem[] = [];
      collectProblems(tree.rootNode, problems);
      tree.delete();
      return problems;
    },
  };
}
