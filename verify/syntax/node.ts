// The syntax checker in Node: grammars from the tree-sitter-* npm packages' .wasm files.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { createSyntaxChecker, type SyntaxChecker } from "../../engine/syntax/parse.ts";

const require = createRequire(import.meta.url);
let checker: Promise<SyntaxChecker> | undefined;

export function nodeSyntaxChecker(): Promise<SyntaxChecker> {
  checker ??= createSyntaxChecker(async (grammar) => {
    // The package is named with a hyphen, its .wasm with an underscore (tree-sitter-c-sharp/tree-sitter-c_sharp.wasm).
    const path = require.resolve(`tree-sitter-${grammar}/tree-sitter-${grammar.replace(/-/g, "_")}.wasm`);
    return new Uint8Array(await readFile(path));
  });
  return checker;
}
