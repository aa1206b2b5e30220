// The drop-in, in a browser: a model page written as the hub's page code is (scripts/package/hub-page-app/,
// the hub's calls and the hub's types), built once against the hub's own packages and once with only its
// two import lines pointed at hub-snippets/compat from the packed tarball. Both must compile with `strict`
// (no cast in the page), render under a strict Content-Security-Policy with no console error, and show the
// same local apps in the same order for every record, with the hub's placeholders where the hub has them.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, resolve } from "node:path";
import type { Browser } from "playwright-core";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, openPage, wait } from "../../playground/e2e/chromium.ts";
import { packAndInstall } from "./install.ts";

const REPO = resolve(import.meta.dirname, "../..");
const APP = join(REPO, "scripts/package/hub-page-app");
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'";
const TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".json": "application/json" };
const VARIANTS = ["hub", "compat"] as const;
type Variant = (typeof VARIANTS)[number];

let work = "";
let server: Server;
let browser: Browser;
let base = "";
const compiled: Record<Variant, string> = { hub: "", compat: "" };

/** The page's source for a variant: the hub's as written, or with its two imports pointed at compat. */
function pageSource(variant: Variant): string {
  const source = readFileSync(join(APP, "page.ts"), "utf8");
  if (variant === "hub") return source;
  const pointed = source.replace(/from "@huggingface\/(inference|tasks)";/g, 'from "hub-snippets/compat";');
  if ((pointed.match(/from "hub-snippets\/compat";/g) ?? []).length !== 2) throw new Error("page.ts: expected two imports from the hub's packages");
  return pointed;
}

/** Serves `root/<variant>/dist` under `/<variant>/` on 127.0.0.1, with the CSP header on every answer. */
async function serve(root: string): Promise<string> {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    if (path.endsWith("/favicon.ico")) return void response.writeHead(204, { "Content-Security-Policy": CSP }).end();
    const [, variant, ...rest] = path.split("/");
    const dir = join(root, variant ?? "", "dist");
    const file = join(dir, rest.join("/") || "index.html");
    if (!VARIANTS.includes(variant as Variant) || !file.startsWith(dir)) return void response.writeHead(403).end();
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
  return `http://127.0.0.1:${address.port}`;
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "snippets-hub-page-"));
  const { project } = packAndInstall(work);
  // The hub's packages, as the repository pins them (@huggingface/inference, @huggingface/tasks and theirs).
  symlinkSync(join(REPO, "node_modules/@huggingface"), join(project, "node_modules/@huggingface"));
  for (const variant of VARIANTS) {
    const dir = join(project, variant);
    mkdirSync(dir);
    cpSync(APP, dir, { recursive: true });
    writeFileSync(join(dir, "page.ts"), pageSource(variant));
    try {
      execFileSync(process.execPath, [join(REPO, "node_modules/typescript/bin/tsc"), "-p", join(dir, "tsconfig.json")], { cwd: dir, encoding: "utf8", stdio: "pipe" });
    } catch (error) {
      compiled[variant] = String((error as { stdout?: string }).stdout ?? error);
    }
    await build({ root: dir, base: `/${variant}/`, configFile: false, logLevel: "warn", build: { outDir: join(dir, "dist"), emptyOutDir: true } });
  }
  base = await serve(project);
  browser = await launchChromium();
}, wait(600_000));

afterAll(async () => {
  await browser?.close();
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  if (work) rmSync(work, { recursive: true, force: true });
});

interface Shown {
  problems: string[];
  /** Model id → its apps, in the page's order, with what each shows. */
  apps: Record<string, { app: string; kind: string; text: string }[]>;
  /** Model id → its inference snippets' language/client, in order. */
  inference: Record<string, string[]>;
}

async function load(variant: Variant): Promise<Shown> {
  const page = await openPage(browser);
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
  });
  const response = await page.goto(`${base}/${variant}/`);
  expect(response?.headers()["content-security-policy"]).toBe(CSP);
  await page.waitForSelector("body[data-rendered]", { timeout: wait(60_000) });
  const shown = await page.$$eval("section[data-model]", (sections) =>
    sections.map((section) => ({
      id: section.getAttribute("data-model")!,
      apps: [...section.querySelectorAll("li[data-app]")].map((li) => ({ app: li.getAttribute("data-app")!, kind: li.getAttribute("data-kind")!, text: li.textContent ?? "" })),
      inference: [...section.querySelectorAll("pre[data-inference]")].map((pre) => pre.getAttribute("data-inference")!),
    })),
  );
  await page.close();
  return { problems, apps: Object.fromEntries(shown.map((s) => [s.id, s.apps])), inference: Object.fromEntries(shown.map((s) => [s.id, s.inference])) };
}

describe("a page written as the hub's page code, against the hub's packages and against hub-snippets/compat", () => {
  it("compiles with strict both ways, with no cast in the page", () => {
    const code = readFileSync(join(APP, "page.ts"), "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
    expect(code.match(/\bas\s+(?!const\b)[\w{[(]/g) ?? []).toEqual([]);
    expect(compiled).toEqual({ hub: "", compat: "" });
  });

  it("renders under the CSP with no error both ways, and shows the same local apps in the same order, with the hub's placeholders", async () => {
    const hub = await load("hub");
    const compat = await load("compat");
    expect(hub.problems).toEqual([]);
    expect(compat.problems).toEqual([]);
    const models = Object.keys(hub.apps);
    // A GGUF repository gets the most apps (18 at the hub's 0.21.54), with or without its file list.
    expect(hub.apps["bartowski/Llama-3.2-3B-Instruct-GGUF"]!.length).toBeGreaterThanOrEqual(15);
    expect(hub.apps["unsloth/Qwen3-8B-GGUF"]!.length).toBeGreaterThanOrEqual(15);
    expect(models.length).toBeGreaterThanOrEqual(12);
    expect(Object.keys(compat.apps)).toEqual(models);
    for (const id of models) {
      const [theirs, ours] = [hub.apps[id]!, compat.apps[id]!];
      expect(ours.map((a) => `${a.app} ${a.kind}`), id).toEqual(theirs.map((a) => `${a.app} ${a.kind}`));
      for (const [i, app] of theirs.entries()) {
        for (const placeholder of ["{{QUANT_TAG}}", "{{GGUF_FILE}}"]) {
          if (app.text.includes(placeholder)) expect(ours[i]!.text, `${id} ${app.app} ${placeholder}`).toContain(placeholder);
        }
        expect(ours[i]!.text, `${id} ${app.app}`).not.toMatch(/model\.gguf|Q4_K_M|Q8_0/);
      }
    }
    expect(Object.values(hub.apps).flat().some((a) => a.text.includes("{{QUANT_TAG}}"))).toBe(true);
    // Inference: every (language, client) the hub's page shows, in the hub's order.
    for (const id of models) {
      const theirs = hub.inference[id]!;
      expect(compat.inference[id]!.filter((pair) => theirs.includes(pair)), id).toEqual(theirs);
    }
  });
});
