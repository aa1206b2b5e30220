// @vitest-environment jsdom
// The Docs view in jsdom: a reference page as `snippets docs` writes it, its tabs by keyboard, its links
// within the view, and a template edit (unsaved) shown on the page with the tab chosen kept.
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { getTemplateSource, resetTemplateSources } from "../../../engine/index.ts";
import { buildDocs } from "../../../docs-site/pages.ts";
import { pageHtml } from "../../../docs-site/html/markdown-html.ts";
import { App } from "../../App.tsx";
import { useWorkspace, WorkspaceProvider, type Workspace } from "../../lib/workspace-context.tsx";
import { scaled } from "../../../verify/machine-load.ts";

afterEach(() => {
  cleanup();
  resetTemplateSources();
  localStorage.clear();
});

let workspace: Workspace;
function Grab() {
  workspace = useWorkspace();
  return null;
}

async function open(search: string): Promise<HTMLElement> {
  window.history.replaceState(null, "", `/${search}`);
  render(
    <WorkspaceProvider slices={false}>
      <Grab />
      <App />
    </WorkspaceProvider>,
  );
  return screen.findByTestId("docs-page", {}, { timeout: scaled(30_000) });
}

const panelOf = (page: HTMLElement, tab: HTMLElement) => page.querySelector<HTMLElement>(`[id="${tab.getAttribute("aria-controls")}"]`)!;

describe("the Docs view", () => {
  it("shows a task page as the static site does: the page's HTML, headings from h2", async () => {
    const page = await open("?view=docs&page=tasks%2Ftext-to-image.md");
    expect((screen.getByTestId("docs-page-picker") as HTMLSelectElement).value).toBe("tasks/text-to-image.md");
    const markdown = buildDocs().pages.get("tasks/text-to-image.md")!;
    const { html } = pageHtml(markdown, { idPrefix: "docs-", headingOffset: 1, pageHref: (url) => url });
    // The same text as the site's page (links aside: the view's point to its own pages).
    const site = document.createElement("div");
    site.innerHTML = html;
    expect(page.textContent).toBe(site.textContent);
    expect(within(page).getByRole("heading", { level: 2 }).textContent).toBe("Text-to-Image");
    expect(page.querySelectorAll("[role=tablist]").length).toBeGreaterThan(3);
    expect(screen.getByTestId("docs-summary").textContent).toMatch(/^\d+ examples shown/);
  });

  it("moves between a group's tabs by keyboard, showing the tab's panel", async () => {
    const page = await open("?view=docs&page=tasks%2Ftext-to-image.md");
    const [first, second] = within(page.querySelector<HTMLElement>("[role=tablist]")!).getAllByRole("tab");
    expect(first!.getAttribute("aria-selected")).toBe("true");
    expect(panelOf(page, second!).hidden).toBe(true);
    first!.focus();
    fireEvent.keyDown(first!, { key: "ArrowRight" });
    expect(second!.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(second);
    expect(panelOf(page, second!).hidden).toBe(false);
    expect(panelOf(page, first!).hidden).toBe(true);
    fireEvent.keyDown(second!, { key: "Home" });
    expect(first!.getAttribute("aria-selected")).toBe("true");
  });

  it("opens a page a link names in the view, and picks pages from the list", async () => {
    const page = await open("?view=docs&page=tasks%2Ftext-to-image.md");
    fireEvent.click(within(page).getAllByRole("link", { name: "Everything fal serves" })[0]!);
    expect(window.location.search).toBe("?view=docs&page=providers%2Ffal-ai.md");
    expect((await screen.findByRole("heading", { level: 2, name: "fal" })).closest("[data-testid=docs-page]")).toBeTruthy();
    fireEvent.change(screen.getByTestId("docs-page-picker"), { target: { value: "index.md" } });
    expect(window.location.search).toBe("?view=docs");
    expect(await screen.findByRole("heading", { level: 2, name: "Inference Providers: reference pages" })).toBeTruthy();
  });

  it("shows an unsaved template edit on the page, keeping the tab chosen", async () => {
    const page = await open("?view=docs&page=tasks%2Ftext-to-image.md");
    const curl = () => within(page).getAllByRole("tab", { name: "Shell: curl" })[0]!;
    fireEvent.click(curl());
    const key = "sh/curl/_default";
    act(() => workspace.editTemplate(key, `# previewed, not saved\n${getTemplateSource(key)!}`));
    await screen.findAllByText((_, element) => element?.tagName === "CODE" && element.textContent!.startsWith("# previewed, not saved\n"), {}, { timeout: scaled(30_000) });
    expect(curl().getAttribute("aria-selected")).toBe("true");
    expect(panelOf(page, curl()).textContent).toContain("# previewed, not saved");
    expect(screen.getByTestId("docs-summary").textContent).toContain("with 1 unsaved template edit");
  });

  it("lists the examples an edit leaves out of the page, with why", async () => {
    await open("?view=docs&page=providers%2Ffal-ai.md");
    act(() => workspace.editTemplate("python/fal_client/_default", "{{#if}}\n"));
    const warnings = await screen.findByTestId("docs-warnings", {}, { timeout: scaled(30_000) });
    expect(warnings.textContent).toMatch(/catalogue\/docs-examples\.yaml: [a-z-]+\.fal-ai: left out: .*python\/fal_client\/_default\.hbs/);
  });
});
