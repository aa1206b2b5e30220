// Starts the playground's Vite dev server and a headless chromium for the e2e tests.
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { createServer as createNetServer } from "node:net";
import { resolve } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { createServer, type ViteDevServer } from "vite";
import { playgroundConfig } from "../vite.config.ts";

export const REPO = resolve(import.meta.dirname, "../..");
export const OUTPUT_DIR = resolve(REPO, "test-output/playground");
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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
  /** Copies of golden/ and templates/ the endpoints write to (the repository is never written). */
  goldenDir: string;
  templatesDir: string;
  browser: Browser;
  url: string;
  close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const port = await freePort();
  const scratch = mkdtempSync(resolve(tmpdir(), "playground-e2e-"));
  const goldenDir = resolve(scratch, "golden");
  const templatesDir = resolve(scratch, "templates");
  cpSync(resolve(REPO, "golden"), goldenDir, { recursive: true });
  cpSync(resolve(REPO, "templates"), templatesDir, { recursive: true });
  const config = playgroundConfig({ goldenDir, templatesDir });
  const server = await createServer({
    ...config,
    configFile: false,
    server: { ...config.server, port, strictPort: true, host: "127.0.0.1" },
    logLevel: process.env.E2E_VITE_LOG === "1" ? "info" : "warn",
  });
  await server.listen();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  return {
    server,
    goldenDir,
    templatesDir,
    browser,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await browser.close();
      await server.close();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
