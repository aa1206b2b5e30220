// getLocalApps(model, { placeholders: true }): where no file is picked, the hub's placeholders stay for the
// page's quantisation picker to fill in, and deep links name no file.
import { describe, expect, it } from "vitest";
import { getLocalApps, LocalAppOptionsError, type LocalApp } from "./index.ts";

const byId = (apps: LocalApp[]) => new Map(apps.map((a) => [a.app, a]));
const withSiblings = {
  id: "org/chat-GGUF",
  pipeline_tag: "text-generation",
  tags: ["gguf", "conversational"],
  gguf: { context_length: 4096, chat_template: "{% if tools %}{% endif %}" },
  siblings: [{ rfilename: "chat-Q8_0.gguf" }, { rfilename: "chat-Q4_K_M.gguf" }],
};
const { siblings: _, ...withoutSiblings } = withSiblings;

describe("the placeholders option", () => {
  for (const [what, record] of [["with siblings", withSiblings], ["without siblings", withoutSiblings]] as const) {
    it(`leaves {{QUANT_TAG}} and {{GGUF_FILE}} where the quantisation and file go (${what})`, () => {
      const apps = byId(getLocalApps(record, { placeholders: true }));
      expect(apps.get("ollama")!.snippets[0]!.content).toBe("ollama run 'hf.co/org/chat-GGUF:{{QUANT_TAG}}'");
      expect(apps.get("llama.cpp")!.snippets[0]!.content).toContain("llama serve -hf 'org/chat-GGUF:{{QUANT_TAG}}'");
      expect(apps.get("localai")!.snippets[0]!.content).toBe("local-ai run 'huggingface://org/chat-GGUF/{{GGUF_FILE}}'");
      expect(apps.get("lemonade")!.snippets[1]!.content).toContain("lemonade run 'user.chat-GGUF-{{QUANT_TAG}}'");
      expect(apps.get("pi")!.snippets[1]!.content).toContain('"id": "org/chat-GGUF:{{QUANT_TAG}}"');
      expect(apps.get("lmstudio")!.deeplink).toBe("lmstudio://open_from_hf?model=org/chat-GGUF");
      expect(apps.get("unsloth")!.deeplink).toBe("unsloth://open_from_hf?model=org/chat-GGUF");
      expect(apps.get("jellybox")!.deeplink).toBe("jellybox://llm/models/huggingface/LLM/org/chat-GGUF");
      const text = JSON.stringify([...apps.values()]);
      expect(text).not.toMatch(/Q4_K_M|Q8_0|model\.gguf/);
    });
  }

  it("offers the apps a record with a chosen file gets", () => {
    const chosen = getLocalApps(withSiblings).map((a) => a.app);
    expect(getLocalApps(withSiblings, { placeholders: true }).map((a) => a.app)).toEqual(chosen);
  });

  it("gives way to the file or quantisation the user picked", () => {
    expect(getLocalApps(withSiblings, { placeholders: true, quant: "Q8_0" })).toEqual(getLocalApps(withSiblings, { quant: "Q8_0" }));
    expect(getLocalApps(withoutSiblings, { placeholders: true, file: "chat-Q8_0.gguf" })).toEqual(getLocalApps(withoutSiblings, { file: "chat-Q8_0.gguf" }));
  });

  it("puts no placeholder where the repository has no GGUF file", () => {
    const transformers = { id: "org/chat", pipeline_tag: "text-generation", tags: ["transformers", "conversational"], siblings: [{ rfilename: "model.safetensors" }] };
    expect(getLocalApps(transformers, { placeholders: true })).toEqual(getLocalApps(transformers));
    expect(JSON.stringify(getLocalApps(transformers, { placeholders: true }))).not.toContain("{{");
  });

  it("refuses a value that is no boolean", () => {
    expect(() => getLocalApps(withSiblings, { placeholders: "yes" as unknown as boolean })).toThrow(LocalAppOptionsError);
    expect(() => getLocalApps(withSiblings, { placeholders: "yes" as unknown as boolean })).toThrow("placeholders: must be true or false");
  });
});
