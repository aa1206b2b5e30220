// The installed package's `zod`: schemas are recorded when a module defines them and built with the
// real zod only when one is used (a model record that fails the compiled check, say). The package's
// own data was validated when it was built, so a normal run never loads zod.
// scripts/build-package.ts bundles this in place of `zod`; from the sources, modules import zod itself.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
let zod;

/** Methods that use a schema rather than define one: they run on the real schema. */
const USES = new Set(["parse", "safeParse", "parseAsync", "safeParseAsync", "decode", "encode", "toJSONSchema"]);

/** Lazy value → the function that builds the real one. */
const builders = new WeakMap();

/**
 * The real value behind an argument: lazy values built, inside arrays and plain objects too; a
 * callback (z.lazy's getter, a refinement) gives zod the real value of what it returns.
 */
function real(value) {
  const build = builders.get(value);
  if (build) return build();
  if (typeof value === "function") {
    return function (...args) {
      return real(Reflect.apply(value, this, args));
    };
  }
  if (Array.isArray(value)) return value.map(real);
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, real(v)]));
  }
  return value;
}

function once(build) {
  let done = false;
  let value;
  return () => {
    if (!done) {
      value = build();
      done = true;
    }
    return value;
  };
}

/**
 * A value not built yet (`z`, a schema, a method of one): reading a property gives another lazy value,
 * calling it records the call; USES and symbols build it and act on the real value.
 */
function lazy(get, owner) {
  const proxy = new Proxy(function () {}, {
    get(_target, property) {
      if (property === "then") return undefined;
      if (typeof property === "symbol" || USES.has(property)) {
        const target = get();
        const value = target[property];
        return typeof value === "function" ? (...args) => Reflect.apply(value, target, args.map(real)) : value;
      }
      return lazy(once(() => get()[property]), get);
    },
    apply(_target, _this, args) {
      return lazy(once(() => Reflect.apply(get(), owner ? owner() : undefined, args.map(real))));
    },
  });
  builders.set(proxy, get);
  return proxy;
}

export const z = lazy(once(() => (zod ??= require("zod")).z));
export default z;
