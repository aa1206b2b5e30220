// The fast template path's code generator: turns a parsed Handlebars template (Handlebars' own parser,
// so whitespace control and standalone lines are identical) into one JavaScript function, for the subset
// of Handlebars our templates use. Anything outside the subset throws Unsupported at generation time;
// anything unusual at run time (a missing variable, an inherited property, a function value) throws
// BAIL, and engine/render/templates.ts re-renders through Handlebars, which stays the reference.

export interface CodegenEnv {
  helpers: Record<string, (...args: unknown[]) => unknown>;
  literalWriters: Record<string, (value: unknown, indent: number) => string>;
  hasSource: (key: string) => boolean;
  partialBody: (key: string) => FastBody | null;
  /** A partial's parsed template, for writing its code in place (see partial()); null when it does not parse. */
  partialAst?: (key: string) => HbsNode | null;
  /**
   * `{{ident x}}`: the registered helper, and per language the test it makes there. Where a template
   * calls that very helper, the generated code calls the test of the template's language directly and
   * bails when it fails (the reference path then throws the helper's own error).
   */
  names?: { helper: unknown; testFor: (language: string) => (value: unknown) => boolean };
  /**
   * `{{comment "python" text}}`: the registered helper, and the line-comment prefix of each language. Where
   * compact code calls that very helper with a known language named by a literal, it calls the imported
   * `C(prefix, text, indent)` (engine/languages/index.ts's commentWith) instead: the comment is the same,
   * and a pack whose templates only comment in a language needs no definition of it.
   */
  comments?: { helper: unknown; prefixOf: (language: string) => string | undefined };
}

import { BAIL, concat, LOGIC_HELPERS, RUNTIME, type Data, type FastBody, type Scope } from "./runtime.ts";
import { partialKey as partialKeyOf } from "./partials.ts";
export { BAIL, concat, LOGIC_HELPERS, type Data, type FastBody, type Scope } from "./runtime.ts";

class Unsupported extends Error {}

const BLOCK_HELPERS = new Set(["if", "unless", "each", "with", "lookup", "log", "blockHelperMissing", "helperMissing"]);

/** The inline form of a logic helper call over argument expressions, or null for another arity. */
const INLINE_LOGIC: Record<keyof typeof LOGIC_HELPERS, (args: string[]) => string | null> = {
  eq: (args) => (args.length === 2 ? `(${args[0]}) === (${args[1]})` : null),
  ne: (args) => (args.length === 2 ? `(${args[0]}) !== (${args[1]})` : null),
  // `+` evaluates every operand (no short circuit), as the helper's arguments all are.
  and: (args) => (args.length ? `(${args.map((a) => `!!(${a})`).join(" + ")}) === ${args.length}` : null),
  or: (args) => (args.length ? `(${args.map((a) => `!!(${a})`).join(" + ")}) > 0` : null),
  not: (args) => (args.length === 1 ? `!(${args[0]})` : null),
};

export type HbsNode = { type: string } & Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

// s: the scope variable, c: its context variable, d: the data frame variable, at this point of the code.
interface At {
  s: string;
  c: string;
  d: string;
}

const LITERAL_TYPES = new Set(["StringLiteral", "NumberLiteral", "BooleanLiteral", "UndefinedLiteral", "NullLiteral"]);
const isLiteralNode = (n: HbsNode) => LITERAL_TYPES.has(n.type);
const isSimpleName = (path: HbsNode) =>
  path.type === "PathExpression" && !path.data && path.depth === 0 && path.parts.length === 1 && path.original === path.parts[0];
/** Text longer than this is a constant of the generated code rather than a literal in it (FastBodyGenerator.text). */
const LARGE_TEXT = 16 * 1024;

/** Whether generated code names `name`. */
const uses = (code: string, name: string) => new RegExp(`\\b${name}\\b`).test(code);

// `t` is a scratch variable: each step assigns it before reading it, so nesting is safe. A named
// property read (`t.url`) keeps the engine's inline cache for it monomorphic.
// For a name no standard prototype has, a defined value read from a plain object or array is an own
// property: that common case costs one read and a prototype comparison; anything else (undefined, a
// class instance, a null prototype, a name like `constructor`) takes ownSlow's exact check.
// A context variable (`c`, `c3`) is tested for being a plain object or array once, where it is
// bound (`cP`, `c3P`): a read from it then skips the type and prototype tests.
// Compact code (the package's precompiled templates, where bytes count more than the last nanosecond):
// every read is ownSlow's exact check, a call.
function lookup(base: string, parts: string[], context = false, compact: "strict" | "param" | false = false): string {
  if (compact) return `${compact === "strict" ? "ownPath" : "paramPath"}(${[base, ...parts.map((part) => JSON.stringify(part))].join(", ")})`;
  return parts.reduce((code, part, i) => {
    const key = JSON.stringify(part);
    const quick = /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(part) && !(part in Object.prototype) && !(part in Array.prototype);
    if (!quick) return `ownSlow(${code}, ${key})`;
    if (i === 0 && context) return `(${base}P && (u = ${base}.${part}) !== undefined ? u : ownSlow(${base}, ${key}))`;
    return `(t = ${code}, t !== null && typeof t === "object" && (u = t.${part}) !== undefined && ((p = getProto(t)) === OP || p === AP) ? u : ownSlow(t, ${key}))`;
  }, base);
}

/** `.name`, or `["name"]` for a key that is no identifier. */
const propertyAccess = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `[${JSON.stringify(name)}]`);

/** Local names (`h0`, `w1`...) for the helpers and writers the code calls, one per name, in first-use order. */
class LocalNames {
  readonly names = new Map<string, string>();
  constructor(private readonly prefix: string) {}
  ref(name: string): string {
    let local = this.names.get(name);
    if (!local) this.names.set(name, (local = `${this.prefix}${this.names.size}`));
    return local;
  }
}

/** Generates one JavaScript function for a template, as Handlebars itself does, for the subset above. */
export function generateFastBody(ast: HbsNode, key: string, env: CodegenEnv): FastBody {
  return new FastBodyGenerator(key, env).generate(ast);
}

/**
 * The same function as JavaScript module source, for the package build (scripts/package/precompile.ts):
 * `(c, s, d) => …`, rendered by engine/render/precompiled.ts without eval. Throws when
 * the template uses anything outside the subset (the build then fails, naming it).
 */
export function generateTemplateModule(ast: HbsNode, key: string, env: CodegenEnv): string {
  return new FastBodyGenerator(key, env, true).moduleSource(ast);
}

/** The state of one template's generation: its constants, variables, helper and writer names. */
class FastBodyGenerator {
  private readonly folder: string;
  private readonly language: string;
  readonly constants: unknown[] = [];
  private readonly constantRefs = new Map<unknown, string>();
  private vars = 0;
  private readonly helperNames = new LocalNames("h");
  private readonly writerNames = new LocalNames("w");
  /** Partials whose code is being written in place, innermost last (a partial including itself is called instead). */
  private readonly inlining: string[] = [];

  constructor(
    private readonly key: string,
    private readonly env: CodegenEnv,
    /** Module source for the package: reads through ownSlow, and the body written once (see moduleSource). */
    private readonly compact = false,
  ) {
    this.folder = key.slice(0, key.lastIndexOf("/"));
    this.language = key.slice(0, key.indexOf("/"));
  }

  /**
   * `K[i]` for a value the code uses; the same value always gets the same reference (so calls on it
   * compare equal). Compact code writes the value itself (`code`: JSON, or a call of the imported N or P).
   */
  private constant(value: unknown, code: string): string {
    if (this.compact) return code;
    let ref = this.constantRefs.get(value);
    if (ref === undefined) this.constantRefs.set(value, (ref = `K[${this.constants.push(value) - 1}]`));
    return ref;
  }

  /**
   * A template's text in the code: a string literal, or past LARGE_TEXT characters a constant (`K[i]`),
   * so a pasted megabyte is not written into the code twice (`fast` and `fast.root`), searched by
   * `uses` and parsed again by `new Function`. Compact code writes the literal.
   */
  private text(value: string): string {
    if (this.compact || value.length <= LARGE_TEXT) return JSON.stringify(value);
    // Not looked up in constantRefs: a map key of a megabyte is hashed and compared in full.
    return `K[${this.constants.push(value) - 1}]`;
  }

  /** A helper's function in the code: a local name, or in compact code the imported table's entry (H, W). */
  private helper(name: string): string {
    return this.compact ? `H${propertyAccess(name)}` : this.helperNames.ref(name);
  }

  private writer(name: string): string {
    return this.compact ? `W${propertyAccess(name)}` : this.writerNames.ref(name);
  }

  private fresh(prefix: string): string {
    return `${prefix}${this.vars++}`;
  }

  /**
   * `{{py value indent=4}}`: a call of the literal writer itself, with the indent the helper would read,
   * or null when the node is not such a call. A writer returns a string: it needs no print().
   */
  private writerCall(node: HbsNode, at: At): string | null {
    const env = this.env;
    const path = node.path;
    if (!isSimpleName(path) || !Object.hasOwn(env.literalWriters, path.original) || node.params.length !== 1) return null;
    if (!Object.hasOwn(env.helpers, path.original) || BLOCK_HELPERS.has(path.original)) return null;
    const pairs = (node.hash?.pairs ?? []) as HbsNode[];
    if (!pairs.every((p) => isLiteralNode(p.value))) return null;
    const hash = Object.fromEntries(pairs.map((p) => [p.key, p.value.type === "NullLiteral" ? null : p.value.value]));
    const indent = typeof hash.indent === "number" ? hash.indent : 0;
    return `${this.writer(path.original)}(${this.expr(node.params[0], at)}${this.indentArgument(indent)})`;
  }

  /** The indent argument of a writer's or comment's call: compact code leaves out 0, the callee's default. */
  private indentArgument(indent: number): string {
    return this.compact && indent === 0 ? "" : `, ${indent}`;
  }

  /** A call that returns a string, so needs no print(): a literal writer's (writerCall) or the name helper's (identCall); null otherwise. */
  private stringCall(node: HbsNode, at: At): string | null {
    return this.writerCall(node, at) ?? this.identCall(node, at);
  }

  /**
   * In compact code, `{{ident value}}` as the call of the name helper alone: it returns the value (a string)
   * or throws, and reads no options. Null otherwise.
   */
  private identCall(node: HbsNode, at: At): string | null {
    const names = this.env.names;
    if (!this.compact || !names || node.path.original !== "ident" || this.env.helpers.ident !== names.helper) return null;
    if (node.params.length !== 1 || node.hash?.pairs?.length) return null;
    return `${this.helper("ident")}(${this.expr(node.params[0], at)})`;
  }

  /**
   * `strict`: the path of a plain `{{path}}`, which Handlebars' strict mode looks up strictly; elsewhere (a
   * helper's argument, a block's condition) Handlebars reads leniently, and the strict context view does not
   * cover a frozen catalogue constant: compact code reads those with `param` (see runtime.ts).
   */
  private expr(node: HbsNode, at: At, strict = false): string {
    const compact = this.compact ? (strict ? "strict" : "param") : false;
    switch (node.type) {
      case "PathExpression": {
        if (node.data) {
          if (!node.parts.length) throw new Unsupported();
          return lookup(at.d, node.parts, false, compact);
        }
        if (isSimpleName(node) && Object.hasOwn(this.env.helpers, node.original)) throw new Unsupported();
        if (node.depth === 0) return lookup(at.c, node.parts, true, compact);
        return lookup(`up(${at.s}, ${node.depth})`, node.parts, false, compact);
      }
      case "SubExpression":
        return this.helperCall(node, at);
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
  }

  /** `helper param… key=value…`, called as Handlebars calls it: the params, then an options object. */
  private helperCall(node: HbsNode, at: At): string {
    const env = this.env;
    const path = node.path;
    if (!isSimpleName(path) || BLOCK_HELPERS.has(path.original) || !Object.hasOwn(env.helpers, path.original)) {
      throw new Unsupported();
    }
    const written = this.stringCall(node, at);
    if (written !== null) return written;
    const commented = this.commentCall(node, at);
    if (commented !== null) return commented;
    const args = (node.params as HbsNode[]).map((p) => this.expr(p, at));
    const pairs = (node.hash?.pairs ?? []) as HbsNode[];
    const name = path.original as string;
    const inline = pairs.length === 0 ? this.inlineCall(name, args, at) : null;
    if (inline !== null) return inline;
    if (pairs.every((p) => isLiteralNode(p.value))) {
      const hash = Object.fromEntries(pairs.map((p) => [p.key, p.value.type === "NullLiteral" ? null : p.value.value]));
      args.push(this.constant({ hash }, JSON.stringify({ hash })));
    } else {
      args.push(`{ hash: { ${pairs.map((p) => `${JSON.stringify(p.key)}: ${this.expr(p.value, at)}`).join(", ")} } }`);
    }
    return `${this.helper(path.original)}(${args.join(", ")})`;
  }

  /**
   * In compact code, `{{comment "<language>" text indent=n}}` (a literal language the env knows, literal hash
   * values) as a call of the imported comment writer with the language's prefix; null otherwise.
   */
  private commentCall(node: HbsNode, at: At): string | null {
    const comments = this.env.comments;
    const [language, text, ...rest] = node.params as HbsNode[];
    if (!this.compact || !comments || node.path.original !== "comment" || this.env.helpers.comment !== comments.helper) return null;
    if (language?.type !== "StringLiteral" || !text || rest.length) return null;
    const prefix = comments.prefixOf(language.value);
    const pairs = (node.hash?.pairs ?? []) as HbsNode[];
    if (prefix === undefined || !pairs.every((p) => isLiteralNode(p.value))) return null;
    const indent = pairs.find((p) => p.key === "indent")?.value.value;
    return `C(${JSON.stringify(prefix)}, ${this.expr(text, at)}${this.indentArgument(typeof indent === "number" ? indent : 0)})`;
  }

  /** A helper call without a hash written as plain code (logic, the name test, concat), or null. */
  private inlineCall(name: string, args: string[], at: At): string | null {
    const env = this.env;
    if (Object.hasOwn(LOGIC_HELPERS, name) && env.helpers[name] === LOGIC_HELPERS[name as keyof typeof LOGIC_HELPERS]) {
      const inline = INLINE_LOGIC[name as keyof typeof LOGIC_HELPERS](args);
      if (inline !== null) return `(${inline})`;
    }
    // Compact code calls the helper itself (which tests the name in the template's language).
    if (name === "ident" && args.length === 1 && env.names && env.helpers[name] === env.names.helper && !this.compact) {
      const test = this.constant(env.names.testFor(this.language), `N(${JSON.stringify(this.language)})`);
      // A value that is no name: the helper itself throws its error.
      return `(u = ${args[0]}, ${test}(u) ? u : ${this.helper(name)}(u))`;
    }
    // `(concat a b)`: every argument evaluated in order, each made a string, joined.
    if (name === "concat" && env.helpers[name] === concat) return args.length ? `(${args.map((a) => `String(${a})`).join(" + ")})` : `""`;
    return null;
  }

  private program(node: HbsNode | null | undefined, at: At): string {
    if (!node) return "";
    if (node.blockParams?.length) throw new Unsupported();
    let code = "";
    // What the next statements append: compact code joins a run of them into one `o += a + b + c;`.
    let run: string[] = [];
    const append = (expression: string) => {
      if (this.compact) run.push(expression);
      else code += `o += ${expression};\n`;
    };
    const flush = () => {
      if (run.length) code += `o += ${run.join(" + ")};\n`;
      run = [];
    };
    for (const statement of node.body as HbsNode[]) {
      switch (statement.type) {
        case "ContentStatement":
          if (statement.value) append(this.text(statement.value));
          break;
        case "CommentStatement":
          break;
        case "MustacheStatement": {
          const written = statement.params.length || statement.hash ? this.stringCall(statement, at) : null;
          append(
            written !== null
              ? written
              : statement.params.length || statement.hash
                ? `print(${this.helperCall(statement, at)})`
                : `print(${this.expr(statement.path, at, true)})`,
          );
          break;
        }
        case "BlockStatement":
          flush();
          code += this.block(statement, at);
          break;
        case "PartialStatement":
          flush();
          code += this.partial(statement, at);
          break;
        default:
          throw new Unsupported();
      }
    }
    flush();
    return code;
  }


  /**
   * Runs `body` with `item` as the context: a new scope (unless the item is the context itself, where
   * Handlebars keeps the scope; the fast path bails then), declared only if the body uses it.
   */
  private enter(item: string, at: At, body: (at: At) => string): string {
    const s = this.fresh("s");
    const c = this.fresh("c");
    const code = body({ s, c, d: at.d });
    return (
      `const ${c} = ${item};\n` +
      (uses(code, `${c}P`) ? `const ${c}P = plain(${c});\n` : "") +
      (uses(code, s) ? `if (${c} === ${at.c}) bail();\nconst ${s} = { ctx: ${c}, parent: ${at.s} };\n` : "") +
      code
    );
  }

  private block(node: HbsNode, at: At): string {
    const path = node.path;
    if (!isSimpleName(path) || node.params.length !== 1 || node.hash || !node.program) throw new Unsupported();
    const condition = this.expr(node.params[0], at);
    switch (path.original) {
      case "if":
      case "unless": {
        const fn = this.program(node.program, at);
        const inverse = this.program(node.inverse, at);
        const test = path.original === "if" ? `!empty(${condition})` : `empty(${condition})`;
        return `if (${test}) {\n${fn}}${inverse ? ` else {\n${inverse}}` : ""}\n`;
      }
      case "each":
        return this.each(node, condition, at);
      default:
        throw new Unsupported();
    }
  }

  private each(node: HbsNode, condition: string, at: At): string {
    const v = this.fresh("v");
    const n = this.fresh("n");
    const i = this.fresh("i");
    const keys = this.fresh("k");
    const d = this.fresh("d");
    const inverse = this.program(node.inverse, at);
    // The data frame (@key, @index, @first, @last) is built only if the body reads it. A frame holds
    // these keys and @root only (the root frame is `{ root }`), so it is written as a literal: what
    // Handlebars' copy of the outer frame with these keys set gives, without a spread (in Node 20 a
    // property written after a spread costs about a microsecond).
    const iteration = (item: string, keyExpr: string) =>
      this.enter(item, at, (inner) => {
        const code = this.program(node.program, { ...inner, d });
        const frame = `const ${d} = { root: ${at.d}.root, _parent: ${at.d}, key: ${keyExpr}, index: ${i}, first: ${i} === 0, last: ${i} === ${n} - 1 };\n`;
        return (uses(code, d) ? frame : "") + code;
      });
    if (this.compact) {
      // Compact code: the loop is the run-time's (each), the body and the `else` functions of it.
      const item = this.fresh("x");
      const body = iteration(item, keys);
      const otherwise = inverse ? `, () => {\nlet o = "";\n${inverse}return o;\n}` : "";
      return `o += each(${condition}, (${item}, ${keys}, ${i}, ${n}) => {\nlet o = "";\n${body}return o;\n}${otherwise});\n`;
    }
    return (
      `{\nconst ${v} = ${condition};\n` +
      `if (Array.isArray(${v})) {\nconst ${n} = ${v}.length;\n` +
      `if (${n} === 0) {\n${inverse}} else for (let ${i} = 0; ${i} < ${n}; ${i}++) {\nif (!(${i} in ${v})) bail();\n${iteration(`${v}[${i}]`, i)}}\n` +
      `} else {\nconst ${keys} = eachKeys(${v});\nconst ${n} = ${keys} === null ? 0 : ${keys}.length;\n` +
      `if (${n} === 0) {\n${inverse}} else for (let ${i} = 0; ${i} < ${n}; ${i}++) {\n${iteration(`${v}[${keys}[${i}]]`, `${keys}[${i}]`)}}\n` +
      `}\n}\n`
    );
  }

  private partial(node: HbsNode, at: At): string {
    const env = this.env;
    const name = node.name;
    if (name.type !== "PathExpression" || node.hash || node.params.length > 1) throw new Unsupported();
    const partialKey = partialKeyOf(this.folder, String(name.original));
    if (partialKey === null || !env.hasSource(partialKey)) throw new Unsupported();
    // Compact code calls a partial rather than repeat its code in every template that includes it.
    return (this.compact ? null : this.inlinePartial(node, partialKey, at)) ?? this.partialCall(node, partialKey, at);
  }

  /**
   * A partial of the same context without indent, written in place: its output is exactly what its
   * template prints there, so its code goes where the call would, with no call, scope or data frame
   * to make. Null when it cannot be (a parameter, an indent, a partial including itself, a construct
   * outside the subset, a syntax error): it is called then, as before.
   */
  private inlinePartial(node: HbsNode, partialKey: string, at: At): string | null {
    if (node.params.length || node.indent || this.inlining.includes(partialKey)) return null;
    const ast = this.env.partialAst?.(partialKey);
    if (!ast) return null;
    this.inlining.push(partialKey);
    try {
      return `{\n${this.program(ast, at)}}\n`;
    } catch (error) {
      if (error instanceof Unsupported) return null;
      throw error;
    } finally {
      this.inlining.pop();
    }
  }

  private partialCall(node: HbsNode, partialKey: string, at: At): string {
    const env = this.env;
    // Resolved at the first call: partials may include each other.
    let body: FastBody | null | undefined;
    const call = this.constant(
      (scope: Scope, data: Data) => {
        if (body === undefined) body = env.partialBody(partialKey);
        if (!body) throw BAIL;
        return body(scope, data);
      },
      `P(${JSON.stringify(partialKey)})`,
    );
    let scope = at.s;
    let code = "";
    if (node.params.length) {
      const c = this.fresh("c");
      scope = this.fresh("s");
      code = `const ${c} = ${this.expr(node.params[0], at)};\nconst ${scope} = ${c} === ${at.c} ? ${at.s} : { ctx: ${c}, parent: ${at.s} };\n`;
    }
    const result = `${call}(${scope}, ${at.d})`;
    return `{\n${code}o += ${node.indent ? `indentLines(${result}, ${JSON.stringify(node.indent)})` : result};\n}\n`;
  }

  /** The template's function: its code, and the entry for a context at the top. */
  generate(ast: HbsNode): FastBody {
    const source =
      this.source(ast) +
      // Names the generated code in profiles and stack traces.
      `//# sourceURL=fast-templates/${this.key.replace(/[^\w./-]/g, "_")}.js\n`;
    return new Function("R", "H", "K", "W", source)(RUNTIME, this.env.helpers, this.constants, this.env.literalWriters) as FastBody;
  }

  /**
   * The same template as module source, in compact form: `(c, s, d) => string`, called with the context
   * (and, from a partial's call, its scope and data frame). The module it goes in (scripts/package/
   * precompile.ts) imports the names it calls: the run-time support, the helpers (H), the literal writers
   * (W), the name test of a language (N) and the call of a partial by its key (P).
   */
  moduleSource(ast: HbsNode): string {
    const body = this.program(ast, { s: "s", c: "c", d: "d" });
    // The context, then the scope and data frame, made for a call at the top (a partial's call passes its own).
    const params = uses(body, "d") ? "c, s = { ctx: c, parent: null }, d = { root: c }" : uses(body, "s") ? "c, s = { ctx: c, parent: null }" : "c";
    // A body that only appends (text with holes, most templates) is what it appends.
    const single = /^o \+= ([^\n]*);\n$/.exec(body);
    if (single && !uses(single[1]!, "u")) return `(${params}) => ${single[1]}`;
    const scratch = ["t", "u"].filter((name) => uses(body, name));
    return `(${params}) => {\nlet o = ""${scratch.map((name) => `, ${name}`).join("")};\n${body}return o;\n}`;
  }


  private source(ast: HbsNode): string {
    const body = this.program(ast, { s: "s", c: "c", d: "d" });
    const helpers =
      [...this.helperNames.names].map(([name, ref]) => `const ${ref} = H[${JSON.stringify(name)}];\n`).join("") +
      [...this.writerNames.names].map(([name, ref]) => `const ${ref} = W[${JSON.stringify(name)}];\n`).join("");
    const runtime = Object.keys(RUNTIME).join(", ");
    const start = `${uses(body, "cP") ? "const cP = plain(c);\n" : ""}let o = "";\nlet t, u, p;\n`;
    // The root entry declares `s` and `d` only when the body names them (a name inside a string literal
    // only costs an object).
    const rootStart = `${uses(body, "s") ? "const s = { ctx: c, parent: null };\n" : ""}${uses(body, "d") ? "const d = { root: c };\n" : ""}`;
    const source =
      `"use strict";\nconst { ${runtime} } = R;\n${helpers}` +
      `const getProto = Object.getPrototypeOf, OP = Object.prototype, AP = Array.prototype;\n` +
      `const fast = function fast(s, d) {\nconst c = s.ctx;\n${start}${body}return o;\n};\n` +
      `fast.root = function root(c) {\n${rootStart}${start}${body}return o;\n};\n` +
      `return fast;\n`;
    return source;
  }
}

/** Helpers whose output is never empty and never ends in whitespace (literals and names). */
const NON_BLANK_ENDING_HELPERS = new Set(["py", "js", "ts", "json", "sh", "ident", "pyAccess", "jsAccess"]);

/**
 * Removes trailing whitespace from what a parsed template prints, in place, where that can be decided
 * from the template alone: the text at the end of the body (and at the end of both branches of a final
 * `#if`/`#unless` block, and of every branch of a final `{{else if}}` chain) loses its trailing whitespace.
 * Returns true when the output is then certain to end in a non-blank character (or be empty), so it needs
 * no trimming at run time; false otherwise (the AST is then still safe to render, but its output must be
 * trimmed as usual).
 */
export function trimTrailingWhitespace(program: HbsNode): boolean {
  const ending = trimEnd(program);
  return ending === "ends" || ending === "empty";
}

/**
 * How a program's output ends once trimmed: "ends", surely in a non-blank character; "empty", it prints
 * nothing; "unknown", either may be; or (a program that is one final `#if` block that may print nothing)
 * the way to put text at the start of each of its branches that print.
 */
type Ending = "ends" | "empty" | "unknown" | { prepend: (text: string) => void };

function trimEnd(program: HbsNode | undefined): Ending {
  if (!program) return "empty";
  const body = program.body as HbsNode[];
  while (body.length > 0) {
    const last = body[body.length - 1]!;
    if (last.type === "CommentStatement") {
      body.pop();
      continue;
    }
    if (last.type === "ContentStatement") {
      last.value = (last.value as string).trimEnd();
      last.original = last.value;
      if (last.value !== "") return "ends";
      body.pop();
      continue;
    }
    if (last.type === "MustacheStatement") {
      const name = last.path?.type === "PathExpression" ? (last.path.original as string) : "";
      return last.params?.length && NON_BLANK_ENDING_HELPERS.has(name) ? "ends" : "unknown";
    }
    if (last.type === "BlockStatement" && (last.path?.original === "if" || last.path?.original === "unless")) {
      return finalBlockEnding(last, body.length > 1 ? body[body.length - 2]! : null);
    }
    return "unknown";
  }
  return "empty";
}

/**
 * The ending of a program whose last statement is the `#if`/`#unless` block `last`, with `before` the
 * statement before it (null: none). A block that prints nothing one way (an `#if` without `else`, or a
 * chain of `{{else if}}` without a final `else`): when it prints nothing, the text before it ends the
 * output. That text's trailing whitespace moves into the start of each branch that prints, which then still
 * begins with it; the other way the output ends trimmed. With no statement before the block, the program
 * that holds it (a branch of an enclosing chain) gets the same treatment from its own block.
 */
function finalBlockEnding(last: HbsNode, before: HbsNode | null): Ending {
  const then = trimEnd(last.program);
  const otherwise = trimEnd(last.inverse);
  if (then === "ends" && otherwise === "ends") return "ends";
  if (then === "unknown" || otherwise === "unknown" || (then === "empty" && otherwise === "empty")) return "unknown";
  const prepend = (text: string): void => {
    prependTo(last, "program", then, text);
    prependTo(last, "inverse", otherwise, text);
  };
  if (before === null) return { prepend };
  if (before.type !== "ContentStatement") return "unknown";
  const kept = (before.value as string).trimEnd();
  if (kept === "") return "unknown";
  const moved = (before.value as string).slice(kept.length);
  before.value = kept;
  before.original = kept;
  if (moved !== "") prepend(moved);
  return "ends";
}

/** Puts `text` at the start of the branch `side` of `block` when it prints (its ending says how). */
function prependTo(block: HbsNode, side: "program" | "inverse", ending: Ending, text: string): void {
  if (ending === "empty" || ending === "unknown") return;
  if (ending !== "ends") return ending.prepend(text);
  const branch = block[side].body as HbsNode[];
  if (branch[0]?.type === "ContentStatement") {
    branch[0].value = text + branch[0].value;
    branch[0].original = branch[0].value;
  } else branch.unshift({ type: "ContentStatement", value: text, original: text, loc: block.loc });
}
