import { describe, expect, it } from "vitest";
import { modelToText, parseModelText } from "./model-text.ts";

describe("parseModelText", () => {
  it("reads YAML and JSON", () => {
    expect(parseModelText("id: gpt2\npipeline_tag: text-generation\n")).toMatchObject({ ok: true, model: { id: "gpt2" } });
    expect(parseModelText('{"id": "a/b", "tags": ["x"]}')).toMatchObject({ ok: true, model: { id: "a/b", tags: ["x"] } });
  });

  it("reports syntax errors with line and column", () => {
    const result = parseModelText("id: a\n  bad: [\n");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]).toMatch(/^line \d+, column \d+: /);
  });

  it("reports the engine's validation messages, naming the field", () => {
    const result = parseModelText("id: 'not a valid id!'\ntags: oops\n");
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems.some((p) => p.startsWith("model: id:"))).toBe(true);
      expect(result.problems.some((p) => p.startsWith("model: tags:"))).toBe(true);
    }
  });

  it("asks for a mapping", () => {
    expect(parseModelText("")).toMatchObject({ ok: false });
    expect(parseModelText("- a\n- b\n")).toEqual({ ok: false, problems: ["model: must be a mapping (YAML) or an object (JSON)"] });
  });

  it("writes a model back as YAML", () => {
    expect(modelToText({ id: "a/b", tags: ["x"] })).toBe("id: a/b\ntags:\n  - x\n");
  });
});
