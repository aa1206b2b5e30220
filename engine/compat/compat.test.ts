// hub-snippets/compat against the hub's own code: every input of the hub's snippet tests (huggingface.js
// packages/tasks-gen, copied as data into hub-snippet-fixtures.json) is accepted, and every (language,
// client) the pinned @huggingface/inference gives for it is given here too.
import { snippets as hub } from "@huggingface/inference";
import { LOCAL_APPS as HUB_LOCAL_APPS, MODEL_LIBRARIES_UI_ELEMENTS as HUB_LIBRARIES } from "@huggingface/tasks";
import { describe, expect, it } from "vitest";
import { InputError } from "../../catalogue/input-error.ts";
import type { ModelRecord } from "../model.ts";
import { LOCAL_APPS, MODEL_LIBRARIES_UI_ELEMENTS, snippets } from "../entries/compat.ts";
import fixtures from "./hub-snippet-fixtures.json" with { type: "json" };

type Fixture = (typeof fixtures.cases)[number];
const pairs = (list: { language: string; client: string }[]) => [...new Set(list.map((s) => `${s.language}/${s.client}`))].sort();
const runs = fixtures.cases.flatMap((c: Fixture) => c.providers.map((provider) => ({ c, provider, mapping: (c.mappings as unknown as Record<string, { providerId: string }>)[provider]! })));

describe("hub-snippets/compat on the hub's snippet test inputs", () => {
  it("has them all (26 cases)", () => {
    expect(fixtures.cases.length).toBe(26);
    expect(runs.length).toBeGreaterThanOrEqual(35);
  });

  for (const { c, provider, mapping } of runs) {
    it(`${c.testName} on ${provider}: accepted, and every pair the hub gives`, () => {
      const opts = "opts" in c ? (c.opts as Record<string, unknown>) : undefined;
      const theirs = pairs(hub.getInferenceSnippets(c.model as never, provider as never, mapping as never, opts));
      const ours = snippets.getInferenceSnippets(c.model as ModelRecord, provider, mapping, opts);
      expect(ours.length).toBeGreaterThan(0);
      for (const s of ours) expect(Object.keys(s).sort()).toEqual(["client", "content", "language"]);
      expect(theirs.filter((pair) => !pairs(ours).includes(pair))).toEqual([]);
    });
  }

  it("gives nothing, as the hub's code, for a provider that cannot serve the task, and throws InputError for a record that is none", () => {
    const model = { id: "a/b", pipeline_tag: "text-to-image" };
    expect(hub.getInferenceSnippets(model as never, "groq" as never, undefined, {})).toEqual([]);
    expect(snippets.getInferenceSnippets(model, "groq")).toEqual([]);
    expect(snippets.getInferenceSnippets(model, "no-such-provider")).toEqual([]);
    expect(() => snippets.getInferenceSnippets({ idd: 42 } as unknown as ModelRecord, "together")).toThrow(InputError);
  });
});

describe("MODEL_LIBRARIES_UI_ELEMENTS and LOCAL_APPS", () => {
  it("hold the hub's shape: library snippets as code blocks, labels and repositories", () => {
    const transformers = MODEL_LIBRARIES_UI_ELEMENTS["transformers"]!;
    expect(transformers).toMatchObject({ prettyLabel: HUB_LIBRARIES.transformers.prettyLabel, repoUrl: HUB_LIBRARIES.transformers.repoUrl });
    const blocks = transformers.snippets!({ id: "openai/whisper-tiny", pipeline_tag: "automatic-speech-recognition" });
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks.every((b) => typeof b === "string" && b.includes("openai/whisper-tiny") || b.startsWith("pip"))).toBe(true);
  });

  it("offer the hub's apps for a GGUF model page, with the file picked", () => {
    const model = { id: "unsloth/Qwen3-8B-GGUF", pipeline_tag: "text-generation", tags: ["gguf", "conversational"], gguf: { context_length: 40960 } };
    const file = "Qwen3-8B-Q5_K_M.gguf";
    const shown = Object.keys(LOCAL_APPS).filter((id) => LOCAL_APPS[id]!.displayOnModelPage(model));
    const hubShown = Object.entries(HUB_LOCAL_APPS).filter(([, app]) => app.displayOnModelPage(model as never)).map(([id]) => id);
    expect(hubShown.filter((id) => !shown.includes(id))).toEqual([]);
    const llama = LOCAL_APPS["llama.cpp"]!;
    expect("snippet" in llama && llama.snippet(model, file).map((s) => s.content).join("\n")).toContain("unsloth/Qwen3-8B-GGUF:Q5_K_M");
    const lmstudio = LOCAL_APPS["lmstudio"]!;
    expect("deeplink" in lmstudio && lmstudio.deeplink(model, file).href).toBe(
      (HUB_LOCAL_APPS.lmstudio as { deeplink: (m: never, f?: string) => URL }).deeplink(model as never, file).href,
    );
  });
});
