// Static syntax highlighting of generated code with CodeMirror's Lezer parsers: code in, token spans out.
// Each language's parser is a chunk of its own, loaded the first time code in that language is shown;
// until then the code is shown plain.
import type { Language } from "@codemirror/language";
import { classHighlighter, highlightCode } from "@lezer/highlight";

/** Snippet language id (or file kind) → how to load its CodeMirror language. */
const LOADERS: Record<string, () => Promise<Language>> = {
  python: () => import("@codemirror/lang-python").then((m) => m.pythonLanguage),
  js: () => import("@codemirror/lang-javascript").then((m) => m.javascriptLanguage),
  ts: () => import("@codemirror/lang-javascript").then((m) => m.typescriptLanguage),
  sh: () =>
    Promise.all([import("@codemirror/language"), import("@codemirror/legacy-modes/mode/shell")]).then(([{ StreamLanguage }, { shell }]) =>
      StreamLanguage.define(shell),
    ),
  json: () => import("@codemirror/lang-json").then((m) => m.jsonLanguage),
  yaml: () => import("@codemirror/lang-yaml").then((m) => m.yamlLanguage),
};

const loaded = new Map<string, Language>();
const loading = new Map<string, Promise<Language | null>>();

/** The language if it has loaded already; undefined if not (yet), or if there is no parser for it. */
export function loadedLanguage(id: string): Language | undefined {
  return loaded.get(id);
}

/** Loads a language's parser once; null for languages without one. */
export function loadLanguage(id: string): Promise<Language | null> {
  const loader = LOADERS[id];
  if (!loader) return Promise.resolve(null);
  let promise = loading.get(id);
  if (!promise) {
    promise = loader().then((language) => {
      loaded.set(id, language);
      return language;
    });
    loading.set(id, promise);
  }
  return promise;
}

export interface Token {
  text: string;
  /** Space-separated `tok-*` classes, or "" for plain text. */
  className: string;
}

/** Splits code into lines of tokens; without a language (none, or not loaded yet) they are plain lines. */
export function highlightLines(code: string, language: Language | undefined): Token[][] {
  const lines: Token[][] = [[]];
  if (!language) return code.split("\n").map((text) => (text ? [{ text, className: "" }] : []));
  highlightCode(
    code,
    language.parser.parse(code),
    classHighlighter,
    (text, className) => lines[lines.length - 1].push({ text, className }),
    () => lines.push([]),
  );
  return lines;
}
