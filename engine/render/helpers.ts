// The helpers templates call, as plain functions with Handlebars' calling convention (the arguments,
// then an options object with `hash`): the source engine registers them with Handlebars, generated
// template code calls them directly, and the package's precompiled templates link against this table.
// Free of Handlebars.
import { InputError } from "../../catalogue/input-error.ts";
import { comment, helpersOf, languages, onLanguage } from "../languages/index.ts";
import type { LanguageDefinition } from "../languages/types.ts";
import { testsCommonForm } from "../languages/types.ts";
import { identifier, isIdentifier, jsonLiteral, keepingConstants, keepingConstantsAt } from "../literals.ts";
import { concat, LOGIC_HELPERS } from "./runtime.ts";
import type { TemplateLocation } from "./location.ts";

/** The options object a helper is called with (Handlebars' `HelperOptions`, of which helpers read `hash`). */
export interface HelperCall {
  /** The named arguments (`indent=4`). */
  hash?: Record<string, unknown>;
}

function indentOf(options: HelperCall | undefined): number {
  const indent = options?.hash?.indent;
  return typeof indent === "number" ? indent : 0;
}

/**
 * The literal helpers' writers: each language definition's (engine/languages/<id>.ts, e.g. `py`), and
 * `json`, a data format every language's templates may embed. Generated code calls them directly.
 * Every writer keeps what it wrote for catalogue constants (a response path, a list of job states).
 * Filled as languages are known (onLanguage, below).
 */
export const LITERAL_WRITERS: Readonly<Record<string, (value: unknown, indent?: number) => string>> = { json: keepingConstantsAt(jsonLiteral) };

/** A name a template prints is not one in the language it renders (a reserved word, or not a name). */
export class IdentifierError extends InputError {
  /** The class's name, kept in the minified package. */
  override readonly name: string = "IdentifierError";
  constructor(
    /** The value. */
    readonly value: unknown,
    /** The language it is no name in. */
    readonly language: string,

    message = `${JSON.stringify(value)} is not an identifier in ${language} (a reserved word, or not a name)`,
    /** Where a template printed it, once known. */
    readonly location?: TemplateLocation,
  ) {
    super(message);
  }
}

/** The language of the template being rendered (renders are synchronous; partials share it). */
let renderingLanguage: string | undefined;

/** Runs `render` with `language` as the one `{{ident}}` checks names in. */
export function inLanguage<T>(language: string, render: () => T): T {
  const outer = enterLanguage(language);
  try {
    return render();
  } finally {
    enterLanguage(outer);
  }
}

/**
 * Makes `language` the one `{{ident}}` checks names in and returns the one before, to be restored (with
 * this same function) when the render ends: inLanguage without a closure, for the render paths.
 */
export function enterLanguage(language: string | undefined): string | undefined {
  const outer = renderingLanguage;
  renderingLanguage = language;
  return outer;
}

/**
 * Whether `value` may be printed as a name in `language`: by the language definition's isIdentifier
 * (engine/languages/<id>.ts, with its reserved words). A language whose rule admits no record value at
 * all (the shell: names there are only the engine's own variables) is held to the common form.
 */
export function isIdentifierIn(language: string, value: unknown): value is string {
  return nameTestFor(language)(value);
}

/** Per language: the whole test isIdentifierIn makes (one regex test per call, not two). */
export function nameTestFor(language: string): (value: unknown) => boolean {
  const definition = Object.hasOwn(languages, language) ? languages[language] : undefined;
  const rule = definition && definition.isIdentifier("name") ? definition.isIdentifier : null;
  // A rule made by identifierRule tests the common form itself.
  return rule === null ? isIdentifier : testsCommonForm(rule) ? rule : (value: unknown) => isIdentifier(value) && rule(value);
}

/** `{{ident x}}`: x as it is when it is a name in the template's language; anything else is an error. */
export function identifierIn(language: string | undefined, value: unknown): string {
  if (language === undefined) return identifier(value);
  if (!isIdentifierIn(language, value)) throw new IdentifierError(value, language);
  return value; // isIdentifierIn checked what identifier() checks
}

/** The `ident` helper: the language is the one of the template being rendered. */
export function identHelper(value: unknown): string {
  return identifierIn(renderingLanguage, value);
}

/** Names of the code-writing helpers of the languages (`rAccess`...), called with one value. */
const CODE_HELPER_NAMES: string[] = [];

/** Every helper templates may call, by name, as Handlebars calls a helper. Filled as languages are known. */
export const TEMPLATE_HELPERS: Readonly<Record<string, (...args: never[]) => unknown>> = {
  json: (value: unknown, options?: HelperCall) => LITERAL_WRITERS.json!(value, indentOf(options)),
  comment: (language: string, text: string, options?: HelperCall) => comment(language, text, indentOf(options)),
  ident: identHelper,
  concat,
  ...LOGIC_HELPERS,
};

/** Helper name → the language whose writer or code helper it is (the engine's own helpers have none). */
const helperLanguage = new Map<string, string>();

/**
 * Adds a language's literal writers and code helpers to the tables: its definition's when the language is
 * known, or a template pack's `writers` alone (a pack that writes a language's literals but needs nothing
 * else of its definition). A name the language added before is left as it is; a name another language or
 * the engine uses is an error.
 */
export function addWriters(language: Pick<LanguageDefinition, "id" | "literals" | "helpers">): void {
  const writers = LITERAL_WRITERS as Record<string, (value: unknown, indent?: number) => string>;
  const helpers = TEMPLATE_HELPERS as Record<string, (...args: never[]) => unknown>;
  const { literals, code } = helpersOf(language, (name) => Object.hasOwn(helpers, name) && helperLanguage.get(name) !== language.id);
  for (const [name, write] of Object.entries(literals)) {
    if (Object.hasOwn(helpers, name)) continue;
    const writer = keepingConstantsAt(write);
    writers[name] = writer;
    helpers[name] = (value: unknown, options?: HelperCall) => writer(value, indentOf(options));
    helperLanguage.set(name, language.id);
  }
  for (const [name, write] of Object.entries(code)) {
    if (Object.hasOwn(helpers, name)) continue;
    const writer = keepingConstants(write);
    CODE_HELPER_NAMES.push(name);
    helpers[name] = (value: unknown) => writer(value);
    helperLanguage.set(name, language.id);
  }
}

// Each language's writers and helpers join the tables when the language is known.
onLanguage(addWriters);

/** Names of the helpers templates may call to print; everything a template prints goes through one of them. */
export const OUTPUT_HELPERS: readonly string[] = [...Object.keys(LITERAL_WRITERS), "comment", "ident", ...CODE_HELPER_NAMES];
