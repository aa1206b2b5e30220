// Issue 51: the playground never loses an author's work, in a real browser: two tabs on one template
// each keep their own draft (a save in one leaves the other's); a paste larger than the browser's store
// says so and keeps the edit in the page, where it can still be saved; a model record too long for a URL
// is kept in the store, named by the URL, and survives a reload.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openContext, OUTPUT_DIR, startHarness, templatesUrl, wait, warmUp, type Harness, watchPage, type PageWatch } from "./harness.ts";

let harness: Harness;
let context: BrowserContext;
let watch: PageWatch;

const TEMPLATE = "sh/curl/_default";

beforeAll(async () => {
  harness = await startHarness();
  await warmUp(harness);
});

afterAll(async () => {
  await harness?.close();
});

beforeEach(async () => {
  context = await openContext(harness.browser, { viewport: { width: 1280, height: 900 } });
  watch = { errors: [], dialogs: [], dismissConfirms: false };
});

afterEach(async () => {
  expect(watch.errors).toEqual([]);
  await context.close();
});

/** A tab of the shared context (one local storage, a session storage each); dialogs are accepted. */
async function newTab(): Promise<Page> {
  const page = await context.newPage();
  watchPage(page, watch);
  return page;
}

const editorOf = (page: Page, testId = "template-editor") => page.locator(`[data-testid=${testId}] .cm-content`);

async function typeAtEnd(page: Page, text: string): Promise<void> {
  await editorOf(page).click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(text);
}

async function editorEndText(page: Page): Promise<string> {
  await editorOf(page).click();
  await page.keyboard.press("Control+End");
  return editorOf(page).innerText();
}

/** Pastes text made in the page (`head`, then `unit` repeated to at least `size` characters, then `tail`) as a browser paste does. */
async function paste(editor: Locator, parts: { head: string; unit: string; size: number; tail: string }): Promise<void> {
  await editor.evaluate((element, { head, unit, size, tail }) => {
    const text = head + unit.repeat(Math.ceil(size / unit.length)) + tail;
    const data = new DataTransfer();
    data.setData("text/plain", text);
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, parts);
}

describe("nothing lost", () => {
  it("two tabs on one template keep a draft each: saving in one leaves the other's, which survives its reload", async () => {
    const file = join(harness.templatesDir, `${TEMPLATE}.hbs`);
    const original = readFileSync(file, "utf8");
    try {
      const a = await newTab();
      const b = await newTab();
      for (const tab of [a, b]) {
        await tab.goto(templatesUrl(harness, TEMPLATE));
        await editorOf(tab).waitFor({ timeout: wait(60_000) });
      }
      await typeAtEnd(a, "# from tab A\n");
      await typeAtEnd(b, "# from tab B\n");
      await a.getByText("● unsaved").waitFor();
      await b.getByText("● unsaved").waitFor();
      await a.getByRole("button", { name: "Save", exact: true }).click();
      await a.getByText(`Saved templates/${TEMPLATE}.hbs`).waitFor();
      expect(readFileSync(file, "utf8")).toContain("# from tab A");

      // Tab B is told the file changed under its edit, and a reload keeps the edit.
      await b.getByTestId("changed-on-disk").waitFor();
      await b.reload();
      await editorOf(b).waitFor();
      await expect.poll(() => editorEndText(b)).toContain("# from tab B");
      expect(await editorEndText(b)).not.toContain("# from tab A");
      await b.getByTestId("changed-on-disk").waitFor();
      // Tab A has no draft left, and its reload shows the file as saved.
      await a.reload();
      await editorOf(a).waitFor();
      await expect.poll(() => editorEndText(a)).toContain("# from tab A");
      expect(await a.getByText("● unsaved").count()).toBe(0);

      // Saving B shows the difference first (the file changed since its edit began); overwrite takes B's.
      await b.getByRole("button", { name: "Save", exact: true }).click();
      const conflict = b.getByTestId("save-conflict");
      await conflict.waitFor();
      expect(await conflict.getByTestId("diff").innerText()).toContain("-# from tab A");
      await conflict.getByRole("button", { name: "Overwrite with my edit" }).click();
      await b.getByText(`Saved templates/${TEMPLATE}.hbs`).waitFor();
      expect(readFileSync(file, "utf8")).toContain("# from tab B");
    } finally {
      writeFileSync(file, original);
    }
  });

  it("a draft of a closed tab is adopted by the next tab", async () => {
    const a = await newTab();
    await a.goto(templatesUrl(harness, TEMPLATE));
    await editorOf(a).waitFor({ timeout: wait(60_000) });
    await typeAtEnd(a, "# left in a closed tab\n");
    await a.getByText("● unsaved").waitFor();
    await a.close({ runBeforeUnload: false });
    const b = await newTab();
    await b.goto(templatesUrl(harness, TEMPLATE));
    await editorOf(b).waitFor();
    await expect.poll(() => editorEndText(b)).toContain("# left in a closed tab");
    await b.getByText("● unsaved").waitFor();
  });

  it("a 5 MB paste: the page says the store is full, keeps the edit, and saves it", async () => {
    const file = join(harness.templatesDir, `${TEMPLATE}.hbs`);
    const original = readFileSync(file, "utf8");
    try {
      const page = await newTab();
      await page.goto(templatesUrl(harness, TEMPLATE));
      const editor = editorOf(page);
      await editor.waitFor({ timeout: wait(60_000) });
      await editor.click();
      await page.keyboard.press("Control+End");
      const size = 5 * 1024 * 1024;
      await paste(editor, { head: "{{!-- pasted: ", unit: "0123456789abcdef ", size, tail: " end of paste --}}\n" });
      const full = page.getByTestId("storage-full");
      await full.waitFor({ timeout: wait(60_000) });
      expect(await full.innerText()).toContain(`templates/${TEMPLATE}.hbs is kept in this page only`);
      await page.getByText("● unsaved").waitFor();
      await page.screenshot({ path: join(OUTPUT_DIR, "storage-full.png") });
      // The edit is in the page: saving writes all of it, and the notice goes with the draft.
      await page.keyboard.press("Control+s");
      await page.getByText(`Saved templates/${TEMPLATE}.hbs`).waitFor({ timeout: wait(60_000) });
      const saved = readFileSync(file, "utf8");
      expect(saved.length).toBeGreaterThan(size);
      expect(saved).toContain(" end of paste --}}");
      await full.waitFor({ state: "detached" });
    } finally {
      writeFileSync(file, original);
    }
  });

  it("a 1 MB model record leaves the URL for the browser's store and survives a reload", async () => {
    const page = await newTab();
    await page.goto(`${harness.url}/?case=${encodeURIComponent("basic/text-classification")}`);
    const editor = editorOf(page, "model-editor");
    await editor.waitFor({ timeout: wait(60_000) });
    await editor.click();
    await page.keyboard.press("Control+a");
    const size = 1024 * 1024;
    await paste(editor, {
      head: "id: e2e/large-record\npipeline_tag: text-classification\nlibrary_name: transformers\nsiblings:\n",
      unit: "  - rfilename: shards/model-part.safetensors\n",
      size,
      tail: "  - rfilename: config.json\n",
    });
    const card = page.getByTestId("snippet-python · requests");
    await expect.poll(() => card.innerText(), { timeout: wait(60_000) }).toContain("e2e/large-record");
    const url = new URL(page.url());
    expect(url.searchParams.get("record")).toMatch(/^[0-9a-z]+-[0-9a-z]+$/);
    expect(url.searchParams.has("model")).toBe(false);
    expect(page.url().length).toBeLessThan(2000);

    await page.reload();
    await expect.poll(() => card.innerText(), { timeout: wait(60_000) }).toContain("e2e/large-record");
    expect(await editor.innerText()).toContain("id: e2e/large-record");
    const length = await page.evaluate((id) => localStorage.getItem(`playground-record:${id}`)?.length ?? 0, url.searchParams.get("record"));
    expect(length).toBeGreaterThan(size);
    expect(await page.getByText("this browser has none by that id").count()).toBe(0);
  });
});
