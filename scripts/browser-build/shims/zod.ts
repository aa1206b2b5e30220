// The lean browser build's `zod` (scripts/browser-build/lean.ts). In that build the catalogue ships validated at
// build time, so a page defines schemas but uses one only to explain a bad model record. Here a schema
// is only recorded when a module defines it (`z.string().min(1)` costs a closure), and built on first
// use with zod/mini: the same zod core and English messages as the classic API the sources import, a
// fraction of its size (no method chains on every schema, no JSON Schema generation). The tables below
// are the classic API the engine and catalogue use; anything else fails loudly when it is used.
import * as mini from "zod/mini";
import en from "zod/v4/locales/en.js";

mini.config(en());

type Schema = mini.ZodMiniType;
/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyFn = (...args: any[]) => any;

/** `z.<name>(…)` constructors, as zod/mini has them (named one by one, so the rest is left out). */
const CONSTRUCTORS: Record<string, AnyFn> = {
  any: mini.any,
  array: mini.array,
  boolean: mini.boolean,
  discriminatedUnion: mini.discriminatedUnion,
  enum: mini.enum,
  lazy: mini.lazy,
  literal: mini.literal,
  looseObject: mini.looseObject,
  null: mini.null,
  number: mini.number,
  object: mini.object,
  partialRecord: mini.partialRecord,
  record: mini.record,
  strictObject: mini.strictObject,
  string: mini.string,
  union: mini.union,
  unknown: mini.unknown,
  url: mini.url,
};

/** `z.<namespace>.<name>(…)` constructors (`z.iso.date()`), as zod/mini has them. */
const NAMESPACES: Record<string, Record<string, AnyFn>> = {
  iso: { date: mini.iso.date, datetime: mini.iso.datetime, time: mini.iso.time, duration: mini.iso.duration },
};

const isNumber = (schema: Schema) => (schema._zod.def as { type: string }).type === "number";

/** Classic methods (`schema.min(1)`) as zod/mini's functions and checks. */
const METHODS: Record<string, (schema: any, ...args: any[]) => Schema> = {
  optional: (schema) => mini.optional(schema),
  nullable: (schema) => mini.nullable(schema),
  default: (schema, value) => mini._default(schema, value),
  array: (schema) => mini.array(schema),
  refine: (schema, check, params) => schema.check(mini.refine(check, params)),
  superRefine: (schema, check) => schema.check(mini.superRefine(check)),
  regex: (schema, pattern, params) => schema.check(mini.regex(pattern, params)),
  min: (schema, n, params) => schema.check(isNumber(schema) ? mini.gte(n, params) : mini.minLength(n, params)),
  max: (schema, n, params) => schema.check(isNumber(schema) ? mini.lte(n, params) : mini.maxLength(n, params)),
  length: (schema, n, params) => schema.check(mini.length(n, params)),
  int: (schema, params) => schema.check(mini.int(params)),
  nonnegative: (schema, params) => schema.check(mini.nonnegative(params)),
  positive: (schema, params) => schema.check(mini.positive(params)),
  url: (schema, params) => schema.check(mini.url(params)),
  describe: (schema) => schema,
  meta: (schema) => schema,
};

/** Methods that use a schema rather than define one: they run on the built schema. */
const USES = new Set(["parse", "safeParse", "parseAsync", "safeParseAsync"]);

const builders = new WeakMap<object, () => Schema>();

function once<T>(build: () => T): () => T {
  let built = false;
  let value: T;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value;
  };
}

/** The built value behind an argument: recorded schemas built, in arrays and plain objects too; callbacks (z.lazy) likewise. */
function real(value: unknown): unknown {
  const build = typeof value === "function" || (typeof value === "object" && value !== null) ? builders.get(value) : undefined;
  if (build) return build();
  if (typeof value === "function") {
    return function (this: unknown, ...args: unknown[]) {
      return real(Reflect.apply(value as AnyFn, this, args));
    };
  }
  if (Array.isArray(value)) return value.map(real);
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, real(v)]));
  }
  return value;
}

function unsupported(what: string): never {
  throw new Error(`zod in the lean browser build (scripts/browser-build/shims/zod.ts): ${what} is not supported`);
}

/** A schema not built yet: its classic methods record further schemas; USES build it and run. */
function recorded(build: () => Schema): Schema {
  const proxy = new Proxy(function () {}, {
    get(_target, property) {
      if (typeof property === "symbol" || property === "then") return undefined;
      if (USES.has(property)) {
        return (...args: unknown[]) => (build() as any)[property](...args);
      }
      const method = Object.hasOwn(METHODS, property) ? METHODS[property]! : undefined;
      return (...args: unknown[]) =>
        recorded(once(() => (method ?? unsupported(`the method .${property}()`))(build(), ...args.map(real))));
    },
  });
  builders.set(proxy, build);
  return proxy as unknown as Schema;
}

export const z = new Proxy({} as Record<string, AnyFn>, {
  get(_target, name) {
    if (typeof name === "symbol" || name === "then") return undefined;
    if (Object.hasOwn(NAMESPACES, name)) {
      const members = NAMESPACES[name]!;
      return new Proxy({}, {
        get(_inner, member) {
          if (typeof member === "symbol" || member === "then") return undefined;
          const make = Object.hasOwn(members, member) ? members[member]! : unsupported(`z.${name}.${member}`);
          return (...args: unknown[]) => recorded(once(() => make(...args.map(real))));
        },
      });
    }
    const make = Object.hasOwn(CONSTRUCTORS, name) ? CONSTRUCTORS[name]! : undefined;
    if (!make) unsupported(`z.${name}`);
    return (...args: unknown[]) => recorded(once(() => make(...args.map(real))));
  },
});

export default z;
