// @vitest-environment jsdom
// A review group of a partial's edit names the partial and its line (traced through the engine), opens
// it there and reverts that edit alone.
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { resolve } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadCases } from "../../../engine/golden/harness.ts";
import { renderCase } from "../../../engine/golden/render.ts";
import { getTemplateSource, resetTemplateSources, setTemplateSource } from "../../../engine/render/templates.ts";
import { groupSources, reviewGroups, type ReviewGroup } from "../../lib/review.ts";
import { draftHunkAt, draftHunks } from "../../lib/template-line.ts";
import type { OutputEntry } from "../../lib/workspace.ts";
import { ReviewGroupCard } from "./ReviewGroup.tsx";

afterEach(() => {
  cleanup();
  resetTemplateSources();
});

const ROOT = resolve(import.meta.dirname, "../../../golden");
const cases = loadCases({ root: ROOT, names: ["conversational/gated-manual", "conversational/llm"] });
const byName = new Map(cases.map((c) => [c.name, c]));
const handlers = { onAccept: async () => {}, onReject: () => {}, onRevertTemplate: () => {} };

/** The review groups of the render with `key` set to `draft`, against the render before it (the golden files as they were). */
function groupsWith(key: string, draft: string): ReviewGroup[] {
  const before = new Map(cases.map((c) => [c.name, renderCase(c)]));
  setTemplateSource(key, draft);
  const entries: OutputEntry[] = [];
  for (const c of cases) {
    const templates = new Map<string, string>();
    for (const [path, actual] of renderCase(c, templates)) {
      const expected = before.get(c.name)!.get(path) ?? null;
      if (expected !== actual) entries.push({ path, caseName: c.name, expected, actual, status: "changed", template: templates.get(path) });
    }
  }
  return reviewGroups(entries);
}

describe("a review group of a partial's edit", () => {
  const KEY = "python/requests/_request";
  const base = getTemplateSource(KEY)!;
  const line = base.split("\n").findIndex((l) => l.includes("json=payload")) + 1;
  const checkLine = base.split("\n").findIndex((l) => l.startsWith("response.raise_for_status()")) + 1;
  const draft = base.replace("json=payload", "json=payload, timeout=30").replace("response.raise_for_status()", "response.raise_for_status()  # checked");

  it("names the partial and the line that wrote the change, included from the outline, and opens it there", () => {
    const groups = groupsWith(KEY, draft);
    expect(groups.length).toBeGreaterThan(0);
    const group = groups.find((g) => g.key.includes("timeout=30"))!;
    expect(group.key).toContain("# checked");
    expect(group.templates).toEqual(["python/requests/_default.hbs"]);
    const onOpenTemplate = vi.fn();
    const onRevertHunk = vi.fn();
    const hunkAt = (key: string, at: number) => (key === KEY ? draftHunkAt(base, draft, at) : null);
    render(
      <ReviewGroupCard
        group={group}
        edited={[KEY]}
        onOpenTemplate={onOpenTemplate}
        sourcesOf={(g) => groupSources(g, byName)}
        hunkAt={hunkAt}
        onRevertHunk={onRevertHunk}
        {...handlers}
      />,
    );
    const links = screen.getAllByTestId("review-template");
    // Two edits of the partial, both in every file of the change: each line named, in output order.
    expect(links.map((l) => l.textContent)).toEqual([`templates/${KEY}.hbs, line ${line}`, `templates/${KEY}.hbs, line ${checkLine}`]);
    const item = links[0]!.closest("li")!;
    expect(item.textContent).toContain("(included from templates/python/requests/_default.hbs:4)");
    expect(screen.getByText(/in outputs of templates\/python\/requests\/_default\.hbs/)).toBeTruthy();
    expect(links[0]!.getAttribute("href")).toBe(`?view=templates&template=${encodeURIComponent(KEY)}&line=${line}`);
    fireEvent.click(links[0]!);
    expect(onOpenTemplate).toHaveBeenCalledWith(KEY, line);
    // Revert this edit: the hunk of that line alone, not the other edit of the file.
    fireEvent.click(within(item).getByRole("button", { name: `Revert this edit of templates/${KEY}.hbs at line ${line}` }));
    const hunk = onRevertHunk.mock.calls[0]![1];
    expect(onRevertHunk).toHaveBeenCalledWith(KEY, draftHunks(base, draft).find((h) => h.added.includes("timeout=30")));
    expect(hunk.removed).not.toContain("raise_for_status");
    fireEvent.click(within(links[1]!.closest("li")!).getByRole("button", { name: /^Revert this edit/ }));
    expect(onRevertHunk.mock.calls[1]![1].added).toContain("# checked");
  });

  it("attributes an outline's own line to the outline; where the line is no edit of the draft, offers the file's whole edit", () => {
    const outline = getTemplateSource("python/requests/_default")!;
    const edited = outline.replace("{{> _imports}}\n", "{{> _imports}}\n# added\n");
    const group = groupsWith("python/requests/_default", edited)[0]!;
    const card = (hunkAt: (key: string, line: number) => ReturnType<typeof draftHunkAt>) =>
      render(<ReviewGroupCard group={group} edited={["python/requests/_default"]} onOpenTemplate={() => {}} sourcesOf={(g) => groupSources(g, byName)} hunkAt={hunkAt} onRevertHunk={() => {}} {...handlers} />);
    card((key, at) => draftHunkAt(outline, edited, at));
    expect(screen.getAllByTestId("review-template").map((l) => l.textContent)).toEqual(["templates/python/requests/_default.hbs, line 3"]);
    expect(screen.getByRole("button", { name: "Revert this edit of templates/python/requests/_default.hbs at line 3" })).toBeTruthy();
    cleanup();
    // A line printed anew by an edit elsewhere (a condition): no hunk at it, the file's whole edit can go.
    card(() => null);
    expect(screen.queryByRole("button", { name: /^Revert this edit/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Revert the unsaved edit of templates/python/requests/_default.hbs" })).toBeTruthy();
  });

  it("falls back to the templates that rendered the files when no file can be traced", () => {
    const group = reviewGroups([{ path: "gone/python/requests/x.py", caseName: "gone", expected: "a\n", actual: "b\n", status: "changed", template: "python/requests/_default.hbs" }])[0]!;
    render(<ReviewGroupCard group={group} edited={[]} onOpenTemplate={() => {}} sourcesOf={(g) => groupSources(g, byName)} {...handlers} />);
    expect(screen.getByTestId("review-template").textContent).toBe("templates/python/requests/_default.hbs");
  });
});
