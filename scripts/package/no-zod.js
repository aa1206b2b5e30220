// The package's `zod`: nothing. The catalogue modules define their schemas when they load, but the package
// ships data the build already validated (scripts/build-package.ts), and a model record is explained without
// a schema library (engine/model.ts). Any chain of calls on `z` gives this same inert value; using one to
// validate is a bug of the build, said as such.
const inert = new Proxy(function () {}, {
  get(_target, property) {
    if (property === "then" || typeof property === "symbol") return undefined;
    if (property === "parse" || property === "safeParse") {
      return () => {
        throw new Error("hub-snippets: a schema was used at run time; the package's data is validated when it is built");
      };
    }
    return inert;
  },
  apply: () => inert,
});

export const z = inert;
export default inert;
