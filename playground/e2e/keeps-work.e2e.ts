// The playground keeps a template author's work and loads fast, in a real browser: drafts survive a
// reload, leaving or switching asks first, save names its base version and shows a disk conflict,
// accept waits for saved templates, history moves one view at a time, narrow layouts, keyboard use,
// the case search and the providers per task; and what loads on demand.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fg from "fast-glob";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openContext, OUTPUT_DIR, REPO, showInApp, startHarness, templatesUrl, wait, warmUp, type Harness, watchPage, type PageWatch } from "./harness.ts";

let harness: Harness;
let context: BrowserContext;
let page: Page;
let watch: PageWatch;

const TEMPLATE = "sh/curl/_default";
const OTHER = "python/requests/_default";
const CASE = "basic/text-classification";

beforeAll(async () => {
  harness = await startHarness();
  await warmUp(harness);
});

afterAll(async () => {
  await harness?.close();
});

// A fresh browser context per test: its own local storage, so drafts of one test never leak into another.
beforeEach(async () => {
  context = await openContext(harness.browser, { viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  watch = watchPage(page);
});

afterEach(async () => {
  expect(watch.errors).toEqual([]);
  await context.close();
});

const editor = () => page.locator("[data-testid=template-editor] .cm-content");
const editorText = () => editor().innerText();
/** The editor's last lines: CodeMirror draws only the lines in view, so the end of a long template needs scrolling to. */
async function editorEndText(): Promise<string> {
  await editor().click();
  await page.keyboard.press("Control+End");
  return editorText();
}

async function typeAtEnd(text: string): Promise<void> {
  await editor().click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(text);
}

/** The list button of a template (its folder heading, then its name). */
function listButton(key: string) {
  const folder = key.split("/").slice(0, 2).join("/");
  return page
    .locator(".template-list .scroll > div", { has: page.locator("h3", { hasText: new RegExp(`^${folder}$`) }) })
    .getByRole("button", { name: new RegExp(`^${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`) });
}

describe("the playground keeps your work", () => {
  it("renders every golden case as the CLI does: nothing pending on a fresh copy, no render errors", async () => {
    const caseCount = fg.sync("cases/**/*.yaml", { cwd: join(REPO, "golden") }).length;
    await page.goto(`${harness.url}/?view=review`);
    await page.getByText("Every golden file matches its render.").waitFor({ timeout: wait(60_000) });
    expect(await page.getByTestId("pending-count").innerText()).toBe("0 pending · 0 rejected");
    expect(await page.getByRole("status", { name: "Cases that do not render" }).locator("li").allInnerTexts()).toEqual([]);
    // The templates view in the page loaded already (as its tab opens it): Ctrl+Enter renders every case again.
    await showInApp(page, `?view=templates&template=${encodeURIComponent(TEMPLATE)}`);
    await editor().waitFor();
    await page.keyboard.press("Control+Enter");
    await expect.poll(() => page.getByTestId("render-summary").innerText()).toContain(`All ${caseCount} cases rendered`);
    expect(await page.getByTestId("differ-count").innerText()).toBe("0");
  });

  it("keeps a draft per template across a reload, and asks before leaving the page with it", async () => {
    await page.goto(templatesUrl(harness, TEMPLATE));
    await typeAtEnd("# draft kept\n");
    await page.getByText("● unsaved").waitFor();
    const stored = await page.evaluate((key) => localStorage.getItem(`playground-draft:${sessionStorage.getItem("playground-tab")}:${key}`), TEMPLATE);
    expect(JSON.parse(stored!).source).toContain("# draft kept");

    await page.reload();
    // The beforeunload prompt was shown (and accepted by the test).
    expect(watch.dialogs.map((d) => d.type)).toContain("beforeunload");
    await editor().waitFor();
    await expect.poll(editorEndText).toContain("# draft kept");
    await page.getByText("● unsaved").waitFor();
    expect(await page.getByRole("tab", { name: /Templates/ }).innerText()).toMatch(/Templates\s*1/);
    // The file on disk is untouched.
    expect(readFileSync(join(harness.templatesDir, `${TEMPLATE}.hbs`), "utf8")).not.toContain("# draft kept");

    // Revert removes the draft; leaving then asks nothing.
    await page.getByRole("button", { name: "Revert" }).click();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(`playground-draft:${sessionStorage.getItem("playground-tab")}:${key}`), TEMPLATE)).toBeNull();
    watch.dialogs.length = 0;
    await page.reload();
    await editor().waitFor();
    expect(watch.dialogs).toEqual([]);
  });

  it("asks before opening another template while the open one has unsaved edits", async () => {
    await page.goto(templatesUrl(harness, TEMPLATE));
    await typeAtEnd("# switching\n");
    watch.dismissConfirms = true;
    await listButton(OTHER).click();
    expect(watch.dialogs.at(-1)).toMatchObject({ type: "confirm" });
    expect(watch.dialogs.at(-1)!.message).toContain(`templates/${TEMPLATE}.hbs has unsaved edits`);
    expect(page.url()).toContain(`template=${encodeURIComponent(TEMPLATE)}`);
    watch.dismissConfirms = false;
    await listButton(OTHER).click();
    await expect.poll(() => page.url()).toContain(`template=${encodeURIComponent(OTHER)}`);
    // The draft stays, marked in the list.
    expect(await listButton(TEMPLATE).innerText()).toContain("●");
    // A template without edits opens without asking.
    const asked = watch.dialogs.length;
    await listButton(TEMPLATE).click();
    await expect.poll(() => page.url()).toContain(`template=${encodeURIComponent(TEMPLATE)}`);
    await listButton(OTHER).click();
    expect(watch.dialogs.length).toBe(asked + 1);
  });

  it("saves over the version the edit began from; a file changed on disk meanwhile shows the difference, then reload or overwrite", async () => {
    const file = join(harness.templatesDir, `${TEMPLATE}.hbs`);
    const original = readFileSync(file, "utf8");
    try {
      await page.goto(templatesUrl(harness, TEMPLATE));
      await typeAtEnd("# my edit\n");
      // Someone changes the file on disk.
      writeFileSync(file, `${original}# changed on disk\n`);
      await page.getByTestId("changed-on-disk").waitFor();
      await page.getByRole("button", { name: "Save", exact: true }).click();
      const conflict = page.getByTestId("save-conflict");
      await conflict.waitFor();
      const diff = await conflict.getByTestId("diff").innerText();
      expect(diff).toContain("-# changed on disk");
      expect(diff).toContain("+# my edit");
      expect(readFileSync(file, "utf8")).toContain("# changed on disk");
      await page.screenshot({ path: join(OUTPUT_DIR, "save-conflict.png") });

      // Reload: the edit is dropped, the editor shows the disk's text.
      await conflict.getByRole("button", { name: "Reload from disk" }).click();
      await expect.poll(editorText).toContain("# changed on disk");
      expect(await editorText()).not.toContain("# my edit");
      expect(await page.getByText("● unsaved").count()).toBe(0);

      // Again, and this time overwrite.
      await typeAtEnd("# mine again\n");
      writeFileSync(file, `${original}# changed twice\n`);
      await page.getByTestId("changed-on-disk").waitFor();
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await conflict.waitFor();
      await conflict.getByRole("button", { name: "Overwrite with my edit" }).click();
      await page.getByText(`Saved templates/${TEMPLATE}.hbs`).waitFor();
      const saved = readFileSync(file, "utf8");
      expect(saved).toContain("# mine again");
      expect(saved).not.toContain("# changed twice");

      // A save with no change on disk in between goes straight through, by Ctrl+S from the editor.
      await typeAtEnd("# by shortcut\n");
      await page.keyboard.press("Control+s");
      await page.getByText(`Saved templates/${TEMPLATE}.hbs`).waitFor();
      await expect.poll(() => readFileSync(file, "utf8")).toContain("# by shortcut");
    } finally {
      writeFileSync(file, original);
    }
  });

  it("moves one view at a time with Back and Forward; every view is a URL", async () => {
    await page.goto(harness.url);
    await page.locator("#case-picker").waitFor();
    await page.getByRole("tab", { name: /Templates/ }).click();
    await expect.poll(() => page.url()).toContain("view=templates");
    await listButton(TEMPLATE).click();
    await expect.poll(() => page.url()).toContain(`template=${encodeURIComponent(TEMPLATE)}`);
    await page.getByRole("tab", { name: /Review/ }).click();
    await page.getByRole("tab", { name: /Catalogue/ }).click();
    await page.locator("#task-title").waitFor();
    const steps: string[] = [];
    const where = () => new URL(page.url()).search;
    for (let i = 0; i < 4; i++) {
      await page.goBack();
      steps.push(where());
    }
    expect(steps).toEqual(["?view=review&template=sh%2Fcurl%2F_default", "?view=templates&template=sh%2Fcurl%2F_default", "?view=templates", ""]);
    await page.locator("#case-picker").waitFor();
    await page.goForward();
    expect(where()).toBe("?view=templates");
    await page.getByText("Open a template from the list").waitFor();
    await page.goForward();
    await editor().waitFor();
    expect(await page.locator("#template-title").innerText()).toContain(`templates/${TEMPLATE}.hbs`);
  });

  it("accepts no golden change while a template edit is unsaved", async () => {
    await page.goto(templatesUrl(harness, TEMPLATE));
    await typeAtEnd("# unsaved\n");
    await page.getByRole("tab", { name: /Review/ }).click();
    const item = page.getByTestId("review-group").first();
    await item.waitFor();
    const path = await item.getAttribute("data-path");
    expect(await item.getByRole("button", { name: /^Accept/ }).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Accept all" }).isDisabled()).toBe(true);
    expect(await page.getByTestId("review-status").innerText()).toContain("Save or revert the unsaved template edit(s) first");
    // Nothing was written.
    expect(readFileSync(join(harness.goldenDir, path!), "utf8")).not.toContain("# unsaved");
  });
});

describe("layout and keyboard", () => {
  async function noSideScroll(): Promise<{ page: number; main: number; width: number }> {
    return page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      main: document.querySelector(".app-main")!.scrollWidth - document.querySelector(".app-main")!.clientWidth,
      width: window.innerWidth,
    }));
  }

  for (const [width, height, name] of [
    [1024, 768, "1024"],
    [390, 844, "phone"],
  ] as const) {
    it(`is usable at ${name} width: no view scrolls sideways${width === 1024 ? "; the template list and editor sit side by side" : ""}`, async () => {
      await page.setViewportSize({ width, height });
      const views = [`?case=${encodeURIComponent(CASE)}`, `?view=templates&template=${encodeURIComponent(TEMPLATE)}`, "?view=review", "?view=catalogue"];
      for (const search of views) {
        // The page loads at this width once; the other views are opened in it, as its tabs open them.
        if (search === views[0]) await page.goto(`${harness.url}/${search}`);
        else await showInApp(page, search);
        await page.locator(search.includes("templates") ? "[data-testid=template-editor] .cm-content" : search.includes("catalogue") ? "#task-title" : search.includes("review") ? "[data-testid=pending-count]" : "[data-testid='snippet-python · requests']").waitFor();
        const sizes = await noSideScroll();
        expect(sizes.page, `${search} at ${name}`).toBeLessThanOrEqual(sizes.width);
        expect(sizes.main, `${search} at ${name}`).toBeLessThanOrEqual(1);
        if (search.includes("templates")) {
          const list = (await page.locator(".template-list").boundingBox())!;
          const code = (await page.locator("[data-testid=template-editor]").boundingBox())!;
          if (width === 1024) expect(list.x + list.width).toBeLessThanOrEqual(code.x);
          expect(code.x + code.width).toBeLessThanOrEqual(width);
          expect(code.width).toBeGreaterThan(width === 1024 ? 500 : 300);
        }
        await page.screenshot({ path: join(OUTPUT_DIR, `layout-${name}-${search.includes("view=") ? /view=(\w+)/.exec(search)![1] : "snippets"}.png`) });
      }
      // Text stays readable: the body's font is not scaled down.
      expect(await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize))).toBeGreaterThanOrEqual(14);
    });
  }

  it("Esc releases focus from the editor, so Tab moves on (Tab indents inside); Enter enters it again", async () => {
    await page.goto(templatesUrl(harness, TEMPLATE));
    await typeAtEnd("x");
    const typed = await editorText();
    await page.keyboard.press("Tab");
    await expect.poll(editorText).not.toBe(typed);
    const before = await editorText();
    await page.keyboard.press("Escape");
    await page.keyboard.press("Tab");
    const inEditor = await page.evaluate(() => Boolean(document.activeElement?.closest("[data-testid=template-editor]")));
    expect(inEditor).toBe(false);
    expect(await editorText()).toBe(before);
    // Shift+Tab comes back to its frame, not into the text; Enter enters it, and typing there edits again.
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("template-editor");
    await page.keyboard.press("y");
    expect(await editorText()).toBe(before);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest(".cm-content")))).toBe(true);
    await page.keyboard.press("y");
    await expect.poll(editorText).not.toBe(before);
  });

  it("shortcuts: ? shows the help, Ctrl+Enter renders every case, j/k move through the changes in review", async () => {
    await page.goto(templatesUrl(harness, TEMPLATE));
    await editor().waitFor();
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.keyboard.press("?");
    const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await help.waitFor();
    expect(await help.innerText()).toContain("Next change");
    await page.keyboard.press("Escape");
    await help.waitFor({ state: "hidden" });

    // A "?" typed in the editor is text, not a shortcut.
    await typeAtEnd("# why?\n");
    expect(await help.isVisible()).toBe(false);
    await expect.poll(() => page.getByTestId("differ-count").innerText()).not.toBe("0");
    const text = await editorText();
    // Ctrl+Enter in the editor renders; it does not insert a line.
    await page.keyboard.press("Control+Enter");
    await expect.poll(() => page.getByTestId("render-summary").innerText()).toMatch(/^All \d+ cases rendered/);
    expect(await editorText()).toBe(text);

    // A second template's edit, a different change: two groups to move between.
    await page.goto(templatesUrl(harness, OTHER));
    await typeAtEnd("# another\n");
    await page.getByRole("tab", { name: /Review/ }).click();
    const items = page.getByTestId("review-group");
    await items.first().waitFor();
    const paths = await items.evaluateAll((els) => els.map((e) => e.getAttribute("data-path")));
    expect(paths.length).toBe(2);
    const current = () => page.locator("[data-testid=review-group][aria-current=true]").getAttribute("data-path");
    await page.getByRole("tab", { name: /Review/ }).focus();
    await page.keyboard.press("j");
    await expect.poll(current).toBe(paths[0]);
    await page.keyboard.press("j");
    await expect.poll(current).toBe(paths[1]);
    expect(new URL(page.url()).searchParams.get("file")).toBe(paths[1]);
    await page.keyboard.press("k");
    await expect.poll(current).toBe(paths[0]);
    await page.screenshot({ path: join(OUTPUT_DIR, "review-keyboard.png") });
  });
});

describe("finding a case and its providers", () => {
  it("filters the case picker by task, library and provider; Enter picks the first match", async () => {
    await page.goto(harness.url);
    const filter = page.getByLabel("Find a golden case");
    await filter.fill("text-to-image fal-ai");
    await expect.poll(() => page.getByTestId("case-count").innerText()).toMatch(/^\d+ of \d+ cases match$/);
    const options = await page.locator("#case-picker option").evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value).filter(Boolean));
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThan(20);
    await filter.press("Enter");
    await expect.poll(() => new URL(page.url()).searchParams.get("case")).toBe(options[0]);
    expect(new URL(page.url()).searchParams.get("provider") ?? "").not.toBe("");

    await filter.fill("transformers");
    const libraryOptions = await page.locator("#case-picker option").evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
    expect(libraryOptions.some((v) => v.startsWith("libraries/"))).toBe(true);
    await filter.fill("no-such-case-anywhere");
    expect(await page.getByTestId("case-count").innerText()).toMatch(/^0 of/);
  });

  it("offers only the providers that serve the selected task", async () => {
    const providerLabels = () => page.locator("#option-provider option").allInnerTexts();
    await page.goto(`${harness.url}/?case=${encodeURIComponent(CASE)}`);
    await page.locator("#option-provider").waitFor();
    const forClassification = await providerLabels();
    expect(forClassification).not.toContain("Cerebras");
    expect(forClassification.some((l) => /HF Inference|hf-inference/i.test(l))).toBe(true);
    await page.selectOption("#case-picker", "conversational/access-token");
    await expect.poll(providerLabels).toContain("Cerebras");
    expect((await providerLabels()).length).toBeGreaterThan(forClassification.length);
  });
});

describe("loading on demand", () => {
  it("a first visit to the catalogue fetches no editor, language mode, grammar or golden output file; the templates view fetches them when used", async () => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${harness.url}/?view=catalogue`);
    await page.locator("#task-title").waitFor();
    await page.waitForLoadState("networkidle");
    const has = (pattern: RegExp) => requested.some((p) => pattern.test(p));
    expect(has(/\/CodeEditor\.tsx$/)).toBe(false);
    expect(has(/lang-(python|javascript|yaml|json)/)).toBe(false);
    expect(has(/\.wasm$/)).toBe(false);
    expect(has(/TemplatesView\.tsx$/)).toBe(false);
    // The golden outputs come as their own module, after the page is up.
    expect(has(/playground-golden-outputs/)).toBe(true);

    await page.goto(templatesUrl(harness, TEMPLATE));
    await editor().waitFor();
    expect(has(/\/CodeEditor\.tsx$/)).toBe(true);
    expect(has(/handlebars-mode\.ts$/)).toBe(true);
    // Grammars only once a render differs from its golden file.
    await page.waitForLoadState("networkidle");
    expect(has(/\.wasm$/)).toBe(false);
    await typeAtEnd("# differs\n");
    await expect.poll(() => has(/tree-sitter-bash.*\.wasm$/), { timeout: wait(20_000) }).toBe(true);
  });
});
