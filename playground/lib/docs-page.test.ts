// The Docs view's page: built as `snippets docs` builds it, its links as the view's own URLs.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildDocs } from "../../docs-site/pages.ts";
import { docsBuildOptions, docsExamples, docsHref, docsPages, showPage } from "./docs-page.ts";
import { DocsSnippetCache } from "./docs-snippets.ts";

const text = readFileSync(new URL("../../catalogue/docs-examples.yaml", import.meta.url), "utf8");

describe("the Docs view's pages", () => {
  const cache = new DocsSnippetCache();
  const options = docsBuildOptions(docsExamples(text), cache);
  const whole = buildDocs();

  it("are the pages `snippets docs` writes, each the same Markdown, from the bundled files", () => {
    expect(docsPages(options).map((p) => p.path)).toEqual([...whole.pages.keys()]);
    for (const path of ["index.md", "tasks/text-generation.md", "providers/hf-inference.md"]) {
      const shown = showPage(path, options, cache);
      expect(shown.markdown, path).toBe(whole.pages.get(path));
      expect(shown.error).toBeNull();
      expect(shown.html).toContain('<h2 id="docs-');
    }
  });

  it("are labelled by the catalogue's names", () => {
    const pages = docsPages(options);
    expect(pages[0]).toEqual({ path: "index.md", label: "Index", kind: "index" });
    expect(pages).toContainEqual({ path: "tasks/text-to-image.md", label: "Text-to-Image", kind: "task" });
    expect(pages).toContainEqual({ path: "providers/fal-ai.md", label: "fal", kind: "provider" });
  });

  it("link to each other through the view's URLs", () => {
    expect(docsHref("tasks/text-to-image.md", "../providers/fal-ai.md")).toBe("?view=docs&page=providers%2Ffal-ai.md");
    expect(docsHref("index.md", "tasks/fill-mask.md")).toBe("?view=docs&page=tasks%2Ffill-mask.md");
    expect(docsHref("providers/fal-ai.md", "../index.md")).toBe("?view=docs");
    expect(showPage("tasks/text-to-image.md", options, cache).html).toContain('href="?view=docs&amp;page=providers%2Ffal-ai.md"');
  });

  it("say which page does not exist, and name the examples file's problem", () => {
    expect(showPage("tasks/nope.md", options, cache)).toMatchObject({ markdown: null, html: null, error: null });
    expect(() => docsExamples("text-to-image:\n  fal-ai:\n    model: not an id\n")).toThrow(/^catalogue\/docs-examples\.yaml: text-to-image\.fal-ai\.model: /);
  });
});
