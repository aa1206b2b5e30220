// Loads the browser syntax checker (tree-sitter and its grammars, a chunk and .wasm files of their own)
// the first time it is wanted; null until ready. Outputs that match their golden files need no check
// (golden files parse, CI checks that), so views ask for it only once a render differs.
import { useEffect, useState } from "react";
import type { SyntaxChecker } from "../../engine/syntax/parse.ts";

export function useSyntaxChecker(wanted = true): { checker: SyntaxChecker | null; error: string | null } {
  const [checker, setChecker] = useState<SyntaxChecker | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted || checker) return;
    let live = true;
    import("./syntax.ts")
      .then((module) => module.browserSyntaxChecker())
      .then(
        (c) => live && setChecker(c),
        (e: unknown) => live && setError(`syntax checker did not load: ${(e as Error).message}`),
      );
    return () => {
      live = false;
    };
  }, [wanted, checker]);
  return { checker, error };
}
