// Issue 51: errors that scale, in a real browser. A template syntax error that fails many cases is shown
// once with the number of cases and marked at its line in the editor, and saving it asks first; a partial
// that includes itself gives one line naming the cycle (the tab does not freeze); the syntax check of
// outputs runs in a worker.
import { readFileSync } from "node:fs";
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
  page = await openPage(harness.browser, { viewport: { width: 1280, height: 900 } });
  watch = watchPage(page);
});

afterEach(async () => {
  expect(watch.errors).toEqual([]);
  await page.close();
});

const editor = () => page.locator("[data-testid=template-editor] .cm-content");
const renderErrors = () => page.getByRole("status", { name: "Render errors" });

async function typeAtEnd(text: string): Promise<void> {
  await editor().click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(text);
}

describe("errors that scale", () => {
  it("a syntax error is shown once with its count of cases, marked at its line in the editor; saving it asks first", async () => {
    const key = "python/requests/_default";
    const file = join(harness.templatesDir, `${key}.hbs`);
    const before = readFileSync(file, "utf8");
    await page.goto(templatesUrl(harness, key));
    await editor().waitFor({ timeout: wait(60_000) });
    // The template's outputs once the first render has counted them (the summary reads 0 until then).
    const summary = () => page.getByTestId("render-summary").innerText();
    await expect.poll(summary, { timeout: wait(60_000) }).toMatch(/· [1-9]\d* outputs from this template/);
    const outputs = await summary();
    await typeAtEnd("{{#if unclosed}}\n");

    const groups = renderErrors().getByTestId("error-group");
    await groups.first().waitFor({ timeout: wait(60_000) });
    expect(await groups.count()).toBe(1);
    const group = groups.first();
    const cases = Number(await group.getAttribute("data-cases"));
    expect(cases).toBeGreaterThan(10);
    expect(await group.getByTestId("error-count").innerText()).toBe(`${cases} cases`);
    expect(await group.innerText()).toContain(`templates/${key}.hbs:`);
    expect(await group.innerText()).toContain("syntax error");
    // The editor marks the line the error names.
    const line = Number(/\.hbs:(\d+)/.exec(await group.innerText())![1]);
    await page.locator(`.cm-error-line[data-error-line="${line}"]`).waitFor();
    await page.screenshot({ path: join(OUTPUT_DIR, "syntax-error-once.png") });
    // The review lists it once too.
    await page.getByRole("tab", { name: /Review/ }).click();
    const notRendering = page.getByRole("status", { name: "Cases that do not render" }).getByTestId("error-group");
    await notRendering.first().waitFor();
    expect(await notRendering.count()).toBe(1);
    expect(await notRendering.first().getAttribute("data-cases")).toBe(String(cases));
    await notRendering.first().getByRole("button", { name: `Open templates/${key}.hbs at line ${line}` }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("line")).toBe(String(line));

    // Saving asks first; declined, nothing is written.
    await editor().waitFor();
    watch.dismissConfirms = true;
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect.poll(() => watch.dialogs.length).toBe(1);
    expect(watch.dialogs[0]!.message).toContain(`templates/${key}.hbs does not compile`);
    await page.getByText(`Not saved: templates/${key}.hbs does not compile.`).waitFor();
    expect(readFileSync(file, "utf8")).toBe(before);
    await page.getByRole("button", { name: "Revert" }).click();
    await expect.poll(() => groups.count()).toBe(0);
    await expect.poll(summary, { timeout: wait(60_000) }).toContain(outputs.slice(outputs.indexOf("·")));
  });

  it("a partial that includes itself: one line naming the cycle, once, and the tab stays responsive", async () => {
    const key = "python/requests/_request";
    await page.goto(templatesUrl(harness, key));
    await editor().waitFor({ timeout: wait(60_000) });
    await typeAtEnd("{{> _request}}\n");
    const groups = renderErrors().getByTestId("error-group");
    await groups.first().waitFor({ timeout: wait(60_000) });
    expect(await groups.count()).toBe(1);
    const text = await groups.first().innerText();
    expect(text).toContain(`templates/${key}.hbs: partials include each other in a cycle, _request → _request`);
    expect(text).not.toContain("Maximum call stack");
    // One line, not megabytes of "included from".
    expect(text.length).toBeLessThan(400);
    expect(Number(await groups.first().getAttribute("data-cases"))).toBeGreaterThan(10);
    // The page answers at once: typing goes on, and reverting brings every case back.
    await page.getByRole("button", { name: "Revert" }).click();
    await expect.poll(() => groups.count()).toBe(0);
    expect(await page.getByTestId("differ-count").innerText()).toBe("0");
  });

  it("checks the syntax of differing outputs in a worker and marks the problems", async () => {
    const key = "python/requests/_default";
    await page.goto(templatesUrl(harness, key));
    await editor().waitFor({ timeout: wait(60_000) });
    const workers: string[] = [];
    page.on("worker", (worker) => workers.push(worker.url()));
    await typeAtEnd("def broken(:\n");
    await page.getByTestId("syntax-problems").first().waitFor({ timeout: wait(60_000) });
    expect(workers.some((url) => url.includes("syntax-worker"))).toBe(true);
    expect(await page.getByTestId("syntax-problems").first().innerText()).toMatch(/line \d+, column \d+/);
    await page.getByRole("button", { name: "Revert" }).click();
  });
});
