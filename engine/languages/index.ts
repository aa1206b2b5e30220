// The snippet languages: one definition file each (engine/languages/<id>.ts), found by file name.
// Extensions, comments, literal helpers and grammars all come from here (how the verify run executes a
// language is in verify/runtimes/<id>/).
import { languageFiles } from "#language-files";
import { FORMAT_CLASS } from "../literals.ts";
import type { LanguageDefinition, LanguageFile, LiteralWriter } from "./types.ts";

export type { LanguageDefinition } from "./types.ts";

/**
 * The definition of the language whose file engine/languages/<file>.ts exports `definition` (checked where
 * the file is read: checkedLanguageFile): the file name is its id, and its extension unless it gives one.
 */
export function definitionFromFile(file: string, definition: LanguageFile): LanguageDefinition {
  return { ...definition, id: file, extension: definition.extension ?? file };
}

const registry: Record<string, LanguageDefinition> = {};
const added: ((language: LanguageDefinition) => void)[] = [];

/**
 * Every language by id: each definition file's (engine/languages/<id>.ts) from the sources; in the
 * installed package, the languages of the template packs handed over (useTemplates), so that a page
 * carries the literal writers of the languages it shows and no others.
 */
export const languages: Readonly<Record<string, LanguageDefinition>> = registry;

/** Adds a language from its definition file's export (a language already known is left as it is). */
export function addLanguage(id: string, file: LanguageFile): void {
  if (Object.hasOwn(registry, id)) return;
  const definition = definitionFromFile(id, file);
  registry[id] = definition;
  for (const listener of added) listener(definition);
}

/** Calls `listener` with every language, those known now and those added later. */
export function onLanguage(listener: (language: LanguageDefinition) => void): void {
  added.push(listener);
  for (const language of Object.values(registry)) listener(language);
}

for (const [file, definition] of Object.entries(languageFiles)) addLanguage(file, definition);

/**
 * The language of that id.
 * @throws Error for an unknown language.
 */
export function languageOf(id: string): LanguageDefinition {
  const language = Object.hasOwn(languages, id) ? languages[id] : undefined;
  if (!language) throw new Error(`unknown language "${id}" (languages: ${Object.keys(languages).sort().join(", ")})`);
  return language;
}

/** File extension per language id. */
export function extensionFor(language: string): string {
  return languageOf(language).extension;
}

/** The id of the language whose files have the extension, if any. */
export function languageForExtension(ext: string): string | undefined {
  return Object.values(languages).find((l) => l.extension === ext)?.id;
}

/** Every template helper that writes a literal: helper name → writer, from all known definitions. */
export function literalHelpers(): Record<string, LiteralWriter> {
  const helpers: Record<string, LiteralWriter> = {};
  for (const language of Object.values(languages)) Object.assign(helpers, helpersOf(language, (name) => Object.hasOwn(helpers, name)).literals);
  return helpers;
}

/**
 * A language's template helpers that write code: its literal writers (`py`) and its other helpers
 * (LanguageDefinition.helpers), checked against `taken` (the names other languages already use).
 */
export function helpersOf(
  language: Pick<LanguageDefinition, "id" | "literals" | "helpers">,
  taken: (name: string) => boolean,
): {
  /** Its literal writers, by helper name. */
  literals: Record<string, LiteralWriter>;
  /** Its other helpers, by name. */
  code: Record<string, (value: unknown) => string>;
} {

  for (const name of [...Object.keys(language.literals), ...Object.keys(language.helpers ?? {})]) {
    if (taken(name)) throw new Error(`engine/languages/${language.id}.ts: helper "${name}" is defined twice`);
  }
  for (const name of Object.keys(language.helpers ?? {})) {
    if (Object.hasOwn(language.literals, name)) throw new Error(`engine/languages/${language.id}.ts: helper "${name}" is defined twice`);
  }
  return { literals: { ...language.literals }, code: { ...(language.helpers ?? {}) } };
}

/** Controls and bidi/format characters, shown as `<U+XXXX>` in comments so the code reads as it runs. */
const INVISIBLE = new RegExp(`[\\x01-\\x08\\x0e-\\x1f${FORMAT_CLASS}]`, "g");

/** What makes a comment's text more than one visible line: NUL, line breaks, controls, format characters. */
const NOT_ONE_VISIBLE_LINE = new RegExp(`[\\0\\n\\r\\u2028\\u2029\\u0085\\f\\v${INVISIBLE.source.slice(1, -1)}]`);

/** A comment in `language` holding `text`; every line is commented, so text cannot leave the comment. */
export function comment(language: string, text: string, indent = 0): string {
  return commentWith(languageOf(language).lineComment, text, indent);
}

/** A comment with the line-comment `prefix` (`#`) holding `text`, as comment() writes it; precompiled templates call it. */
export function commentWith(prefix: string, text: string, indent = 0): string {
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
