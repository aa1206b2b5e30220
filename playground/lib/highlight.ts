// Static syntax highlighting of generated code with CodeMirror's Lezer parsers: code in, token spans out.
import { StreamLanguage, type Language } from "@codemirror/language";
import { pythonLanguage } from "@codemirror/lang-python";
import { javascriptLanguage, typescriptLanguage } from "@codemirror/lang-javascript";
import { jsonLanguage } from "@codemirror/lang-json";
import { yamlLanguage } from "@codemirror/lang-yaml";
import { shell } from "@codemirror/legacy-modes/mode/shell";
import { go } from "@codemirror/legacy-modes/mode/go";
import { csharp, java } from "@codemirror/legacy-modes/mode/clike";
import { rust } from "@codemirror/legacy-modes/mode/rust";
import { classHighlighter, highlightCode } from "@lezer/highlight";

const shellLanguage = StreamLanguage.define(shell);

/** Snippet language id (or file kind) → a CodeMirror language. */
export const LANGUAGES: Record<string, Language> = {
  python: pythonLanguage,
  js: javascriptLanguage,
  ts: typescriptLanguage,
  sh: shellLanguage,
  go: StreamLanguage.define(go),
  java: StreamLanguage.define(java),
  csharp: StreamLanguage.define(csharp),
  rust: StreamLanguage.define(rust),
  json: jsonLanguage,
  yaml: yamlLanguage,
};

export interface Token {
  text: string;
  /** Space-separated `tok-*` classes, or "" for plain text. */
  className: string;
}

/** Splits code into lines of tokens; languages without a parser come back as plain lines. */
export function highlightLines(code: string, language: string): Token[][] {
  const lang = LANGUAGES[language];
  const lines: Token[][] = [[]];
  if (!lang) return code.split("\n").map((text) => (text ? [{ text, className: "" }] : []));
  highlightCode(
    code,
    lang.parser.parse(code),
    classHighlighter,
    (text, className) => lines[lines.length - 1].push({ text, className }),
    () => lines.push([]),
  );
  return lines;
}
