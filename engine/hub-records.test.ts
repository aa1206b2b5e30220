// Records as the hub's model API gives them (engine/hub-records.json, written from real model pages: null
// fields, the provider mapping in both forms, LoRA adapters, GGUF files picked by path) go through the
// public API with no adapter: routed snippets for every mapped provider the hub still offers, direct
// requests that call the provider with the mapping's model id, local apps for the file picked.
import { describe, expect, it } from "vitest";
import { providers, retiredProviders } from "../catalogue/inference.ts";
import { getInferenceSnippets, getInferenceSnippetsResult, getLibrarySnippets, getLocalApps, providerMappingOf, type ModelRecordInput, type ProviderMappingEntry } from "./index.ts";
import data from "./hub-records.json" with { type: "json" };

const records = data.records as unknown as { record: ModelRecordInput; file?: string }[];
const CHAT = ["text-generation", "image-text-to-text"];
const curl = (snippets: { client: string; content: string }[]) => snippets.find((s) => s.client === "curl")?.content ?? snippets.map((s) => s.content).join("\n");

describe("records as the hub gives them", () => {
  it("are at least 20, with nulls, both mapping forms, LoRA adapters and picked GGUF files", () => {
    expect(records.length).toBeGreaterThanOrEqual(20);
    const raw = records.map((r) => r.record as Record<string, unknown>);
    expect(raw.filter((r) => Object.values(r).includes(null)).length).toBeGreaterThanOrEqual(10);
    expect(raw.some((r) => Array.isArray(r.inferenceProviderMapping))).toBe(true);
    expect(raw.some((r) => r.inferenceProviderMapping && !Array.isArray(r.inferenceProviderMapping))).toBe(true);
    expect(records.flatMap((r) => providerMappingOf(r.record as never)).filter((e) => e.adapter === "lora").length).toBeGreaterThanOrEqual(3);
    expect(records.filter((r) => r.file).length).toBeGreaterThanOrEqual(2);
  });

  for (const { record, file } of records) {
    const entries: ProviderMappingEntry[] = providerMappingOf(record as never);
    it(`${record.id}: ${entries.length ? entries.map((e) => e.provider).join(", ") : `local apps for ${file}`}`, () => {
      expect(() => getLibrarySnippets(record)).not.toThrow();
      for (const entry of entries) {
        const result = getInferenceSnippetsResult(record, { provider: entry.provider });
        if (retiredProviders[entry.provider]) {
          expect(result.unavailable?.reason, entry.provider).toBe("retired-provider");
          continue;
        }
        expect(result.unavailable, entry.provider).toBeNull();
        expect(result.staging).toBe(entry.status === "staging");
        const routed = curl(result.snippets);
        // Through the router: chat names the model `<id>:<provider>`, other tasks call the provider's model id.
        expect(routed, entry.provider).toContain(CHAT.includes(record.pipeline_tag ?? "") ? `${record.id}:${entry.provider}` : entry.provider === "hf-inference" ? record.id : entry.providerId.split(":")[0]!);
        if (entry.adapterWeightsPath && entry.provider === "fal-ai") expect(routed).toContain(`https://huggingface.co/${record.id}/resolve/main/${entry.adapterWeightsPath}`);
        // Directly: the provider's own API, called with the mapping's model id.
        if (providers[entry.provider]!.direct) {
          const direct = curl(getInferenceSnippets(record, { provider: entry.provider, directRequest: true }));
          expect(direct, entry.provider).not.toContain("router.huggingface.co");
          expect(direct, entry.provider).toContain(entry.providerId.split(":")[0]!);
        }
      }
      if (file) {
        const apps = getLocalApps(record, { file });
        expect(apps.length).toBeGreaterThanOrEqual(10);
        const quant = /-(Q\d_[A-Z0-9_]+)\.gguf$/.exec(file)![1]!;
        expect(apps.find((a) => a.app === "ollama")!.snippets[0]!.content).toContain(`:${quant}`);
      }
    });
  }
});
