// A template pack that brings inference clients (the installed package's language packs carry their
// clients' client.yaml data): useTemplates() makes them clients, listed in order, and snippets come from them.
// Fresh modules: the pack and its client stay in this file's store and client list (npm test shares modules).
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

let useTemplates: typeof import("../render/templates.ts").useTemplates;
let INFERENCE_CLIENTS: typeof import("./clients.ts").INFERENCE_CLIENTS;
let getInferenceSnippets: typeof import("./snippets.ts").getInferenceSnippets;

beforeEach(async () => {
  vi.resetModules();
  ({ useTemplates } = await import("../render/templates.ts"));
  ({ INFERENCE_CLIENTS } = await import("./clients.ts"));
  ({ getInferenceSnippets } = await import("./snippets.ts"));
});
// The next file in this worker loads the modules afresh, not these ones with the pack.
afterAll(() => vi.resetModules());

const chatModel = { id: "meta-llama/Llama-3.1-8B-Instruct", pipeline_tag: "text-generation", tags: ["conversational"] };

describe("clients a template pack brings", () => {
  it("join INFERENCE_CLIENTS in listing order when the pack is handed over, and write snippets", () => {
    expect(INFERENCE_CLIENTS.some((c) => c.client === "acme")).toBe(false);
    useTemplates({
      templates: { "python/acme": { _default: (context) => `acme.chat(${JSON.stringify((context as { modelId: string }).modelId)})\n` } },
      clients: { "python/acme": { order: 15, serves: "chat", setup: { install: ["pip install acme"] } } },
    });
    const acme = INFERENCE_CLIENTS.find((c) => c.client === "acme")!;
    expect(acme).toMatchObject({ language: "python", order: 15, serves: "chat", without: {} });
    const orders = INFERENCE_CLIENTS.map((c) => c.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const snippet = getInferenceSnippets(chatModel, { provider: "together" }).find((s) => (s.client as string) === "acme");
    expect(snippet).toMatchObject({ language: "python", content: 'acme.chat("meta-llama/Llama-3.1-8B-Instruct")\n', requirements: { install: ["pip install acme"] } });
  });
});
