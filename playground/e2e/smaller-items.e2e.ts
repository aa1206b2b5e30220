// Issue 51's smaller items, in a real browser: the Model page has a model record editor; picking a case
// found by a provider's name keeps that provider; diffs wrap rather than clip at 1440 px; the chosen local
// app and quantisation are in the URL (a reload keeps them).
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openPage, OUTPUT_DIR, startHarness, templatesUrl, wait, warmUp, type Harness, watchPage, type PageWatch } from "./harness.ts";

let harness: Harness;
let page: Page;
let watch: PageWatch;

beforeAll(async () => {
  harness = await startHarness();
  await warmUp(harness);
});

afterAll(async () => {
  await harness?.close();
});

beforeEach(async () => {
  page = await openPage(harness.browser, { viewport: { width: 1440, height: 900 } });
  watch = watchPage(page);
});

afterEach(async () => {
  expect(watch.errors).toEqual([]);
  await page.close();
});

describe("the smaller items", () => {
  it("the Model page edits a model record of one's own", async () => {
    await page.goto(`${harness.url}/?view=model`);
    const editor = page.locator("[data-testid=model-editor] .cm-content");
    await editor.waitFor({ timeout: wait(60_000) });
    await editor.click();
    await page.keyboard.press("Control+a");
    await page.keyboard.type("id: acme/model-page-edit\npipeline_tag: text-classification\n");
    await expect.poll(() => page.locator("#model-page-title").innerText()).toBe("acme/model-page-edit");
    expect(new URL(page.url()).searchParams.get("model")).toContain("acme/model-page-edit");
    expect(await page.getByRole("status", { name: "Model record problems" }).innerText()).toContain("Valid model record.");
    // No provider mapping on the record, no case: no provider serves it (as on the hub).
    await page.getByTestId("no-provider").waitFor();
  });

  it("picking a case found by a provider's name keeps that provider", async () => {
    await page.goto(harness.url);
    const filter = page.getByLabel("Find a golden case");
    await filter.fill("text-to-image fal-ai");
    await expect.poll(() => page.getByTestId("case-count").innerText()).toMatch(/^\d+ of \d+ cases match$/);
    await filter.press("Enter");
    await expect.poll(() => new URL(page.url()).searchParams.get("case") ?? "").not.toBe("");
    expect(new URL(page.url()).searchParams.get("provider")).toBe("fal-ai");
    expect(await page.locator("#option-provider").inputValue()).toBe("fal-ai");
  });

  it("diffs wrap their long lines at 1440 px: nothing is clipped", async () => {
    await page.goto(templatesUrl(harness, "python/requests/_default", "basic/text-classification"));
    const editor = page.locator("[data-testid=template-editor] .cm-content");
    await editor.waitFor({ timeout: wait(60_000) });
    await editor.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type(`# ${"a long line of a diff, ".repeat(12)}the end\n`);
    const diff = page.locator("[data-testid=output-item] pre.diff").first();
    // The views follow the typed text deferred: a diff drawn between two keystrokes holds part of the
    // line. Wait for the render of the whole line before measuring it.
    await diff.waitFor({ timeout: wait(60_000) });
    await expect.poll(() => diff.innerText(), { timeout: wait(60_000) }).toContain("the end");
    const clipped = await page.locator("pre.diff").evaluateAll((diffs) => diffs.filter((d) => d.scrollWidth > d.clientWidth + 1).length);
    expect(clipped).toBe(0);
    const box = (await diff.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1440);
    await page.screenshot({ path: join(OUTPUT_DIR, "diff-1440.png") });
    await page.getByRole("button", { name: "Revert" }).click();
  });

  it("the chosen local app and quantisation are in the URL, and a reload keeps them", async () => {
    await page.goto(`${harness.url}/?view=model&case=local-apps/gguf-chat`);
    await page.getByTestId("use-menu").waitFor({ timeout: wait(60_000) });
    await page.getByTestId("use-menu").locator("summary").click();
    await page.getByLabel("Quantisation").selectOption("Q8_0");
    await page.getByRole("group", { name: "Local apps" }).getByRole("button", { name: "llama.cpp" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("local_app")).toBe("llama.cpp");
    expect(new URL(page.url()).searchParams.get("quant")).toBe("Q8_0");
    await page.reload();
    await page.getByTestId("use-panel").waitFor({ timeout: wait(60_000) });
    expect(await page.getByTestId("use-panel").innerText()).toContain("Q8_0");
    expect(await page.getByLabel("Quantisation").inputValue()).toBe("Q8_0");
    expect(await page.getByRole("group", { name: "Local apps" }).getByRole("button", { name: "llama.cpp" }).getAttribute("aria-pressed")).toBe("true");
  });
});
