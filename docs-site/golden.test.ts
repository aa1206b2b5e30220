// The reference pages as golden output: the docs golden folder matches a render, and a one-template
// change shows in the golden report as one change, on each page that holds the template's snippets.
import { afterEach, describe, expect, it } from "vitest";
import { getTemplateSource, resetTemplateSources, setTemplateSource } from "../engine/index.ts";
import { groupChanges } from "../engine/golden/change-groups.ts";
import { compare, formatCheck, isClean } from "../engine/golden/harness.ts";
import { formatReport } from "../engine/golden/report.ts";
import { DOCS_GOLDEN_ROOT } from "./golden.ts";

afterEach(() => resetTemplateSources());

describe("the reference pages' golden folder (docs-site/golden)", () => {
  it("holds exactly what the pages render", () => {
    const c = compare({ root: DOCS_GOLDEN_ROOT });
    expect(c.cases.map((r) => r.goldenCase.name)).toEqual(["docs/pages"]);
    expect(isClean(c), formatCheck(c)).toBe(true);
    expect(c.unchanged.length).toBeGreaterThan(40);
  });

  it("shows a one-template change as one change in the report, on every page with that template's snippets", () => {
    const key = "sh/curl/_default";
    setTemplateSource(key, `# reviewed edit\n${getTemplateSource(key)!}`);
    const c = compare({ root: DOCS_GOLDEN_ROOT });
    const pages = c.changed.map((x) => x.path);
    // Every task page with a provider section and every provider page with a task shows curl.
    expect(pages).toContain("docs/pages/tasks/text-to-image.md");
    expect(pages).toContain("docs/pages/providers/fal-ai.md");
    expect(pages.length).toBeGreaterThan(40);
    const groups = groupChanges(c.changed.map((x) => ({ kind: "changed" as const, path: x.path, before: x.expected, after: x.actual })));
    expect(groups).toHaveLength(1);
    expect(groups[0]!.key).toBe("+# reviewed edit");
    expect(formatReport(c)).toContain(`same change in ${pages.length} files`);
  });
});
