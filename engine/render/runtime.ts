// What generated template code runs on: the scope and data frames, the run-time support it calls (R at
// run time; imported by name in the package's precompiled templates), the bail-out signal, and the logic
// helpers it may inline. Free of Handlebars and of code generation.
/** A scope: the current context and the enclosing ones `../` reaches (pushed only when a block changes it). */
export interface Scope {
  /** The current context. */
  ctx: unknown;
  /** The enclosing scope, or null at the top. */
  parent: Scope | null;
}
/** A data frame: the `@` variables (`@index`, `@key`, partial parameters). */
export type Data = Record<string, unknown>;
/**
 * A generated template body, called with a scope and a data frame (partials, nested calls); `root`
 * renders it for a context at the top, making the scope and frame only when the body uses them.
 */
export type FastBody = ((scope: Scope, data: Data) => string) & {
  /** Renders the body for a context at the top. */
  root: (context: unknown) => string;
};

/** Thrown to leave the fast path; preallocated, since it is control flow, not a report. */
export const BAIL = new Error("fast template path bailed out");


/**
 * The logic helpers templates use in conditions. engine/render/templates.ts registers these very functions;
 * where a template calls one of them with literal arguments only (no hash), the generated code computes
 * the same value inline: every argument is still evaluated, in order (a missing variable still bails),
 * without a call, a rest array or an options object.
 */
export const LOGIC_HELPERS = {
  /** a === b. */
  eq: (a: unknown, b: unknown) => a === b,
  /** a !== b. */
  ne: (a: unknown, b: unknown) => a !== b,
  /** Every argument is truthy (the last, Handlebars' options, aside). */
  and: (...args: unknown[]) => args.slice(0, -1).every(Boolean),
  /** Some argument is truthy (the last aside). */
  or: (...args: unknown[]) => args.slice(0, -1).some(Boolean),
  /** !value. */
  not: (value: unknown) => !value,
};

/**
 * `concat`: its arguments as strings, joined. Registered by engine/render/templates.ts; where a template calls
 * this very function with no hash, the generated code joins the arguments inline (no rest array, no
 * slice, map and join per call).
 */
export const concat = (...args: unknown[]): string => {
  let out = "";
  for (let i = 0; i < args.length - 1; i++) out += String(args[i]);
  return out;
};

// Run-time support the generated code calls.
/** Leaves the fast path: throws BAIL. */
export function bail(): never {
  throw BAIL;
}
/** A strict read in precompiled code: `value`'s own property `key`; anything else bails. */
export function ownSlow(value: unknown, key: string): unknown {
  if (value === null || typeof value !== "object" || !Object.hasOwn(value, key)) throw BAIL;
  return (value as Record<string, unknown>)[key];
}
/**
 * A read where Handlebars is lenient (a helper's argument, a block's condition), in precompiled code: an
 * own property; undefined where Handlebars with the strict context view gives undefined (from null or
 * undefined, or from a frozen catalogue constant, which the view leaves alone); anything else bails.
 */
export function param(value: unknown, key: string): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== "object") throw BAIL;
  if (Object.hasOwn(value, key)) return (value as Record<string, unknown>)[key];
  if (Object.isFrozen(value)) return undefined;
  throw BAIL;
}
/** ownSlow along a path (`a.b.c`), in precompiled code. */
export function ownPath(value: unknown, ...keys: string[]): unknown {
  for (let i = 0; i < keys.length; i++) value = ownSlow(value, keys[i]!);
  return value;
}
/** param along a path, in precompiled code. */
export function paramPath(value: unknown, ...keys: string[]): unknown {
  for (let i = 0; i < keys.length; i++) value = param(value, keys[i]!);
  return value;
}
/** The context `depth` scopes up (`../`); bails where there is none. */
export function up(scope: Scope, depth: number): unknown {
  let s: Scope | null = scope;
  for (let d = 0; d < depth && s; d++) s = s.parent;
  if (!s) throw BAIL;
  return s.ctx;
}
/** A value as a template prints it: "" for null and undefined; bails on a function or symbol. */
export function print(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "function" || typeof value === "symbol") throw BAIL;
  return "" + (value as string);
}
/** Whether `#if` takes the value as false: falsy, or an empty list. */
export function empty(value: unknown): boolean {
  if (typeof value === "function") throw BAIL;
  return !value || (Array.isArray(value) && value.length === 0);
}
/** What `#each` iterates: an array, a plain object's keys, or nothing (null, undefined, false). */
export function eachKeys(value: unknown): string[] | null {
  if (value === null || value === undefined || value === false) return null;
  if (typeof value !== "object" || Array.isArray(value)) throw BAIL;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) throw BAIL;
  return Object.keys(value);
}
/** A partial's output with `indent` before each line (but a last empty one). */
export function indentLines(result: string, indent: string): string {
  const lines = result.split("\n");
  for (let i = 0, l = lines.length; i < l; i++) {
    if (!lines[i] && i + 1 === l) break;
    lines[i] = indent + lines[i];
  }
  return lines.join("\n");
}
/** Whether own-property reads from `value` may skip the prototype test: a plain object or an array. */
export function plain(value: unknown): boolean {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === Array.prototype;
}
/**
 * `#each` in precompiled code: the body for each item of a list or each value of a plain object (with its
 * key, index and the count), else the `else` part; what Handlebars iterates, and nothing for null,
 * undefined or false.
 */
export function each(
  value: unknown,
  body: (item: unknown, key: string | number, index: number, count: number) => string,
  otherwise?: () => string,
): string {
  let out = "";
  if (Array.isArray(value)) {
    const n = value.length;
    if (n === 0) return otherwise ? otherwise() : "";
    for (let i = 0; i < n; i++) {
      if (!(i in value)) throw BAIL;
      out += body(value[i], i, i, n);
    }
    return out;
  }
  const keys = eachKeys(value);
  const n = keys === null ? 0 : keys.length;
  if (n === 0) return otherwise ? otherwise() : "";
  for (let i = 0; i < n; i++) out += body((value as Record<string, unknown>)[keys![i]!], keys![i]!, i, n);
  return out;
}

/** The run-time support generated code calls, by name (each function is documented above). */
export const RUNTIME = {
  /** See bail. */
  bail,
  /** See ownSlow. */
  ownSlow,
  /** See param. */
  param,
  /** See ownPath. */
  ownPath,
  /** See paramPath. */
  paramPath,
  /** See up. */
  up,
  /** See print. */
  print,
  /** See empty. */
  empty,
  /** See eachKeys. */
  eachKeys,
  /** See each. */
  each,
  /** See indentLines. */
  indentLines,
  /** See plain. */
  plain,
};

