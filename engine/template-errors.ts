// Where a template error happens: the file (a partial's own, not the template that includes it), line
// and column, and the chain of inclusions. Rendering never pays for this: when a render fails,
// engine/templates.ts renders once more through a copy of the templates with a position marker before
// each statement, and the markers' last word (and the position Handlebars gives some errors) says where.
import Handlebars from "handlebars";
import type { HbsNode } from "./template-codegen.ts";

/** A template including the next one: its file and the line of the `{{> partial}}`. */
export interface Inclusion {
  file: string;
  line: number;
}

export interface TemplateLocation {
  /** The template file, e.g. `templates/sh/curl/_authorization.hbs`. */
  file: string;
  /** 1-based; absent when unknown. */
  line?: number;
  /** 1-based; absent when unknown. */
  column?: number;
  /** The templates including it, innermost first. */
  includedFrom: readonly Inclusion[];
  /** The text of that line, when known (for a caret under the column). */
  text?: string;
}

/** `templates/<key>.hbs`. */
export const templateFile = (key: string) => `templates/${key}.hbs`;

/** `file:line:column: problem (included from file:line, included from …)`. */
export function formatTemplateError(where: TemplateLocation, problem: string): string {
  const position = where.line === undefined ? "" : where.column === undefined ? `:${where.line}` : `:${where.line}:${where.column}`;
  const chain = where.includedFrom.map((i) => `included from ${i.file}:${i.line}`).join(", ");
  return `${where.file}${position}: ${problem}${chain ? ` (${chain})` : ""}`;
}

/** A template that cannot be parsed or rendered (an author's mistake, not the record's). */
export class TemplateError extends Error {
  override readonly name = "TemplateError";
  constructor(
    readonly location: TemplateLocation,
    readonly problem: string,
    options?: { cause?: unknown },
  ) {
    super(formatTemplateError(location, problem), options);
  }
}

/** A value the strict context view was asked for and does not have (engine/templates.ts). */
export class MissingVariableError extends Error {
  constructor(readonly variable: string) {
    super(`missing variable "${variable}"`);
  }
}

const OPTIONS = { noEscape: true, strict: true } as const;

type HbsEnv = ReturnType<typeof Handlebars.create>;

/**
 * Where Handlebars' parser (or its checks while parsing, e.g. `{{#if}}…{{/each}}`) stopped, and the
 * problem without Handlebars' excerpt: its message has the line; its lexer still holds the token's
 * position. Null for an error that is not the parser's.
 */
export function parseProblem(hbs: HbsEnv, error: unknown): { line?: number; column?: number; problem: string } | null {
  const message = error instanceof Error ? error.message : String(error);
  const syntax = /^(Parse|Lexical) error on line (\d+)[:.]/.exec(message);
  if (syntax) {
    const line = Number(syntax[2]);
    const loc = ((hbs as unknown as { Parser?: unknown }).Parser as { lexer?: { yylloc?: { first_line: number; first_column: number } } } | undefined)?.lexer?.yylloc;
    const column = loc && loc.first_line === line ? loc.first_column + 1 : undefined;
    const lines = message.split("\n");
    const detail = syntax[1] === "Parse" ? lines[lines.length - 1]! : message.slice(syntax[0].length).split("\n")[0]!.trim();
    return { line, column, problem: `${syntax[1] === "Parse" ? "syntax" : "lexical"} error: ${detail}` };
  }
  const located = error as { lineNumber?: unknown; column?: unknown };
  if (typeof located.lineNumber === "number") {
    return {
      line: located.lineNumber,
      column: typeof located.column === "number" ? located.column + 1 : undefined,
      problem: message.replace(/ - \d+:\d+$/, ""),
    };
  }
  return null;
}

/** What `locateRenderError` needs of the template store. */
export interface RenderSetup {
  /** The template rendered, `language/client/template`. */
  key: string;
  source: (key: string) => string | undefined;
  /** Partials visible to it: name (`_name`) → key. */
  partials: Record<string, string>;
  helpers: Record<string, unknown>;
  /** The context as the failed render saw it (the strict view). */
  context: unknown;
}

export interface LocatedError {
  location: TemplateLocation;
  /** What went wrong, e.g. `unknown helper 'foo'`; `error` is the original error. */
  problem: string;
  error: unknown;
}

/** A template on the located render's stack, and where in it the render is. */
interface Frame {
  key: string;
  file: string;
  ast: HbsNode | null;
  line?: number;
  column?: number;
  /** The includer's line of the `{{> partial}}` that entered this one. */
  includedAt: number;
}

const MARK = "__templateErrorPosition";

/** A marker statement (`{{MARK line column}}`, which prints nothing) for a statement's start. */
function marker(node: HbsNode): HbsNode {
  const start = node.loc.start as { line: number; column: number };
  const number = (value: number) => ({ type: "NumberLiteral", value, original: value, loc: node.loc });
  return {
    type: "MustacheStatement",
    path: { type: "PathExpression", data: false, depth: 0, parts: [MARK], original: MARK, loc: node.loc },
    params: [number(start.line), number(start.column + 1)],
    escaped: false,
    strip: { open: false, close: false },
    loc: node.loc,
  };
}

const MARKED = new Set(["MustacheStatement", "BlockStatement", "PartialStatement", "PartialBlockStatement", "DecoratorBlock"]);

/** Puts a marker before every statement of a program, blocks' bodies included, in place. */
function mark(program: HbsNode | null | undefined): void {
  if (!program?.body) return;
  const body: HbsNode[] = [];
  for (const statement of program.body as HbsNode[]) {
    // An `{{else if …}}` chain's program holds only the chained block: Handlebars reads it there.
    if (MARKED.has(statement.type) && statement.loc && !program.chained) body.push(marker(statement));
    body.push(statement);
    if (statement.type === "BlockStatement" || statement.type === "DecoratorBlock") {
      mark(statement.program);
      mark(statement.inverse);
    }
  }
  program.body = body;
}

/** The first node in `value` (a node, or nodes) for which `test` holds, depth first; blocks' bodies only when `bodies`. */
function find(value: unknown, test: (node: HbsNode) => boolean, bodies = true): HbsNode | undefined {
  if (value === null || typeof value !== "object") return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = find(item, test, bodies);
      if (found) return found;
    }
    return undefined;
  }
  const node = value as HbsNode;
  if (typeof node.type === "string" && test(node)) return node;
  for (const [key, child] of Object.entries(node)) {
    if (key === "loc" || (!bodies && (key === "program" || key === "inverse"))) continue;
    const found = find(child, test, bodies);
    if (found) return found;
  }
  return undefined;
}

const startOf = (node: HbsNode) => node.loc.start as { line: number; column: number };
const isCall = (node: HbsNode) =>
  ["MustacheStatement", "SubExpression", "BlockStatement"].includes(node.type) && (node.params?.length > 0 || node.hash !== undefined);

interface Problem {
  problem: string;
  /** A sharper position than the statement's, when the problem's own node is known. */
  line?: number;
  column?: number;
}

/** The problem an error of the located render stands for, in a template author's words, and its node's position. */
function describe(error: unknown, frame: Frame, line: number | undefined, column: number | undefined, helpers: Record<string, unknown>): Problem {
  const message = error instanceof Error ? error.message : String(error);
  // The statement the last marker stood for (its helper's name and arguments, not a block's body).
  const statement =
    line === undefined || column === undefined
      ? undefined
      : find(frame.ast, (n) => MARKED.has(n.type) && n.path?.original !== MARK && startOf(n).line === line && startOf(n).column + 1 === column);
  const at = (node: HbsNode | undefined, problem: string): Problem =>
    node ? { problem, line: startOf(node).line, column: startOf(node).column + 1 } : { problem };
  const undefinedName = /^"([^"]+)" not defined in/.exec(message);
  const own = error as { lineNumber?: unknown; column?: unknown };
  if (undefinedName && typeof own.lineNumber === "number" && typeof own.column === "number") {
    // Strict Handlebars names the last part of the path and gives the path's position.
    const position = { line: own.lineNumber, column: own.column + 1 };
    const path = find(frame.ast, (n) => n.type === "PathExpression" && startOf(n).line === position.line && startOf(n).column + 1 === position.column);
    const call = path && find(frame.ast, (n) => isCall(n) && n.path === path);
    if (call && !Object.hasOwn(helpers, path.original)) return { problem: `unknown helper '${path.original}'`, ...position };
    return { problem: `missing variable "${path?.original ?? undefinedName[1]}"`, ...position };
  }
  if (error instanceof MissingVariableError || undefinedName) {
    // The strict view (or strict Handlebars) reports a call of an unknown helper as a missing name.
    const name = error instanceof MissingVariableError ? error.variable : undefinedName![1]!;
    const names = (n: HbsNode) => n.type === "PathExpression" && (n.original === name || name.endsWith(`.${n.original}`));
    const call = find(statement, (n) => isCall(n) && !n.path.data && n.path.parts?.length === 1 && names(n.path) && !Object.hasOwn(helpers, n.path.original), false);
    if (call) return at(call.path, `unknown helper '${call.path.original}'`);
    const path = find(statement, names, false);
    return at(path, `missing variable "${error instanceof MissingVariableError ? name : (path?.original ?? name)}"`);
  }
  const helper = /^Missing helper: "([^"]+)"/.exec(message);
  if (helper) return { problem: `unknown helper '${helper[1]}'` };
  const partial = /^The partial (.+) could not be found$/.exec(message);
  if (partial) return { problem: `unknown partial '${partial[1]}'` };
  return { problem: message };
}

/**
 * Renders `setup.key` again with position markers and says where it fails: the template (a partial's
 * own file), line and column, the inclusions, and the problem. Null when this render does not fail.
 */
export function locateRenderError(setup: RenderSetup): LocatedError | null {
  const env = Handlebars.create();
  const stack: Frame[] = [];
  env.registerHelper(setup.helpers as Handlebars.HelperDeclareSpec);
  env.registerHelper(MARK, (line: number, column: number) => {
    const top = stack[stack.length - 1]!;
    top.line = line;
    top.column = column;
    return "";
  });
  const chain = () => {
    const inclusions: Inclusion[] = [];
    for (let i = stack.length - 1; i > 0; i--) inclusions.push({ file: stack[i - 1]!.file, line: stack[i]!.includedAt });
    return inclusions;
  };
  const asts = new Map<string, HbsNode>();
  const lineOf = (key: string, line: number | undefined) => (line === undefined ? undefined : setup.source(key)?.split("\n")[line - 1]?.replace(/\r$/, ""));
  const compileMarked = (key: string, frame: Frame) => {
    let ast: HbsNode;
    try {
      ast = env.parseWithoutProcessing(setup.source(key) ?? "", OPTIONS as never) as unknown as HbsNode;
    } catch (error) {
      const parsed = parseProblem(env, error);
      const location = { file: frame.file, line: parsed?.line, column: parsed?.column, includedFrom: chain(), text: lineOf(key, parsed?.line) };
      throw new Located({ location, problem: parsed?.problem ?? String(error), error });
    }
    mark(ast);
    asts.set(frame.file, ast);
    frame.ast = ast;
    return env.compile(ast as never, OPTIONS);
  };
  const partials: Record<string, Handlebars.TemplateDelegate> = {};
  for (const [name, key] of Object.entries(setup.partials)) {
    let compiled: Handlebars.TemplateDelegate | undefined;
    partials[name] = (context: unknown, options?: Handlebars.RuntimeOptions) => {
      const file = templateFile(key);
      const frame: Frame = { key, file, ast: asts.get(file) ?? null, includedAt: stack[stack.length - 1]?.line ?? 0 };
      stack.push(frame);
      compiled ??= compileMarked(key, frame);
      const out = compiled(context, options);
      stack.pop();
      return out;
    };
  }
  const root: Frame = { key: setup.key, file: templateFile(setup.key), ast: null, includedAt: 0 };
  stack.push(root);
  try {
    compileMarked(setup.key, root)(setup.context, { partials });
  } catch (error) {
    if (error instanceof Located) return error.found;
    const frame = stack[stack.length - 1]!;
    // A check Handlebars makes when it compiles (it knows the position); else what the render hit.
    const compiled = /^"[^"]+" not defined in/.test((error as Error)?.message ?? "") ? null : parseProblem(env, error);
    const found = compiled ?? describe(error, frame, frame.line, frame.column, setup.helpers);
    const line = found.line ?? frame.line;
    return {
      location: { file: frame.file, line, column: found.line === undefined ? frame.column : found.column, includedFrom: chain(), text: lineOf(frame.key, line) },
      problem: found.problem,
      error,
    };
  }
  return null;
}

/** Carries a parse failure's location out of a nested partial. */
class Located extends Error {
  constructor(readonly found: LocatedError) {
    super(found.problem);
  }
}
