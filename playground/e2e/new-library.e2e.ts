// Issue 51: a new library from the playground, in chromium, by keyboard alone: the catalogue's "New library"
// form names a bad field as it is left, previews the files it will write, creates the library on the dev
// server (copies of the repository's folders), and shows its first render with a link to edit its template;
// axe finds nothing serious or critical on the form or the result. That such a library passes the tests
// `npm test` runs is playground/server/new-library-proof.test.ts.
import { cpSync, existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, isSerious } from "./axe.ts";
import { openContext, REPO, startHarness, wait, type Harness } from "./harness.ts";

let harness: Harness;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  harness = await startHarness();
  // A library edits files beside golden/, templates/ and catalogue/ too: the server writes them in the
  // folder holding the copies (its repoDir), so they are copied there.
  const scratch = dirname(harness.goldenDir);
  for (const path of ["engine/generated/ids.ts", "verify/libraries/README.md", "docs-site/golden"]) cpSync(join(REPO, path), join(scratch, path), { recursive: true });
  const context = await openContext(harness.browser, { viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  pageErrors = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await harness?.close();
});

async function seriousViolations(): Promise<string[]> {
  return (await axeViolations(page)).filter(isSerious).map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join("; ")}`);
}

/** Types into the focused field, then moves on with Tab. */
async function fill(text: string): Promise<void> {
  await page.keyboard.type(text);
  await page.keyboard.press("Tab");
}

const focused = () => page.evaluate(() => document.activeElement?.id || document.activeElement?.textContent || "");

describe("a new library from the playground", () => {
  it("is filled in by keyboard, checked as it is typed, previewed, created, and shows its first render", async () => {
    await page.goto(`${harness.url}/?view=catalogue&catalogue=libraries`);
    const open = page.getByRole("button", { name: "New library" });
    await open.waitFor({ timeout: wait(60_000) });
    await open.focus();
    await page.keyboard.press("Enter");
    await page.locator("#new-library-id").waitFor();
    // The form takes the focus, on its first field.
    await expect.poll(focused).toBe("new-library-id");

    // A taken id is named as the field is left.
    await fill("transformers");
    await expect.poll(() => page.locator("#new-library-id-problems").innerText()).toContain('"transformers" is taken');
    expect(await page.locator("#new-library-id").getAttribute("aria-invalid")).toBe("true");
    expect(await seriousViolations()).toEqual([]);
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Control+A");
    await fill("zz-e2e");
    expect(await page.locator("#new-library-id-problems").count()).toBe(0);
    await fill("ZZ End to End");
    await fill("https://github.com/acme/zz-e2e");
    await fill("pip install -U zze2e");
    await fill("text-classification");
    await fill("acme/zz-e2e-base");
    expect(await focused()).toBe("new-library-language");
    await page.keyboard.press("Tab"); // python, as it is
    await page.keyboard.press("Tab"); // usage, as it is
    expect(await focused()).toBe("new-library-template");
    await page.keyboard.press("Control+End");
    await fill("from zze2e import Model\n\nmodel = Model.from_pretrained({{py id}})\n");
    await fill("zze2e");
    await fill("0.1.0");
    await fill("https://github.com/acme/zz-e2e/blob/v0.1.0/zze2e/__init__.py");
    await fill("Model: [from_pretrained]");
    await page.keyboard.press("Tab"); // no existing table
    expect(await focused()).toBe("Preview files");

    await page.keyboard.press("Enter");
    const preview = page.getByTestId("new-library-preview");
    await preview.waitFor({ timeout: wait(60_000) });
    const previewText = await preview.innerText();
    for (const path of ["catalogue/libraries.yaml", "templates/python/zz-e2e/usage.hbs", "golden/cases/libraries/zz-e2e/usage.yaml", "verify/libraries/README.md", "engine/generated/ids.ts"]) {
      expect(previewText).toContain(path);
    }
    expect(existsSync(join(harness.templatesDir, "python/zz-e2e"))).toBe(false);
    expect(await seriousViolations()).toEqual([]);

    await page.keyboard.press("Tab");
    expect(await focused()).toBe("Create");
    await page.keyboard.press("Enter");
    // Creating changes the catalogue, which reloads the page: the result shows either way.
    const render = page.getByTestId("new-library-render").first();
    await render.waitFor({ timeout: wait(120_000) });
    await expect.poll(async () => (await render.innerText()).trim(), { timeout: wait(60_000) }).toBe('from zze2e import Model\n\nmodel = Model.from_pretrained("acme/zz-e2e-base")');
    expect(await page.getByRole("heading", { name: "ZZ End to End created" }).count()).toBe(1);
    expect(await seriousViolations()).toEqual([]);
    expect(readFileSync(join(harness.goldenDir, "libraries/zz-e2e/usage/python/zz-e2e/usage.py"), "utf8")).toBe('from zze2e import Model\n\nmodel = Model.from_pretrained("acme/zz-e2e-base")\n');
    expect(readFileSync(join(harness.catalogueDir, "libraries.yaml"), "utf8")).toContain("\nzz-e2e:\n");

    // The link opens the template in the editor, with its golden case picked.
    const edit = page.getByTestId("new-library-edit");
    await edit.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/view=templates/);
    expect(decodeURIComponent(page.url())).toContain("template=python/zz-e2e/usage");
    await expect.poll(() => page.locator("[data-testid=template-editor] .cm-content").innerText(), { timeout: wait(60_000) }).toContain("Model.from_pretrained({{py id}})");
    expect(pageErrors).toEqual([]);
  });
});
