// Code → lines of token spans with one CodeMirror language's parser (loaded with that language).
import type { Language } from "@codemirror/language";
import { classHighlighter, highlightCode } from "@lezer/highlight";

export interface Token {
  text: string;
  /** Space-separated `tok-*` classes, or "" for plain text. */
  className: string;
}

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
