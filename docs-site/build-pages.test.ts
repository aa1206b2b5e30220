// One path for every page: the whole build and a page built alone (the playground's Docs view) give the
// same text, a page built alone renders only its own examples, and the page text is the templates'.
import { describe, expect, it } from "vitest";
import { getInferenceSnippetsResult } from "../engine/index.ts";
import { buildDocsPage, buildDocsWith, docsPagePaths, type DocsBuildOptions, type DocsSnippets } from "./build-pages.ts";
import { nodeDocsFiles } from "./files.node.ts";
import { PageTemplateError } from "./page-templates.ts";

const files = nodeDocsFiles();
const counting = () => {
  const asked: string[] = [];
  const snippets: DocsSnippets = (c) => {
    asked.push(`${c.task}/${c.provider}`);
    return getInferenceSnippetsResult(c.record, { provider: c.provider });
  };
  return { asked, snippets };
};

describe("a page built alone", () => {
  const whole = buildDocsWith({ files });

  it("is the page of the whole build, for every page the build writes", () => {
    const options: DocsBuildOptions = { files };
    expect(docsPagePaths(options)).toEqual([...whole.pages.keys()]);
    for (const [path, markdown] of whole.pages) expect(buildDocsPage(path, options).markdown, path).toBe(markdown);
  });

  it("renders only the examples it shows (the index renders every one, to count them)", () => {
    const task = counting();
    const page = buildDocsPage("tasks/text-to-image.md", { files, snippets: task.snippets });
    expect(task.asked.length).toBe(page.sections);
    expect(task.asked.length).toBeGreaterThan(1);
    expect(new Set(task.asked.map((a) => a.split("/")[0]))).toEqual(new Set(["text-to-image"]));

    const provider = counting();
    buildDocsPage("providers/fal-ai.md", { files, snippets: provider.snippets });
    expect(new Set(provider.asked.map((a) => a.split("/")[1]))).toEqual(new Set(["fal-ai"]));

    const index = counting();
    buildDocsPage("index.md", { files, snippets: index.snippets });
    expect(index.asked.length).toBe(whole.sections.length);
  });

  it("is no page for a path the build does not write", () => {
    expect(buildDocsPage("tasks/not-a-task.md", { files }).markdown).toBeNull();
    expect(buildDocsPage("providers/auto.md", { files }).markdown).toBeNull();
    expect(buildDocsPage("other.md", { files }).markdown).toBeNull();
  });

  it("reports the examples of its own left out, with why", () => {
    const failing: DocsSnippets = (c) => {
      if (c.provider === "fal-ai") throw new Error("templates/sh/curl/_default.hbs:1:3: something broke");
      return getInferenceSnippetsResult(c.record, { provider: c.provider });
    };
    const page = buildDocsPage("tasks/text-to-image.md", { files, snippets: failing });
    expect(page.warnings).toEqual(["catalogue/docs-examples.yaml: text-to-image.fal-ai: left out: templates/sh/curl/_default.hbs:1:3: something broke"]);
    expect(page.markdown).not.toContain("\n### fal\n");
    expect(page.markdown).toContain("\n### DeepInfra\n");
  });
});

describe("the page templates (docs-site/templates/)", () => {
  it("hold the page text: an edited template is an edited page", () => {
    const edited = { ...files, templates: { ...files.templates, provider: files.templates.provider!.replace("Provider id", "Provider name") } };
    const page = buildDocsPage("providers/fal-ai.md", { files: edited }).markdown!;
    expect(page).toContain("Provider name `fal-ai`");
    expect(buildDocsPage("providers/fal-ai.md", { files }).markdown).toContain("Provider id `fal-ai`");
  });

  it("render strictly: a field the data lacks is an error naming the template's file", () => {
    const broken = { ...files, templates: { ...files.templates, index: `${files.templates.index!}{{nope}}\n` } };
    expect(() => buildDocsPage("index.md", { files: broken })).toThrow(PageTemplateError);
    expect(() => buildDocsPage("index.md", { files: broken })).toThrow(/^docs-site\/templates\/index\.hbs: .*nope/);
  });

  it("escape what they print through the Markdown helpers", () => {
    const page = buildDocsPage("tasks/text-to-image.md", { files }).markdown!;
    // The catalogue's label "Text-to-Image" as a heading; a model id with its link.
    expect(page.startsWith("# Text-to-Image\n\n")).toBe(true);
    expect(page).toMatch(/^- \[[^\]]+\]\(https:\/\/huggingface\.co\/[^)]+\): /m);
  });
});
