import { afterEach, describe, expect, it } from "vitest";
import { resolve } from "node:path";
import { loadCases } from "../golden/harness.ts";
import { renderCase, withNewline } from "../golden/render.ts";
import { listTemplates, renderTemplate, resetTemplateSources, setTemplateSource, getTemplateSource } from "./templates.ts";
import { lineSources, traceRenders, traceTemplate, TraceUnsupported, type LineSource } from "./trace.ts";

afterEach(() => resetTemplateSources());

const cases = loadCases({ root: resolve(import.meta.dirname, "../../golden") });

/** Each output line with `file:line` of its source. */
function attributed(key: string, context: Record<string, unknown>, trimEnd = false): string[] {
  const traced = traceTemplate(key, context, { trimEnd });
  const sources = lineSources(traced);
  const lines = traced.text.split("\n");
  if (traced.text.endsWith("\n")) lines.pop();
  expect(sources.length).toBe(lines.length);
  return lines.map((line, i) => `${line} <- ${where(sources[i]!)}`);
}
const where = (s: LineSource) => `${s.key}:${s.line}`;

describe("the traced render", () => {
  it("prints, for every golden case, byte for byte what the render printed, template by template", () => {
    let renders = 0;
    let outputs = 0;
    for (const goldenCase of cases) {
      if (goldenCase.docs) continue;
      const { result, renders: observed } = traceRenders(() => renderCase(goldenCase));
      const problems = observed.filter((r) => r.trace === null).map((r) => `${goldenCase.name}: ${r.problem}`);
      expect(problems).toEqual([]);
      renders += observed.length;
      // Every golden file of an inference or library case is one template's render (local apps join steps).
      if (goldenCase.localApps) continue;
      const texts = new Set(observed.map((r) => withNewline(r.trace!.text)));
      for (const [path, content] of result) {
        expect(texts.has(content), `${path}: no traced render prints it`).toBe(true);
        outputs++;
      }
    }
    expect(renders).toBeGreaterThan(2000);
    expect(outputs).toBeGreaterThan(2000);
  });

  it("puts every text piece at the source line it comes from (checked against the source of every template)", () => {
    // A piece of template text is a substring of its source starting on the line the trace gives.
    // An inference case (every client), a library case and a local-apps case.
    const picked = [cases.find((c) => c.name === "conversational/gated-manual")!, cases.find((c) => c.library)!, cases.find((c) => c.localApps)!];
    const renders = picked.flatMap((goldenCase) => traceRenders(() => renderCase(goldenCase)).renders);
    let checked = 0;
    for (const render of renders) {
      for (const piece of render.trace!.pieces) {
        if (!piece.literal || !/\S/.test(piece.text)) continue;
        const source = getTemplateSource(piece.frame.key)!.split("\n");
        const firstLine = piece.text.split("\n").find((l) => /\S/.test(l))!;
        const offset = piece.text.split("\n").findIndex((l) => /\S/.test(l));
        expect(source[piece.line - 1 + offset], `${piece.frame.key}:${piece.line}`).toContain(firstLine.trim());
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe("line sources", () => {
  it("names a partial's own file and line, and the line that included it", () => {
    setTemplateSource("test/t/_part", "part one {{x}}\npart two\n");
    setTemplateSource("test/t/main", "head\n{{> _part}}\ntail {{x}}\n");
    expect(attributed("test/t/main", { x: 1 })).toEqual([
      "head <- test/t/main:1",
      "part one 1 <- test/t/_part:1",
      "part two <- test/t/_part:2",
      "tail 1 <- test/t/main:3",
    ]);
    const traced = traceTemplate("test/t/main", { x: 1 });
    expect(lineSources(traced)[1]).toEqual({ key: "test/t/_part", file: "templates/test/t/_part.hbs", line: 1, includedFrom: [{ file: "templates/test/t/main.hbs", line: 2 }] });
  });

  it("follows a nested, indented partial: its lines are its own, the indent is the includer's", () => {
    setTemplateSource("test/t/_inner", "inner {{v}}\ninner end\n");
    setTemplateSource("test/t/_outer", "outer\n  {{> _inner}}\nouter end\n");
    setTemplateSource("test/t/main", "{{#with item}}\n{{> _outer}}\n{{/with}}\n");
    expect(attributed("test/t/main", { item: { v: "a" } })).toEqual([
      "outer <- test/t/_outer:1",
      "  inner a <- test/t/_inner:1",
      "  inner end <- test/t/_inner:2",
      "outer end <- test/t/_outer:3",
    ]);
    const inner = lineSources(traceTemplate("test/t/main", { item: { v: "a" } }))[1]!;
    expect(inner.includedFrom).toEqual([
      { file: "templates/test/t/_outer.hbs", line: 2 },
      { file: "templates/test/t/main.hbs", line: 2 },
    ]);
    expect(traceTemplate("test/t/main", { item: { v: "a" } }).text).toBe(renderTemplate("test", "t", "main", { item: { v: "a" } }));
  });

  it("attributes the language-wide notice to templates/<language>/notices/_gated.hbs", () => {
    const goldenCase = cases.find((c) => c.name === "conversational/gated-manual")!;
    const { renders } = traceRenders(
      () => renderCase(goldenCase),
      (key) => key === "python/requests/_default",
    );
    expect(renders.length).toBeGreaterThan(0);
    const traced = renders[0]!.trace!;
    const lines = traced.text.split("\n");
    const at = lines.findIndex((l) => l.startsWith("# Gated model"));
    expect(at).toBeGreaterThanOrEqual(0);
    const source = lineSources(traced)[at]!;
    expect(source.key).toBe("python/notices/_gated");
    expect(getTemplateSource("python/notices/_gated")!.split("\n")[source.line - 1]).toContain("request access");
    expect(source.includedFrom).toEqual([{ file: "templates/python/requests/_default.hbs", line: 1 }]);
    // And `requests.post(...)` is _request.hbs's, included from the outline's line 4.
    const post = lineSources(traced)[lines.findIndex((l) => l.startsWith("response = requests.post("))]!;
    expect(post.key).toBe("python/requests/_request");
    expect(getTemplateSource(post.key)!.split("\n")[post.line - 1]).toMatch(/^response = requests\.post\(/);
    expect(post.includedFrom).toEqual([{ file: "templates/python/requests/_default.hbs", line: 4 }]);
  });

  it("gives each line of an {{#each}} block its line in the block, and `else` its own", () => {
    setTemplateSource("test/t/main", "items:\n{{#each items}}\n- {{@index}} {{this}}\n  ({{@key}})\n{{else}}\nnone\n{{/each}}\nend\n");
    expect(attributed("test/t/main", { items: ["a", "b"] })).toEqual([
      "items: <- test/t/main:1",
      "- 0 a <- test/t/main:3",
      "  (0) <- test/t/main:4",
      "- 1 b <- test/t/main:3",
      "  (1) <- test/t/main:4",
      "end <- test/t/main:8",
    ]);
    expect(attributed("test/t/main", { items: [] })).toEqual(["items: <- test/t/main:1", "none <- test/t/main:6", "end <- test/t/main:8"]);
    expect(attributed("test/t/main", { items: { k: "v" } })).toEqual(["items: <- test/t/main:1", "- 0 v <- test/t/main:3", "  (k) <- test/t/main:4", "end <- test/t/main:8"]);
  });

  it("keeps lines right through whitespace control (`~`) and standalone blocks", () => {
    const source = "a {{~#if on~}}\n\n   b\n{{~/if~}}   \n\nc\n{{#if on}}\n  d {{~ x ~}}  e\n{{/if}}\n";
    setTemplateSource("test/t/main", source);
    const context = { on: true, x: "X" };
    expect(traceTemplate("test/t/main", context).text).toBe(renderTemplate("test", "t", "main", context));
    // `~` joins a, b and c on one line, first written by line 1; each piece keeps its own line.
    expect(attributed("test/t/main", context)).toEqual(["abc <- test/t/main:1", "  dXe <- test/t/main:8"]);
    const pieces = traceTemplate("test/t/main", context).pieces.map((p) => `${JSON.stringify(p.text)}@${p.line}`);
    expect(pieces).toEqual(['"a"@1', '"b"@3', '"c\\n"@6', '"  d"@8', '"X"@8', '"e\\n"@8']);
  });

  it("takes the first non-blank character's writer for a line several wrote, and a value's every line for its {{...}}", () => {
    setTemplateSource("test/t/main", "x = {{json value indent=0}}\n{{pad}}{{word}} after\n");
    const lines = attributed("test/t/main", { value: { a: [1, 2] }, pad: "   ", word: "w" });
    expect(lines.every((l) => l.endsWith("test/t/main:1") || l.endsWith("test/t/main:2"))).toBe(true);
    const rendered = renderTemplate("test", "t", "main", { value: { a: [1, 2] }, pad: "   ", word: "w" }).split("\n");
    expect(rendered.length).toBeGreaterThan(3); // the JSON spans lines, all the {{json}}'s
    expect(lines.slice(0, rendered.length - 2).every((l) => l.endsWith("test/t/main:1"))).toBe(true);
    expect(lines[lines.length - 1]).toBe("   w after <- test/t/main:2");
  });

  it("trims as the trimming render paths do, and says what it cannot interpret", () => {
    setTemplateSource("test/t/main", "one\n{{#if on}}two  \n\n{{/if}}");
    expect(attributed("test/t/main", { on: true }, true)).toEqual(["one <- test/t/main:1", "two <- test/t/main:2"]);
    expect(traceTemplate("test/t/main", { on: true }, { trimEnd: true }).text).toBe("one\ntwo");
    setTemplateSource("test/t/main", "{{#each items as |x|}}{{x}}{{/each}}");
    expect(() => traceTemplate("test/t/main", { items: [1] })).toThrow(TraceUnsupported);
    expect(() => traceTemplate("test/t/main", { items: [1] })).toThrow(/templates\/test\/t\/main\.hbs:1: the traced render does not interpret block parameters/);
  });

  it("drops a trace that could not be made, saying why, and never reports the render's output otherwise", () => {
    setTemplateSource("test/t/main", "{{#each items as |x|}}{{x}}{{/each}}");
    const { result, renders } = traceRenders(() => renderTemplate("test", "t", "main", { items: [1, 2] }));
    expect(result).toBe("12");
    expect(renders).toEqual([{ key: "test/t/main", output: "12", trace: null, problem: expect.stringMatching(/block parameters/) }]);
  });

  it("has a source for every template the store holds", () => {
    expect(listTemplates().filter((key) => getTemplateSource(key) === undefined)).toEqual([]);
  });
});
