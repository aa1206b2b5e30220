// @vitest-environment jsdom
// The workspace's drafts: loaded from local storage, written back on every change, and accept refused
// while any is unsaved.
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getTemplateSource, resetTemplateSources } from "../../engine/index.ts";
import { draftName } from "./drafts.ts";
import { storedTabId } from "./tab-identity.ts";
import { useWorkspace, WorkspaceProvider } from "./workspace-context.tsx";

const KEY = "python/requests/_default";
const wrapper = ({ children }: { children: ReactNode }) => <WorkspaceProvider outputs={{}}>{children}</WorkspaceProvider>;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  resetTemplateSources();
});

describe("WorkspaceProvider drafts", () => {
  it("starts from the stored drafts of templates that exist, and refuses accept while one is unsaved", async () => {
    const disk = getTemplateSource(KEY)!;
    localStorage.setItem(draftName(storedTabId(), KEY), JSON.stringify({ source: `${disk}# draft\n`, base: disk }));
    localStorage.setItem(draftName(storedTabId(), "python/no-such/template"), JSON.stringify({ source: "x", base: "" }));
    const { result } = renderHook(() => useWorkspace(), { wrapper });
    expect(result.current.edits).toEqual({ [KEY]: `${disk}# draft\n` });
    expect(result.current.drafts[KEY].base).toBe(disk);
    await waitFor(() => expect(localStorage.getItem(draftName(storedTabId(), "python/no-such/template"))).toBeNull());
    await expect(result.current.acceptOutput("basic/text-classification/python/requests/hf-inference.py", "x")).rejects.toThrow(
      `Save or revert the unsaved template edit(s) first (templates/${KEY}.hbs)`,
    );
  });

  it("stores each edit at once, keeps the text it began from, and forgets it when the text is back to the disk's", async () => {
    const disk = getTemplateSource(KEY)!;
    const { result } = renderHook(() => useWorkspace(), { wrapper });
    act(() => result.current.editTemplate(KEY, `${disk}# one\n`));
    act(() => result.current.editTemplate(KEY, `${disk}# two\n`));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(draftName(storedTabId(), KEY))!)).toEqual({ source: `${disk}# two\n`, base: disk }));
    act(() => result.current.editTemplate(KEY, disk));
    expect(result.current.edits).toEqual({});
    await waitFor(() => expect(localStorage.getItem(draftName(storedTabId(), KEY))).toBeNull());
  });

  it("a full render asked for right after typing renders the text as typed, and stays the last render", async () => {
    const disk = getTemplateSource(KEY)!;
    const { result } = renderHook(() => useWorkspace(), { wrapper });
    await waitFor(() => expect(result.current.rendered).toBe(true));
    act(() => {
      result.current.editTemplate(KEY, `${disk}# typed\n`);
      result.current.renderAll();
    });
    await waitFor(() => expect(result.current.edits).toEqual({ [KEY]: `${disk}# typed\n` }));
    const { summary } = result.current;
    expect(summary.mode).toBe("full");
    expect(summary.renderedCases).toBe(summary.renders.length);
    const fromKey = summary.renders.flatMap((r) => [...r.outputs].filter(([path]) => String(r.templates.get(path)).includes(KEY)));
    expect(fromKey.length).toBeGreaterThan(0);
    expect(fromKey.filter(([, text]) => !text.includes("# typed\n")).map(([path]) => path)).toEqual([]);
  });

  it("a megabyte draft is rendered in slices: the views keep the last render until the slices are done, then show the draft", async () => {
    const disk = getTemplateSource(KEY)!;
    const pasted = `${disk}${"# pasted line\n".repeat(30_000)}`;
    // Every render's view of the workspace: was the draft taken in, and which summary went with it.
    const seen: { drafted: boolean; summary: unknown }[] = [];
    const { result } = renderHook(
      () => {
        const workspace = useWorkspace();
        seen.push({ drafted: workspace.edits[KEY] === pasted, summary: workspace.summary });
        return workspace;
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.rendered).toBe(true));
    const before = result.current.summary;
    act(() => result.current.editTemplate(KEY, pasted));
    // The draft is taken in (after typing pauses), its render follows in slices: the summary changes once, when they are done.
    await waitFor(() => expect(result.current.edits).toEqual({ [KEY]: pasted }));
    await waitFor(() => expect(result.current.summary).not.toBe(before));
    // Renders with the draft taken in and the last summary still shown: the slices ran after them.
    expect(seen.filter((s) => s.drafted && s.summary === before).length).toBeGreaterThan(0);
    const { summary } = result.current;
    expect(summary.mode).toBe("incremental");
    const fromKey = summary.renders.flatMap((r) => [...r.outputs].filter(([path]) => String(r.templates.get(path)).includes(KEY)));
    expect(fromKey.length).toBeGreaterThan(0);
    expect(fromKey.filter(([, text]) => !text.includes("# pasted line\n# pasted line\n")).map(([path]) => path)).toEqual([]);
  });
});
