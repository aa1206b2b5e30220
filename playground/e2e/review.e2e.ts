// Review by change, in chromium: a one-line edit of python/huggingface_hub/conversational.hbs changes 48
// golden files in the same way; the review shows it as one change naming the template, rejected with one
// action (kept across a reload), accepted with one key.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fg from "fast-glob";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { OUTPUT_DIR, openContext, startHarness, templatesUrl, wait, type Harness } from "./harness.ts";

let harness: Harness;
let page: Page;
const pageErrors: string[] = [];

const TEMPLATE = "python/huggingface_hub/conversational";
const LINE = "# one change, many files";

beforeAll(async () => {
  harness = await startHarness();
  const context = await openContext(harness.browser, { viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.on("pageerror", (error) => pageErrors.push(error.message));
  page.on("dialog", (dialog) => void dialog.accept());
  await page.goto(templatesUrl(harness, TEMPLATE));
  await page.locator("[data-testid=template-editor] .cm-content").waitFor({ timeout: wait(60_000) });
  await page.waitForLoadState("networkidle");
});

afterAll(async () => {
  await harness?.close();
});

const pendingCount = () => page.getByTestId("pending-count").innerText();
const groups = () => page.getByTestId("review-group");

it("shows a one-template change to 48 files as one change; rejects it in one action, across a reload; accepts it in one", async () => {
  const editor = page.locator("[data-testid=template-editor] .cm-content");
  await editor.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(`${LINE}\n`);

  await page.getByRole("tab", { name: /Review/ }).click();
  await expect.poll(() => groups().count(), { timeout: wait(30_000) }).toBe(1);
  const group = groups().first();
  const files = Number(await group.getAttribute("data-files"));
  expect(files).toBeGreaterThanOrEqual(40);
  expect(await group.getByRole("heading").innerText()).toBe(`same change in ${files} files`);
  // The link names the template and the line of the edit the change comes from (the line typed at the end).
  const editedLine = readFileSync(join(harness.templatesDir, `${TEMPLATE}.hbs`), "utf8").split("\n").length;
  expect(await group.getByTestId("review-template").allInnerTexts()).toEqual([`templates/${TEMPLATE}.hbs, line ${editedLine}`]);
  expect(await group.getByTestId("diff").innerText()).toContain(`+${LINE}`);
  // Followed, it opens the template with the cursor on that line.
  await group.getByTestId("review-template").click();
  await expect.poll(() => new URL(page.url()).searchParams.get("line")).toBe(String(editedLine));
  await expect.poll(() => page.locator("[data-testid=template-editor] .cm-activeLine").innerText()).toBe(LINE);
  await page.getByRole("tab", { name: /Review/ }).click();
  await groups().first().waitFor();
  expect(await pendingCount()).toBe(`${files} pending · 0 rejected`);
  await page.screenshot({ path: join(OUTPUT_DIR, "review-by-change.png") });

  // Reject: one action; the draft and the rejection both survive a reload.
  await group.getByRole("button", { name: /^Reject/ }).click();
  expect(await pendingCount()).toBe(`0 pending · ${files} rejected`);
  await page.reload();
  await page.getByTestId("rejected-list").waitFor({ timeout: wait(30_000) });
  await expect.poll(pendingCount).toBe(`0 pending · ${files} rejected`);
  expect(await groups().count()).toBe(0);
  await page.getByRole("button", { name: /^Undo the rejection of same change in/ }).click();
  await expect.poll(pendingCount).toBe(`${files} pending · 0 rejected`);

  // Save the template, then accept the change by keyboard (j: focus it, a: accept it).
  await page.getByRole("tab", { name: /Templates/ }).click();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByText(`Saved templates/${TEMPLATE}.hbs`).waitFor();
  await page.getByRole("tab", { name: /Review/ }).click();
  await groups().first().waitFor();
  await page.getByRole("tab", { name: /Review/ }).focus();
  await page.keyboard.press("j");
  await expect.poll(() => groups().first().getAttribute("aria-current")).toBe("true");
  await page.keyboard.press("a");
  await expect.poll(pendingCount, { timeout: wait(90_000) }).toBe("0 pending · 0 rejected");
  const written = fg.sync("**/python/huggingface_hub/*.py", { cwd: harness.goldenDir }).filter((p) => readFileSync(join(harness.goldenDir, p), "utf8").includes(LINE));
  expect(written.length).toBe(files);
  expect(pageErrors).toEqual([]);
});
