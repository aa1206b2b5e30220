// The traced render: a template rendered again from Handlebars' own parse (so whitespace control and
// standalone lines are Handlebars' own), recording for each piece of output the template (a partial's own
// file, the language-wide notices/_gated included) and the source line that wrote it. It is a debug
// render for what shows an output's source (the playground's review and snippet cards): the normal paths
// (engine/render/compiler.ts, codegen.ts, precompiled.ts) are untouched and pay nothing for it.
//
// It interprets the Handlebars our templates use: text, comments, `{{path}}` and helper calls (with
// subexpressions, literals and hash arguments), `#if`, `#unless`, `#each`, `#with` (with `else` and
// `else if` chains), `../`, `@index`/`@key`/`@first`/`@last`/`@root`, and partials with a context
// argument, hash arguments and indentation. Anything else throws TraceUnsupported, naming the file and
// line. Lookups are those of a render that went through (every value it read was there): a trace is made
// of renders that succeeded, and traceRenders checks each traced text against the normal output.
import type { HbsNode } from "./codegen.ts";
import { parseTemplate, templateHandlebars } from "./handlebars.ts";
import { inLanguage, TEMPLATE_HELPERS } from "./helpers.ts";
import { templateFile, type Inclusion } from "./location.ts";
import { partialKey } from "./partials.ts";
import { getTemplateSource, observeTemplateRenders, type TemplateContext } from "./templates.ts";

/** A template on the traced render's stack: its key and the `{{> partial}}` lines that led to it, innermost first. */
export interface TraceFrame {
  /** `language/folder/name`. */
  key: string;
  /** The templates including it, innermost first (empty for the template rendered). */
  includedFrom: readonly Inclusion[];
}

/** A piece of output and the template line that wrote it. */
export interface TracedPiece {
  text: string;
  frame: TraceFrame;
  /** The 1-based source line of the piece's first character. */
  line: number;
  /**
   * True for template text (a source line further for each newline of the piece); false for a printed
   * value (a helper's or a variable's output, every line of it written by the `{{...}}` at `line`).
   */
  literal: boolean;
}

/** A template's traced render: its text (byte for byte the normal render's) in pieces. */
export interface TracedRender {
  key: string;
  text: string;
  pieces: TracedPiece[];
}

/** The source of one output line. */
export interface LineSource {
  /** The template's key, `language/folder/name`. */
  key: string;
  /** Its file, `templates/<key>.hbs`. */
  file: string;
  /** 1-based. */
  line: number;
  /** The templates including it, innermost first. */
  includedFrom: readonly Inclusion[];
}

/** A construct the traced render does not interpret (the normal render may still render it). */
export class TraceUnsupported extends Error {
  override readonly name = "TraceUnsupported";
}

/** Partials nested deeper than this are taken for an include cycle. */
const MAX_DEPTH = 64;

const hbs = templateHandlebars();
const parsed = new Map<string, { source: string; ast: HbsNode }>();

/** The parse of a template's source as it is in the store now (kept per key until the source changes). */
function astOf(key: string): HbsNode {
  const source = getTemplateSource(key);
  if (source === undefined) throw new TraceUnsupported(`${templateFile(key)}: no source in the template store (a precompiled template has no positions)`);
  const known = parsed.get(key);
  if (known?.source === source) return known.ast;
  const ast = parseTemplate(hbs, source);
  parsed.set(key, { source, ast });
  return ast;
}

interface Scope {
  ctx: unknown;
  parent: Scope | null;
}
type Data = Record<string, unknown>;

/** What the interpreter carries through one template: its frame, the folder partials resolve from, and the output. */
interface At {
  frame: TraceFrame;
  /** `language/client` of the template rendered: the partials of a render are those visible from it. */
  folder: string;
  out: TracedPiece[];
  depth: number;
}

const lineOf = (node: HbsNode): number => (node.loc?.start?.line as number | undefined) ?? 0;

function push(at: At, text: string, line: number, literal: boolean): void {
  if (text !== "") at.out.push({ text, frame: at.frame, line, literal });
}

/**
 * Where a text node's value starts in its source. Whitespace control only strips whitespace from either
 * end of the text (Handlebars' WhitespaceControl): a value with a non-blank character sits where it is
 * first found; a blank one kept its end, or lost at most its first line's blanks and newline.
 */
function contentLine(node: HbsNode): number {
  const original = String(node.original ?? node.value);
  const value = String(node.value);
  let start = 0;
  if (value !== original) {
    if (/\S/.test(value)) start = Math.max(0, original.indexOf(value));
    else if (node.rightStripped) start = /^[ \t]*\r?\n?/.exec(original)![0].length;
  }
  let line = lineOf(node);
  for (let i = 0; i < start; i++) if (original.charCodeAt(i) === 10) line++;
  return line;
}

/** A value as the render prints it (Handlebars with noEscape: nothing for null and undefined, else `"" + value`). */
function print(value: unknown, at: At, node: HbsNode): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "function" || typeof value === "symbol") throw unsupported(at, node, "a function or symbol value");
  return "" + (value as string);
}

function unsupported(at: At, node: HbsNode, what: string): TraceUnsupported {
  return new TraceUnsupported(`${templateFile(at.frame.key)}:${lineOf(node)}: the traced render does not interpret ${what}`);
}

/** Handlebars' property read: an own property (inherited ones are not the template's to read). */
function property(value: unknown, name: string): unknown {
  if (value === null || value === undefined) return undefined;
  const result = (value as Record<string, unknown>)[name];
  if (result === null || result === undefined) return result;
  return Object.prototype.hasOwnProperty.call(value, name) ? result : undefined;
}

function path(node: HbsNode, scope: Scope, data: Data, at: At): unknown {
  let base: unknown;
  if (node.data) {
    let frame: Data | undefined = data;
    for (let d = 0; d < node.depth && frame; d++) frame = frame._parent as Data | undefined;
    base = frame;
  } else {
    let s: Scope | null = scope;
    for (let d = 0; d < node.depth && s; d++) s = s.parent;
    if (!s) return undefined;
    base = s.ctx;
  }
  for (const part of node.parts as string[]) base = property(base, part);
  if (node.parts.length === 0 && node.data) throw unsupported(at, node, `the data path '${node.original}'`);
  return base;
}

/** A helper by name: the engine's (languages may add some after this module loads), else Handlebars' built-in ones. */
function helperOf(name: string): ((...args: unknown[]) => unknown) | undefined {
  if (Object.hasOwn(TEMPLATE_HELPERS, name)) return TEMPLATE_HELPERS[name] as (...args: unknown[]) => unknown;
  return Object.hasOwn(hbs.helpers, name) ? (hbs.helpers[name] as (...args: unknown[]) => unknown) : undefined;
}

const isHelperName = (node: HbsNode) =>
  node.type === "PathExpression" && !node.data && node.depth === 0 && node.parts.length === 1 && helperOf(node.original) !== undefined;

/** A parameter or hash value: a path, a subexpression (a helper call), or a literal. */
function expression(node: HbsNode, scope: Scope, data: Data, at: At): unknown {
  switch (node.type) {
    case "PathExpression":
      return path(node, scope, data, at);
    case "SubExpression":
      return helperCall(node, scope, data, at);
    case "StringLiteral":
    case "NumberLiteral":
    case "BooleanLiteral":
      return node.value;
    case "UndefinedLiteral":
      return undefined;
    case "NullLiteral":
      return null;
    default:
      throw unsupported(at, node, `a ${node.type}`);
  }
}

function hashOf(node: HbsNode, scope: Scope, data: Data, at: At): Record<string, unknown> {
  const hash: Record<string, unknown> = {};
  for (const pair of (node.hash?.pairs ?? []) as HbsNode[]) hash[pair.key] = expression(pair.value, scope, data, at);
  return hash;
}

/** A helper called as Handlebars calls it: `this` the context, the arguments, then the options (the hash). */
function helperCall(node: HbsNode, scope: Scope, data: Data, at: At): unknown {
  if (!isHelperName(node.path) || BLOCK_ONLY.has(node.path.original)) throw unsupported(at, node, `the call of '${node.path.original}'`);
  const helper = helperOf(node.path.original)!;
  const args = (node.params as HbsNode[]).map((p) => expression(p, scope, data, at));
  return helper.call(scope.ctx, ...args, { name: node.path.original, hash: hashOf(node, scope, data, at), data, loc: node.loc, lookupProperty: property });
}

/** Handlebars' built-in helpers that are blocks, or that a template calling them is the interpreter's to run. */
const BLOCK_ONLY = new Set(["if", "unless", "each", "with", "log", "blockHelperMissing", "helperMissing"]);

function mustache(node: HbsNode, scope: Scope, data: Data, at: At): void {
  let value: unknown;
  if (node.params.length > 0 || node.hash) value = helperCall(node, scope, data, at);
  else if (isHelperName(node.path)) value = helperCall(node, scope, data, at);
  else if (node.path.type === "PathExpression") value = path(node.path, scope, data, at);
  else throw unsupported(at, node, "a literal in place of a name");
  push(at, print(value, at, node), lineOf(node), false);
}

/** Handlebars' isEmpty: no value but 0, or an empty list. */
const isEmpty = (value: unknown) => (!value && value !== 0) || (Array.isArray(value) && value.length === 0);

/** A block's program with `ctx` as the context: a new scope only where the context changes (Handlebars' depths). */
function enter(program: HbsNode | undefined, ctx: unknown, scope: Scope, data: Data, at: At): void {
  if (!program) return;
  // Loose, as Handlebars compares.
  // eslint-disable-next-line eqeqeq
  statements(program, ctx != scope.ctx ? { ctx, parent: scope } : scope, data, at);
}

function block(node: HbsNode, scope: Scope, data: Data, at: At): void {
  const name = node.path.type === "PathExpression" ? String(node.path.original) : "";
  if (!["if", "unless", "each", "with"].includes(name) || !isHelperName(node.path)) throw unsupported(at, node, `the block '{{#${name}}}'`);
  if (node.params.length !== 1) throw unsupported(at, node, `'{{#${name}}}' with ${node.params.length} arguments`);
  if (node.program?.blockParams?.length) throw unsupported(at, node, "block parameters (`as |x|`)");
  const value = expression(node.params[0], scope, data, at);
  if (typeof value === "function") throw unsupported(at, node, "a function value");
  const hash = hashOf(node, scope, data, at);
  if (name === "if" || name === "unless") {
    const falsy = (!hash.includeZero && !value) || isEmpty(value);
    enter(falsy === (name === "if") ? node.inverse : node.program, scope.ctx, scope, data, at);
  } else if (name === "with") {
    if (isEmpty(value)) enter(node.inverse, scope.ctx, scope, data, at);
    else enter(node.program, value, scope, data, at);
  } else each(node, value, scope, data, at);
}

/** `#each`: every item of a list (holes skipped) or every own key of an object, else the `else` part. */
function each(node: HbsNode, value: unknown, scope: Scope, data: Data, at: At): void {
  let count = 0;
  const run = (item: unknown, key: string | number, index: number, last: boolean) => {
    count++;
    const frame: Data = { ...data, _parent: data, key, index, first: index === 0, last };
    enter(node.program, item, scope, frame, at);
  };
  if (value !== null && typeof value === "object") {
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) if (i in value) run(value[i], i, i, i === value.length - 1);
    } else if (Symbol.iterator in value) {
      throw unsupported(at, node, "'{{#each}}' over an iterable that is not a list");
    } else {
      const keys = Object.keys(value);
      keys.forEach((key, i) => run((value as Record<string, unknown>)[key], key, i, i === keys.length - 1));
    }
  }
  if (count === 0) enter(node.inverse, scope.ctx, scope, data, at);
}

/** `{{> name}}`: the partial's own pieces (its frame), indented as Handlebars indents a standalone partial. */
function partial(node: HbsNode, scope: Scope, data: Data, at: At): void {
  const name = node.name;
  if (name?.type !== "PathExpression") throw unsupported(at, node, "a partial named by an expression");
  if (node.params.length > 1) throw unsupported(at, node, "a partial with more than one argument");
  const key = partialKey(at.folder, String(name.original));
  if (key === null || getTemplateSource(key) === undefined) throw unsupported(at, node, `the partial '${name.original}', which the store does not have`);
  if (at.depth >= MAX_DEPTH) throw unsupported(at, node, `partials nested ${MAX_DEPTH} deep (an include cycle)`);
  let ctx = node.params.length ? expression(node.params[0], scope, data, at) : scope.ctx;
  if (node.hash) ctx = { ...(ctx as object), ...hashOf(node, scope, data, at) };
  const frame: TraceFrame = { key, includedFrom: [{ file: templateFile(at.frame.key), line: lineOf(node) }, ...at.frame.includedFrom] };
  const inner: At = { frame, folder: at.folder, out: [], depth: at.depth + 1 };
  // A partial starts a scope of its own (`../` reaches nothing outside it); the data frame goes through.
  statements(astOf(key), { ctx, parent: null }, data, inner);
  if (node.indent) indent(inner.out, String(node.indent), at.frame, lineOf(node));
  at.out.push(...inner.out);
}

/**
 * Handlebars' indentation of a partial's output: `indent` before every line but a last empty one. The
 * indent is written by the including template's `{{> partial}}` line.
 */
function indent(pieces: TracedPiece[], indentText: string, frame: TraceFrame, line: number): void {
  const total = pieces.reduce((n, p) => n + p.text.length, 0);
  if (total === 0) return;
  const out: TracedPiece[] = [{ text: indentText, frame, line, literal: false }];
  let written = 0;
  for (const piece of pieces) {
    let from = 0;
    let pieceLine = piece.line;
    for (let i = 0; i < piece.text.length; i++) {
      if (piece.text.charCodeAt(i) !== 10 || written + i + 1 === total) continue;
      out.push({ ...piece, text: piece.text.slice(from, i + 1), line: pieceLine });
      out.push({ text: indentText, frame, line, literal: false });
      if (piece.literal) pieceLine += countNewlines(piece.text, from, i + 1);
      from = i + 1;
    }
    if (from < piece.text.length) out.push({ ...piece, text: piece.text.slice(from), line: pieceLine });
    written += piece.text.length;
  }
  pieces.splice(0, pieces.length, ...out);
}

function countNewlines(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
}

function statements(program: HbsNode, scope: Scope, data: Data, at: At): void {
  for (const node of program.body as HbsNode[]) {
    switch (node.type) {
      case "ContentStatement":
        push(at, String(node.value), contentLine(node), true);
        break;
      case "CommentStatement":
        break;
      case "MustacheStatement":
        mustache(node, scope, data, at);
        break;
      case "BlockStatement":
        block(node, scope, data, at);
        break;
      case "PartialStatement":
        partial(node, scope, data, at);
        break;
      default:
        throw unsupported(at, node, `a ${node.type}`);
    }
  }
}

/**
 * Renders the template `key` (`language/client/name`, a source in the store) for `context`, recording
 * which template and line wrote each piece. `trimEnd`: without trailing whitespace, as the render paths
 * that trim. Throws TraceUnsupported for a construct it does not interpret.
 */
export function traceTemplate(key: string, context: TemplateContext, options: { trimEnd?: boolean } = {}): TracedRender {
  const language = key.slice(0, key.indexOf("/"));
  const at: At = { frame: { key, includedFrom: [] }, folder: key.slice(0, key.lastIndexOf("/")), out: [], depth: 0 };
  inLanguage(language, () => statements(astOf(key), { ctx: context, parent: null }, { root: context }, at));
  let pieces = at.out;
  let text = pieces.map((p) => p.text).join("");
  if (options.trimEnd) {
    const kept = text.trimEnd().length;
    pieces = cut(pieces, kept);
    text = text.slice(0, kept);
  }
  return { key, text, pieces };
}

/** The pieces that make the first `length` characters. */
function cut(pieces: TracedPiece[], length: number): TracedPiece[] {
  const out: TracedPiece[] = [];
  let written = 0;
  for (const piece of pieces) {
    if (written >= length) break;
    const text = piece.text.slice(0, length - written);
    out.push(text === piece.text ? piece : { ...piece, text });
    written += text.length;
  }
  return out;
}

/**
 * The source of every output line (`text.split("\n")`, less the empty one after a final newline). A line
 * written by several templates or lines (an indent, a value, text around it) is the one that wrote its
 * first non-blank character; a blank line, the one that wrote its newline (or, for a last line with no
 * newline, its last character).
 */
export function lineSources(render: TracedRender): LineSource[] {
  const lines: LineSource[] = [];
  let first: LineSource | null = null;
  let last: LineSource | null = null;
  const source = (piece: TracedPiece, line: number): LineSource => ({ key: piece.frame.key, file: templateFile(piece.frame.key), line, includedFrom: piece.frame.includedFrom });
  for (const piece of render.pieces) {
    const segments = piece.text.split("\n");
    segments.forEach((segment, j) => {
      const line = piece.literal ? piece.line + j : piece.line;
      if (first === null && /\S/.test(segment)) first = source(piece, line);
      if (segment !== "" || j < segments.length - 1) last = source(piece, line);
      if (j < segments.length - 1) {
        lines.push(first ?? last!);
        first = null;
        last = null;
      }
    });
  }
  if (last !== null) lines.push(first ?? last);
  return lines;
}

/** A render the engine made while traceRenders listened, with its trace. */
export interface ObservedRender {
  key: string;
  /** What the normal render printed. */
  output: string;
  /** The traced render, whose text is `output`; null when it could not be made or differs (then `problem` says why). */
  trace: TracedRender | null;
  problem?: string;
}

/**
 * Runs `run` and traces the template renders it makes (those of keys `want` accepts; all by default), each
 * at once with the context it rendered with. A trace whose text is not the normal output is dropped
 * (`problem` says so): a source shown is always the render's own.
 */
export function traceRenders<T>(run: () => T, want: (key: string) => boolean = () => true): { result: T; renders: ObservedRender[] } {
  const renders: ObservedRender[] = [];
  const outer = observeTemplateRenders((key, context, trimEnd, output) => {
    if (!want(key)) return;
    try {
      const trace = traceTemplate(key, context, { trimEnd });
      if (trace.text === output) renders.push({ key, output, trace });
      else renders.push({ key, output, trace: null, problem: `${templateFile(key)}: the traced render differs from the render` });
    } catch (error) {
      renders.push({ key, output, trace: null, problem: (error as Error).message });
    }
  });
  try {
    return { result: run(), renders };
  } finally {
    observeTemplateRenders(outer);
  }
}
