// The helper tables templates call: a language's writers join them from its definition, or from a template
// pack's `writers` alone, in either order.
// The languages and helpers these tests add stay in their own copy of the modules (npm test shares modules
// between the files of a worker).
import { beforeEach, describe, expect, it, vi } from "vitest";

let addWriters: typeof import("./helpers.ts").addWriters;
let LITERAL_WRITERS: typeof import("./helpers.ts").LITERAL_WRITERS;
let TEMPLATE_HELPERS: typeof import("./helpers.ts").TEMPLATE_HELPERS;
let addLanguage: typeof import("../languages/index.ts").addLanguage;

beforeEach(async () => {
  vi.resetModules();
  ({ addWriters, LITERAL_WRITERS, TEMPLATE_HELPERS } = await import("./helpers.ts"));
  ({ addLanguage } = await import("../languages/index.ts"));
});

const literal = (value: unknown) => `<${String(value)}>`;
const access = (path: unknown) => `.${(path as string[]).join(".")}`;

describe("addWriters", () => {
  it("adds a pack's writers before their language's definition, which then adds only what is new", () => {
    addWriters({ id: "zzwriters", literals: { zzw: literal }, helpers: {} });
    expect(LITERAL_WRITERS.zzw!("a")).toBe("<a>");
    addLanguage("zzwriters", { lineComment: "#", isIdentifier: () => false, literals: { zzw: literal }, helpers: { zzwAccess: access }, grammar: null, highlighter: null });
    expect(LITERAL_WRITERS.zzw!("b")).toBe("<b>");
    expect((TEMPLATE_HELPERS.zzwAccess as (path: unknown) => string)(["x", "y"])).toBe(".x.y");
    // The same writers again (another pack with them): nothing changes, nothing throws.
    addWriters({ id: "zzwriters", literals: { zzw: literal }, helpers: { zzwAccess: access } });
  });

  it("refuses a name another language or the engine already uses", () => {
    addWriters({ id: "zzfirst", literals: { zzshared: literal }, helpers: {} });
    expect(() => addWriters({ id: "zzsecond", literals: { zzshared: literal }, helpers: {} })).toThrow('engine/languages/zzsecond.ts: helper "zzshared" is defined twice');
    expect(() => addWriters({ id: "zzthird", literals: { json: literal }, helpers: {} })).toThrow('engine/languages/zzthird.ts: helper "json" is defined twice');
  });
});
