// The package on a model page: the packed tarball installed into an empty project (not the sources), a
// small Vite app (scripts/package/browser-app/) built against it, served with a strict
// Content-Security-Policy (no 'unsafe-eval') and loaded in Debian's chromium. The page must render
// without a console error or a CSP violation, and show exactly what the engine gives in Node.
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, resolve } from "node:path";
import type { Browser } from "playwright-core";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, openPage, wait } from "../../playground/e2e/chromium.ts";
import { packAndInstall } from "./install.ts";

const REPO = resolve(import.meta.dirname, "../..");
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'";
const TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".json": "application/json" };

let work = "";
let server: Server;
let browser: Browser;
let url = "";

/** Serves `dir` on 127.0.0.1 with the CSP header on every answer. */
async function serve(dir: string): Promise<string> {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    // The app has no icon; the browser asks anyway.
    if (path === "/favicon.ico") return void response.writeHead(204, { "Content-Security-Policy": CSP }).end();
    const file = join(dir, path === "/" ? "index.html" : path);
    if (!file.startsWith(dir)) return void response.writeHead(403).end();
    try {
      const body = readFileSync(file);
      response.writeHead(200, { "Content-Type": TYPES[extname(file)] ?? "application/octet-stream", "Content-Security-Policy": CSP });
      response.end(body);
    } catch {
      response.writeHead(404, { "Content-Security-Policy": CSP }).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("no port");
  return `http://127.0.0.1:${address.port}/`;
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "snippets-browser-"));
  const { project } = packAndInstall(work);
  cpSync(join(REPO, "scripts/package/browser-app"), project, { recursive: true });
  await build({ root: project, configFile: false, logLevel: "warn", build: { outDir: join(project, "dist"), emptyOutDir: true } });
  url = await serve(join(project, "dist"));
  browser = await launchChromium();
}, wait(600_000));

afterAll(async () => {
  await browser?.close();
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  if (work) rmSync(work, { recursive: true, force: true });
});

/** What the page shows in Node, from the engine's sources: the same records, the same calls. */
async function expectedSnippets(): Promise<Record<string, string>> {
  const { RECORDS } = await import("./browser-app/records.ts");
  const { getInferenceSnippets, getLibrarySnippets, getLocalApps } = await import("../../engine/index.ts");
  const shown: Record<string, string> = {};
  for (const s of getInferenceSnippets(RECORDS.chat, { provider: "together" })) {
    if (["python", "js", "sh"].includes(s.language)) shown[`inference ${s.language}/${s.client} ${s.template}`] = s.content;
  }
  for (const s of getLibrarySnippets(RECORDS.transformers)) shown[`library ${s.language} ${s.template}`] = s.content;
  for (const app of getLocalApps(RECORDS.gguf)) {
    for (const s of app.snippets) shown[`local-app ${app.app} ${s.template}`] = `${s.setup ? `${s.setup.content}\n` : ""}${s.content}`;
  }
  return shown;
}

describe("the packed package in a page with a strict Content-Security-Policy", () => {
  it("renders inference, library and local-app snippets exactly as Node does, with no console error and no CSP violation", async () => {
    const page = await openPage(browser);
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") problems.push(`console ${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const response = await page.goto(url);
    expect(response?.headers()["content-security-policy"]).toBe(CSP);
    await page.waitForSelector("body[data-rendered]", { timeout: wait(60_000) });
    const shown = await page.$$eval("pre[data-key]", (pres) => Object.fromEntries(pres.map((pre) => [pre.getAttribute("data-key"), pre.textContent])));
    const expected = await expectedSnippets();
    expect(problems).toEqual([]);
    expect(Object.keys(shown).filter((key) => key.startsWith("inference ")).map((key) => key.split(" ")[1]!.split("/")[0])).toEqual(
      expect.arrayContaining(["python", "js", "sh"]),
    );
    expect(Object.keys(shown).some((key) => key.startsWith("library python"))).toBe(true);
    expect(Object.keys(shown).some((key) => key.startsWith("local-app llama.cpp"))).toBe(true);
    expect(shown).toEqual(expected);
    await page.close();
  });

  it("is served with a policy that really refuses code it did not load from itself", async () => {
    // The check above counts only if the policy is in force here: an inline script is refused.
    const page = await openPage(browser);
    await page.goto(url);
    await page.waitForSelector("body[data-rendered]", { timeout: wait(60_000) });
    const refused = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__inline = 1";
      document.body.append(script);
      return (window as unknown as { __inline?: number }).__inline === undefined;
    });
    expect(refused).toBe(true);
    await page.close();
  });
});
