// Code → lines of token spans with one CodeMirror language's parser (loaded with that language).
import type { Language } from "@codemirror/language";
import { classHighlighter, highlightCode } from "@lezer/highlight";
import type { Token } from "./highlight.ts";

export function tokenize(language: Language, code: string): Token[][] {
  const lines: Token[][] = [[]];
  highlightCode(
    code,
    language.parser.parse(code),
    classHighlighter,
    (text, className) => lines[lines.length - 1].push({ text, className }),
    () => lines.push([]),
  );
  return lines;
}
