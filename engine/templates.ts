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
  fastCache.clear();
  partialCache.clear();
}

/** Restores every template to what the loader read. */
export function resetTemplateSources(): void {
  sources.clear();
  for (const [key, source] of Object.entries(templateFiles)) sources.set(key, source);
  compiled.clear();
  fastCache.clear();
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
  if (FAST_MODE !== "off") {
    const fast = fastTemplate(key);
    if (fast) {
      let out: string | undefined;
      try {
        out = fast(context);
      } catch {
        // Anything unusual (a missing variable, a value the fast path does not handle, a helper's
        // error): the reference path below renders it, or throws exactly what it always threw.
      }
      if (out !== undefined) {
        if (FAST_MODE === "check") {
          const reference = renderReference(key, language, client, context);
          if (reference !== out) throw new Error(`templates/${key}.hbs: fast path differs from Handlebars`);
        }
        return out;
      }
    }
  }
  return renderReference(key, language, client, context);
}

/** Handlebars with the strict context view: the reference renderer, and every error's source. */
function renderReference(key: string, language: string, client: string, context: TemplateContext): string {
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

// ── Fast path ────────────────────────────────────────────────────────────────────────────────────
// Handlebars' runtime spends most of a render on per-call setup (merging helper tables for every
// partial, proto-access checks on each lookup) and the strict view adds a Proxy trap per property
// read. The fast path compiles the same parsed template (Handlebars' own parser, so whitespace control
// and standalone lines are identical) into closures for the subset our templates use: text, `{{path}}`,
// helper calls with sub-expressions and hash arguments, `#if`/`#unless`/`#each` with `else`, `this`,
// `../`, `@key`/`@index`/`@first`/`@last`/`@root`, and static partials of the same folder with their
// standalone indent. It reads only own properties of plain values and bails out (throws) on anything
// else: a missing variable, an inherited property, a function value, a Map. A bail re-renders through
// the reference path, so output and every error message stay exactly what Handlebars and the strict
// view produce. Templates using anything outside the subset are not fast-compiled at all.
// SNIPPETS_FAST_TEMPLATES=off disables the fast path; =check renders both ways and fails on a difference.

type FastMode = "on" | "off" | "check";
const FAST_MODE: FastMode = (() => {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  const value = env?.SNIPPETS_FAST_TEMPLATES;
  return value === "off" || value === "check" ? value : "on";
})();

interface Scope {
  ctx: unknown;
  parent: Scope | null;
  data: Record<string, unknown>;
}
type Node = (scope: Scope) => string;
type Expr = (scope: Scope) => unknown;
type Fast = (context: TemplateContext) => string;

/** Thrown to leave the fast path; preallocated, since it is control flow, not a report. */
const BAIL = new Error("fast template path bailed out");

const fastCache = new Map<string, Fast | null>();
const BLOCK_HELPERS = new Set(["if", "unless", "each", "with", "lookup", "log", "blockHelperMissing", "helperMissing"]);

function ownValue(value: unknown, key: string): unknown {
  if (value === null || typeof value !== "object" || !Object.hasOwn(value, key)) throw BAIL;
  return (value as Record<string, unknown>)[key];
}

function pushScope(scope: Scope, ctx: unknown, data = scope.data): Scope {
  return ctx === scope.ctx ? { ctx, parent: scope.parent, data } : { ctx, parent: scope, data };
}

class Unsupported extends Error {}

type HbsNode = { type: string } & Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function fastTemplate(key: string): Fast | null {
  let fast = fastCache.get(key);
  if (fast === undefined) {
    fast = compileFast(key);
    fastCache.set(key, fast);
  }
  return fast;
}

function compileFast(key: string): Fast | null {
  const source = sources.get(key);
  if (source === undefined) return null;
  const folder = key.slice(0, key.lastIndexOf("/"));
  let program: Node;
  try {
    program = fastProgram(hbs.parse(source, { noEscape: true, strict: true } as never) as unknown as HbsNode, folder);
  } catch {
    return null; // a syntax error or an unsupported construct: the reference path handles it
  }
  return (context) => program({ ctx: context, parent: null, data: { root: context } });
}

/** A partial's fast body, resolved at its first call (partials may refer to each other). */
function partialNode(folder: string, node: HbsNode): Node {
  const name = node.name;
  if (name.type !== "PathExpression" || node.hash || node.params.length > 1) throw new Unsupported();
  const partialName: string = name.original;
  const key = `${folder}/${partialName}`;
  if (!partialName.startsWith("_") || !sources.has(key)) throw new Unsupported();
  const indent: string = node.indent ?? "";
  const param = node.params.length ? fastExpr(node.params[0], folder) : null;
  let body: Node | null | undefined;
  return (scope) => {
    if (body === undefined) {
      const source = sources.get(key)!;
      try {
        body = fastProgram(hbs.parse(source, { noEscape: true, strict: true } as never) as unknown as HbsNode, folder);
      } catch {
        body = null;
      }
    }
    if (body === null) throw BAIL;
    const result = body(param ? pushScope(scope, param(scope)) : scope);
    if (!indent) return result;
    const lines = result.split("\n");
    for (let i = 0, l = lines.length; i < l; i++) {
      if (!lines[i] && i + 1 === l) break;
      lines[i] = indent + lines[i];
    }
    return lines.join("\n");
  };
}

function fastProgram(program: HbsNode | null | undefined, folder: string): Node {
  if (!program) return () => "";
  if (program.blockParams?.length) throw new Unsupported();
  const parts: (string | Node)[] = [];
  for (const statement of program.body as HbsNode[]) {
    let part: string | Node;
    switch (statement.type) {
      case "ContentStatement":
        part = statement.value as string;
        break;
      case "CommentStatement":
        continue;
      case "MustacheStatement":
        part = fastMustache(statement, folder);
        break;
      case "BlockStatement":
        part = fastBlock(statement, folder);
        break;
      case "PartialStatement":
        part = partialNode(folder, statement);
        break;
      default:
        throw new Unsupported();
    }
    const last = parts[parts.length - 1];
    if (typeof part === "string" && typeof last === "string") parts[parts.length - 1] = last + part;
    else if (part !== "") parts.push(part);
  }
  if (parts.length === 0) return () => "";
  if (parts.length === 1) {
    const only = parts[0]!;
    return typeof only === "string" ? () => only : only;
  }
  return (scope) => {
    let out = "";
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i]!;
      out += typeof part === "string" ? part : part(scope);
    }
    return out;
  };
}

function isSimpleName(path: HbsNode): boolean {
  return path.type === "PathExpression" && !path.data && path.depth === 0 && path.parts.length === 1 && path.original === path.parts[0];
}

function fastPath(path: HbsNode): Expr {
  const parts: string[] = path.parts;
  if (path.data) {
    const [head, ...rest] = parts;
    if (head === undefined) throw new Unsupported();
    return (scope) => {
      let value = ownValue(scope.data, head);
      for (const part of rest) value = ownValue(value, part);
      return value;
    };
  }
  const depth: number = path.depth;
  const single = parts.length === 1 ? parts[0]! : null;
  return (scope) => {
    let base: Scope | null = scope;
    for (let d = 0; d < depth && base; d++) base = base.parent;
    if (!base) throw BAIL;
    if (single !== null) return ownValue(base.ctx, single);
    let value = base.ctx;
    for (let i = 0; i < parts.length; i++) value = ownValue(value, parts[i]!);
    return value;
  };
}

function fastExpr(node: HbsNode, folder: string): Expr {
  switch (node.type) {
    case "PathExpression":
      if (isSimpleName(node) && Object.hasOwn(hbs.helpers, node.original)) throw new Unsupported();
      return fastPath(node);
    case "SubExpression":
      return fastHelperCall(node, folder);
    case "StringLiteral":
    case "NumberLiteral":
    case "BooleanLiteral": {
      const value = node.value;
      return () => value;
    }
    case "UndefinedLiteral":
      return () => undefined;
    case "NullLiteral":
      return () => null;
    default:
      throw new Unsupported();
  }
}

/** `helper param… key=value…`, called as Handlebars calls it: the params, then an options object. */
function fastHelperCall(node: HbsNode, folder: string): Expr {
  const path = node.path;
  if (!isSimpleName(path) || BLOCK_HELPERS.has(path.original) || !Object.hasOwn(hbs.helpers, path.original)) {
    throw new Unsupported();
  }
  const helper = hbs.helpers[path.original] as (...args: unknown[]) => unknown;
  const params = (node.params as HbsNode[]).map((p) => fastExpr(p, folder));
  const pairs = ((node.hash?.pairs ?? []) as HbsNode[]).map((p) => [p.key as string, fastExpr(p.value, folder)] as const);
  const constantOptions = pairs.length === 0 ? { hash: {} } : null;
  const optionsFor = (scope: Scope) => {
    if (constantOptions) return constantOptions;
    const hash: Record<string, unknown> = {};
    for (const [k, v] of pairs) hash[k] = v(scope);
    return { hash };
  };
  switch (params.length) {
    case 1: {
      const [a] = params as [Expr];
      return (scope) => helper(a(scope), optionsFor(scope));
    }
    case 2: {
      const [a, b] = params as [Expr, Expr];
      return (scope) => helper(a(scope), b(scope), optionsFor(scope));
    }
    default:
      return (scope) => helper(...params.map((p) => p(scope)), optionsFor(scope));
  }
}

function printable(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "function" || typeof value === "symbol") throw BAIL;
  return "" + (value as string);
}

function fastMustache(node: HbsNode, folder: string): Node {
  if (node.params.length || node.hash) {
    const call = fastHelperCall(node, folder);
    return (scope) => printable(call(scope));
  }
  const value = fastExpr(node.path, folder);
  return (scope) => printable(value(scope));
}

function isEmptyValue(value: unknown): boolean {
  if (typeof value === "function") throw BAIL;
  return !value || (Array.isArray(value) && value.length === 0);
}

function fastBlock(node: HbsNode, folder: string): Node {
  const path = node.path;
  if (!isSimpleName(path) || node.params.length !== 1 || node.hash || !node.program) throw new Unsupported();
  const condition = fastExpr(node.params[0], folder);
  const fn = fastProgram(node.program, folder);
  const inverse = fastProgram(node.inverse, folder);
  switch (path.original) {
    case "if":
      return (scope) => (isEmptyValue(condition(scope)) ? inverse(scope) : fn(scope));
    case "unless":
      return (scope) => (isEmptyValue(condition(scope)) ? fn(scope) : inverse(scope));
    case "each":
      return (scope) => {
        const value = condition(scope);
        if (value === null || value === undefined || value === false) return inverse(scope);
        if (typeof value !== "object") throw BAIL;
        let out = "";
        if (Array.isArray(value)) {
          const n = value.length;
          if (n === 0) return inverse(scope);
          for (let i = 0; i < n; i++) {
            if (!(i in value)) throw BAIL;
            const data = { ...scope.data, _parent: scope.data, key: i, index: i, first: i === 0, last: i === n - 1 };
            out += fn(pushScope(scope, value[i], data));
          }
          return out;
        }
        const proto = Object.getPrototypeOf(value);
        if (proto !== Object.prototype && proto !== null) throw BAIL;
        const keys = Object.keys(value);
        if (keys.length === 0) return inverse(scope);
        for (let i = 0; i < keys.length; i++) {
          const k = keys[i]!;
          const data = { ...scope.data, _parent: scope.data, key: k, index: i, first: i === 0, last: i === keys.length - 1 };
          out += fn(pushScope(scope, (value as Record<string, unknown>)[k], data));
        }
        return out;
      };
    default:
      throw new Unsupported();
  }
}
