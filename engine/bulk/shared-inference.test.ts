import { afterEach, describe, expect, it } from "vitest";
import { LIBRARY_CASE_PREFIX, LOCAL_APPS_CASE_PREFIX, caseOptions } from "../golden/cases.ts";
import { loadCases } from "../golden/harness.ts";
import { goldenRoot } from "../golden/root.ts";
import type { SnippetOptions } from "../inference/options.ts";
import { inferenceModelSnippets } from "../model-snippets.ts";
import { validateModel } from "../model.ts";
import { getTemplateSource, resetTemplateSources, setTemplateSource } from "../render/templates.ts";
import { renderBatch } from "./render-batch.ts";
import { MAX_KEYS, SharedInference, shareSnippets } from "./shared-inference.ts";

afterEach(() => resetTemplateSources());

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A batch's output, rendered with the shared snippets of `shared` and without any. */
function bothWays(records: unknown[], options: SnippetOptions, shared = new SharedInference(options)) {
  const bytes = encoder.encode(records.map((r) => (typeof r === "string" ? r : JSON.stringify(r))).join("\n") + "\n");
  const render = (s: SharedInference | null) => decoder.decode(renderBatch({ seq: 0, firstLine: 1, bytes }, options, s).bytes);
  return { withSharing: render(shared), alone: render(null) };
}

/** Other valid ids for a record: namespaced or not, of other lengths and characters. */
function idsLike(id: string): string[] {
  const name = id.slice(id.indexOf("/") + 1);
  return [id, `${id}-2`, `Other.Org_9/${name}`, name, `${name}.v2_final-${"x".repeat(40)}`, `a/${name}`];
}

const inferenceCases = loadCases({ root: goldenRoot() }).filter((c) => !c.name.startsWith(LIBRARY_CASE_PREFIX) && !c.name.startsWith(LOCAL_APPS_CASE_PREFIX));

describe("inference snippets shared by records alike (bulk render)", () => {
  it("gives every golden case's lines byte for byte as rendering each record does, for ids of every shape", () => {
    let sharedKeys = 0;
    let keys = 0;
    for (const goldenCase of inferenceCases) {
      for (const provider of goldenCase.providers) {
        const options = caseOptions(goldenCase, provider) as SnippetOptions;
        const records = idsLike(String(goldenCase.model.id)).map((id) => ({ ...goldenCase.model, id }));
        const shared = new SharedInference(options);
        const { withSharing, alone } = bothWays(records, options, shared);
        expect(withSharing, `${goldenCase.name} (${provider})`).toBe(alone);
        keys++;
        if (shared.for(validateModel(records[0])) !== null) sharedKeys++;
      }
    }
    // Not a test that passes by never sharing: most cases share (those that do not throw for a stand-in id).
    expect(keys).toBeGreaterThan(100);
    expect(sharedKeys / keys).toBeGreaterThan(0.8);
  });

  it("a record's inference snippets are those of its id, task, mask token and gate alone", () => {
    for (const goldenCase of inferenceCases) {
      const model = validateModel(goldenCase.model);
      const options = caseOptions(goldenCase, goldenCase.providers[0]!) as SnippetOptions;
      let full: unknown;
      let narrow: unknown;
      try {
        full = inferenceModelSnippets(model, options);
      } catch (error) {
        full = String(error);
      }
      try {
        const gate = (model as { gated?: unknown }).gated;
        narrow = inferenceModelSnippets({ id: model.id, pipeline_tag: model.pipeline_tag, mask_token: model.mask_token, ...(gate === undefined ? {} : { gated: gate }) }, options);
      } catch (error) {
        narrow = String(error);
      }
      expect(narrow, goldenCase.name).toEqual(full);
    }
  });

  it("keeps hostile mask tokens apart and writes them as rendering does", () => {
    const tokens = ['"', "'", "\\", "\n", "</s>", "${x}", "#{x}", "$(x)", "\u2028", "é😀", "[MASK]", "<mask>", "", "a\"b'c\\d"];
    const records = tokens.flatMap((mask_token, i) => [
      { id: `org/fill-${i}`, pipeline_tag: "fill-mask", mask_token },
      { id: `fill-${i}`, pipeline_tag: "fill-mask", mask_token },
    ]);
    const { withSharing, alone } = bothWays(records, {});
    expect(withSharing).toBe(alone);
    expect(withSharing.split("\n").filter(Boolean)).toHaveLength(records.length);
  });

  it("renders bad lines, errors and records without inference as before, in order", () => {
    const lines = [
      JSON.stringify({ id: "org/a", pipeline_tag: "text-classification", library_name: "transformers" }),
      "{not json",
      JSON.stringify({ id: "bad id", pipeline_tag: "text-classification" }),
      JSON.stringify({ id: "org/b" }),
      JSON.stringify({ id: "org/c", pipeline_tag: "text-to-image", library_name: "diffusers" }),
      "",
      JSON.stringify({ id: "org/d", pipeline_tag: "text-classification", library_name: "transformers" }),
    ];
    const { withSharing, alone } = bothWays(lines, {});
    expect(withSharing).toBe(alone);
    // A provider that does not serve a task: every record of that task is an error line, as alone.
    const options = { provider: "fal-ai" };
    const other = bothWays(lines, options);
    expect(other.withSharing).toBe(other.alone);
    expect(other.alone).toContain('"error"');
  });

  it("does not share a key whose rendering depends on more than where the id goes", () => {
    const key = { pipeline_tag: "text-classification", mask_token: undefined };
    expect(shareSnippets(key, true, {})).not.toBeNull();
    // A template that decides something on the id: the check rendering (another id) tells.
    const file = "python/requests/_default";
    setTemplateSource(file, `{{#if (eq modelId "k8/v")}}# short id\n{{/if}}${getTemplateSource(file)}`);
    expect(shareSnippets(key, true, {})).toBeNull();
    const records = ["org/one", "k8/v", "org/two"].map((id) => ({ id, pipeline_tag: "text-classification" }));
    const { withSharing, alone } = bothWays(records, {});
    expect(withSharing).toBe(alone);
    expect(alone).toContain("# short id");
  });

  it("forgets what it kept when a template changes", () => {
    const shared = new SharedInference({});
    const record = validateModel({ id: "org/m", pipeline_tag: "text-classification" });
    const before = shared.for(record)!;
    setTemplateSource("python/requests/_default", `# edited\n${getTemplateSource("python/requests/_default")}`);
    const after = shared.for(record)!;
    const text = (s: typeof before) => s.pieces.map((p) => decoder.decode(p)).join("org/m");
    expect(text(before)).not.toContain("# edited");
    expect(text(after)).toContain("# edited");
  });

  it("keeps at most MAX_KEYS keys, rendering the rest one by one", () => {
    const shared = new SharedInference({});
    const records = Array.from({ length: MAX_KEYS + 20 }, (_, i) => ({ id: `org/m${i}`, pipeline_tag: "fill-mask", mask_token: `<m${i}>` }));
    const results = records.map((r) => shared.for(validateModel(r)));
    expect(results.slice(0, MAX_KEYS).every((r) => r !== null)).toBe(true);
    expect(results.slice(MAX_KEYS).every((r) => r === null)).toBe(true);
    const { withSharing, alone } = bothWays(records, {}, shared);
    expect(withSharing).toBe(alone);
  });
});
