// Static syntax highlighting of generated code with CodeMirror's Lezer parsers: code in, token spans out.
// Each language's parser (and the highlighter) is a chunk of its own, loaded the first time code in that
// language is shown; until then the code is shown plain.
import type { Language, StreamParser } from "@codemirror/language";
import { languages } from "../../engine/languages/index.ts";
import type { Token } from "./highlight-code.ts";

/** CodeMirror 6 languages by name: what a language definition's `highlighter.lezer` can name. */
const LEZER: Record<string, () => Promise<Language>> = {
  python: () => import("@codemirror/lang-python").then((m) => m.pythonLanguage),
  javascript: () => import("@codemirror/lang-javascript").then((m) => m.javascriptLanguage),
  typescript: () => import("@codemirror/lang-javascript").then((m) => m.typescriptLanguage),
  json: () => import("@codemirror/lang-json").then((m) => m.jsonLanguage),
  yaml: () => import("@codemirror/lang-yaml").then((m) => m.yamlLanguage),
};

/** Every CodeMirror 5 mode, a chunk each, loaded when first used (each file stands alone). */
const LEGACY_MODES = import.meta.glob<Record<string, StreamParser<unknown>>>("../../node_modules/@codemirror/legacy-modes/mode/*.js");

/** A CodeMirror 5 mode as a language. */
function legacy(file: string, name: string): () => Promise<Language> {
  const load = LEGACY_MODES[`../../node_modules/@codemirror/legacy-modes/mode/${file}.js`];
  if (!load) throw new Error(`no CodeMirror mode "${file}" in @codemirror/legacy-modes`);
  return () =>
    Promise.all([import("@codemirror/language"), load()]).then(([{ StreamLanguage }, mode]) => {
      const parser = mode[name];
      if (!parser) throw new Error(`@codemirror/legacy-modes/mode/${file} has no export "${name}"`);
      return StreamLanguage.define(parser);
    });
}

/** Snippet language id (from its definition), or a file kind the playground shows (ts, json, yaml) → its loader. */
const LOADERS: Record<string, () => Promise<Language>> = {
  ...Object.fromEntries(
    Object.values(languages).flatMap(({ id, highlighter }) => {
      if (!highlighter) return [];
      if ("lezer" in highlighter) return [[id, LEZER[highlighter.lezer]!]];
      return [[id, legacy(highlighter.legacyMode, highlighter.export ?? highlighter.legacyMode)]];
    }),
  ),
  ts: LEZER.typescript!,
  json: LEZER.json!,
  yaml: LEZER.yaml!,
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
