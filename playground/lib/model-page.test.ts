import { describe, expect, it } from "vitest";
import { parseCase } from "../../engine/golden/cases.ts";
import type { ModelRecord, Snippet } from "../../engine/index.ts";
import { chosen, languageTabs, mappedProviders } from "./model-page.ts";

const chat: ModelRecord = { id: "meta-llama/Llama-3.1-8B-Instruct", pipeline_tag: "text-generation", tags: ["conversational"] };
/** The record with the hub's provider mapping (a field snippets do not read, so not in ModelRecord). */
const withMapping = (mapping: unknown) => ({ ...chat, inferenceProviderMapping: mapping }) as ModelRecord;
const inferenceCase = parseCase(
  "conversational/x",
  "golden/cases/conversational/x.yaml",
  "description: d\nmodel: {id: a/b, pipeline_tag: text-generation}\nproviders: [together, groq]\nproviderModelIds: {together: meta/x}\n",
);
const localAppsCase = parseCase("local-apps/gguf", "golden/cases/local-apps/gguf.yaml", "description: d\nmodel: {id: a/b-GGUF}\n");

describe("mappedProviders", () => {
  it("takes the record's own mapping, in either of the hub's shapes, leaving out failed and unknown providers", () => {
    const asArray = [
      { provider: "together", providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo", status: "live" },
      { provider: "groq", providerId: "llama-3.1-8b-instant", status: "error" },
      { provider: "nobody", providerId: "x", status: "live" },
    ];
    expect(mappedProviders(withMapping(asArray), inferenceCase)).toEqual([
      { provider: "together", providerModelId: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo" },
    ]);
    const asObject = { "fireworks-ai": { providerId: "accounts/fireworks/models/x", status: "live" }, cerebras: { status: "staging" } };
    expect(mappedProviders(withMapping(asObject), undefined)).toEqual([
      { provider: "fireworks-ai", providerModelId: "accounts/fireworks/models/x" },
      { provider: "cerebras" },
    ]);
    expect(mappedProviders(withMapping([]), inferenceCase)).toEqual([]);
  });

  it("else an inference case's providers with its model ids; none for a library or local-app case or a bare record", () => {
    expect(mappedProviders(chat, inferenceCase)).toEqual([{ provider: "together", providerModelId: "meta/x" }, { provider: "groq" }]);
    expect(mappedProviders(chat, localAppsCase)).toEqual([]);
    expect(mappedProviders(chat, undefined)).toEqual([]);
  });
});

describe("languageTabs", () => {
  it("puts Python, JavaScript and cURL first, with proper names, clients in the engine's order", () => {
    const s = (language: Snippet["language"], client: Snippet["client"]): Snippet => ({ language, client, template: `${language}/${client}/_default.hbs`, content: "", requirements: { install: [], env: [] } });
    const tabs = languageTabs([s("csharp", "http"), s("sh", "curl"), s("python", "huggingface_hub"), s("python", "requests"), s("go", "http"), s("js", "fetch"), s("r", "http")]);
    expect(tabs.map((t) => t.name)).toEqual(["Python", "JavaScript", "cURL", "Go", "C#", "R"]);
    expect(tabs[0]!.snippets.map((x) => x.client)).toEqual(["huggingface_hub", "requests"]);
  });

  it("chooses what the URL asks when offered, else the first", () => {
    expect(chosen("js", ["python", "js"])).toBe("js");
    expect(chosen("cobol", ["python", "js"])).toBe("python");
    expect(chosen("x", [])).toBe("");
  });
});
