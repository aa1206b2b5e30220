// The snippet languages: one definition file each (engine/languages/<id>.ts), found by file name.
// Extensions, comments, literal helpers and grammars all come from here (how the verify run executes a
// language is in verify/runtimes/<id>/).
import { languageFiles } from "#language-files";
import { FORMAT_CLASS } from "../literals.ts";
import type { LanguageDefinition, LanguageFile, LiteralWriter } from "./types.ts";

export type { LanguageDefinition } from "./types.ts";

/**
 * The definition of the language whose file engine/languages/<file>.ts exports `definition`: the file name is
 * its id, and its extension unless it gives one. A bad one throws, naming the file.
 */
export function definitionFromFile(file: string, definition: LanguageFile | undefined): LanguageDefinition {
  if (!definition || typeof definition !== "object") throw new Error(`engine/languages/${file}.ts: must export its definition as the default export`);
  if (Object.hasOwn(definition, "id")) throw new Error(`engine/languages/${file}.ts: id: the file's name is the language's id ("${file}"); remove the field`);
  return { ...definition, id: file, extension: definition.extension ?? file };
}

/** Every language by id. */
export const languages: Readonly<Record<string, LanguageDefinition>> = Object.fromEntries(
  Object.entries(languageFiles).map(([file, definition]) => [file, definitionFromFile(file, definition)]),
);

export function languageOf(id: string): LanguageDefinition {
  const language = Object.hasOwn(languages, id) ? languages[id] : undefined;
  if (!language) throw new Error(`unknown language "${id}" (languages: ${Object.keys(languages).sort().join(", ")})`);
  return language;
}

/** File extension per language id. */
export function extensionFor(language: string): string {
  return languageOf(language).extension;
}

export function languageForExtension(ext: string): string | undefined {
  return Object.values(languages).find((l) => l.extension === ext)?.id;
}

/** Every template helper that writes a literal: helper name → writer, from all definitions. */
export function literalHelpers(): Record<string, LiteralWriter> {
  const helpers: Record<string, LiteralWriter> = {};
  for (const language of Object.values(languages)) {
    for (const [name, writer] of Object.entries(language.literals)) {
      if (Object.hasOwn(helpers, name)) throw new Error(`engine/languages/${language.id}.ts: literal helper "${name}" is defined twice`);
      helpers[name] = writer;
    }
  }
  return helpers;
}

/** Every language's other code-writing template helpers (LanguageDefinition.helpers), by name. */
export function codeHelpers(): Record<string, (value: unknown) => string> {
  const helpers: Record<string, (value: unknown) => string> = {};
  for (const language of Object.values(languages)) {
    for (const [name, writer] of Object.entries(language.helpers ?? {})) {
      if (Object.hasOwn(helpers, name) || Object.hasOwn(language.literals, name)) {
        throw new Error(`engine/languages/${language.id}.ts: helper "${name}" is defined twice`);
      }
      helpers[name] = writer;
    }
  }
  return helpers;
}

/** Controls and bidi/format characters, shown as `<U+XXXX>` in comments so the code reads as it runs. */
const INVISIBLE = new RegExp(`[\\x01-\\x08\\x0e-\\x1f${FORMAT_CLASS}]`, "g");

/** What makes a comment's text more than one visible line: NUL, line breaks, controls, format characters. */
const NOT_ONE_VISIBLE_LINE = new RegExp(`[\\0\\n\\r\\u2028\\u2029\\u0085\\f\\v${INVISIBLE.source.slice(1, -1)}]`);

/** A comment in `language` holding `text`; every line is commented, so text cannot leave the comment. */
export function comment(language: string, text: string, indent = 0): string {
  const prefix = languageOf(language).lineComment;
  // One line of visible text (the common case): no split, no replacements.
  if (!NOT_ONE_VISIBLE_LINE.test(text)) return text ? `${prefix} ${text}` : prefix;
  const pad = " ".repeat(indent);
  return text
    .replace(/\0/g, "\\0")
    .split(/\r\n|[\n\r\u2028\u2029\u0085\f\v]/)
    .map((line) => line.replace(INVISIBLE, (c) => `<U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}>`))
    .map((line, i) => `${i === 0 ? "" : pad}${prefix}${line ? " " + line : ""}`)
    .join("\n");
}
