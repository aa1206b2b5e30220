// Issue 51: the playground never hides an author's work, in a real browser: a rejection holds for the
// render it rejected, so the same change made again after a revert is pending again (and the review never
// says "matches" while rejected differences remain); and a library added on disk while the server runs
// (catalogue entry, template, golden case) can be accepted at once, without a restart.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openPage, OUTPUT_DIR, startHarness, templatesUrl, wait, warmUp, type Harness, watchPage, type PageWatch } from "./harness.ts";

let harness: Harness;
let page: Page;
let watch: PageWatch;

const TEMPLATE = "python/requests/_default";

beforeAll(async () => {
  harness = await startHarness();
  await warmUp(harness);
});

afterAll(async () => {
  await harness?.close();
});

beforeEach(async () => {
  page = await openPage(harness.browser, { viewport: { width: 1280, height: 900 } });
  watch = watchPage(page);
});

afterEach(async () => {
  expect(watch.errors).toEqual([]);
  await page.close();
});

const editor = () => page.locator("[data-testid=template-editor] .cm-content");
const pendingCount = () => page.getByTestId("pending-count").innerText();

async function typeAtEnd(text: string): Promise<void> {
  await editor().click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(text);
}

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

describe("nothing hidden", () => {
  it("a rejected change made again after a revert is pending again; the review never says 'matches' while rejected differences remain", async () => {
    await page.goto(templatesUrl(harness, TEMPLATE));
    await editor().waitFor({ timeout: wait(60_000) });
    await typeAtEnd("# made twice\n");
    await expect.poll(() => page.getByTestId("differ-count").innerText()).not.toBe("0");
    const differ = Number(await page.getByTestId("differ-count").innerText());

    await page.getByRole("tab", { name: /Review/ }).click();
    const groups = page.getByTestId("review-group");
    await groups.first().waitFor();
    const pending = Number(/^(\d+) pending/.exec(await pendingCount())![1]);
    expect(pending).toBeGreaterThanOrEqual(differ);
    // Reject every change.
    while ((await groups.count()) > 0) await groups.first().getByRole("button", { name: /^Reject/ }).click();
    await expect.poll(pendingCount).toBe(`0 pending · ${pending} rejected`);
    const summary = await page.getByTestId("review-summary").innerText();
    expect(summary).not.toContain("matches");
    expect(summary).toContain(`${pending} golden files still differ`);
    expect(await page.getByRole("tab", { name: /Review/ }).innerText()).not.toMatch(/\d/);

    // Revert, and make the same edit again: the change is pending again, with the tab's badge.
    await page.getByRole("tab", { name: /Templates/ }).click();
    await page.getByRole("button", { name: "Revert" }).click();
    await expect.poll(() => page.getByTestId("differ-count").innerText()).toBe("0");
    await typeAtEnd("# made twice\n");
    await expect.poll(() => page.getByTestId("differ-count").innerText()).toBe(String(differ));
    await page.getByRole("tab", { name: /Review/ }).click();
    await expect.poll(pendingCount).toBe(`${pending} pending · 0 rejected`);
    expect(await page.getByRole("tab", { name: /Review/ }).innerText()).toContain(String(pending));
    await groups.first().waitFor();
    await page.getByRole("tab", { name: /Templates/ }).click();
    await page.getByRole("button", { name: "Revert" }).click();
  });

  it("a library added on disk while the server runs is accepted without a restart", async () => {
    const library = "e2e-added-lib";
    const output = `libraries/${library}/usage/python/${library}/usage.py`;
    await page.goto(`${harness.url}/?view=review`);
    await page.getByText("Every golden file matches its render.").waitFor({ timeout: wait(60_000) });

    // The catalogue entry (in its sorted place), the template, then the golden case.
    const librariesFile = join(harness.catalogueDir, "libraries.yaml");
    const libraries = readFileSync(librariesFile, "utf8");
    const entry = `${library}:\n  filter: false\n  install: [pip install ${library}]\n  prettyLabel: E2E Added\n  repoName: e2e-added\n  repoUrl: https://example.com/e2e-added\n  snippets: true\n`;
    const next = [...libraries.matchAll(/^([^\s#][^:]*):$/gm)].find((m) => m[1]!.toLowerCase() > library);
    write(librariesFile, next ? libraries.slice(0, next.index) + entry + libraries.slice(next.index) : libraries + entry);
    write(join(harness.templatesDir, "python", library, "usage.hbs"), `from e2e_added import load\n\nmodel = load({{py id}})\n`);
    write(join(harness.goldenDir, "cases/libraries", library, "usage.yaml"), `description: A library added while the server runs.\nmodel:\n  id: acme/e2e-added\n  library_name: ${library}\n`);

    // The page reloads with the new case; its output waits for review.
    const group = page.locator(`[data-testid=review-group][data-path="${output}"]`);
    await group.waitFor({ timeout: wait(60_000) });
    await page.screenshot({ path: join(OUTPUT_DIR, "library-added-on-disk.png") });
    await group.getByRole("button", { name: "Accept (create)" }).click();
    await expect.poll(() => existsSync(join(harness.goldenDir, output)), { timeout: wait(60_000) }).toBe(true);
    expect(readFileSync(join(harness.goldenDir, output), "utf8")).toBe(`from e2e_added import load\n\nmodel = load("acme/e2e-added")\n`);
    await page.getByText("Every golden file matches its render.").waitFor();
    expect(await page.locator("[role=alert]").allInnerTexts()).toEqual([]);
  });
});
