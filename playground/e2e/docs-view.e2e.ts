// The Docs view in chromium: pick a task page, edit (without saving) a template the page shows, and see
// the page show the edit; the page's code groups are tabs that work by keyboard, as on the static site.
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OUTPUT_DIR, openPage, startHarness, wait, type Harness } from "./harness.ts";

let harness: Harness;
let page: Page;
const pageErrors: string[] = [];
const EDIT = "# previewed in Docs, not saved";

beforeAll(async () => {
  harness = await startHarness();
  page = await openPage(harness.browser, { viewport: { width: 1280, height: 900 } });
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await page.goto(`${harness.url}/?view=docs`);
  await page.getByTestId("docs-page").waitFor({ timeout: wait(60_000) });
  await page.waitForLoadState("networkidle");
});

afterAll(async () => {
  expect(pageErrors).toEqual([]);
  await harness?.close();
});

const docsPage = () => page.getByTestId("docs-page");
/** The "Shell: curl" tab of the page's first code group of snippets, and its panel. */
const curlTab = () => docsPage().getByRole("tablist", { name: "Client" }).first().getByRole("tab", { name: "Shell: curl" });
const panelOf = async (tab: ReturnType<typeof curlTab>) => docsPage().locator(`[id="${await tab.getAttribute("aria-controls")}"]`);

describe("the Docs view", () => {
  it("previews a task page as a template the page shows is edited, without saving", async () => {
    await page.getByTestId("docs-page-picker").selectOption("tasks/text-to-image.md");
    await expect.poll(() => page.url()).toContain("view=docs&page=tasks%2Ftext-to-image.md");
    await docsPage().getByRole("heading", { level: 2, name: "Text-to-Image" }).waitFor();
    expect(await (await panelOf(curlTab())).locator("code").textContent()).not.toContain(EDIT);

    // Edit curl's template in the Templates view (the page is kept in the URL meanwhile).
    await page.getByRole("tab", { name: /^Templates/ }).click();
    await page.getByRole("button", { name: "sh/curl/_default", exact: true }).click();
    const editor = page.locator("[data-testid=template-editor] .cm-content");
    await editor.click();
    await page.keyboard.press("Control+Home");
    await page.keyboard.type(`${EDIT}\n`);
    await expect.poll(() => page.getByRole("button", { name: "sh/curl/_default (unsaved edit)" }).count()).toBe(1);

    // Back in Docs: the same page, with the edit in every curl snippet it shows.
    await page.getByRole("tab", { name: /^Docs/ }).click();
    await expect.poll(() => page.url()).toContain("page=tasks%2Ftext-to-image.md");
    await docsPage().getByRole("heading", { level: 2, name: "Text-to-Image" }).waitFor();
    await curlTab().click();
    const panel = await panelOf(curlTab());
    await expect.poll(() => panel.locator("code").textContent()).toContain(EDIT);
    expect(await page.getByTestId("docs-summary").innerText()).toContain("with 1 unsaved template edit");
    await page.screenshot({ path: join(OUTPUT_DIR, "docs-view-edit.png") });

    // Typed while the page is shown (the Templates view's editor is another view): the edit stays
    // unsaved, so the file on disk still lacks it.
    const { readFileSync } = await import("node:fs");
    expect(readFileSync(join(harness.templatesDir, "sh/curl/_default.hbs"), "utf8")).not.toContain(EDIT);
  });

  it("moves between a code group's tabs by keyboard, showing each tab's panel", async () => {
    await page.goto(`${harness.url}/?view=docs&page=tasks%2Ftext-to-image.md`);
    const list = docsPage().getByRole("tablist", { name: "Client" }).first();
    const tabs = list.getByRole("tab");
    await tabs.first().waitFor({ timeout: wait(60_000) });
    const count = await tabs.count();
    expect(count).toBeGreaterThan(2);
    // Tab reaches the group's selected tab (one stop per group), arrows move, Home and End jump.
    await page.getByTestId("docs-page-picker").focus();
    let reached = false;
    for (let i = 0; i < 20 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await tabs.first().evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press("ArrowRight");
    expect(await tabs.nth(1).getAttribute("aria-selected")).toBe("true");
    expect(await tabs.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await (await panelOf(tabs.nth(1) as ReturnType<typeof curlTab>)).isVisible()).toBe(true);
    expect(await (await panelOf(tabs.first() as ReturnType<typeof curlTab>)).isVisible()).toBe(false);
    await page.keyboard.press("End");
    expect(await tabs.nth(count - 1).getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("Home");
    expect(await tabs.first().getAttribute("aria-selected")).toBe("true");
    // A link to another page opens it in the view, by keyboard too.
    const link = docsPage().getByRole("link", { name: "Everything fal serves" }).first();
    await link.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.url()).toContain("page=providers%2Ffal-ai.md");
    await docsPage().getByRole("heading", { level: 2, name: "fal" }).waitFor();
  });
});
