// Templates compiled when the package is built: each one is JavaScript module source written by the code
// generator (engine/render/codegen.ts, generateTemplateModule), a function of its context that imports
// what it calls: the run-time support (engine/render/runtime.ts), the helpers and literal writers
// (engine/render/helpers.ts), and from here the name test of a language (N) and the call of a partial
// (P). No Handlebars and no eval: this is the render path of the installed package, in Node and on a
// page under a Content-Security-Policy without 'unsafe-eval'.
import type { LanguageFile } from "../languages/types.ts";
import { nameTestFor } from "./helpers.ts";
import { BAIL, type Data, type Scope } from "./runtime.ts";

/** One template as the package build writes it: its output for a context (a partial's call adds its scope and data frame). */
export type TemplateFactory = (context: unknown, scope?: Scope, data?: Data) => string;

/**
 * A set of precompiled templates, by folder (`language/folder`) and name: one module of the package per
 * language and kind (`hub-snippets/templates/python` holds the Python inference clients' templates).
 * Handed to useTemplates().
 */
export interface TemplatePack {
  /** The definitions of the languages whose names its templates check (engine/languages/<id>.ts's default exports), by id. */
  readonly languages?: Readonly<Record<string, LanguageFile>>;
  /**
   * The literal writers and code helpers of the other languages its templates write literals of, by
   * language id: the library snippets write JavaScript and Swift strings but check no name in them, so a
   * page showing them carries those writers without the languages' definitions (reserved words and all).
   */
  readonly writers?: Readonly<Record<string, Pick<LanguageFile, "literals" | "helpers">>>;
  /** The templates: folder → name → template. */
  readonly templates: Readonly<Record<string, Readonly<Record<string, TemplateFactory>>>>;
  /**
   * The inference clients whose templates it holds: folder (`python/requests`) → its client.yaml data, as
   * validated when the pack was built (engine/inference/clients.ts makes the clients of it).
   */
  readonly clients?: Readonly<Record<string, unknown>>;
}

/** Memoised by its argument. */
function byKey<T>(make: (key: string) => T): (key: string) => T {
  const made = new Map<string, T>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) made.set(key, (value = make(key)));
    return value;
  };
}

/** Finds a precompiled template of the store by its key (engine/render/templates.ts sets it). */
let factoryOf: (key: string) => TemplateFactory | undefined = () => undefined;

/** Sets how partials find a precompiled template by its key (engine/render/templates.ts calls it). */
export function findPrecompiledWith(
find: (key: string) => TemplateFactory | undefined): void {
  factoryOf = find;
}

/** `{{ident}}`'s test in a language, as generated code calls it. */
export const N = byKey(nameTestFor);

/** The call of a partial by its key, as generated code makes it: found in the store when it is called. */
export const P = byKey((key) => (scope: Scope, data: Data) => {
  const factory = factoryOf(key);
  if (!factory) throw BAIL;
  return factory(scope.ctx, scope, data);
});
