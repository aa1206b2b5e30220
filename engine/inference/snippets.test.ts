import { afterEach, describe, expect, it } from "vitest";
import { getTemplateSource, resetTemplateSources, setTemplateSource } from "../render/templates.ts";
import { getInferenceSnippets } from "./snippets.ts";

afterEach(() => resetTemplateSources());

const model = { id: "openai-community/gpt2", pipeline_tag: "text-generation", library_name: "transformers" };

describe("inference snippets and template edits", () => {
  it("render an edited template, a new more specific template, and the original again after a reset", () => {
    const before = getInferenceSnippets(model).find((s) => s.language === "python" && s.client === "requests")!;
    expect(before.template).toBe("python/requests/_default.hbs");

    setTemplateSource("python/requests/_default", `# edited\n${getTemplateSource("python/requests/_default")}`);
    const edited = getInferenceSnippets(model).find((s) => s.client === "requests")!;
    expect(edited.content).toBe(`# edited\n${before.content}`);

    // A template for the call's own kind now wins over the client's default.
    setTemplateSource("python/requests/conversational", "print({{py modelId}})");
    const own = getInferenceSnippets(model).find((s) => s.client === "requests")!;
    expect(own).toMatchObject({ template: "python/requests/conversational.hbs", content: 'print("openai-community/gpt2")' });

    resetTemplateSources();
    expect(getInferenceSnippets(model).find((s) => s.client === "requests")).toEqual(before);
  });
});
