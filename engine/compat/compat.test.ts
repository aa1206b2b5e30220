// hub-snippets/compat against the hub's own code: every input of the hub's snippet tests (huggingface.js
// packages/tasks-gen, copied as data into hub-snippet-fixtures.json) is accepted, and every (language,
// client) the pinned @huggingface/inference gives for it is given here too, in the hub's order.
import { snippets as hub } from "@huggingface/inference";
import { LOCAL_APPS as HUB_LOCAL_APPS, MODEL_LIBRARIES_UI_ELEMENTS as HUB_LIBRARIES } from "@huggingface/tasks";
import { libraries } from "../../catalogue/libraries.ts";
import { describe, expect, it } from "vitest";
import {
  getInferenceSnippetsResult,
  LOCAL_APP_KEYS,
  LOCAL_APPS,
  MODEL_LIBRARIES_UI_ELEMENTS,
  providerMappingOf,
  snippets,
  type InferenceProviderOrPolicy,
  type ModelData,
} from "../entries/compat.ts";
import fixtures from "./hub-snippet-fixtures.json" with { type: "json" };

type Fixture = (typeof fixtures.cases)[number];
const pairs = (list: { language: string; client: string }[]) => [...new Set(list.map((s) => `${s.language}/${s.client}`))];
const runs = fixtures.cases.flatMap((c: Fixture) =>
  c.providers.map((provider) => ({ c, provider: provider as InferenceProviderOrPolicy, mapping: (c.mappings as unknown as Record<string, { providerId: string }>)[provider]! })),
);

describe("hub-snippets/compat on the hub's snippet test inputs", () => {
  it("has them all (26 cases)", () => {
    expect(fixtures.cases.length).toBe(26);
    expect(runs.length).toBeGreaterThanOrEqual(35);
  });

  for (const { c, provider, mapping } of runs) {
    it(`${c.testName} on ${provider}: accepted, every pair the hub gives, in the hub's order`, () => {
      const opts = "opts" in c ? (c.opts as Record<string, unknown>) : undefined;
      const theirs = pairs(hub.getInferenceSnippets(c.model as never, provider as never, mapping as never, opts));
      const ours = snippets.getInferenceSnippets(c.model as ModelData, provider, mapping, opts);
      expect(ours.length).toBeGreaterThan(0);
      for (const s of ours) expect(Object.keys(s).sort()).toEqual(["client", "content", "language"]);
      expect(pairs(ours).filter((pair) => theirs.includes(pair))).toEqual(theirs);
    });
  }

  it("gives nothing, as the hub's code, for a provider that cannot serve the task", () => {
    const model = { id: "a/b", pipeline_tag: "text-to-image" };
    expect(hub.getInferenceSnippets(model as never, "groq" as never, undefined, {})).toEqual([]);
    expect(snippets.getInferenceSnippets(model, "groq")).toEqual([]);
    expect(getInferenceSnippetsResult(model, "groq").unavailable?.reason).toBe("task-not-served");
  });

  it("never throws for a call the hub's function takes: an empty list, and the reason on request", () => {
    const chat = { id: "meta-llama/Llama-3.1-8B-Instruct", pipeline_tag: "text-generation", tags: ["conversational"] };
    // The last flag: whether the hub's function takes the call (it throws for OpenAI through the router).
    const calls: [string, ModelData, InferenceProviderOrPolicy, Record<string, unknown> | undefined, string, boolean][] = [
      ["a model OpenAI does not serve", chat, "openai", { directRequest: true }, "invalid-options", true],
      ["directRequest with endpointUrl", chat, "together", { directRequest: true, endpointUrl: "http://localhost:8080/v1" }, "invalid-options", true],
      ["an empty id", { ...chat, id: "" }, "together", undefined, "invalid-record", true],
      ["openai without directRequest", chat, "openai", undefined, "invalid-options", false],
      ["a provider this package does not know", chat, "no-such-provider" as InferenceProviderOrPolicy, undefined, "unknown-provider", false],
    ];
    for (const [what, model, provider, opts, reason, hubTakesIt] of calls) {
      const call = () => hub.getInferenceSnippets({ inference: "", tags: [], ...model } as never, provider as never, undefined, opts);
      if (hubTakesIt) expect(call, what).not.toThrow();
      expect(snippets.getInferenceSnippets(model, provider, undefined, opts), what).toEqual([]);
      const result = getInferenceSnippetsResult(model, provider, undefined, opts);
      expect(result.snippets, what).toEqual([]);
      expect(result.unavailable?.reason, what).toBe(reason);
      expect(result.unavailable?.message.length, what).toBeGreaterThan(0);
    }
  });

  it("takes a mapping entry and a record's raw mapping with null fields", () => {
    const entry = { provider: "together", providerId: "meta-llama/Llama-3.1-8B-Instruct-Turbo", hfModelId: "meta-llama/Llama-3.1-8B-Instruct", status: "live", task: "conversational", adapter: null, adapterWeightsPath: null, type: null };
    const record = { id: "meta-llama/Llama-3.1-8B-Instruct", pipeline_tag: "text-generation", tags: ["conversational"], inferenceProviderMapping: [entry] };
    expect(providerMappingOf(record)).toEqual([{ provider: "together", providerId: "meta-llama/Llama-3.1-8B-Instruct-Turbo", hfModelId: "meta-llama/Llama-3.1-8B-Instruct", status: "live", task: "conversational" }]);
    const content = snippets.getInferenceSnippets(record, "together", entry, { directRequest: true }).map((s) => s.content).join("\n");
    expect(content).toContain("meta-llama/Llama-3.1-8B-Instruct-Turbo");
  });
});

describe("MODEL_LIBRARIES_UI_ELEMENTS and LOCAL_APPS", () => {
  it("hold the hub's shape: library snippets as code blocks, labels and repositories", () => {
    const transformers = MODEL_LIBRARIES_UI_ELEMENTS.transformers;
    expect(transformers).toMatchObject({ prettyLabel: HUB_LIBRARIES.transformers.prettyLabel, repoUrl: HUB_LIBRARIES.transformers.repoUrl });
    const blocks = transformers.snippets!({ id: "openai/whisper-tiny", pipeline_tag: "automatic-speech-recognition" });
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks.every((b) => typeof b === "string" && b.includes("openai/whisper-tiny") || b.startsWith("pip"))).toBe(true);
  });

  it("hold every catalogue library, with its label, repository, docs and filter, and snippets where it has them", () => {
    expect(Object.keys(MODEL_LIBRARIES_UI_ELEMENTS)).toEqual(Object.keys(libraries));
    for (const library of Object.values(libraries)) {
      const element = MODEL_LIBRARIES_UI_ELEMENTS[library.id as keyof typeof MODEL_LIBRARIES_UI_ELEMENTS];
      const expected = { prettyLabel: library.prettyLabel, repoName: library.repoName, repoUrl: library.repoUrl, filter: library.filter, ...(library.docsUrl === undefined ? {} : { docsUrl: library.docsUrl }) };
      expect({ ...element, snippets: undefined }, library.id).toEqual({ ...expected, snippets: undefined });
      expect(typeof element.snippets, library.id).toBe(library.snippets === undefined ? "undefined" : "function");
    }
  });

  it("put the install block first where the hub's first block installs", () => {
    const records: [keyof typeof HUB_LIBRARIES & keyof typeof MODEL_LIBRARIES_UI_ELEMENTS, Record<string, unknown>][] = [
      ["diffusers", { id: "stabilityai/stable-diffusion-xl-base-1.0", pipeline_tag: "text-to-image", tags: [] }],
      ["chronos-forecasting", { id: "amazon/chronos-bolt-small", pipeline_tag: "time-series-forecasting", tags: [] }],
      ["whisperkit", { id: "argmaxinc/whisperkit-coreml", pipeline_tag: "automatic-speech-recognition", tags: [] }],
    ];
    for (const [library, model] of records) {
      const theirs = (HUB_LIBRARIES[library] as { snippets?: (m: never) => string[] }).snippets!({ inference: "", library_name: library, ...model } as never);
      const ours = MODEL_LIBRARIES_UI_ELEMENTS[library].snippets!({ library_name: library, ...model } as ModelData);
      expect(theirs[0], library).toMatch(/(pip|brew) install/);
      expect(ours[0], library).toMatch(/^(pip|brew|uv pip|swift package|git clone)|install/m);
      expect(ours.length, library).toBeGreaterThanOrEqual(2);
    }
    expect(MODEL_LIBRARIES_UI_ELEMENTS.diffusers.snippets!({ id: "a/b", pipeline_tag: "text-to-image" })[0]).toBe("pip install -U diffusers transformers accelerate");
  });

  it("offer the hub's apps for a GGUF model page, in the hub's order, with the file picked", () => {
    const model = { id: "unsloth/Qwen3-8B-GGUF", pipeline_tag: "text-generation", tags: ["gguf", "conversational"], gguf: { context_length: 40960 } };
    const file = "Qwen3-8B-Q5_K_M.gguf";
    expect(Object.keys(LOCAL_APPS)).toEqual(Object.keys(HUB_LOCAL_APPS));
    expect([...LOCAL_APP_KEYS]).toEqual(Object.keys(HUB_LOCAL_APPS));
    const shown = LOCAL_APP_KEYS.filter((id) => LOCAL_APPS[id].displayOnModelPage(model));
    const hubShown = Object.entries(HUB_LOCAL_APPS).filter(([, app]) => app.displayOnModelPage(model as never)).map(([id]) => id);
    expect(shown).toEqual(hubShown);
    const steps = LOCAL_APPS["llama.cpp"].snippet(model, file);
    expect(steps.flatMap((s) => s.content).join("\n")).toContain("unsloth/Qwen3-8B-GGUF:Q5_K_M");
    expect(LOCAL_APPS.lmstudio.deeplink(model, file).href).toBe((HUB_LOCAL_APPS.lmstudio as { deeplink: (m: never, f?: string) => URL }).deeplink(model as never, file).href);
  });

  it("give the hub's result forms: a command, steps, alternatives; deep links of the same kind", () => {
    const model = { id: "bartowski/Llama-3.2-3B-Instruct-GGUF", pipeline_tag: "text-generation", tags: ["conversational"], gguf: { total: 1, context_length: 4096 } };
    for (const key of LOCAL_APP_KEYS) {
      const hubApp = HUB_LOCAL_APPS[key] as { deeplink?: unknown; snippet?: (m: never) => unknown };
      const ours = LOCAL_APPS[key] as { deeplink?: unknown; snippet?: (m: unknown) => unknown };
      expect(typeof ours.deeplink, key).toBe(typeof hubApp.deeplink);
      if (!hubApp.snippet) continue;
      const [theirs, mine] = [hubApp.snippet(model as never), ours.snippet!(model)];
      expect(typeof mine, key).toBe(typeof theirs);
      if (!Array.isArray(theirs) || !Array.isArray(mine)) continue;
      const form = (steps: { content: unknown }[]) => (steps.every((s) => Array.isArray(s.content)) ? "alternatives" : steps.some((s) => Array.isArray(s.content)) ? "mixed" : "strings");
      expect(form(mine).startsWith(form(theirs) === "mixed" ? "alternatives" : form(theirs)) || form(theirs) === "mixed", key).toBe(true);
    }
  });

  it("render whenever called, with the hub's placeholders and no stand-in file", () => {
    const bare = { id: "bartowski/Llama-3.2-3B-Instruct-GGUF", tags: ["conversational"] };
    expect(LOCAL_APPS["llama.cpp"].displayOnModelPage(bare)).toBe(false);
    expect(JSON.stringify(LOCAL_APPS["llama.cpp"].snippet(bare))).toContain("bartowski/Llama-3.2-3B-Instruct-GGUF:{{QUANT_TAG}}");
    expect(LOCAL_APPS.ollama.snippet(bare)).toBe("ollama run 'hf.co/bartowski/Llama-3.2-3B-Instruct-GGUF:{{QUANT_TAG}}'");
    const gguf = { ...bare, gguf: { total: 1, context_length: 4096 } };
    expect(LOCAL_APPS.lmstudio.deeplink(gguf).href).toBe("lmstudio://open_from_hf?model=bartowski/Llama-3.2-3B-Instruct-GGUF");
    expect(LOCAL_APPS.localai.snippet(gguf)[0]!.content).toContain("huggingface://bartowski/Llama-3.2-3B-Instruct-GGUF/{{GGUF_FILE}}");
    const everything = JSON.stringify(LOCAL_APP_KEYS.map((key) => { const app = LOCAL_APPS[key]; return "snippet" in app ? app.snippet(gguf) : app.deeplink(gguf).href; }));
    expect(everything).not.toMatch(/model\.gguf|Q4_K_M|\*\.gguf/);
    const notGGUF = { id: "meta-llama/Llama-3.2-3B-Instruct", pipeline_tag: "text-generation", tags: ["conversational", "transformers"] };
    expect(JSON.stringify(LOCAL_APPS.vllm.snippet(notGGUF, "Llama-3.2-3B-Instruct-Q5_K_M.gguf"))).not.toContain("Q5_K_M");
    expect(LOCAL_APPS["docker-model-runner"].snippet(notGGUF)).toBe("docker model run 'hf.co/meta-llama/Llama-3.2-3B-Instruct'");
  });

  it("list a server's call under each step that starts it, never as a way of its own", () => {
    const model = { id: "meta-llama/Llama-3.2-3B-Instruct", pipeline_tag: "text-generation", tags: ["conversational", "transformers", "text-generation-inference", "mlx"] };
    for (const key of ["vllm", "sglang", "tgi", "mlx-lm"] as const) {
      const steps = LOCAL_APPS[key].snippet(model);
      expect(steps.map((s) => s.title), key).not.toContain("Call the server");
      expect(steps.some((s) => [s.content].flat().some((block) => block.includes("/chat/completions"))), key).toBe(true);
    }
    expect(LOCAL_APPS.vllm.snippet(model).map((s) => Array.isArray(s.content) && s.content.length)).toEqual([2, 2]);
  });

  it("say false, and give nothing, for a value that is no model record", () => {
    const broken = { id: 42 } as unknown as { id: string };
    expect(LOCAL_APPS["llama.cpp"].displayOnModelPage(broken)).toBe(false);
    expect(LOCAL_APPS["llama.cpp"].snippet(broken)).toEqual([]);
    expect(LOCAL_APPS.ollama.snippet(broken)).toBe("");
  });
});
