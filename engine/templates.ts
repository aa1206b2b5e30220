// The template store: `language/client/template` → Handlebars source, compiled once and cached.
// Node and the browser fill it through different loaders (see package.json "imports"); the playground
// may replace a source at run time with setTemplateSource, which drops the cached compilation.
import Handlebars from "handlebars";
import { parsedTemplates, templateFiles } from "#template-files";
import { InputError } from "../catalogue/input-error.ts";
import { codeHelpers, comment, languages, literalHelpers } from "./languages/index.ts";
import { testsCommonForm } from "./languages/types.ts";
import { identifier, isIdentifier, jsonLiteral, keepingConstants, keepingConstantsAt } from "./literals.ts";
import { concat, generateFastBody, LOGIC_HELPERS, trimTrailingWhitespace, type FastBody, type HbsNode } from "./template-codegen.ts";
import { formatTemplateError, locateRenderError, MissingVariableError, TemplateError, type TemplateLocation } from "./template-errors.ts";

export { TemplateError, type TemplateLocation } from "./template-errors.ts";

export type TemplateContext = Record<string, unknown>;
type Compiled = Handlebars.TemplateDelegate<TemplateContext>;

const sources = new Map<string, string>(Object.entries(templateFiles));
const compiled = new Map<string, Compiled>();
const partialCache = new Map<string, Record<string, Compiled>>();

const hbs = Handlebars.create();

function indentOf(options: Handlebars.HelperOptions): number {
  const indent = options.hash?.indent;
  return typeof indent === "number" ? indent : 0;
}

/**
 * The literal helpers' writers: each language definition's (engine/languages/<id>.ts, e.g. `py`), and
 * `json`, a data format every language's templates may embed. The fast path calls them directly.
 */
// Every writer keeps what it wrote for catalogue constants (a response path, a list of job states).
const LITERAL_WRITERS: Record<string, (value: unknown, indent: number) => string> = Object.fromEntries(
  Object.entries({ ...literalHelpers(), json: jsonLiteral }).map(([name, write]) => [name, keepingConstantsAt(write)]),
);

for (const [name, writer] of Object.entries(LITERAL_WRITERS)) {
  hbs.registerHelper(name, (value: unknown, options: Handlebars.HelperOptions) => writer(value, indentOf(options)));
}

/** A name a template prints is not one in the language it renders (a reserved word, or not a name). */
export class IdentifierError extends InputError {
  constructor(
    readonly value: unknown,
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

/**
 * Whether `value` may be printed as a name in `language`: by the language definition's isIdentifier
 * (engine/languages/<id>.ts, with its reserved words). A language whose rule admits no record value at
 * all (the shell: names there are only the engine's own variables) is held to the common form.
 */
export function isIdentifierIn(language: string, value: unknown): value is string {
  return nameTestFor(language)(value);
}

/** Per language: the whole test isIdentifierIn makes (one regex test per call, not two). */
function nameTestFor(language: string): (value: unknown) => boolean {
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
function identHelper(value: unknown): string {
  return identifierIn(renderingLanguage, value);
}

/** Code-writing helpers of language definitions (`rAccess`...), called with one value. */
const CODE_HELPERS = Object.fromEntries(Object.entries(codeHelpers()).map(([name, write]) => [name, keepingConstants(write)]));
for (const [name, writer] of Object.entries(CODE_HELPERS)) hbs.registerHelper(name, (value: unknown) => writer(value));

hbs.registerHelper({
  comment: (language: string, text: string, options: Handlebars.HelperOptions) =>
    comment(language, text, indentOf(options)),
  ident: identHelper,
  concat,
  ...LOGIC_HELPERS,
});

/** Names of the helpers templates may call; everything a template prints goes through one of them. */
export const OUTPUT_HELPERS: readonly string[] = [...Object.keys(LITERAL_WRITERS), "comment", "ident", ...Object.keys(CODE_HELPERS)];

/**
 * A template that does not exist. The message is exactly `Template not found: <key>`; `available` lists
 * the templates of the same language/client (or, when there are none, the language/client folders), so
 * callers such as the CLI can say what exists.
 */
export class TemplateNotFoundError extends InputError {
  readonly available: string[];
  constructor(readonly key: string) {
    super(`Template not found: ${key}`);
    const folder = key.slice(0, key.lastIndexOf("/") + 1);
    const inFolder = [...sources.keys()].filter((k) => k.startsWith(folder) && !k.slice(folder.length).startsWith("_"));
    this.available = inFolder.length
      ? inFolder.map((k) => k.slice(folder.length)).sort()
      : [...new Set([...sources.keys()].map((k) => k.slice(0, k.lastIndexOf("/"))))].sort();
  }
}

export function templateKey(language: string, client: string, template: string): string {
  return `${language}/${client}/${template}`;
}

/** The name of a client's default template, used for any template the client has no file of its own for. */
export const DEFAULT_TEMPLATE = "_default";

/**
 * The template that renders `language/client/<first of names>`, in lookup order: each name in `names`
 * (`templates/<language>/<client>/<name>.hbs`), then the client's default (`_default.hbs`). A partial
 * (a name starting with `_`) never falls back. Undefined when none exists.
 */
export function resolveTemplate(language: string, client: string, ...names: string[]): string | undefined {
  for (const name of names) {
    const key = templateKey(language, client, name);
    if (sources.has(key)) return key;
  }
  if (names.length === 0 || names[0]!.startsWith("_")) return undefined;
  const fallback = templateKey(language, client, DEFAULT_TEMPLATE);
  return sources.has(fallback) ? fallback : undefined;
}

/** Whether `renderTemplate(language, client, template, …)` finds a template (its own or the default). */
export function hasTemplate(language: string, client: string, template: string): boolean {
  return resolveTemplate(language, client, template) !== undefined;
}

const folderIndex = new Map<string, { language: string; template: string }[]>();

/**
 * The templates (not partials) of a folder name across languages, e.g. every `<language>/timm/<name>`:
 * `install` first, then by name, then by language.
 */
export function folderTemplates(client: string): readonly { language: string; template: string }[] {
  let found = folderIndex.get(client);
  if (!found) {
    found = [];
    for (const key of sources.keys()) {
      const [language, folder, template] = key.split("/") as [string, string, string];
      if (folder === client && !template.startsWith("_")) found.push({ language, template });
    }
    const rank = (t: { template: string }) => (t.template === "install" ? 0 : 1);
    found.sort((a, b) => rank(a) - rank(b) || a.template.localeCompare(b.template) || a.language.localeCompare(b.language));
    folderIndex.set(client, found);
  }
  return found;
}

/** Every template key in the store, sorted. */
export function listTemplates(): string[] {
  return [...sources.keys()].sort();
}

export function getTemplateSource(key: string): string | undefined {
  return sources.get(key);
}

/**
 * Replaces (or adds) a template's source. Only what can depend on it is recompiled on the next render:
 * the template itself, or, for a partial (`_name`), every template of its folder.
 */
export function setTemplateSource(key: string, source: string): void {
  generation++;
  sources.set(key, source);
  folderIndex.clear();
  resolutions.clear();
  const slash = key.lastIndexOf("/");
  const folder = key.slice(0, slash + 1);
  const isPartial = key[slash + 1] === "_";
  const affected = (k: string) => k === key || (isPartial && k.startsWith(folder));
  for (const cache of [compiled, fastBodies] as Map<string, unknown>[]) {
    for (const k of [...cache.keys()]) if (affected(k)) cache.delete(k);
  }
  partialCache.delete(folder.slice(0, -1));
}

/** Restores every template to what the loader read. */
export function resetTemplateSources(): void {
  generation++;
  sources.clear();
  folderIndex.clear();
  resolutions.clear();
  for (const [key, source] of Object.entries(templateFiles)) sources.set(key, source);
  compiled.clear();
  fastBodies.clear();
  partialCache.clear();
}

/** Property names Handlebars and the literal writers probe for on any value; absent is fine for them. */
const PROBES = new Set(["toJSON", "then", "constructor", "length"]);
const strictViews = new WeakMap<object, unknown>();

/**
 * Handlebars' own strict mode only covers `{{name}}`; values reaching helpers (`{{py name}}`, `#if`)
 * would silently be undefined. This view of the context throws on any missing field instead, naming it.
 */
function strictView<T>(value: T, path: string): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  const cached = strictViews.get(value as object);
  if (cached) return cached as T;
  const view = new Proxy(value as object, {
    get(target, property, receiver) {
      if (typeof property === "symbol" || PROBES.has(property)) return Reflect.get(target, property, receiver);
      if (!(property in target)) throw new MissingVariableError(path ? `${path}.${property}` : property);
      return strictView(Reflect.get(target, property, receiver), path ? `${path}.${property}` : property);
    },
  });
  strictViews.set(value as object, view);
  return view as T;
}

function compile(key: string): Compiled {
  let fn = compiled.get(key);
  if (!fn) {
    const source = sources.get(key);
    if (source === undefined) throw new TemplateNotFoundError(key);
    try {
      fn = hbs.compile<TemplateContext>(source, { noEscape: true, strict: true });
    } catch (error) {
      throw new Error(`templates/${key}.hbs: ${(error as Error).message}`);
    }
    compiled.set(key, fn);
  }
  return fn;
}

/** Partials visible from a folder: `_name` templates of the same language/client. */
function partialsFor(language: string, client: string): Record<string, Compiled> {
  const prefix = `${language}/${client}/_`;
  const partials: Record<string, Compiled> = {};
  for (const key of sources.keys()) {
    if (key.startsWith(prefix)) partials[key.slice(prefix.length - 1)] = compile(key);
  }
  return partials;
}

/** What rendered a snippet: the template file under templates/ (provenance) and its output. */
export interface RenderedTemplate {
  /** Path under templates/, e.g. `python/requests/_default.hbs`. */
  template: string;
  content: string;
}

/**
 * Renders the first template found for `names` (see resolveTemplate) and says which file it was. Throws
 * `Template not found: <language>/<client>/<first name>` when there is none.
 */
export function renderTemplateFile(
  language: string,
  client: string,
  names: string | readonly string[],
  context: TemplateContext,
  options: { trimEnd?: boolean } = {},
): RenderedTemplate {
  const found = resolved(language, client, names);
  return { template: found.file, content: renderResolution(found, context, options.trimEnd ?? false) };
}

/**
 * A fast renderer whose output has no trailing whitespace, decided from the parsed template (see
 * trimTrailingWhitespace): reading the end of a rendered string would cost a copy of it. Null when the
 * template alone cannot tell; the caller then trims at run time.
 */
function trimmedFastTemplate(found: Resolution): Fast | null {
  const key = templateKey(found.language, found.client, found.name);
  const source = sources.get(key);
  if (source === undefined) return null;
  try {
    // A copy: trimming changes the tree, and the installed package's parse is shared with the untrimmed path.
    const ast = structuredClone(parseTemplate(key, source));
    if (!trimTrailingWhitespace(ast)) {
      // The end is not plain text (a block or a helper's output): trim what the fast renderer writes.
      const whole = fastTemplate(key);
      return whole && ((context) => whole(context).trimEnd());
    }
    return generateFastBody(ast, key, codegenEnv).root;
  } catch {
    return null;
  }
}

/** Bumped whenever a template source changes: resolutions a caller keeps (resolveTemplateFile) are then stale. */
let generation = 0;

export function templateGeneration(): number {
  return generation;
}

/** A template found for a list of names (see resolveTemplateFile), to be rendered by renderResolvedFile. */
export type ResolvedTemplate = Readonly<Pick<Resolution, "file">>;

/**
 * What renderTemplateFile looks up before it renders: the template file for `names`, for a caller that
 * renders it many times. It holds until templateGeneration() changes. Throws as renderTemplateFile does.
 */
export function resolveTemplateFile(language: string, client: string, names: string | readonly string[]): ResolvedTemplate {
  return resolved(language, client, names);
}

/**
 * Renders a template resolveTemplateFile found (in the current generation): renderTemplateFile without
 * the lookup. `trimEnd`: without trailing whitespace.
 */
export function renderResolvedFile(found: ResolvedTemplate, context: TemplateContext, trimEnd = false): string {
  return renderResolution(found as Resolution, context, trimEnd);
}

/** Renders `templates/<language>/<client>/<template>.hbs`, or the client's `_default.hbs` when it has none. */
export function renderTemplate(language: string, client: string, template: string, context: TemplateContext): string {
  return renderResolution(resolved(language, client, template), context, false);
}

interface Resolution {
  language: string;
  client: string;
  /** The template's name in its folder. */
  name: string;
  /** Its file under templates/. */
  file: string;
  /** Its fast renderer: undefined until first looked up, null when it has none. */
  fast: Fast | null | undefined;
  /** Likewise, rendering without trailing whitespace. */
  trimmedFast: Fast | null | undefined;
}

/**
 * client → requested name (a list's names joined) → what it resolves to, one entry per language asked
 * (mostly one); cleared when a source changes. Two lookups and a scan of a list or two long.
 */
const resolutions = new Map<string, Map<string, Resolution[]>>();
/** A list of names' key in the map above. */
function requestedKey(names: string | readonly string[]): string {
  if (typeof names === "string") return names;
  if (names.length === 1) return names[0]!;
  return names.join("\0");
}

function resolved(language: string, client: string, names: string | readonly string[]): Resolution {
  const requested = requestedKey(names);
  let byName = resolutions.get(client);
  if (byName === undefined) resolutions.set(client, (byName = new Map()));
  const inLanguages = byName.get(requested);
  if (inLanguages !== undefined) for (let i = 0; i < inLanguages.length; i++) if (inLanguages[i]!.language === language) return inLanguages[i]!;
  const list = typeof names === "string" ? [names] : names;
  const key = resolveTemplate(language, client, ...list);
  if (key === undefined) throw new TemplateNotFoundError(templateKey(language, client, list[0] ?? ""));
  const found: Resolution = { language, client, name: key.slice(key.lastIndexOf("/") + 1), file: `${key}.hbs`, fast: undefined, trimmedFast: undefined };
  if (inLanguages === undefined) byName.set(requested, [found]);
  else inLanguages.push(found);
  return found;
}

/**
 * Renders a resolved template: through its fast renderer when it has one, else (or when the fast path
 * bails) through Handlebars. `trimEnd`: without trailing whitespace; the fast renderer for that has the
 * whitespace removed from the parsed template, so its output never has to be copied to be trimmed.
 * SNIPPETS_FAST_TEMPLATES=check renders both ways and fails on a difference.
 */
function renderResolution(found: Resolution, context: TemplateContext, trimEnd: boolean): string {
  if (FAST_MODE !== "off") {
    let fast = trimEnd ? found.trimmedFast : found.fast;
    if (fast === undefined) {
      fast = trimEnd ? trimmedFastTemplate(found) : fastTemplate(templateKey(found.language, found.client, found.name));
      if (trimEnd) found.trimmedFast = fast;
      else found.fast = fast;
    }
    if (fast) {
      const outer = renderingLanguage;
      renderingLanguage = found.language;
      let out: string | undefined;
      try {
        out = fast(context);
      } catch {
        // Anything unusual (a missing variable, a value the fast path does not handle, a helper's
        // error): the reference path below renders it, or throws exactly what it always threw.
      } finally {
        renderingLanguage = outer;
      }
      if (out !== undefined) {
        if (FAST_MODE === "check" && referenceIn(found, context, trimEnd) !== out) {
          throw new Error(`templates/${found.file}: fast path differs from Handlebars`);
        }
        return out;
      }
    }
  }
  return referenceIn(found, context, trimEnd);
}

/** referenceOf with the template's language as the one `{{ident}}` checks names in. */
function referenceIn(found: Resolution, context: TemplateContext, trimEnd: boolean): string {
  const outer = renderingLanguage;
  renderingLanguage = found.language;
  try {
    return referenceOf(found, context, trimEnd);
  } finally {
    renderingLanguage = outer;
  }
}

function referenceOf(found: Resolution, context: TemplateContext, trimEnd: boolean): string {
  const out = renderReference(templateKey(found.language, found.client, found.name), found.language, found.client, context);
  return trimEnd ? out.trimEnd() : out;
}

/** Handlebars with the strict context view: the reference renderer, and every error's source. */
function renderReference(key: string, language: string, client: string, context: TemplateContext): string {
  if (!sources.has(key)) throw new TemplateNotFoundError(key);
  const fn = compile(key);
  const folder = `${language}/${client}`;
  let partials = partialCache.get(folder);
  if (!partials) {
    partials = partialsFor(language, client);
    partialCache.set(folder, partials);
  }
  const view = strictView(context, "");
  try {
    return fn(view, { partials });
  } catch (error) {
    throw renderError(error, key, language, client, view);
  }
}

/**
 * The error a failed render throws: it names the template file where the problem is (a partial's own
 * file), its line and column, and the templates including it (engine/template-errors.ts renders once
 * more to find them; only failures pay for that). A record's value that is no name stays an
 * IdentifierError (bad input, not a template's fault).
 */
function renderError(error: unknown, key: string, language: string, client: string, view: TemplateContext): Error {
  const prefix = `${language}/${client}/_`;
  const partials: Record<string, string> = {};
  for (const k of sources.keys()) if (k.startsWith(prefix)) partials[k.slice(prefix.length - 1)] = k;
  const found = locateRenderError({ key, source: (k) => sources.get(k), partials, helpers: hbs.helpers, context: view });
  // The located render must have failed as this one did, or its position would be another failure's.
  if (found && (found.error as Error)?.message === (error as Error)?.message) {
    const failure = found.error;
    if (failure instanceof IdentifierError) {
      return new IdentifierError(failure.value, failure.language, formatTemplateError(found.location, found.problem), found.location);
    }
    return new TemplateError(found.location, found.problem, { cause: error });
  }
  // The second render went through, or failed otherwise (a helper that fails only now and then): the
  // template rendered, and the problem as the first render met it.
  const where = { file: `templates/${key}.hbs`, includedFrom: [] };
  const message = (error as Error)?.message ?? String(error);
  if (error instanceof IdentifierError) return new IdentifierError(error.value, error.language, formatTemplateError(where, message), where);
  const undefinedName = /^"([^"]+)" not defined in/.exec(message);
  const problem = error instanceof MissingVariableError || !undefinedName ? message : `missing variable "${undefinedName[1]}"`;
  return new TemplateError(where, problem, { cause: error });
}

// ── Fast path ────────────────────────────────────────────────────────────────────────────────────
// Handlebars' runtime spends most of a render on per-call setup (merging helper tables for every
// partial, proto-access checks on each lookup) and the strict view adds a Proxy trap per property
// read. The fast path compiles the same parsed template (Handlebars' own parser, so whitespace control
// and standalone lines are identical) into one generated JavaScript function per template (as Handlebars
// itself does, without its runtime) for the subset our templates use: text, `{{path}}`,
// helper calls with sub-expressions and hash arguments, `#if`/`#unless`/`#each` with `else`, `this`,
// `../`, `@key`/`@index`/`@first`/`@last`/`@root`, and static partials of the same folder with their
// standalone indent. It reads only own properties of plain values and bails out (throws) on anything
// else: a missing variable, an inherited property, a function value, a Map. A bail re-renders through
// the reference path, so output and every error message stay exactly what Handlebars and the strict
// view produce. Templates using anything outside the subset are not fast-compiled at all.
// SNIPPETS_FAST_TEMPLATES=off disables the fast path; =check renders both ways and fails on a difference.

/**
 * Templates the fast path does not compile, which render through Handlebars alone: for tests (a
 * generator bug would otherwise only show as lost speed) and diagnostics.
 */
export function templatesWithoutFastPath(): string[] {
  return [...sources.keys()].filter((key) => fastBody(key) === null).sort();
}

type FastMode = "on" | "off" | "check";
const FAST_MODE: FastMode = (() => {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  const value = env?.SNIPPETS_FAST_TEMPLATES;
  return value === "off" || value === "check" ? value : "on";
})();


type Fast = (context: TemplateContext) => string;

const fastBodies = new Map<string, FastBody | null>();

function fastTemplate(key: string): Fast | null {
  return fastBody(key)?.root ?? null;
}

function fastBody(key: string): FastBody | null {
  let body = fastBodies.get(key);
  if (body === undefined) {
    body = null;
    fastBodies.set(key, null); // a partial that includes itself is not fast-compiled
    const source = sources.get(key);
    if (source !== undefined) {
      try {
        body = generateFastBody(parseTemplate(key, source), key, codegenEnv);
      } catch {
        body = null; // a syntax error or an unsupported construct: the reference path handles it
      }
    }
    fastBodies.set(key, body);
  }
  return body;
}

/**
 * Handlebars' parse of a template. The installed package ships each template's parse (parsedTemplates),
 * used while the source is the one shipped; from the sources, and for an edited template, it is parsed here.
 */
function parseTemplate(key: string, source: string): HbsNode {
  const shipped = parsedTemplates?.[key];
  if (shipped !== undefined && templateFiles[key] === source) return shipped as HbsNode;
  return hbs.parse(source, { noEscape: true, strict: true } as never) as unknown as HbsNode;
}

/** What the generated code may call: the same helpers and writers as the reference path, and partials. */
const codegenEnv = {
  helpers: hbs.helpers as Record<string, (...args: unknown[]) => unknown>,
  literalWriters: LITERAL_WRITERS,
  hasSource: (key: string) => sources.has(key),
  partialBody: (key: string) => fastBody(key),
  partialAst: (key: string) => {
    const source = sources.get(key);
    if (source === undefined) return null;
    try {
      return parseTemplate(key, source);
    } catch {
      return null; // a syntax error: the partial is called, and the reference path reports it
    }
  },
  names: { helper: identHelper, testFor: nameTestFor },
};
