// The engine's tree-sitter syntax checker, loaded in the browser: the .wasm files come as Vite asset URLs.
import runtimeUrl from "web-tree-sitter/web-tree-sitter.wasm?url";
import { createSyntaxChecker, grammarWasmPath, type SyntaxChecker } from "../../engine/syntax/parse.ts";

/**
 * Every tree-sitter grammar's .wasm file as a Vite asset URL, by its path under node_modules: a language
 * names its grammar in its definition (engine/languages/<id>.ts), and its package is all it takes here.
 */
const GRAMMAR_FILES = import.meta.glob<string>("../../node_modules/tree-sitter-*/tree-sitter-*.wasm", { query: "?url", import: "default", eager: true });

/** The URL of a grammar's .wasm file, found as the Node checker finds it (verify/syntax/node.ts). */
export function grammarUrl(grammar: string): string | undefined {
  return GRAMMAR_FILES[`../../node_modules/${grammarWasmPath(grammar)}`];
}

let checker: Promise<SyntaxChecker> | undefined;

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

export function browserSyntaxChecker(): Promise<SyntaxChecker> {
  checker ??= createSyntaxChecker(
    (grammar) => {
      const url = grammarUrl(grammar);
      if (!url) throw new Error(`no grammar file for ${grammar}`);
      return fetchBytes(url);
    },
    () => runtimeUrl,
  );
  return checker;
}
