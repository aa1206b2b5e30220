// The playground in chromium, as a template author feels it: keystroke to paint in the Templates view
// (median and p95 of 20 keystrokes appended to a template; from the keydown to the first paint after the
// re-render commits), and the time to the first snippet card on the built page and on the dev server
// (median of 5 visits, a fresh browser context each, the dev server already warm). Targets (issue 37): ≤ 50 ms on
// python/huggingface_hub/conversational.hbs, ≤ 80 ms on sh/curl/_request.hbs, built page ≤ 1 s, dev
// server ≤ 3 s. And a 1 MB paste into python/requests/_default.hbs (issue 51): from the paste on, every
// keystroke answered (keydown to the next paint) in ≤ 100 ms, the worst of 40 keystrokes typed through the
// re-render, the diffs and the syntax checks the paste sets off, and of 10 typed after a pause into the
// views' catch-up render (which runs in slices: playground/lib/render-cache.ts updateSlice). Uses the browser test's machinery
// (playground/e2e/harness.ts).
//   npx tsx bench/playground-browser.ts
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { resolve } from "node:path";
import type { Browser, Page } from "playwright-core";
import { build, preview } from "vite";
import { startHarness } from "../playground/e2e/harness.ts";
import { playgroundConfig } from "../playground/vite.config.ts";
import { fmt, median } from "./measure.ts";

export const KEYSTROKE_TARGETS: Readonly<Record<string, number>> = {
  "python/huggingface_hub/conversational": 50,
  "sh/curl/_request": 80,
};
export const FIRST_SNIPPET_TARGETS = { built: 1000, dev: 3000 };
/** A keystroke after a 1 MB paste, answered within this (the worst of them). */
export const PASTE_KEYSTROKE_TARGET = 100;
const PASTE_TEMPLATE = "python/requests/_default";
const PASTE_KEYSTROKES = 40;
const PAUSED_KEYSTROKES = 10;
const KEYSTROKES = 20;
const FIRST_CARD = "[data-testid^='snippet-']";

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
}

/**
 * Milliseconds from the next keydown to the first paint after the workspace re-renders, as a promise
 * left on the page (window.__keystroke): armed, and its keydown listener in place, before the key is
 * pressed (armed concurrently, a keydown could come first and the time be counted from page load).
 * Page code as text: tsx would wrap named functions in a helper the page does not have.
 */
const ARM_KEYSTROKE = `void (window.__keystroke = new Promise((done) => {
  const summary = document.querySelector("[data-testid=render-summary]");
  const version = summary.dataset.version;
  let start = 0;
  setTimeout(() => done(Number.NaN), 15000);
  window.addEventListener("keydown", () => { start = performance.now(); }, { capture: true, once: true });
  const observer = new MutationObserver(() => {
    if (summary.dataset.version === version) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => done(performance.now() - start), 0));
  });
  observer.observe(summary, { attributes: true });
}))`;

async function keystrokes(page: Page, url: string, template: string): Promise<number[]> {
  await page.goto(`${url}/?view=templates&template=${encodeURIComponent(template)}`);
  const editor = page.locator("[data-testid=template-editor] .cm-content");
  await editor.waitFor({ timeout: 60_000 });
  await page.getByTestId("render-summary").waitFor();
  await editor.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type("\n#");
  await page.waitForTimeout(500);
  const times: number[] = [];
  for (let i = 0; i < KEYSTROKES; i++) {
    await page.evaluate(ARM_KEYSTROKE);
    await page.keyboard.press(i % 2 ? "x" : "y");
    const ms = await page.evaluate<number>("window.__keystroke");
    if (Number.isNaN(ms)) throw new Error(`bench/playground-browser.ts: ${template}: a keystroke did not re-render within 15 s`);
    times.push(ms);
    await page.waitForTimeout(100);
  }
  await page.evaluate(() => localStorage.clear());
  return times;
}

/**
 * Every keydown's time to the next paint, from the event's own time stamp (so a main thread busy when
 * the key comes counts): on the page as window.__answers.
 */
const WATCH_ANSWERS = `void (window.__answers = [], window.addEventListener("keydown", (event) => {
  const at = event.timeStamp;
  requestAnimationFrame(() => setTimeout(() => window.__answers.push(performance.now() - at), 0));
}, { capture: true }))`;

/** Pastes 1 MB of text lines at the end of the template, then types keystrokes through what it sets off. */
async function pasteKeystrokes(page: Page, url: string): Promise<number[]> {
  await page.goto(`${url}/?view=templates&template=${encodeURIComponent(PASTE_TEMPLATE)}`);
  const editor = page.locator("[data-testid=template-editor] .cm-content");
  await editor.waitFor({ timeout: 60_000 });
  await page.getByText("Rendering every golden case").waitFor({ state: "detached", timeout: 120_000 });
  await editor.click();
  await page.keyboard.press("Control+End");
  await page.evaluate(WATCH_ANSWERS);
  await editor.evaluate((element) => {
    const lines: string[] = [];
    for (let i = 0, size = 0; size < 1024 * 1024; i++) {
      const line = "# pasted line " + i + ": the quick brown fox jumps over the lazy dog";
      lines.push(line);
      size += line.length + 1;
    }
    const data = new DataTransfer();
    data.setData("text/plain", lines.join("\n") + "\n");
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  });
  for (let i = 0; i < PASTE_KEYSTROKES; i++) {
    await page.keyboard.press(i % 2 ? "x" : "y");
    await page.waitForTimeout(100);
  }
  await page.waitForFunction(`window.__answers.length >= ${PASTE_KEYSTROKES}`, undefined, { timeout: 120_000 });
  // Then a pause, in which the views catch up with the paste (the render of every affected case), and
  // keystrokes typed into that render: reported apart.
  await page.waitForTimeout(500);
  for (let i = 0; i < PAUSED_KEYSTROKES; i++) {
    await page.keyboard.press("z");
    await page.waitForTimeout(100);
  }
  await page.waitForFunction(`window.__answers.length >= ${PASTE_KEYSTROKES + PAUSED_KEYSTROKES}`, undefined, { timeout: 120_000 });
  const answers = await page.evaluate<number[]>("window.__answers");
  await page.evaluate(() => localStorage.clear());
  return answers;
}

/** Fresh visits timed for each first-snippet figure (the median is reported: one visit is noise on a shared machine). */
const VISITS = 5;

async function firstSnippets(browser: Browser, url: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < VISITS; i++) times.push(await firstSnippet(browser, url));
  console.error(`${url}: first snippet ${times.join(" ")} ms`);
  return median(times);
}

async function firstSnippet(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const start = Date.now();
  await page.goto(`${url}/?case=basic/text-classification`);
  await page.locator(FIRST_CARD).first().waitFor({ timeout: 60_000 });
  const ms = Date.now() - start;
  await context.close();
  return ms;
}

export interface BrowserFigures {
  keystroke: Record<string, { median: number; p95: number }>;
  /** Keystrokes after a 1 MB paste: the worst, the p95 and the median answer. */
  paste: { max: number; p95: number; median: number };
  firstSnippet: { built: number; dev: number };
}

export async function benchPlaygroundBrowser({ log = console.log } = {}): Promise<BrowserFigures> {
  const harness = await startHarness();
  const figures: BrowserFigures = { keystroke: {}, paste: { max: 0, p95: 0, median: 0 }, firstSnippet: { built: 0, dev: 0 } };
  try {
    // Warm the dev server (dependency optimisation, transforms), then measure a fresh visit.
    await firstSnippet(harness.browser, harness.url);
    figures.firstSnippet.dev = await firstSnippets(harness.browser, harness.url);
    console.error(`dev server: first snippet ${figures.firstSnippet.dev} ms`);
    const context = await harness.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    for (const template of Object.keys(KEYSTROKE_TARGETS)) {
      const times = await keystrokes(page, harness.url, template);
      figures.keystroke[template] = { median: median(times), p95: p95(times) };
      console.error(`${template}: ${times.map((t) => t.toFixed(0)).join(" ")}`);
    }
    const answers = (await pasteKeystrokes(page, harness.url)).slice(0, PASTE_KEYSTROKES);
    figures.paste = { max: Math.max(...answers), p95: p95(answers), median: median(answers) };
    console.error(`1 MB paste, keystrokes after it: ${answers.map((t) => t.toFixed(0)).join(" ")}`);
    await context.close();

    const outDir = mkdtempSync(resolve(tmpdir(), "playground-bench-build-"));
    const config = playgroundConfig();
    const settings = { ...config, configFile: false as const, logLevel: "warn" as const, mode: "production", build: { ...config.build, outDir } };
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      await build(settings);
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
    const server = await preview({ ...settings, preview: { port: 0, host: "127.0.0.1" } });
    try {
      const url = server.resolvedUrls!.local[0]!.replace(/\/$/, "");
      await firstSnippet(harness.browser, url);
      figures.firstSnippet.built = await firstSnippets(harness.browser, url);
    } finally {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    }
  } finally {
    await harness.close();
  }
  log(`Playground in chromium (keystroke to paint, 20 keystrokes; first snippet card, median of ${VISITS} fresh contexts):`);
  for (const [template, f] of Object.entries(figures.keystroke)) {
    log(`  ${template}.hbs: median ${fmt(f.median)} ms, p95 ${fmt(f.p95)} ms (target ≤ ${KEYSTROKE_TARGETS[template]} ms)`);
  }
  log(`  after a 1 MB paste into ${PASTE_TEMPLATE}.hbs: worst keystroke ${fmt(figures.paste.max)} ms, p95 ${fmt(figures.paste.p95)} ms, median ${fmt(figures.paste.median)} ms (target: worst ≤ ${PASTE_KEYSTROKE_TARGET} ms)`);
  log(`  first snippet: built page ${fmt(figures.firstSnippet.built)} ms (target ≤ ${FIRST_SNIPPET_TARGETS.built}), dev server ${fmt(figures.firstSnippet.dev)} ms (target ≤ ${FIRST_SNIPPET_TARGETS.dev})`);
  return figures;
}

/** The 1 MB paste line alone (`npx tsx bench/playground-browser.ts --paste`). */
export async function benchPastePlayground({ log = console.log } = {}): Promise<BrowserFigures["paste"]> {
  const harness = await startHarness();
  try {
    await firstSnippet(harness.browser, harness.url);
    const context = await harness.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const all = await pasteKeystrokes(await context.newPage(), harness.url);
    await context.close();
    console.error(`1 MB paste, keystrokes after it: ${all.map((t) => t.toFixed(0)).join(" ")}`);
    const [typing, paused] = [all.slice(0, PASTE_KEYSTROKES), all.slice(PASTE_KEYSTROKES)];
    const figures = { max: Math.max(...typing), p95: p95(typing), median: median(typing) };
    log(`Playground in chromium, after a 1 MB paste into ${PASTE_TEMPLATE}.hbs (keydown to the next paint): ${PASTE_KEYSTROKES} keystrokes typed on: worst ${fmt(figures.max)} ms, p95 ${fmt(figures.p95)} ms, median ${fmt(figures.median)} ms; ${PAUSED_KEYSTROKES} typed after a pause, into the views' catch-up render: worst ${fmt(Math.max(...paused))} ms, median ${fmt(median(paused))} ms (target: worst ≤ ${PASTE_KEYSTROKE_TARGET} ms)`);
    return figures;
  } finally {
    await harness.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes("--paste")) await benchPastePlayground();
  else await benchPlaygroundBrowser();
}
