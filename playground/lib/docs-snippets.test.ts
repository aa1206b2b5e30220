// The Docs view's cache of the examples' snippets: the same answers as the public API, and after an edit
// only the examples whose clients' folders (or language-wide partials) the edit reaches are rendered again.
import { afterEach, describe, expect, it } from "vitest";
import { getInferenceSnippetsResult, getTemplateSource, resetTemplateSources, setTemplateSource } from "../../engine/index.ts";
import { docsCases } from "../../docs-site/docs-cases.ts";
import { DocsSnippetCache } from "./docs-snippets.ts";

afterEach(() => resetTemplateSources());

const cases = docsCases();
const snippetCount = (pick: (s: { language: string; client: string }) => boolean = () => true) =>
  cases.reduce((n, c) => n + getInferenceSnippetsResult(c.record, { provider: c.provider }).snippets.filter(pick).length, 0);
const usesFolder = (folder: string) => cases.filter((c) => getInferenceSnippetsResult(c.record, { provider: c.provider }).snippets.some((s) => s.template.startsWith(`${folder}/`)));

describe("DocsSnippetCache", () => {
  it("answers as getInferenceSnippetsResult does, rendering each snippet once", () => {
    const cache = new DocsSnippetCache();
    cache.sync();
    for (const c of cases) expect(cache.snippets(c)).toEqual(getInferenceSnippetsResult(c.record, { provider: c.provider }));
    const all = snippetCount();
    expect(cache.renders).toBe(all);
    cache.sync();
    for (const c of cases) cache.snippets(c);
    expect(cache.renders).toBe(all);
  });

  it("renders again only the snippets an edit of a client's template reaches, with the edit", () => {
    const cache = new DocsSnippetCache();
    cache.sync();
    for (const c of cases) cache.snippets(c);
    // fal's own client: the fal-ai examples alone.
    const reached = usesFolder("python/fal_client");
    expect(reached.length).toBeGreaterThan(0);
    expect(reached.length).toBeLessThan(cases.length);
    setTemplateSource("python/fal_client/_default", `# an edit\n${getTemplateSource("python/fal_client/_default")!}`);
    cache.sync();
    for (const c of cases) expect(cache.snippets(c)).toEqual(getInferenceSnippetsResult(c.record, { provider: c.provider }));
    // One fal_client snippet per fal example: those alone are rendered again.
    expect(cache.renders).toBe(snippetCount() + reached.length);
    const fal = cache.snippets(reached[0]!).snippets.find((s) => s.client === "fal_client")!;
    expect(fal.content.startsWith("# an edit\n")).toBe(true);
  });

  it("renders a whole language again after an edit of its language-wide partial", () => {
    const cache = new DocsSnippetCache();
    cache.sync();
    for (const c of cases) cache.snippets(c);
    setTemplateSource("python/notices/_gated", `${getTemplateSource("python/notices/_gated")!}`.replace(/^/, "{{!-- edited --}}"));
    cache.sync();
    for (const c of cases) cache.snippets(c);
    expect(cache.renders).toBe(snippetCount() + snippetCount((s) => s.language === "python"));
  });

  it("keeps a render error as the example's error until an edit, then renders again", () => {
    const cache = new DocsSnippetCache();
    cache.sync();
    const [c] = usesFolder("sh/curl");
    setTemplateSource("sh/curl/_default", "{{#if}}");
    cache.sync();
    expect(() => cache.snippets(c!)).toThrow(/sh\/curl\/_default/);
    resetTemplateSources();
    cache.sync();
    expect(cache.snippets(c!)).toEqual(getInferenceSnippetsResult(c!.record, { provider: c!.provider }));
  });
});
