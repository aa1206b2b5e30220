// Loads the browser syntax checker once; null until ready.
import { useEffect, useState } from "react";
import type { SyntaxChecker } from "../../engine/syntax/parse.ts";
import { browserSyntaxChecker } from "./syntax.ts";

export function useSyntaxChecker(): { checker: SyntaxChecker | null; error: string | null } {
  const [checker, setChecker] = useState<SyntaxChecker | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    browserSyntaxChecker().then(
      (c) => live && setChecker(c),
      (e: unknown) => live && setError(`syntax checker did not load: ${(e as Error).message}`),
    );
    return () => {
      live = false;
    };
  }, []);
  return { checker, error };
}
