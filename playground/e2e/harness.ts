// Starts the playground's Vite dev server and a headless chromium for the e2e tests.
import { mkdirSync } from "node:fs";
import { createServer as createNetServer } from "node:net";
import { resolve } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { createServer, type ViteDevServer } from "vite";

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
  browser: Browser;
  url: string;
  close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const port = await freePort();
  const server = await createServer({
    configFile: resolve(REPO, "playground/vite.config.ts"),
    server: { port, strictPort: true, host: "127.0.0.1" },
    logLevel: process.env.E2E_VITE_LOG === "1" ? "info" : "warn",
  });
  await server.listen();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  return {
    server,
    browser,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}
