// Debian's chromium for the browser tests, and the limits their waits get. A wait guards against a hang,
// not against slowness: every limit is an idle figure times the machine's time scale
// (verify/machine-load.ts; TEST_TIME_SCALE sets it), Playwright's own default (30 s) included.
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { scaled } from "../../verify/machine-load.ts";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** A wait's limit, from its idle figure: `{ timeout: wait(60_000) }`. */
export const wait = (idleMs: number): number => scaled(idleMs);

/** Headless chromium, as every browser test launches it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
}

/** A fresh context (its own storage and cache) whose actions and navigations wait by the time scale. */
export async function openContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(wait(30_000));
  context.setDefaultNavigationTimeout(wait(30_000));
  return context;
}

/** A page in a fresh context of its own, closed with the page. */
export async function openPage(browser: Browser, options?: BrowserContextOptions): Promise<Page> {
  const context = await openContext(browser, options);
  const page = await context.newPage();
  // A page still open when its browser closes closes with it, and its context is gone already.
  page.once("close", () => void context.close().catch(() => undefined));
  return page;
}

/** What a page did that a test checks: its uncaught errors, and the dialogs it opened. */
export interface PageWatch {
  errors: string[];
  dialogs: { type: string; message: string }[];
  /** Answer a confirm dialog "cancel" while set (every other dialog is accepted). */
  dismissConfirms: boolean;
}

/** Records the page's uncaught errors and its dialogs into `watch` (one watch may serve several tabs) and answers the dialogs. */
export function watchPage(page: Page, watch: PageWatch = { errors: [], dialogs: [], dismissConfirms: false }): PageWatch {
  page.on("pageerror", (error) => watch.errors.push(error.message));
  page.on("dialog", (dialog) => {
    watch.dialogs.push({ type: dialog.type(), message: dialog.message() });
    void (dialog.type() === "confirm" && watch.dismissConfirms ? dialog.dismiss() : dialog.accept());
  });
  return watch;
}

/**
 * Opens `search` (`?view=…`) in the app already on the page as Back and Forward do (a history entry,
 * then popstate, which the app answers by showing the state the URL names), without loading the page
 * again: its modules, golden files and render of every case stay. For a check of a view, not of a load.
 * Returns once the next frame after the event is drawn (React renders an update made in a popstate
 * listener before the event's task ends; a view whose code is not loaded yet shows its fallback until it is).
 */
export async function showInApp(page: Page, search: string): Promise<void> {
  await page.evaluate(
    (url) =>
      new Promise<void>((done) => {
        history.pushState(null, "", url);
        dispatchEvent(new PopStateEvent("popstate"));
        requestAnimationFrame(() => setTimeout(done, 0));
      }),
    search,
  );
}
