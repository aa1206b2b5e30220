// Where a template error happens: the file (a partial's own, not the template that includes it), line
// and column, and the chain of inclusions. Rendering never pays for this: when a render fails,
// engine/render/templates.ts renders once more through a copy of the templates with a position marker before
// each statement, and the markers' last word (and the position Handlebars gives some errors) says where.
import Handlebars from "handlebars";
import type { HbsNode } from "./codegen.ts";

export { formatTemplateError, MissingVariableError, TemplateError, templateFile } from "./location.ts";
export type { Inclusion, TemplateLocation } from "./location.ts";
import { MissingVariableError, templateFile, type Inclusion, type TemplateLocation } from "./location.ts";

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

/** A node's start; nowhere for a node without a position (the markers this module adds before statements). */
const startOf = (node: HbsNode) => (node.loc?.start ?? NOWHERE) as { line: number; column: number };
const NOWHERE = { line: -1, column: -2 };
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

/** The marked templates, compiled once per source (a record with a reserved word fails every time it renders). */
interface Marked {
  source: string;
  ast: HbsNode | null;
  fn: Handlebars.TemplateDelegate | null;
  /** Why it does not parse, and where. */
  failure: { line?: number; column?: number; problem: string; error: unknown } | null;
}

let env: HbsEnv | undefined;
const marked = new Map<string, Marked>();
/** The located render's templates, innermost last (renders are synchronous: one at a time). */
let stack: Frame[] = [];

function markedEnv(helpers: Record<string, unknown>): HbsEnv {
  if (!env) {
    env = Handlebars.create();
    env.registerHelper(MARK, (line: number, column: number) => {
      const top = stack[stack.length - 1]!;
      top.line = line;
      top.column = column;
      return "";
    });
  }
  // The store's helpers as they are now (and the marker, which no template can name by accident).
  for (const [name, helper] of Object.entries(helpers)) if (name !== MARK && env.helpers[name] !== helper) env.registerHelper(name, helper as Handlebars.HelperDelegate);
  return env;
}

function markedTemplate(hbs: HbsEnv, key: string, source: string): Marked {
  let found = marked.get(key);
  if (found?.source === source) return found;
  found = { source, ast: null, fn: null, failure: null };
  try {
    const ast = hbs.parseWithoutProcessing(source, OPTIONS as never) as unknown as HbsNode;
    mark(ast);
    found.ast = ast;
    found.fn = hbs.compile(ast as never, OPTIONS);
  } catch (error) {
    const parsed = parseProblem(hbs, error);
    found.failure = { line: parsed?.line, column: parsed?.column, problem: parsed?.problem ?? String(error), error };
  }
  marked.set(key, found);
  return found;
}

/**
 * Renders `setup.key` again with position markers and says where it fails: the template (a partial's
 * own file), line and column, the inclusions, and the problem. Null when this render does not fail.
 */
export function locateRenderError(setup: RenderSetup): LocatedError | null {
  const hbs = markedEnv(setup.helpers);
  const chain = () => {
    const inclusions: Inclusion[] = [];
    for (let i = stack.length - 1; i > 0; i--) inclusions.push({ file: stack[i - 1]!.file, line: stack[i]!.includedAt });
    return inclusions;
  };
  const lineOf = (key: string, line: number | undefined) => (line === undefined ? undefined : setup.source(key)?.split("\n")[line - 1]?.replace(/\r$/, ""));
  /** Enters a template: its marked render function, or a parse failure thrown with where it is. */
  const enter = (key: string, includedAt: number): Handlebars.TemplateDelegate => {
    const template = markedTemplate(hbs, key, setup.source(key) ?? "");
    const frame: Frame = { key, file: templateFile(key), ast: template.ast, includedAt };
    stack.push(frame);
    if (template.failure) {
      const { line, column, problem, error } = template.failure;
      throw new Located({ location: { file: frame.file, line, column, includedFrom: chain(), text: lineOf(key, line) }, problem, error });
    }
    return template.fn!;
  };
  const partials: Record<string, Handlebars.TemplateDelegate> = {};
  for (const [name, key] of Object.entries(setup.partials)) {
    partials[name] = (context: unknown, options?: Handlebars.RuntimeOptions) => {
      const out = enter(key, stack[stack.length - 1]?.line ?? 0)(context, options);
      stack.pop();
      return out;
    };
  }
  stack = [];
  try {
    enter(setup.key, 0)(setup.context, { partials });
  } catch (error) {
    if (error instanceof Located) return error.found;
    const frame = stack[stack.length - 1]!;
    // A check Handlebars makes when it compiles (it knows the position); else what the render hit.
    const compiled = /^"[^"]+" not defined in/.test((error as Error)?.message ?? "") ? null : parseProblem(hbs, error);
    const found = compiled ?? describe(error, frame, frame.line, frame.column, setup.helpers);
    const line = found.line ?? frame.line;
    return {
      location: { file: frame.file, line, column: found.line === undefined ? frame.column : found.column, includedFrom: chain(), text: lineOf(frame.key, line) },
      problem: found.problem,
      error,
    };
  } finally {
    stack = [];
  }
  return null;
}

/** Carries a parse failure's location out of a nested partial. */
class Located extends Error {
  constructor(readonly found: LocatedError) {
    super(found.problem);
  }
}
