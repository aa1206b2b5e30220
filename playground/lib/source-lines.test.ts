import { afterEach, describe, expect, it } from "vitest";
import { resolve } from "node:path";
import { loadCases } from "../../engine/golden/harness.ts";
import { renderCase } from "../../engine/golden/render.ts";
import { getTemplateSource, resetTemplateSources, setTemplateSource } from "../../engine/render/templates.ts";
import { validateModel } from "../../engine/model.ts";
import { changeSources, outputSources, snippetSources, type LineSource } from "./source-lines.ts";

afterEach(() => resetTemplateSources());

const cases = loadCases({ root: resolve(import.meta.dirname, "../../golden"), names: ["conversational/gated-manual", "libraries/transformers/gatedManual"] });
const gated = cases.find((c) => c.name === "conversational/gated-manual")!;
const library = cases.find((c) => c.name === "libraries/transformers/gatedManual")!;
const PATH = "conversational/gated-manual/python/requests/hf-inference.py";
const source = (key: string, line: number): LineSource => ({ key, file: `templates/${key}.hbs`, line, includedFrom: [] });

describe("outputSources", () => {
  it("names the partial and its line for an output line it wrote, and the notice partial for the notice", () => {
    const request = getTemplateSource("python/requests/_request")!;
    const lines = request.split("\n");
    const postLine = lines.findIndex((l) => l.includes("json=payload")) + 1;
    setTemplateSource("python/requests/_request", request.replace("json=payload", "json=payload, timeout=30"));
    const actual = renderCase(gated).get(PATH)!;
    const sources = outputSources(gated, PATH, actual, "python/requests/_default.hbs")!;
    const out = actual.split("\n");
    expect(sources).toHaveLength(out.length - 1);
    const at = out.findIndex((l) => l.includes("timeout=30"));
    expect(sources[at]).toMatchObject({ key: "python/requests/_request", line: postLine, includedFrom: [{ file: "templates/python/requests/_default.hbs", line: 4 }] });
    expect(sources[out.findIndex((l) => l.startsWith("# Gated model"))]!.key).toBe("python/notices/_gated");
  });

  it("traces a library output by its template, and says null for an output no render printed", () => {
    const rendered = renderCase(library);
    const [path, actual] = [...rendered].find(([p]) => p.endsWith(".py"))!;
    const template = path.split("/").slice(-3).join("/").replace(/\.py$/, ".hbs");
    const sources = outputSources(library, path, actual, template)!;
    expect(sources.length).toBe(actual.split("\n").length - 1);
    expect(sources.every((s) => s.key === template.replace(/\.hbs$/, "") || s.key.startsWith("python/notices/") || s.key.startsWith("python/transformers/_"))).toBe(true);
    expect(outputSources(library, path, `${actual}# not what it renders\n`, template)).toBeNull();
  });

  it("traces a snippet of the Snippets view", () => {
    const model = validateModel(gated.model);
    const content = renderCase(gated).get(PATH)!;
    const sources = snippetSources(model, { provider: "hf-inference" }, "inference", "python/requests/_default", content)!;
    expect(sources[0]!.key).toBe("python/notices/_gated");
  });
});

describe("changeSources", () => {
  const sources = ["a", "b", "c", "d"].map((_, i) => source(i === 2 ? "x/y/_part" : "x/y/main", i + 1));
  it("gives an added or changed line its writer, each source once", () => {
    expect(changeSources("a\nB\nc\nd\n", "a\nb\nc\nd\n", sources).map((s) => [s.key, s.line, s.outputLine])).toEqual([["x/y/main", 2, 2]]);
    expect(changeSources("a\nd\n", "a\nb\nc\nd\n", sources).map((s) => [s.key, s.line])).toEqual([
      ["x/y/main", 2],
      ["x/y/_part", 3],
    ]);
  });
  it("gives lines only removed the writer of the line now in their place, or of the last line at the end", () => {
    expect(changeSources("a\nb\ngone\nc\nd\n", "a\nb\nc\nd\n", sources).map((s) => [s.key, s.line])).toEqual([["x/y/_part", 3]]);
    expect(changeSources("a\nb\nc\nd\ngone\n", "a\nb\nc\nd\n", sources).map((s) => [s.key, s.line])).toEqual([["x/y/main", 4]]);
  });
  it("gives every line of a new file", () => {
    expect(changeSources(null, "a\nb\nc\nd\n", sources)).toHaveLength(4);
  });
});
