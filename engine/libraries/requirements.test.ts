import { describe, expect, it } from "vitest";
import { resetTemplateSources, setTemplateSource } from "../render/templates.ts";
import { getLibrarySnippets } from "./index.ts";

describe("requirements made once per library", () => {
  it("an install step that prints the record's values gives each record its own commands", () => {
    const commands = (id: string) => getLibrarySnippets({ id, library_name: "spacy" }).find((s) => s.template === "python/spacy/usage.hbs")!.requirements.install;
    expect(commands("acme/first")[0]).toContain("acme/first");
    expect(commands("acme/second")[0]).toContain("acme/second");
  });

  it("an install step that prints the same text for every record is shared, frozen", () => {
    const [a, b] = ["acme/one", "acme/two"].map((id) => getLibrarySnippets({ id, library_name: "anemoi" }).find((s) => !s.template.endsWith("/install.hbs"))!);
    expect(a!.requirements).toBe(b!.requirements);
    expect(Object.isFrozen(a!.requirements.install)).toBe(true);
    expect(a!.requirements.install).toEqual(['pip install "anemoi-inference[huggingface]"']);
  });

  it("an edited install template is read again (the playground)", () => {
    const commands = () => getLibrarySnippets({ id: "acme/one", library_name: "anemoi" }).find((s) => !s.template.endsWith("/install.hbs"))!.requirements.install;
    expect(commands()).toEqual(['pip install "anemoi-inference[huggingface]"']);
    try {
      setTemplateSource("sh/anemoi/install", "pip install anemoi-edited\n");
      expect(commands()).toEqual(["pip install anemoi-edited"]);
    } finally {
      resetTemplateSources();
    }
  });
});
