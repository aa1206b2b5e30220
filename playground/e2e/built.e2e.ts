// The static build of the playground, split into chunks, in a real browser: the first view works from
// the entry chunk, and the chunks loaded on demand (golden outputs, language modes, editor, other views)
// arrive and work; its first-visit JavaScript stays within the 300 KB gzip budget (bench/first-visit.ts).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { resolve } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { build, preview, type PreviewServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRST_VISIT_BUDGET_KB, firstVisit } from "../../bench/first-visit.ts";
import { playgroundConfig } from "../vite.config.ts";
import { launchChromium, openPage } from "./chromium.ts";

let outDir: string;
let server: PreviewServer;
let browser: Browser;
let url: string;

beforeAll(async () => {
  outDir = mkdtempSync(resolve(tmpdir(), "playground-build-"));
  const config = playgroundConfig();
  const settings = { ...config, configFile: false as const, logLevel: "warn" as const, mode: "production", build: { ...config.build, outDir } };
  // As `npm run build` builds it: vitest sets NODE_ENV=test, which would select React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build(settings);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  server = await preview({ ...settings, preview: { port: 0, host: "127.0.0.1" } });
  url = server.resolvedUrls!.local[0];
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe("the built playground", () => {
  it("keeps first-visit JavaScript within budget and loads the rest on demand, without errors", async () => {
    const visit = firstVisit(outDir);
    expect(visit.initialGzip / 1024).toBeLessThanOrEqual(FIRST_VISIT_BUDGET_KB);
    expect(visit.deferred.map((c) => c.name)).toEqual(
      expect.arrayContaining(["../virtual:playground-golden-outputs", "components/CodeEditor.tsx", "components/templates/TemplatesView.tsx"]),
    );
    // The syntax checker (tree-sitter) is a worker of its own, started when an output first differs.
    expect(readdirSync(resolve(outDir, "assets")).some((file) => /^syntax-worker-.*\.js$/.test(file))).toBe(true);

    const page = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const scripts = new Set<string>();
    page.on("request", (request) => request.resourceType() === "script" && scripts.add(new URL(request.url()).pathname.replace(/^\//, "")));
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await page.goto(`${url}?case=${encodeURIComponent("basic/text-classification")}`);
    const card = page.getByTestId("snippet-python · requests");
    // Highlighting arrives with the Python language chunk; the golden comparison with the outputs chunk.
    await card.locator(".tok-keyword").first().waitFor();
    await expect.poll(() => card.locator(".badge").innerText()).toBe("matches golden");
    await page.locator("[data-testid=model-editor] .cm-content").waitFor();
    await page.waitForLoadState("networkidle");
    // For the record: all the JavaScript the first view fetched, the on-demand chunks it asked for included.
    const gzipKb = [...scripts].reduce((sum, file) => sum + gzipSync(readFileSync(resolve(outDir, file)), { level: 9 }).length, 0) / 1024;
    console.log(`first view (snippets), all JavaScript once settled: ${gzipKb.toFixed(1)} KB gzip in ${scripts.size} files; at once: ${(visit.initialGzip / 1024).toFixed(1)} KB`);

    await page.getByRole("tab", { name: /Templates/ }).click();
    await page.getByRole("button", { name: /\/_default\b/ }).first().click();
    await page.locator("[data-testid=template-editor] .cm-content").waitFor();
    await page.getByRole("tab", { name: /Catalogue/ }).click();
    await page.locator("#task-title").waitFor();
    // The built bundle renders every golden case exactly as the CLI does.
    await page.getByRole("tab", { name: /Review/ }).click();
    await page.getByText("Every golden file matches its render.").waitFor();
    expect(await page.getByTestId("pending-count").innerText()).toBe("0 pending · 0 rejected");
    expect(await page.getByRole("status", { name: "Cases that do not render" }).locator("li").allInnerTexts()).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
