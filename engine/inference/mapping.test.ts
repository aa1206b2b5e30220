import { describe, expect, it } from "vitest";
import { InputError } from "../../catalogue/input-error.ts";
import { ModelRecordError, type ModelRecord } from "../model.ts";
import { providerMappingOf } from "./mapping.ts";
import { SnippetOptionsError } from "./options.ts";
import { getInferenceSnippets, getInferenceSnippetsResult } from "./snippets.ts";

const flux = { id: "black-forest-labs/FLUX.1-dev", pipeline_tag: "text-to-image" };
const entry = { provider: "fal-ai", providerId: "fal-ai/flux/dev", hfModelId: flux.id, task: "text-to-image", status: "live" };
const curl = (snippets: { client: string; content: string }[]) => snippets.find((s) => s.client === "curl")!.content;

describe("the provider mapping from the record", () => {
  it("reads the list and the object keyed by provider alike", () => {
    const list = providerMappingOf({ inferenceProviderMapping: [entry] });
    const { provider: _p, ...rest } = entry;
    expect(providerMappingOf({ inferenceProviderMapping: { "fal-ai": rest } })).toEqual(list);
    expect(providerMappingOf({})).toEqual([]);
  });

  it("gives each provider its model id, and the same snippets as the option would", () => {
    const record = { ...flux, inferenceProviderMapping: [entry] };
    expect(curl(getInferenceSnippets(record, { provider: "fal-ai" }))).toContain("fal-ai/flux/dev");
    expect(getInferenceSnippets(record, { provider: "fal-ai" })).toEqual(getInferenceSnippets(flux, { provider: "fal-ai", providerModelId: "fal-ai/flux/dev" }));
  });

  it("makes a LoRA's weights file the full URL on the hub", () => {
    const lora = { id: "XLabs-AI/flux-RealismLora", pipeline_tag: "text-to-image" };
    const mapping = { provider: "fal-ai", providerId: "fal-ai/flux-lora", adapter: "lora", adapterWeightsPath: "sub dir/lora.safetensors" };
    expect(curl(getInferenceSnippets(lora, { mapping }))).toContain('"https://huggingface.co/XLabs-AI/flux-RealismLora/resolve/main/sub%20dir/lora.safetensors"');
  });

  it("takes the task from the entry when the record has none", () => {
    const result = getInferenceSnippetsResult({ id: "a/b", inferenceProviderMapping: [{ provider: "together", providerId: "x/y", task: "conversational" }] }, { provider: "together" });
    expect(result.unavailable).toBeNull();
    expect(result.snippets.map((s) => s.client)).toContain("openai");
  });

  it("says staging, and still shows it", () => {
    const result = getInferenceSnippetsResult({ ...flux, inferenceProviderMapping: [{ ...entry, status: "staging" }] }, { provider: "fal-ai" });
    expect(result.staging).toBe(true);
    expect(result.snippets.length).toBeGreaterThan(0);
  });
});

describe("nothing to show, with the reason, where the hub shows nothing", () => {
  const cases: [string, ModelRecord, string, string][] = [
    ["a retired provider", { ...flux, inferenceProviderMapping: [{ ...entry, provider: "nebius" }] }, "nebius", "retired-provider"],
    ["a provider this package does not know", { ...flux, inferenceProviderMapping: [{ ...entry, provider: "new-cloud" }] }, "new-cloud", "unknown-provider"],
    ["a task the provider does not serve", { ...flux, inferenceProviderMapping: [{ ...entry, provider: "groq" }] }, "groq", "task-not-served"],
    ["an entry for another task", { ...flux, inferenceProviderMapping: [{ ...entry, task: "image-to-image" }] }, "fal-ai", "task-mismatch"],
    ["a provider not in the record's mapping", { ...flux, inferenceProviderMapping: [entry] }, "replicate", "not-mapped"],
  ];
  for (const [what, record, provider, reason] of cases) {
    it(what, () => {
      const result = getInferenceSnippetsResult(record, { provider });
      expect(result.snippets).toEqual([]);
      expect(result.unavailable?.reason).toBe(reason);
      expect(getInferenceSnippets(record, { provider })).toEqual([]);
    });
  }

  it("and a task without inference snippets", () => {
    expect(getInferenceSnippetsResult({ id: "a/b", pipeline_tag: "unconditional-image-generation" }).unavailable?.reason).toBe("no-inference-snippet");
  });

  it("while a provider asked for by name, with no mapping, that does not serve the task is bad input", () => {
    expect(() => getInferenceSnippets(flux, { provider: "groq" })).toThrow(SnippetOptionsError);
  });
});

describe("bad input names the field", () => {
  const bad: [string, unknown, Record<string, unknown>, string | RegExp][] = [
    ["a non-string providerId", { ...flux, inferenceProviderMapping: [{ provider: "fal-ai", providerId: 3 }] }, { provider: "fal-ai" }, "model.inferenceProviderMapping[0].providerId: expected a string, got a number"],
    ["a missing providerId (object form)", { ...flux, inferenceProviderMapping: { "fal-ai": { task: "text-to-image" } } }, { provider: "fal-ai" }, "model.inferenceProviderMapping.fal-ai.providerId: required"],
    ["a weights path leaving the repository", flux, { mapping: { ...entry, adapter: "lora", adapterWeightsPath: "../x.safetensors" } }, "options.mapping.adapterWeightsPath:"],
    ["a providerId with a line break", flux, { mapping: { ...entry, providerId: "a\nb" } }, 'options.mapping.providerId: "a\\nb" must be text without control characters'],
    ["a blank providerId", flux, { mapping: { ...entry, providerId: " " } }, "options.mapping.providerId:"],
    ["an entry for another provider than asked", flux, { provider: "replicate", mapping: entry }, 'options.mapping.provider: "fal-ai" differs from options.provider "replicate"'],
    ["a providerModelId that contradicts the entry", flux, { providerModelId: "x", mapping: entry }, "differs from options.mapping.providerId"],
    ["an hfModelId that is no model id", flux, { mapping: { ...entry, hfModelId: "a//b" } }, "options.mapping.hfModelId:"],
  ];
  for (const [what, record, options, message] of bad) {
    it(what, () => {
      expect(() => getInferenceSnippets(record as ModelRecord, options)).toThrow(SnippetOptionsError);
      expect(() => getInferenceSnippets(record as ModelRecord, options)).toThrow(message);
    });
  }

  it("a mapping that is neither a list nor an object of entries is no model record", () => {
    expect(() => getInferenceSnippets({ ...flux, inferenceProviderMapping: "fal-ai" } as unknown as ModelRecord)).toThrow(ModelRecordError);
    expect(() => getInferenceSnippets({ ...flux, inferenceProviderMapping: [1] } as unknown as ModelRecord)).toThrow("model: inferenceProviderMapping[0]: expected an object");
    expect(() => getInferenceSnippets({ ...flux, inferenceProviderMapping: { "fal-ai": 1 } } as unknown as ModelRecord)).toThrow(InputError);
  });

  it("null fields of an entry are absent, and a null mapping is none", () => {
    expect(getInferenceSnippets({ ...flux, inferenceProviderMapping: [{ ...entry, adapter: null, adapterWeightsPath: null }] } as unknown as ModelRecord, { provider: "fal-ai" })).toEqual(
      getInferenceSnippets({ ...flux, inferenceProviderMapping: [entry] }, { provider: "fal-ai" }),
    );
    expect(getInferenceSnippets({ ...flux, inferenceProviderMapping: null } as unknown as ModelRecord)).toEqual(getInferenceSnippets(flux));
  });
});
