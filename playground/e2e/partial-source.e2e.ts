// A change follows its source, in chromium: an edit of the partial python/requests/_request.hbs is
// reviewed under the partial's own name and line (not the outline _default.hbs that includes it); the
// link opens the partial with the cursor on that line, and "Revert this edit" puts that line back as it
// is on disk. `{{> _request}}` in the outline is a link (a click, and Alt+Enter), and "Edit template" on
// a snippet card opens the file that wrote the line clicked.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, isSerious } from "./axe.ts";
import { OUTPUT_DIR, openContext, startHarness, templatesUrl, wait, type Harness } from "./harness.ts";

let harness: Harness;
let page: Page;
const pageErrors: string[] = [];

const PARTIAL = "python/requests/_request";
const OUTLINE = "python/requests/_default";
const MARK = "  # e2e partial edit";

beforeAll(async () => {
  harness = await startHarness();
  const context = await openContext(harness.browser, { viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.on("pageerror", (error) => pageErrors.push(error.message));
  page.on("dialog", (dialog) => void dialog.accept());
});

afterAll(async () => {
  await harness?.close();
});

const editor = () => page.locator("[data-testid=template-editor] .cm-content");
const activeLine = () => page.locator("[data-testid=template-editor] .cm-activeLine").innerText();
const search = (name: string) => new URL(page.url()).searchParams.get(name);
/** The 1-based line of the partial on disk that starts with `start`. */
const lineOf = (key: string, start: string) => readFileSync(join(harness.templatesDir, `${key}.hbs`), "utf8").split("\n").findIndex((l) => l.startsWith(start)) + 1;

async function seriousViolations(): Promise<string[]> {
  return (await axeViolations(page)).filter(isSerious).map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join("; ")}`);
}

describe("a partial's edit, followed to its source", () => {
  it("is reviewed under the partial's name and line, opens there, and is reverted from the review", async () => {
    const line = lineOf(PARTIAL, "response = requests.post(API_URL, headers=headers, json=payload");
    expect(line).toBeGreaterThan(1);
    // The partial, opened with the cursor on the line to edit; Enter enters the editor there.
    await page.goto(`${templatesUrl(harness, PARTIAL)}&line=${line}`);
    await editor().waitFor({ timeout: wait(60_000) });
    await page.waitForLoadState("networkidle");
    await expect.poll(activeLine).toMatch(/^response = requests\.post\(API_URL, headers=headers, json=payload/);
    await page.getByTestId("template-editor").focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("End");
    await page.keyboard.type(MARK);

    await page.getByRole("tab", { name: /Review/ }).click();
    const group = page.getByTestId("review-group").filter({ has: page.getByTestId("diff").filter({ hasText: MARK }) }).first();
    await group.waitFor({ timeout: wait(60_000) });
    // Named by the partial and its line, included from the outline's line; the outline only as where the files come from.
    const links = group.getByTestId("review-template");
    await expect.poll(() => links.allInnerTexts()).toEqual([`templates/${PARTIAL}.hbs, line ${line}`]);
    const origin = await group.locator(".review-origin").innerText();
    expect(origin).toContain(`(included from templates/${OUTLINE}.hbs:${lineOf(OUTLINE, "{{> _request}}")})`);
    expect(origin).toContain(`in outputs of templates/${OUTLINE}.hbs`);
    await page.screenshot({ path: join(OUTPUT_DIR, "partial-source-review.png") });
    expect(await seriousViolations()).toEqual([]);

    // Open at line: the partial, the cursor on the edited line.
    await links.first().click();
    await expect.poll(() => search("template")).toBe(PARTIAL);
    expect(search("line")).toBe(String(line));
    await expect.poll(activeLine).toContain(MARK.trim());

    // Revert this edit: the line as it is on disk, the draft gone, nothing left to review.
    await page.getByRole("tab", { name: /Review/ }).click();
    await group.waitFor();
    await group.getByRole("button", { name: `Revert this edit of templates/${PARTIAL}.hbs at line ${line}` }).click();
    await expect.poll(() => page.getByTestId("pending-count").innerText()).toBe("0 pending · 0 rejected");
    await page.getByRole("tab", { name: /Templates/ }).click();
    await editor().waitFor();
    expect(await editor().innerText()).not.toContain(MARK.trim());
    expect(await page.locator("#template-title").innerText()).not.toContain("unsaved");
    expect(pageErrors).toEqual([]);
  });

  it("opens a partial from `{{> name}}` in the editor, by a click and by Alt+Enter, and from the list of includes", async () => {
    await page.goto(templatesUrl(harness, OUTLINE));
    await editor().waitFor({ timeout: wait(60_000) });
    const link = page.locator(`[data-testid=template-editor] .cm-link[data-link="${PARTIAL}"]`);
    await link.waitFor();
    await link.click();
    await expect.poll(() => search("template")).toBe(PARTIAL);

    // By keyboard: the cursor on the name (the outline's line), Alt+Enter.
    await page.goBack();
    await expect.poll(() => search("template")).toBe(OUTLINE);
    await page.goto(`${templatesUrl(harness, OUTLINE)}&line=${lineOf(OUTLINE, "{{> _request}}")}`);
    await editor().waitFor({ timeout: wait(60_000) });
    await expect.poll(activeLine).toBe("{{> _request}}");
    await page.getByTestId("template-editor").focus();
    await page.keyboard.press("Enter");
    // The cursor into the name: `{{> _r|equest}}`.
    await page.keyboard.press("Home");
    for (let i = 0; i < "{{> _r".length; i++) await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Alt+Enter");
    await expect.poll(() => search("template")).toBe(PARTIAL);

    // The language-wide notice partial, from the list of includes under the title.
    await page.goto(templatesUrl(harness, OUTLINE));
    await page.getByTestId("template-includes").getByRole("link", { name: "{{> notices/_gated}}" }).click();
    await expect.poll(() => search("template")).toBe("python/notices/_gated");
    await editor().waitFor();
    expect(await seriousViolations()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it("opens from a snippet card the file that wrote the clicked line, at that line", async () => {
    await page.goto(`${harness.url}/?case=basic/text-classification`);
    const card = page.getByTestId("snippet-python · requests");
    await card.waitFor({ timeout: wait(60_000) });
    const row = card.locator("pre.code-block .line", { hasText: "response = requests.post(" });
    await row.click();
    const number = await row.locator(".line-number").innerText();
    await card.getByRole("button", { name: `Edit template that wrote line ${number}` }).click();
    await expect.poll(() => search("template")).toBe(PARTIAL);
    expect(search("line")).toBe(String(lineOf(PARTIAL, "response = requests.post(API_URL, headers=headers, json=payload")));
    await expect.poll(activeLine).toMatch(/^response = requests\.post\(/);
    expect(pageErrors).toEqual([]);
  });
});
