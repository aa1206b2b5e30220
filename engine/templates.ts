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

/** The literal helpers' writers, which the fast path calls directly (same functions, same indent). */
const LITERAL_WRITERS: Record<string, (value: unknown, indent: number) => string> = {
  py: pyLiteral,
  js: jsLiteral,
  ts: jsLiteral,
  json: jsonLiteral,
  sh: shLiteral,
};

/** Names of the helpers templates may call; everything a template prints goes through one of them. */
export const OUTPUT_HELPERS = ["py", "js", "ts", "json", "sh", "comment", "ident", "pyAccess", "jsAccess"] as const;

/**
 * A template that does not exist. The message is exactly `Template not found: <key>`; `available` lists
 * the templates of the same language/client (or, when there are none, the language/client folders), so
 * callers such as the CLI can say what exists.
 */
export class TemplateNotFoundError extends Error {
  readonly available: string[];
  constructor(readonly key: string) {
    super(`Template not found: ${key}`);
    this.name = "TemplateNotFoundError";
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

/**
 * Replaces (or adds) a template's source. Only what can depend on it is recompiled on the next render:
 * the template itself, or, for a partial (`_name`), every template of its folder.
 */
export function setTemplateSource(key: string, source: string): void {
  sources.set(key, source);
  const slash = key.lastIndexOf("/");
  const folder = key.slice(0, slash + 1);
  const isPartial = key[slash + 1] === "_";
  const affected = (k: string) => k === key || (isPartial && k.startsWith(folder));
  for (const cache of [compiled, fastCache, fastBodies] as Map<string, unknown>[]) {
    for (const k of [...cache.keys()]) if (affected(k)) cache.delete(k);
  }
  const [language, client] = key.split("/");
  fastIndex.get(language!)?.delete(client!);
  partialCache.delete(folder.slice(0, -1));
}

/** Restores every template to what the loader read. */
export function resetTemplateSources(): void {
  sources.clear();
  for (const [key, source] of Object.entries(templateFiles)) sources.set(key, source);
  compiled.clear();
  fastCache.clear();
  fastBodies.clear();
  fastIndex.clear();
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

export function renderTemplate(language: string, client: string, template: string, context: TemplateContext): string {
  if (FAST_MODE !== "off") {
    const fast = fastTemplateFor(language, client, template);
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
          const key = templateKey(language, client, template);
          const reference = renderReference(key, language, client, context);
          if (reference !== out) throw new Error(`templates/${key}.hbs: fast path differs from Handlebars`);
        }
        return out;
      }
    }
  }
  return renderReference(templateKey(language, client, template), language, client, context);
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
// and standalone lines are identical) into one generated JavaScript function per template (as Handlebars
// itself does, without its runtime) for the subset our templates use: text, `{{path}}`,
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


/** A scope: the current context and the enclosing ones `../` reaches (pushed only when a block changes it). */
interface Scope {
  ctx: unknown;
  parent: Scope | null;
}
type Data = Record<string, unknown>;
type Fast = (context: TemplateContext) => string;
type FastBody = (scope: Scope, data: Data) => string;

/** Thrown to leave the fast path; preallocated, since it is control flow, not a report. */
const BAIL = new Error("fast template path bailed out");
class Unsupported extends Error {}

const fastCache = new Map<string, Fast | null>();
const fastBodies = new Map<string, FastBody | null>();
const BLOCK_HELPERS = new Set(["if", "unless", "each", "with", "lookup", "log", "blockHelperMissing", "helperMissing"]);

// Run-time support the generated code calls.
function bail(): never {
  throw BAIL;
}
function ownSlow(value: unknown, key: string): unknown {
  if (value === null || typeof value !== "object" || !Object.hasOwn(value, key)) throw BAIL;
  return (value as Record<string, unknown>)[key];
}
function up(scope: Scope, depth: number): unknown {
  let s: Scope | null = scope;
  for (let d = 0; d < depth && s; d++) s = s.parent;
  if (!s) throw BAIL;
  return s.ctx;
}
function print(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "function" || typeof value === "symbol") throw BAIL;
  return "" + (value as string);
}
function empty(value: unknown): boolean {
  if (typeof value === "function") throw BAIL;
  return !value || (Array.isArray(value) && value.length === 0);
}
/** What `#each` iterates: an array, a plain object's keys, or nothing (null, undefined, false). */
function eachKeys(value: unknown): string[] | null {
  if (value === null || value === undefined || value === false) return null;
  if (typeof value !== "object" || Array.isArray(value)) throw BAIL;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) throw BAIL;
  return Object.keys(value);
}
function indentLines(result: string, indent: string): string {
  const lines = result.split("\n");
  for (let i = 0, l = lines.length; i < l; i++) {
    if (!lines[i] && i + 1 === l) break;
    lines[i] = indent + lines[i];
  }
  return lines.join("\n");
}
const RUNTIME = { bail, ownSlow, up, print, empty, eachKeys, indentLines };

/** language → client → template → fast renderer: three lookups of short strings beat hashing a joined key. */
const fastIndex = new Map<string, Map<string, Map<string, Fast | null>>>();

function fastTemplateFor(language: string, client: string, template: string): Fast | null {
  let clients = fastIndex.get(language);
  if (!clients) fastIndex.set(language, (clients = new Map()));
  let templates = clients.get(client);
  if (!templates) clients.set(client, (templates = new Map()));
  let fast = templates.get(template);
  if (fast === undefined) {
    fast = fastTemplate(templateKey(language, client, template));
    templates.set(template, fast);
  }
  return fast;
}

function fastTemplate(key: string): Fast | null {
  let fast = fastCache.get(key);
  if (fast === undefined) {
    const body = fastBody(key);
    fast = body ? (context) => body({ ctx: context, parent: null }, { root: context }) : null;
    fastCache.set(key, fast);
  }
  return fast;
}

function fastBody(key: string): FastBody | null {
  let body = fastBodies.get(key);
  if (body === undefined) {
    body = null;
    fastBodies.set(key, null); // a partial that includes itself is not fast-compiled
    const source = sources.get(key);
    if (source !== undefined) {
      try {
        body = generate(hbs.parse(source, { noEscape: true, strict: true } as never) as unknown as HbsNode, key);
      } catch {
        body = null; // a syntax error or an unsupported construct: the reference path handles it
      }
    }
    fastBodies.set(key, body);
  }
  return body;
}

type HbsNode = { type: string } & Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Generates one JavaScript function for a template, as Handlebars itself does, for the subset above. */
function generate(ast: HbsNode, key: string): FastBody {
  const folder = key.slice(0, key.lastIndexOf("/"));
  const constants: unknown[] = [];
  const helperNames = new Map<string, string>();
  let vars = 0;
  const constant = (value: unknown) => `K[${constants.push(value) - 1}]`;
  const fresh = (prefix: string) => `${prefix}${vars++}`;
  const helperRef = (name: string) => {
    let ref = helperNames.get(name);
    if (!ref) {
      ref = `h${helperNames.size}`;
      helperNames.set(name, ref);
    }
    return ref;
  };
  const isSimpleName = (path: HbsNode) =>
    path.type === "PathExpression" && !path.data && path.depth === 0 && path.parts.length === 1 && path.original === path.parts[0];

  // s: the scope variable, c: its context variable, d: the data frame variable, at this point of the code.
  interface At {
    s: string;
    c: string;
    d: string;
  }

  // `t` is a scratch variable: each step assigns it before reading it, so nesting is safe. A named
  // property read (`t.url`) keeps the engine's inline cache for it monomorphic.
  // For a name no standard prototype has, a defined value read from a plain object or array is an own
  // property: that common case costs one read and a prototype comparison; anything else (undefined, a
  // class instance, a null prototype, a name like `constructor`) takes ownSlow's exact check.
  const lookup = (base: string, parts: string[]) =>
    parts.reduce((expr, part) => {
      const key = JSON.stringify(part);
      const quick = /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(part) && !(part in Object.prototype) && !(part in Array.prototype);
      if (!quick) return `ownSlow(${expr}, ${key})`;
      return `(t = ${expr}, t !== null && typeof t === "object" && (u = t.${part}) !== undefined && ((p = getProto(t)) === OP || p === AP) ? u : ownSlow(t, ${key}))`;
    }, base);

  const expr = (node: HbsNode, at: At): string => {
    switch (node.type) {
      case "PathExpression": {
        if (node.data) {
          if (!node.parts.length) throw new Unsupported();
          return lookup(at.d, node.parts);
        }
        if (isSimpleName(node) && Object.hasOwn(hbs.helpers, node.original)) throw new Unsupported();
        const base = node.depth === 0 ? at.c : `up(${at.s}, ${node.depth})`;
        return lookup(base, node.parts);
      }
      case "SubExpression":
        return helperCall(node, at);
      case "StringLiteral":
      case "NumberLiteral":
      case "BooleanLiteral":
        return JSON.stringify(node.value);
      case "UndefinedLiteral":
        return "undefined";
      case "NullLiteral":
        return "null";
      default:
        throw new Unsupported();
    }
  };

  /** `helper param… key=value…`, called as Handlebars calls it: the params, then an options object. */
  const helperCall = (node: HbsNode, at: At): string => {
    const path = node.path;
    if (!isSimpleName(path) || BLOCK_HELPERS.has(path.original) || !Object.hasOwn(hbs.helpers, path.original)) {
      throw new Unsupported();
    }
    const args = (node.params as HbsNode[]).map((p) => expr(p, at));
    const pairs = (node.hash?.pairs ?? []) as HbsNode[];
    const literal = (n: HbsNode) => ["StringLiteral", "NumberLiteral", "BooleanLiteral", "UndefinedLiteral", "NullLiteral"].includes(n.type);
    if (pairs.every((p) => literal(p.value))) {
      const hash = Object.fromEntries(pairs.map((p) => [p.key, p.value.type === "NullLiteral" ? null : p.value.value]));
      // `{{py value indent=4}}`: call the literal writer itself, with the indent the helper would read.
      if (Object.hasOwn(LITERAL_WRITERS, path.original) && args.length === 1) {
        const indent = typeof hash.indent === "number" ? hash.indent : 0;
        return `W[${JSON.stringify(path.original)}](${args[0]}, ${indent})`;
      }
      args.push(constant({ hash }));
    } else {
      args.push(`{ hash: { ${pairs.map((p) => `${JSON.stringify(p.key)}: ${expr(p.value, at)}`).join(", ")} } }`);
    }
    return `${helperRef(path.original)}(${args.join(", ")})`;
  };

  const program = (node: HbsNode | null | undefined, at: At): string => {
    if (!node) return "";
    if (node.blockParams?.length) throw new Unsupported();
    let code = "";
    for (const statement of node.body as HbsNode[]) {
      switch (statement.type) {
        case "ContentStatement":
          if (statement.value) code += `o += ${JSON.stringify(statement.value)};\n`;
          break;
        case "CommentStatement":
          break;
        case "MustacheStatement":
          code +=
            statement.params.length || statement.hash
              ? `o += print(${helperCall(statement, at)});\n`
              : `o += print(${expr(statement.path, at)});\n`;
          break;
        case "BlockStatement":
          code += block(statement, at);
          break;
        case "PartialStatement":
          code += partial(statement, at);
          break;
        default:
          throw new Unsupported();
      }
    }
    return code;
  };

  /** Enters a new context: a new scope unless the context is the same value (then Handlebars keeps the scope). */
  const uses = (code: string, name: string) => new RegExp(`\\b${name}\\b`).test(code);

  /**
   * Runs `body` with `item` as the context: a new scope (unless the item is the context itself, where
   * Handlebars keeps the scope; the fast path bails then), declared only if the body uses it.
   */
  const enter = (item: string, at: At, body: (at: At) => string): string => {
    const s = fresh("s");
    const c = fresh("c");
    const code = body({ s, c, d: at.d });
    return (
      `const ${c} = ${item};\n` +
      (uses(code, s) ? `if (${c} === ${at.c}) bail();\nconst ${s} = { ctx: ${c}, parent: ${at.s} };\n` : "") +
      code
    );
  };

  const block = (node: HbsNode, at: At): string => {
    const path = node.path;
    if (!isSimpleName(path) || node.params.length !== 1 || node.hash || !node.program) throw new Unsupported();
    const condition = expr(node.params[0], at);
    switch (path.original) {
      case "if":
      case "unless": {
        const fn = program(node.program, at);
        const inverse = program(node.inverse, at);
        const test = path.original === "if" ? `!empty(${condition})` : `empty(${condition})`;
        return `if (${test}) {\n${fn}}${inverse ? ` else {\n${inverse}}` : ""}\n`;
      }
      case "each": {
        const v = fresh("v");
        const n = fresh("n");
        const i = fresh("i");
        const keys = fresh("k");
        const d = fresh("d");
        const inverse = program(node.inverse, at);
        // The data frame (@key, @index, @first, @last) is built only if the body reads it.
        const iteration = (item: string, keyExpr: string) =>
          enter(item, at, (inner) => {
            const code = program(node.program, { ...inner, d });
            const frame = `const ${d} = { ...${at.d}, _parent: ${at.d}, key: ${keyExpr}, index: ${i}, first: ${i} === 0, last: ${i} === ${n} - 1 };\n`;
            return (uses(code, d) ? frame : "") + code;
          });
        return (
          `{\nconst ${v} = ${condition};\n` +
          `if (Array.isArray(${v})) {\nconst ${n} = ${v}.length;\n` +
          `if (${n} === 0) {\n${inverse}} else for (let ${i} = 0; ${i} < ${n}; ${i}++) {\nif (!(${i} in ${v})) bail();\n${iteration(`${v}[${i}]`, i)}}\n` +
          `} else {\nconst ${keys} = eachKeys(${v});\nconst ${n} = ${keys} === null ? 0 : ${keys}.length;\n` +
          `if (${n} === 0) {\n${inverse}} else for (let ${i} = 0; ${i} < ${n}; ${i}++) {\n${iteration(`${v}[${keys}[${i}]]`, `${keys}[${i}]`)}}\n` +
          `}\n}\n`
        );
      }
      default:
        throw new Unsupported();
    }
  };

  const partial = (node: HbsNode, at: At): string => {
    const name = node.name;
    if (name.type !== "PathExpression" || node.hash || node.params.length > 1) throw new Unsupported();
    const partialKey = `${folder}/${name.original}`;
    if (!String(name.original).startsWith("_") || !sources.has(partialKey)) throw new Unsupported();
    // Resolved at the first call: partials may include each other.
    let body: FastBody | null | undefined;
    const call = constant((scope: Scope, data: Data) => {
      if (body === undefined) body = fastBody(partialKey);
      if (!body) throw BAIL;
      return body(scope, data);
    });
    let scope = at.s;
    let code = "";
    if (node.params.length) {
      const c = fresh("c");
      scope = fresh("s");
      code = `const ${c} = ${expr(node.params[0], at)};\nconst ${scope} = ${c} === ${at.c} ? ${at.s} : { ctx: ${c}, parent: ${at.s} };\n`;
    }
    const result = `${call}(${scope}, ${at.d})`;
    return `{\n${code}o += ${node.indent ? `indentLines(${result}, ${JSON.stringify(node.indent)})` : result};\n}\n`;
  };

  const top: At = { s: "s", c: "c", d: "d" };
  const body = program(ast, top);
  const helpers = [...helperNames].map(([name, ref]) => `const ${ref} = H[${JSON.stringify(name)}];\n`).join("");
  const runtime = Object.keys(RUNTIME).join(", ");
  const source =
    `"use strict";\nconst { ${runtime} } = R;\n${helpers}` +
    `const getProto = Object.getPrototypeOf, OP = Object.prototype, AP = Array.prototype;\n` +
    `return function fast(s, d) {\nconst c = s.ctx;\nlet o = "";\nlet t, u, p;\n${body}return o;\n};\n` +
    // Names the generated code in profiles and stack traces.
    `//# sourceURL=fast-templates/${key.replace(/[^\w./-]/g, "_")}.js\n`;
  return new Function("R", "H", "K", "W", source)(RUNTIME, hbs.helpers, constants, LITERAL_WRITERS) as FastBody;
}
