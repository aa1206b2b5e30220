// The template store: `language/client/template` → Handlebars source, compiled once and cached.
// Node and the browser fill it through different loaders (see package.json "imports"); the playground
// may replace a source at run time with setTemplateSource, which drops the cached compilation.
import Handlebars from "handlebars";
import { templateFiles } from "#template-files";
import { comment, identifier, isIdentifier, jsLiteral, jsonLiteral, pyLiteral, shLiteral } from "./literals.ts";

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

hbs.registerHelper({
  py: (value: unknown, options: Handlebars.HelperOptions) => pyLiteral(value, indentOf(options)),
  js: (value: unknown, options: Handlebars.HelperOptions) => jsLiteral(value, indentOf(options)),
  ts: (value: unknown, options: Handlebars.HelperOptions) => jsLiteral(value, indentOf(options)),
  json: (value: unknown, options: Handlebars.HelperOptions) => jsonLiteral(value, indentOf(options)),
  sh: (value: unknown, options: Handlebars.HelperOptions) => shLiteral(value, indentOf(options)),
  comment: (language: string, text: string, options: Handlebars.HelperOptions) =>
    comment(language, text, indentOf(options)),
  ident: (value: unknown) => identifier(value),
  pyAccess: (path: unknown[]) => path.map((key) => `[${pyLiteral(key)}]`).join(""),
  jsAccess: (path: unknown[]) =>
    path.map((key) => (isIdentifier(key) ? `.${key}` : `[${jsLiteral(key)}]`)).join(""),
  concat: (...args: unknown[]) => args.slice(0, -1).map(String).join(""),
  eq: (a: unknown, b: unknown) => a === b,
  ne: (a: unknown, b: unknown) => a !== b,
  and: (...args: unknown[]) => args.slice(0, -1).every(Boolean),
  or: (...args: unknown[]) => args.slice(0, -1).some(Boolean),
  not: (value: unknown) => !value,
});

/** Names of the helpers templates may call; everything a template prints goes through one of them. */
export const OUTPUT_HELPERS = ["py", "js", "ts", "json", "sh", "comment", "ident", "pyAccess", "jsAccess"] as const;

export function templateKey(language: string, client: string, template: string): string {
  return `${language}/${client}/${template}`;
}

export function hasTemplate(language: string, client: string, template: string): boolean {
  return sources.has(templateKey(language, client, template));
}

/** Every template key in the store, sorted. */
export function listTemplates(): string[] {
  return [...sources.keys()].sort();
}

export function getTemplateSource(key: string): string | undefined {
  return sources.get(key);
}

/** Replaces (or adds) a template's source; the next render recompiles it. */
export function setTemplateSource(key: string, source: string): void {
  sources.set(key, source);
  compiled.clear();
  partialCache.clear();
}

/** Restores every template to what the loader read. */
export function resetTemplateSources(): void {
  sources.clear();
  for (const [key, source] of Object.entries(templateFiles)) sources.set(key, source);
  compiled.clear();
  partialCache.clear();
}

class MissingVariableError extends Error {
  constructor(readonly variable: string) {
    super(`missing variable "${variable}"`);
  }
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
    if (source === undefined) throw new Error(`Template not found: ${key}`);
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

export function renderTemplate(language: string, client: string, template: string, context: TemplateContext): string {
  const key = templateKey(language, client, template);
  if (!sources.has(key)) throw new Error(`Template not found: ${key}`);
  const fn = compile(key);
  const folder = `${language}/${client}`;
  let partials = partialCache.get(folder);
  if (!partials) {
    partials = partialsFor(language, client);
    partialCache.set(folder, partials);
  }
  try {
    return fn(strictView(context, ""), { partials });
  } catch (error) {
    if (error instanceof MissingVariableError) {
      throw new Error(`templates/${key}.hbs: missing variable "${error.variable}"`);
    }
    const message = (error as Error).message;
    const missing = /"([^"]+)" not defined in/.exec(message);
    if (missing) throw new Error(`templates/${key}.hbs: missing variable "${missing[1]}"`);
    throw new Error(`templates/${key}.hbs: ${message}`);
  }
}
