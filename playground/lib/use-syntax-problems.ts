// The syntax problems of one rendered output, checked in the worker (lib/syntax-client.ts): null until
// the answer comes; a request withdrawn when the output changes or leaves the screen.
import { useEffect, useState } from "react";
import { checkSyntax, knownSyntax, type SyntaxResult } from "./syntax-client.ts";

export function useSyntaxProblems(language: string, text: string | null): SyntaxResult | null {
  const [result, setResult] = useState<{ text: string; result: SyntaxResult } | null>(null);
  useEffect(() => {
    if (text === null || language === "") return;
    return checkSyntax(language, text, (answer) => setResult({ text, result: answer }));
  }, [language, text]);
  if (text === null || language === "") return null;
  if (result?.text === text) return result.result;
  return knownSyntax(language, text) ?? null;
}
