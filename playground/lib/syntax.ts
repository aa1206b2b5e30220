// The engine's tree-sitter syntax checker, loaded in the browser: the .wasm files come as Vite asset URLs.
import runtimeUrl from "web-tree-sitter/web-tree-sitter.wasm?url";
import pythonUrl from "tree-sitter-python/tree-sitter-python.wasm?url";
import javascriptUrl from "tree-sitter-javascript/tree-sitter-javascript.wasm?url";
import bashUrl from "tree-sitter-bash/tree-sitter-bash.wasm?url";
import phpUrl from "tree-sitter-php/tree-sitter-php.wasm?url";
import rubyUrl from "tree-sitter-ruby/tree-sitter-ruby.wasm?url";
import rUrl from "tree-sitter-r/tree-sitter-r.wasm?url";
import goUrl from "tree-sitter-go/tree-sitter-go.wasm?url";
import javaUrl from "tree-sitter-java/tree-sitter-java.wasm?url";
import csharpUrl from "tree-sitter-c-sharp/tree-sitter-c_sharp.wasm?url";
import rustUrl from "tree-sitter-rust/tree-sitter-rust.wasm?url";
import { createSyntaxChecker, type SyntaxChecker } from "../../engine/syntax/parse.ts";

const GRAMMAR_URLS: Record<string, string> = {
  python: pythonUrl,
  javascript: javascriptUrl,
  bash: bashUrl,
  php: phpUrl,
  ruby: rubyUrl,
  r: rUrl,
  go: goUrl,
  java: javaUrl,
  "c-sharp": csharpUrl,
  rust: rustUrl,
};

let checker: Promise<SyntaxChecker> | undefined;

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

export function browserSyntaxChecker(): Promise<SyntaxChecker> {
  checker ??= createSyntaxChecker(
    (grammar) => {
      const url = GRAMMAR_URLS[grammar];
      if (!url) throw new Error(`no grammar file for ${grammar}`);
      return fetchBytes(url);
    },
    () => runtimeUrl,
  );
  return checker;
}
