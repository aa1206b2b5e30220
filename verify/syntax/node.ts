// The syntax checker in Node: grammars from the tree-sitter-* npm packages' .wasm files.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { createSyntaxChecker, grammarWasmPath, type SyntaxChecker } from "../../engine/syntax/parse.ts";

const require = createRequire(import.meta.url);
let checker: Promise<SyntaxChecker> | undefined;

export function nodeSyntaxChecker(): Promise<SyntaxChecker> {
  checker ??= createSyntaxChecker(async (grammar) => {
    const path = require.resolve(grammarWasmPath(grammar));
    return new Uint8Array(await readFile(path));
  });
  return checker;
}
