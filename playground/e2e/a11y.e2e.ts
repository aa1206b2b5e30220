// Keyboard and accessibility, in chromium: axe-core on every view (0 serious or critical violations),
// headings in order, every template button named with its language and client, and no Tab trap: Tab moves
// past the editors until one is entered on purpose (Enter), and Esc comes back out.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, isSerious } from "./axe.ts";
import { openContext, REPO, showInApp, startHarness, templatesUrl, wait, type Harness } from "./harness.ts";

let harness: Harness;
let page: Page;

const VIEWS: [string, string, string][] = [
  ["snippets", "?case=basic/text-classification", "[data-testid='snippet-python · requests']"],
  ["model page", "?view=model&case=conversational/llm", "[data-testid=model-snippet]"],
  ["templates", "?view=templates&template=python%2Frequests%2F_default", "[data-testid=template-editor] .cm-content"],
  ["review", "?view=review", "[data-testid=pending-count]"],
  ["catalogue: tasks", "?view=catalogue", "#task-title"],
  ["catalogue: libraries", "?view=catalogue&catalogue=libraries&library=transformers", "[data-testid=path-results], #download-title"],
  ["catalogue: quantisation", "?view=catalogue&catalogue=quantisation", "[data-testid=quant-label]"],
  ["docs: a task page", "?view=docs&page=tasks%2Ftext-to-image.md", "[data-testid=docs-page] h2"],
  ["docs: a provider page", "?view=docs&page=providers%2Ffal-ai.md", "[data-testid=docs-page] h2"],
];

beforeAll(async () => {
  harness = await startHarness();
  // A context of its own, at the width the views are checked at.
  const context = await openContext(harness.browser, { viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await page.goto(templatesUrl(harness, "python/requests/_default"));
  await page.locator("[data-testid=template-editor] .cm-content").waitFor({ timeout: wait(60_000) });
  await page.waitForLoadState("networkidle");
  // The views below are opened in this page (showInApp), so each is analysed as it settles once the
  // golden files are here and every case is rendered: wait for that once.
  await page.getByTestId("render-summary").filter({ hasText: /^All \d+ cases rendered/ }).waitFor({ timeout: wait(60_000) });
  await page.getByText(/^(Loading the golden files|Rendering every golden case)/).first().waitFor({ state: "detached", timeout: wait(60_000) });
});

afterAll(async () => {
  await harness?.close();
});

/**
 * One axe analysis of the page as it is (axe.ts): its serious or critical violations, and its findings
 * on headings out of order and on landmarks (moderate rules, counted apart: issue 51 wants none).
 */
async function axeFindings(): Promise<{ serious: string[]; orderAndLandmarks: string[] }> {
  const violations = await axeViolations(page);
  return {
    serious: violations
      .filter(isSerious)
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join("; ")}`),
    orderAndLandmarks: violations
      .filter((v) => v.id === "heading-order" || v.id === "region" || v.id.startsWith("landmark"))
      .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join("; ")}`),
  };
}

/** Shows a view in the page already open (as Back and Forward do, no reload) and waits for it. */
async function open(search: string, ready: string): Promise<void> {
  await showInApp(page, search);
  await page.locator(ready).first().waitFor({ timeout: wait(30_000) });
}

/** Loads the page anew at `search` (for what a load does: drafts read from storage, focus at the start). */
async function load(search: string, ready: string): Promise<void> {
  await page.goto(`${harness.url}/${search}`);
  await page.locator(ready).first().waitFor({ timeout: wait(30_000) });
}

/** Heading levels in document order, and the jumps of more than one level down. */
async function headingJumps(): Promise<string[]> {
  return page.evaluate(() => {
    const headings = [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => ({ level: Number(h.tagName[1]), text: h.textContent?.trim() ?? "" }));
    const jumps: string[] = [];
    for (let i = 1; i < headings.length; i++) {
      if (headings[i]!.level > headings[i - 1]!.level + 1) jumps.push(`h${headings[i - 1]!.level} "${headings[i - 1]!.text}" → h${headings[i]!.level} "${headings[i]!.text}"`);
    }
    return headings[0]?.level === 1 ? jumps : ["the first heading is not h1", ...jumps];
  });
}

describe("every view", () => {
  for (const [name, search, ready] of VIEWS) {
    it(`${name}: no serious or critical axe violation, headings in order, no heading-order or landmark finding`, async () => {
      await open(search, ready);
      // Both docs pages show the same selector: wait for the page named to be the one shown.
      const docsPage = new URLSearchParams(search).get("page");
      if (docsPage) await expect.poll(() => page.getByTestId("docs-page-picker").inputValue()).toBe(docsPage);
      const findings = await axeFindings();
      expect(findings.serious).toEqual([]);
      expect(await headingJumps()).toEqual([]);
      expect(findings.orderAndLandmarks).toEqual([]);
    });
  }

  it("templates with outputs that differ (their items drawn): headings in order, no heading-order or landmark finding", async () => {
    await open("?view=templates&template=python%2Frequests%2F_default&case=basic%2Ftext-classification", "[data-testid=template-editor] .cm-content");
    await page.locator("[data-testid=template-editor] .cm-content").click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type("# differs\n");
    await page.locator("[data-testid=output-item] pre.diff").first().waitFor();
    expect(await headingJumps()).toEqual([]);
    const findings = await axeFindings();
    expect(findings.orderAndLandmarks).toEqual([]);
    expect(findings.serious).toEqual([]);
    await page.getByRole("button", { name: "Revert" }).click();
  });

  it("review with a change waiting, in the dark theme too: no serious or critical axe violation, headings in order", async () => {
    const key = "python/requests/_default";
    const disk = readFileSync(join(REPO, "templates", `${key}.hbs`), "utf8");
    await open("?view=review", "[data-testid=pending-count]");
    // A draft of this tab (lib/drafts.ts: playground-draft:<tab>:<key>, the tab's id in its session storage).
    await page.evaluate(([k, source, base]) => localStorage.setItem(`playground-draft:${sessionStorage.getItem("playground-tab")}:${k}`, JSON.stringify({ source, base })), [key, `${disk}# a11y\n`, disk]);
    // Drafts are read when the page loads.
    await load("?view=review", "[data-testid=review-group]");
    const findings = await axeFindings();
    expect(findings.serious).toEqual([]);
    expect(await headingJumps()).toEqual([]);
    expect(findings.orderAndLandmarks).toEqual([]);
    await page.emulateMedia({ colorScheme: "dark" });
    expect((await axeFindings()).serious).toEqual([]);
    await page.emulateMedia({ colorScheme: "light" });
    await page.evaluate(() => localStorage.clear());
  });
});

describe("keyboard", () => {
  it("names every template button with its language and client", async () => {
    // Loaded anew: the review test's draft is gone from storage, and with it from the list.
    await load("?view=templates", ".template-list button");
    const names = await page.locator(".template-list button").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? e.textContent ?? ""));
    expect(names.length).toBeGreaterThan(100);
    expect(names.filter((n) => !/^[^/]+\/[^/]+\/[^/]+/.test(n))).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
  });

  it("Tab from page load moves past the model editor and never edits it; Enter enters, Esc leaves", async () => {
    await load("", "[data-testid=model-editor] .cm-content");
    const before = await page.locator("[data-testid=model-editor] .cm-content").innerText();
    const visited: string[] = [];
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press("Tab");
      visited.push(await page.evaluate(() => (document.activeElement?.closest(".cm-content") ? "in the editor" : (document.activeElement?.getAttribute("data-testid") ?? ""))));
    }
    expect(visited).not.toContain("in the editor");
    expect(visited).toContain("model-editor");
    expect(await page.locator("[data-testid=model-editor] .cm-content").innerText()).toBe(before);
    // The hint is beside the editor.
    expect(await page.locator("[data-testid=model-editor]").locator("xpath=..").getByText("Tab moves past the editor").isVisible()).toBe(true);

    // Back to the editor's frame; Enter goes in, Esc comes back out and Tab moves on.
    await page.getByTestId("model-editor").focus();
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest(".cm-content")))).toBe(true);
    await page.keyboard.press("Escape");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("model-editor");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("[data-testid=model-editor]")))).toBe(false);
    expect(await page.locator("[data-testid=model-editor] .cm-content").innerText()).toBe(before);
  });

  it("wraps the template editor's buttons instead of spilling over the next heading, 1280 to 1400 px wide", async () => {
    for (const width of [1280, 1340, 1400]) {
      await page.setViewportSize({ width, height: 900 });
      await open("?view=templates&template=python%2Frequests%2F_default", "[data-testid=template-editor] .cm-content");
      const overlaps = await page.evaluate(() => {
        const head = document.querySelector(".template-editor .section-head")!.getBoundingClientRect();
        return [...document.querySelectorAll(".template-editor .section-head button")].filter((b) => b.getBoundingClientRect().right > head.right + 1).length;
      });
      expect({ width, overlaps }).toEqual({ width, overlaps: 0 });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
