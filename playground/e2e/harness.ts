// Starts the playground's Vite dev server and a headless chromium for the e2e tests. The test files run
// side by side (vitest.config.ts beside this file), each worker with a server of its own: each server gets
// its own copy of the dependency cache, which global-setup.ts fills once before any file starts, so no two
// servers ever optimise dependencies into the same folder.
//
// In the browser test run (PLAYGROUND_E2E_REUSE=1, set by vitest.config.ts beside this file, whose files
// share a worker's modules) a worker starts its server and chromium once and hands them to each file it
// runs: a file's close() closes the browser contexts it opened and puts the server's copies of golden/,
// templates/ and catalogue/ back as they were copied (what a file wrote, added or removed), waiting until
// the server has taken in each change, so the next file finds what a fresh server would show. A server
// of its own costs a file its start and its first page's transform of every module (tens of seconds on a
// busy machine). `startHarness({ own: true })` still gives a file a server and a browser of its own.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { createServer as createNetServer } from "node:net";
import { dirname, join, resolve } from "node:path";
import fg from "fast-glob";
import type { Browser } from "playwright-core";
import { createServer, type Plugin, type ViteDevServer } from "vite";
import { playgroundConfig, type ServedReact } from "../vite.config.ts";
import { launchChromium, openPage, wait } from "./chromium.ts";
import { limit, timedOut } from "../../verify/machine-load.ts";

export const REPO = resolve(import.meta.dirname, "../..");
export const OUTPUT_DIR = resolve(REPO, "test-output/playground");
export { CHROMIUM, openContext, openPage, showInApp, wait, watchPage, type PageWatch } from "./chromium.ts";

/**
 * The dependency cache global-setup.ts fills: the one the playground's config names (`npm start` uses
 * it) when the servers serve React's development build, a folder beside it for the production build
 * (so neither run makes the other optimise the dependencies again).
 */
export const SHARED_DEPS_CACHE = resolve(REPO, servedReact() === "production" ? "node_modules/.vite-playground-production" : "node_modules/.vite-playground");
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

/**
 * React's build the servers serve: production in the browser test run (PLAYGROUND_E2E_REACT, set by
 * vitest.config.ts beside this file; the tests check what the page does, nothing of React's development
 * build), development otherwise (the bench measures the dev server as `npm start` serves it). Every
 * server of a run must serve the same: the dependency cache global-setup.ts fills is for one of them.
 */
function servedReact(): ServedReact {
  return process.env.PLAYGROUND_E2E_REACT === "production" ? "production" : "development";
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
 * a copy of it. In the browser test run a worker's files share one (see the top of this file) unless
 * `own` is set.
 */
export async function startHarness({ sharedCache = false, own = false } = {}): Promise<Harness> {
  if (sharedCache || own || process.env.PLAYGROUND_E2E_REUSE !== "1") return (await newHarness(sharedCache)).harness;
  // One that failed to start is not kept: the next file tries again.
  workerHarness ??= newHarness(false).catch((error: unknown) => {
    workerHarness = undefined;
    throw error;
  });
  const made = await workerHarness;
  // Closes the contexts a file opened and puts back what it changed.
  const release = async () => {
    await Promise.all(made.harness.browser.contexts().map((context) => context.close().catch(() => undefined)));
    await made.restore();
    made.inUse = false;
  };
  // A file that ended without its close() (a failed beforeAll) left them as they were.
  if (made.inUse) await release();
  made.inUse = true;
  return { ...made.harness, close: release };
}

/** The server and browser a worker's files share, once made. */
let workerHarness: Promise<MadeHarness> | undefined;

interface MadeHarness {
  harness: Harness;
  /** Whether a file holds it (its close() not yet called). */
  inUse: boolean;
  /** Whether warmUp has loaded its views once. */
  warmed: boolean;
  /** Puts the copies back as they were made, once the server has taken in each change. */
  restore(): Promise<void>;
}

/** A copied folder as it was copied: each file's bytes and its size and time then, and its folders. */
interface CopyRecord {
  dir: string;
  files: Map<string, { bytes: Buffer; size: number; mtimeNs: bigint }>;
  folders: Set<string>;
  ignore: string[];
}

function record(dir: string, ignore: string[] = []): CopyRecord {
  const files = new Map<string, { bytes: Buffer; size: number; mtimeNs: bigint }>();
  for (const path of fg.sync("**/*", { cwd: dir, dot: true, ignore, followSymbolicLinks: false })) {
    const stat = statSync(join(dir, path), { bigint: true });
    files.set(path, { bytes: readFileSync(join(dir, path)), size: Number(stat.size), mtimeNs: stat.mtimeNs });
  }
  const folders = new Set(fg.sync("**/*", { cwd: dir, dot: true, ignore, onlyDirectories: true, followSymbolicLinks: false }));
  return { dir, files, folders, ignore };
}

/** Makes a copy as recorded again: returns the files it wrote or removed (absolute paths). */
function putBack(copy: CopyRecord): string[] {
  const changed: string[] = [];
  const now = new Set(fg.sync("**/*", { cwd: copy.dir, dot: true, ignore: copy.ignore, followSymbolicLinks: false }));
  for (const path of now) {
    if (copy.files.has(path)) continue;
    rmSync(join(copy.dir, path), { force: true });
    changed.push(join(copy.dir, path));
  }
  // Folders added, deepest first (their files are gone now).
  const folders = fg.sync("**/*", { cwd: copy.dir, dot: true, ignore: copy.ignore, onlyDirectories: true, followSymbolicLinks: false });
  for (const folder of folders.filter((f) => !copy.folders.has(f)).sort((a, b) => b.length - a.length)) rmSync(join(copy.dir, folder), { recursive: true, force: true });
  for (const [path, was] of copy.files) {
    const file = join(copy.dir, path);
    let stat: { size: bigint; mtimeNs: bigint } | undefined;
    try {
      stat = statSync(file, { bigint: true });
    } catch {
      stat = undefined;
    }
    if (stat && Number(stat.size) === was.size && stat.mtimeNs === was.mtimeNs) continue;
    if (stat && readFileSync(file).equals(was.bytes)) {
      was.mtimeNs = stat.mtimeNs;
      continue;
    }
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, was.bytes);
    const after = statSync(file, { bigint: true });
    was.mtimeNs = after.mtimeNs;
    changed.push(file);
  }
  return changed;
}

/**
 * A plugin that runs after the playground's own hot-update hooks (which invalidate the modules holding
 * golden/, the templates and the catalogue, and tell open pages): it says which changed files the
 * server has dealt with.
 */
function handledChanges(onHandled: (file: string) => void): Plugin {
  return {
    name: "playground-e2e-handled-changes",
    enforce: "post",
    hotUpdate({ file }) {
      if (this.environment.name === "client") onHandled(file);
    },
  };
}

/**
 * A plugin that has the dev server send every module without its source map. Vite inlines each module's
 * map into the code it sends, base64 encoded again on every request: on a page load of the templates
 * view 8.2 MB of the 14.5 MB sent, which the server encodes and chromium takes in and stores each time,
 * for nothing a test reads (no devtools are open; an error's message is the same without one). An empty
 * map (`mappings: ""`) at the end of the transforms tells Vite the module has none. Only in the browser
 * test run (the servers that serve React's production build): `npm start` and the bench keep them.
 */
function withoutSourceMaps(): Plugin {
  return {
    name: "playground-e2e-without-source-maps",
    apply: "serve",
    enforce: "post",
    transform(code) {
      return { code, map: { mappings: "" } };
    },
  };
}

async function newHarness(sharedCache: boolean): Promise<MadeHarness> {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const port = await freePort();
  // In the browser test run, under the run's folder (global-setup.ts removes it at the end).
  const scratch = mkdtempSync(resolve(process.env.PLAYGROUND_E2E_SCRATCH ?? tmpdir(), "playground-e2e-"));
  const goldenDir = resolve(scratch, "golden");
  const templatesDir = resolve(scratch, "templates");
  const catalogueDir = resolve(scratch, "catalogue");
  cpSync(resolve(REPO, "golden"), goldenDir, { recursive: true });
  cpSync(resolve(REPO, "templates"), templatesDir, { recursive: true });
  // The YAML files alone: the page and the server's engine read nothing else of catalogue/.
  cpSync(resolve(REPO, "catalogue"), catalogueDir, { recursive: true, filter: (source) => !/\.(ts|md)$/.test(source) && !source.includes("node_modules") });
  const reuse = !sharedCache && process.env.PLAYGROUND_E2E_REUSE === "1";
  const copies = reuse ? [record(goldenDir), record(templatesDir), record(catalogueDir)] : [];
  const cacheDir = sharedCache ? SHARED_DEPS_CACHE : mkdtempSync(DEPS_COPY_PREFIX);
  if (!sharedCache && existsSync(SHARED_DEPS_CACHE)) cpSync(SHARED_DEPS_CACHE, cacheDir, { recursive: true });
  const config = playgroundConfig({ goldenDir, templatesDir, catalogueDir }, { react: servedReact() });
  const handled = new Set<string>();
  let onHandled = () => {};
  const server = await createServer({
    ...config,
    plugins: [
      ...(config.plugins ?? []),
      ...(servedReact() === "production" ? [withoutSourceMaps()] : []),
      ...(reuse ? [handledChanges((file) => (handled.add(file), onHandled()))] : []),
    ],
    cacheDir,
    configFile: false,
    // Only the copies are watched: the page under test neither reloads nor hot-updates when someone
    // edits the repository's own files meanwhile (the working tree is shared).
    server: { ...config.server, port, strictPort: true, host: "127.0.0.1", watch: { ignored: (path: string) => path === REPO || path.startsWith(`${REPO}/`) } },
    logLevel: process.env.E2E_VITE_LOG === "1" ? "info" : "warn",
  });
  await server.listen();
  const browser = await launchChromium();
  const closeAll = async () => {
    await browser.close();
    await server.close();
    rmSync(scratch, { recursive: true, force: true });
    if (!sharedCache) rmSync(cacheDir, { recursive: true, force: true });
  };
  if (reuse) {
    // The worker's last file leaves them to the worker's exit; its copies go with it (or with the run's
    // folder, when the worker is stopped).
    process.once("exit", () => {
      rmSync(scratch, { recursive: true, force: true });
      rmSync(cacheDir, { recursive: true, force: true });
    });
  }
  const made: MadeHarness = {
    harness: { server, goldenDir, templatesDir, catalogueDir, browser, url: `http://127.0.0.1:${port}`, close: closeAll },
    inUse: false,
    warmed: false,
    async restore() {
      handled.clear();
      const changed = copies.flatMap(putBack);
      if (changed.length === 0) return;
      // Each change reaches the server's watcher, then its hot-update hooks; the next file's pages must
      // not meet a late reload or stale module.
      const cap = limit(60_000);
      await new Promise<void>((done, fail) => {
        const timer = setTimeout(() => fail(new Error(timedOut(`the dev server to take in the restored files (${changed.filter((f) => !handled.has(f)).slice(0, 5).join(", ")})`, cap))), cap.ms);
        onHandled = () => {
          if (!changed.every((f) => handled.has(f))) return;
          clearTimeout(timer);
          onHandled = () => {};
          done();
        };
        onHandled();
      });
    },
  };
  return made;
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
  // A worker's shared server that warmed up for an earlier file has its modules transformed already.
  const made = workerHarness && (await workerHarness);
  if (made && made.harness.server === harness.server) {
    if (made.warmed) return;
    made.warmed = true;
  }
  const page = await openPage(harness.browser);
  await page.goto(templatesUrl(harness, "sh/curl/_default"));
  await page.locator("[data-testid=template-editor] .cm-content").waitFor({ timeout: wait(60_000) });
  await page.goto(`${harness.url}/?view=catalogue`);
  await page.locator("#task-title").waitFor({ timeout: wait(60_000) });
  await page.waitForLoadState("networkidle");
  await page.close();
}
