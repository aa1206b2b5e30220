// Starts the playground's Vite dev server and a headless chromium for the e2e tests. The test files run
// side by side (vitest.config.ts beside this file), each with a server of its own: each server gets its
// own copy of the dependency cache, which global-setup.ts fills once before any file starts, so no two
// servers ever optimise dependencies into the same folder.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { createServer as createNetServer } from "node:net";
import { resolve } from "node:path";
import type { Browser } from "playwright-core";
import { createServer, type ViteDevServer } from "vite";
import { playgroundConfig } from "../vite.config.ts";
import { launchChromium, openPage, wait } from "./chromium.ts";

export const REPO = resolve(import.meta.dirname, "../..");
export const OUTPUT_DIR = resolve(REPO, "test-output/playground");
export { CHROMIUM, openContext, openPage, wait } from "./chromium.ts";

/** The dependency cache the playground's config names (`npm start` uses it; global-setup.ts fills it). */
export const SHARED_DEPS_CACHE = resolve(REPO, "node_modules/.vite-playground");
/**
 * Where a server's own copy of that cache goes: a folder beside it, `node_modules/.vite-e2e-*` (Vite
 * records each optimised dependency's source relative to the cache folder, so a copy must sit at the
 * same depth).
 */
const DEPS_COPY_PREFIX = resolve(REPO, "node_modules/.vite-e2e-");

/** Removes the copies a run that was killed left behind. */
export function removeStaleDepsCopies(): void {
  const modules = resolve(REPO, "node_modules");
  for (const name of readdirSync(modules)) if (name.startsWith(".vite-e2e-")) rmSync(resolve(modules, name), { recursive: true, force: true });
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createNetServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? done(address.port) : fail(new Error("no port"))));
    });
  });
}

export interface Harness {
  server: ViteDevServer;
  /** Copies of golden/, templates/ and catalogue/ the server reads and writes (the repository is never written). */
  goldenDir: string;
  templatesDir: string;
  catalogueDir: string;
  browser: Browser;
  url: string;
  close(): Promise<void>;
}

/**
 * A dev server on copies of golden/ and templates/, and a browser. `sharedCache`: the server optimises
 * into the shared dependency cache itself (global-setup.ts, before the files run); otherwise it works on
 * a copy of it.
 */
export async function startHarness({ sharedCache = false } = {}): Promise<Harness> {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const port = await freePort();
  const scratch = mkdtempSync(resolve(tmpdir(), "playground-e2e-"));
  const goldenDir = resolve(scratch, "golden");
  const templatesDir = resolve(scratch, "templates");
  const catalogueDir = resolve(scratch, "catalogue");
  cpSync(resolve(REPO, "golden"), goldenDir, { recursive: true });
  cpSync(resolve(REPO, "templates"), templatesDir, { recursive: true });
  // The YAML files alone: the page and the server's engine read nothing else of catalogue/.
  cpSync(resolve(REPO, "catalogue"), catalogueDir, { recursive: true, filter: (source) => !/\.(ts|md)$/.test(source) && !source.includes("node_modules") });
  const cacheDir = sharedCache ? SHARED_DEPS_CACHE : mkdtempSync(DEPS_COPY_PREFIX);
  if (!sharedCache && existsSync(SHARED_DEPS_CACHE)) cpSync(SHARED_DEPS_CACHE, cacheDir, { recursive: true });
  const config = playgroundConfig({ goldenDir, templatesDir, catalogueDir });
  const server = await createServer({
    ...config,
    cacheDir,
    configFile: false,
    // Only the copies are watched: the page under test neither reloads nor hot-updates when someone
    // edits the repository's own files meanwhile (the working tree is shared).
    server: { ...config.server, port, strictPort: true, host: "127.0.0.1", watch: { ignored: (path: string) => path === REPO || path.startsWith(`${REPO}/`) } },
    logLevel: process.env.E2E_VITE_LOG === "1" ? "info" : "warn",
  });
  await server.listen();
  const browser = await launchChromium();
  return {
    server,
    goldenDir,
    templatesDir,
    catalogueDir,
    browser,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await browser.close();
      await server.close();
      rmSync(scratch, { recursive: true, force: true });
      if (!sharedCache) rmSync(cacheDir, { recursive: true, force: true });
    },
  };
}

/** The templates view with `template` open, and the golden case `caseName` picked if given. */
export function templatesUrl(harness: Harness, template: string, caseName?: string): string {
  const picked = caseName === undefined ? "" : `&case=${encodeURIComponent(caseName)}`;
  return `${harness.url}/?view=templates&template=${encodeURIComponent(template)}${picked}`;
}

/**
 * Visits the templates view (a shell template, so the editor and its language mode load) and the
 * catalogue, until the page settles: on the shared cache this optimises the dependencies (global-setup.ts),
 * on a file's own server it has the server transform the modules before the first test.
 */
export async function warmUp(harness: Harness): Promise<void> {
  const page = await openPage(harness.browser);
  await page.goto(templatesUrl(harness, "sh/curl/_default"));
  await page.locator("[data-testid=template-editor] .cm-content").waitFor({ timeout: wait(60_000) });
  await page.goto(`${harness.url}/?view=catalogue`);
  await page.locator("#task-title").waitFor({ timeout: wait(60_000) });
  await page.waitForLoadState("networkidle");
  await page.close();
}
