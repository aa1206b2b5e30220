import { describe, expect, it } from "vitest";
import { partialAt, partialReferences, resolvePartial } from "./partial-links.ts";

const keys = new Set(["python/requests/_default", "python/requests/_request", "python/requests/_imports", "python/notices/_gated", "python/openai/_request"]);
const source = "{{> notices/_gated}}\n{{> _imports}}\n\n{{~> _request ~}}\n{{> _missing}}\n{{#if x}}a > b{{/if}}\n";

describe("partial links", () => {
  it("resolves a folder's own partial and a language-wide one as the engine does", () => {
    expect(resolvePartial("python/requests/_default", "_request", keys)).toBe("python/requests/_request");
    expect(resolvePartial("python/openai/conversational", "_request", keys)).toBe("python/openai/_request");
    expect(resolvePartial("python/requests/_default", "notices/_gated", keys)).toBe("python/notices/_gated");
    expect(resolvePartial("python/requests/_default", "_missing", keys)).toBeNull();
    expect(resolvePartial("python/requests/_default", "other/_x", keys)).toBeNull();
  });

  it("finds every include whose partial exists, with the name's place in the text", () => {
    const refs = partialReferences("python/requests/_default", source, keys);
    expect(refs.map((r) => [r.name, r.key, source.slice(r.from, r.to)])).toEqual([
      ["notices/_gated", "python/notices/_gated", "notices/_gated"],
      ["_imports", "python/requests/_imports", "_imports"],
      ["_request", "python/requests/_request", "_request"],
    ]);
  });

  it("finds the include under the cursor, on its name or its tag, and nothing elsewhere", () => {
    const at = source.indexOf("_request");
    expect(partialAt("python/requests/_default", source, at + 3, keys)?.key).toBe("python/requests/_request");
    expect(partialAt("python/requests/_default", source, source.indexOf("{{~> _request"), keys)?.key).toBe("python/requests/_request");
    expect(partialAt("python/requests/_default", source, source.indexOf("a > b"), keys)).toBeNull();
    expect(partialAt("python/requests/_default", source, source.indexOf("_missing"), keys)).toBeNull();
  });
});
