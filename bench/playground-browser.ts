// The playground in chromium, as a template author feels it: keystroke to paint in the Templates view
// (median and p95 of 20 keystrokes appended to a template; from the keydown to the first paint after the
// re-render commits), and the time to the first snippet card on the built page and on the dev server
// (median of 5 visits, a fresh browser context each, the dev server already warm). Targets (issue 37): ≤ 50 ms on
// python/huggingface_hub/conversational.hbs, ≤ 80 ms on sh/curl/_request.hbs, built page ≤ 1 s, dev
// server ≤ 3 s. And a 1 MB paste into python/requests/_default.hbs (issue 51): from the paste on, every
// keystroke answered (keydown to the next paint) in ≤ 100 ms, the worst of 50 typed at the moments of
// PASTE_PHASES (typed on after the paste; after pauses, into the catch-up render, its compile, diffs,
// syntax checks and storage write; once the views show the text), with the page's tasks over 50 and
// 100 ms counted (a count moves less with the machine's load than a time). Uses the browser test's
// machinery (playground/e2e/harness.ts).
//   npx tsx bench/playground-browser.ts
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
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
 * the key comes counts), on the page as window.__answers; and every long task (over 50 ms: the browser's
 * own 'longtask' entries) from then on, as window.__longTasks (durations, ms).
 */
const WATCH_ANSWERS = `void (window.__answers = [], window.__longTasks = [], window.addEventListener("keydown", (event) => {
  const at = event.timeStamp;
  requestAnimationFrame(() => setTimeout(() => window.__answers.push(performance.now() - at), 0));
}, { capture: true }), new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
}).observe({ type: "longtask" }))`;

/**
 * The moments of the paste session at which keystrokes are typed (100 ms apart), in order: right after
 * the paste (the views wait for typing to pause, lib/workspace-context.tsx), after a pause into the
 * catch-up render the pause sets off (its compile, its slices, the views' render of the new outputs and
 * the draft's storage write), after a longer pause, and once the views show the paste.
 */
export const PASTE_PHASES = [
  { name: "typed on after the paste", pause: 0, keys: 20 },
  { name: "after a 0.5 s pause (the catch-up render in flight)", pause: 500, keys: 10 },
  { name: "after a 1 s pause", pause: 1000, keys: 10 },
  { name: "once the views show the text typed", pause: "settled", keys: 10 },
] as const;

export interface PasteSession {
  /** Each phase's keystroke answers (ms), in PASTE_PHASES' order. */
  phases: { name: string; answers: number[] }[];
  /** Main-thread tasks over 50 ms from the paste to the end (ms). */
  longTasks: number[];
}

/** The render summary's version: it changes when the views take in a new render. */
const SUMMARY_VERSION = `document.querySelector("[data-testid=render-summary]").dataset.version`;

/** Pastes 1 MB of text lines at the end of the template, then types keystrokes at each moment of PASTE_PHASES. */
export async function pasteKeystrokes(page: Page, url: string): Promise<PasteSession> {
  await page.goto(`${url}/?view=templates&template=${encodeURIComponent(PASTE_TEMPLATE)}`, { timeout: 120_000 });
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
  const phases: PasteSession["phases"] = [];
  let typed = 0;
  // The summary's version right after the last key of a phase (the views wait 400 ms after a key).
  let version = "";
  for (const phase of PASTE_PHASES) {
    if (phase.pause === "settled") {
      // The views take in the text as typed (the summary's version moves on), then nothing changes for a
      // while (the storage write and the syntax checks that follow have had their time).
      await page.waitForFunction(`${SUMMARY_VERSION} !== ${JSON.stringify(version)}`, undefined, { timeout: 120_000 });
      for (let now = ""; now !== (now = await page.evaluate<string>(SUMMARY_VERSION)); ) await page.waitForTimeout(2000);
    } else await page.waitForTimeout(phase.pause);
    for (let i = 0; i < phase.keys; i++) {
      await page.keyboard.press(i % 2 ? "x" : "y");
      if (i === phase.keys - 1) version = await page.evaluate<string>(SUMMARY_VERSION);
      await page.waitForTimeout(100);
    }
    typed += phase.keys;
    await page.waitForFunction(`window.__answers.length >= ${typed}`, undefined, { timeout: 120_000 });
    const answers = await page.evaluate<number[]>("window.__answers");
    phases.push({ name: phase.name, answers: answers.slice(typed - phase.keys, typed) });
  }
  const longTasks = await page.evaluate<number[]>("window.__longTasks");
  await page.evaluate(() => localStorage.clear());
  return { phases, longTasks };
}

/** The paste line's figures: every keystroke of the session, and the main thread's long tasks. */
export interface PasteFigures {
  max: number;
  p95: number;
  median: number;
  keystrokes: number;
  /** The worst answer of each phase. */
  phaseMax: Record<string, number>;
  /** Main-thread tasks over 50 ms and over 100 ms, and the longest. */
  longTasks: { over50: number; over100: number; longest: number };
  /** The load average (1 minute) before and after the session. */
  load: [number, number];
}

function pasteFigures(session: PasteSession, load: [number, number]): PasteFigures {
  const all = session.phases.flatMap((p) => p.answers);
  return {
    max: Math.max(...all),
    p95: p95(all),
    median: median(all),
    keystrokes: all.length,
    phaseMax: Object.fromEntries(session.phases.map((p) => [p.name, Math.max(...p.answers)])),
    longTasks: {
      over50: session.longTasks.length,
      over100: session.longTasks.filter((d) => d > 100).length,
      longest: Math.max(0, ...session.longTasks),
    },
    load,
  };
}

function pasteSummary(f: PasteFigures): string {
  const phases = Object.entries(f.phaseMax).map(([name, max]) => `${name} ${fmt(max)}`).join("; ");
  return (
    `after a 1 MB paste into ${PASTE_TEMPLATE}.hbs, ${f.keystrokes} keystrokes throughout (keydown to the next paint): ` +
    `worst ${fmt(f.max)} ms, p95 ${fmt(f.p95)} ms, median ${fmt(f.median)} ms (target: worst ≤ ${PASTE_KEYSTROKE_TARGET} ms); ` +
    `worst by moment: ${phases}; main-thread tasks over 50 ms: ${f.longTasks.over50}, over 100 ms: ${f.longTasks.over100}, ` +
    `longest ${fmt(f.longTasks.longest)} ms; load average ${f.load[0].toFixed(1)} → ${f.load[1].toFixed(1)}`
  );
}

/** Runs the paste session in a fresh context; its answers go to stderr phase by phase. */
async function pasteSession(browser: Browser, url: string): Promise<PasteFigures> {
  const before = loadavg()[0]!;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const session = await pasteKeystrokes(await context.newPage(), url);
  await context.close();
  for (const phase of session.phases) console.error(`1 MB paste, ${phase.name}: ${phase.answers.map((t) => t.toFixed(0)).join(" ")}`);
  console.error(`1 MB paste, main-thread tasks over 50 ms: ${session.longTasks.map((t) => t.toFixed(0)).join(" ")}`);
  return pasteFigures(session, [before, loadavg()[0]!]);
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
  await page.goto(`${url}/?case=basic/text-classification`, { timeout: 120_000 });
  await page.locator(FIRST_CARD).first().waitFor({ timeout: 60_000 });
  const ms = Date.now() - start;
  await context.close();
  return ms;
}

export interface BrowserFigures {
  keystroke: Record<string, { median: number; p95: number }>;
  /** Keystrokes throughout a 1 MB paste session. */
  paste: PasteFigures;
  firstSnippet: { built: number; dev: number };
}

export async function benchPlaygroundBrowser({ log = console.log } = {}): Promise<BrowserFigures> {
  const harness = await startHarness();
  const figures: Omit<BrowserFigures, "paste"> & { paste?: PasteFigures } = { keystroke: {}, firstSnippet: { built: 0, dev: 0 } };
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
    await context.close();
    figures.paste = await pasteSession(harness.browser, harness.url);

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
  log(`  ${pasteSummary(figures.paste!)}`);
  log(`  first snippet: built page ${fmt(figures.firstSnippet.built)} ms (target ≤ ${FIRST_SNIPPET_TARGETS.built}), dev server ${fmt(figures.firstSnippet.dev)} ms (target ≤ ${FIRST_SNIPPET_TARGETS.dev})`);
  return figures as BrowserFigures;
}

/** The 1 MB paste line alone (`npx tsx bench/playground-browser.ts --paste`). */
export async function benchPastePlayground({ log = console.log } = {}): Promise<PasteFigures> {
  const harness = await startHarness();
  try {
    await firstSnippet(harness.browser, harness.url);
    const figures = await pasteSession(harness.browser, harness.url);
    log(`Playground in chromium, ${pasteSummary(figures)}`);
    return figures;
  } finally {
    await harness.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes("--paste")) await benchPastePlayground();
  else await benchPlaygroundBrowser();
}
