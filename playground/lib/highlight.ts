// Static syntax highlighting of generated code with CodeMirror's Lezer parsers: code in, token spans out.
// Each language's parser (and the highlighter) is a chunk of its own, loaded the first time code in that
// language is shown; until then the code is shown plain.
import type { Language, StreamParser } from "@codemirror/language";
import type { Token } from "./highlight-code.ts";

/** A CodeMirror 5 mode as a language (the languages without a Lezer parser). */
function legacy(mode: Promise<StreamParser<unknown>>): Promise<Language> {
  return Promise.all([import("@codemirror/language"), mode]).then(([{ StreamLanguage }, parser]) => StreamLanguage.define(parser));
}

/** Snippet language id (or file kind) → how to load its CodeMirror language. */
const LOADERS: Record<string, () => Promise<Language>> = {
  python: () => import("@codemirror/lang-python").then((m) => m.pythonLanguage),
  js: () => import("@codemirror/lang-javascript").then((m) => m.javascriptLanguage),
  ts: () => import("@codemirror/lang-javascript").then((m) => m.typescriptLanguage),
  sh: () =>
    Promise.all([import("@codemirror/language"), import("@codemirror/legacy-modes/mode/shell")]).then(([{ StreamLanguage }, { shell }]) =>
      StreamLanguage.define(shell),
    ),
  go: () => legacy(import("@codemirror/legacy-modes/mode/go").then((m) => m.go)),
  java: () => legacy(import("@codemirror/legacy-modes/mode/clike").then((m) => m.java)),
  csharp: () => legacy(import("@codemirror/legacy-modes/mode/clike").then((m) => m.csharp)),
  rust: () => legacy(import("@codemirror/legacy-modes/mode/rust").then((m) => m.rust)),
  ruby: () => legacy(import("@codemirror/legacy-modes/mode/ruby").then((m) => m.ruby)),
  r: () => legacy(import("@codemirror/legacy-modes/mode/r").then((m) => m.r)),
  json: () => import("@codemirror/lang-json").then((m) => m.jsonLanguage),
  yaml: () => import("@codemirror/lang-yaml").then((m) => m.yamlLanguage),
};

export type { Token } from "./highlight-code.ts";

/** Splits code into lines of tokens. */
export type Highlighter = (code: string) => Token[][];

const loaded = new Map<string, Highlighter>();
const loading = new Map<string, Promise<Highlighter | null>>();

/** The language's highlighter if it has loaded already; undefined if not (yet), or if there is none. */
export function loadedHighlighter(id: string): Highlighter | undefined {
  return loaded.get(id);
}

/** Loads a language's highlighter once; null for languages without a parser. */
export function loadHighlighter(id: string): Promise<Highlighter | null> {
  const loader = LOADERS[id];
  if (!loader) return Promise.resolve(null);
  let promise = loading.get(id);
  if (!promise) {
    promise = Promise.all([loader(), import("./highlight-code.ts")]).then(([language, { tokenize }]) => {
      const highlighter: Highlighter = (code) => tokenize(language, code);
      loaded.set(id, highlighter);
      return highlighter;
    });
    loading.set(id, promise);
  }
  return promise;
}

/** Lines of tokens; without a highlighter (none, or not loaded yet) they are plain lines. */
export function highlightLines(code: string, highlighter: Highlighter | undefined): Token[][] {
  if (highlighter) return highlighter(code);
  return code.split("\n").map((text) => (text ? [{ text, className: "" }] : []));
}
