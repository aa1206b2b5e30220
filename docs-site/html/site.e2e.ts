// The HTML reference pages in Debian's chromium: axe-core finds 0 serious or critical violations on a page
// of each kind (every page is the same layout and the same pieces; axe takes about 10 s a page on a busy
// machine), every internal link of every page resolves (page and anchor), and the tabs and copy buttons
// work by keyboard.
//   npx vitest run --config docs-site/e2e.config.ts
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, isSerious } from "../../playground/e2e/axe.ts";
import { launchChromium, openContext } from "../../playground/e2e/chromium.ts";
import { buildDocs } from "../pages.ts";
import { htmlSite } from "./build.ts";

let site: Map<string, string>;
let server: Server;
let base: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const dir = mkdtempSync(join(tmpdir(), "docs-html-e2e-"));

const TYPES: Record<string, string> = { html: "text/html; charset=utf-8", js: "text/javascript", css: "text/css" };

beforeAll(async () => {
  site = await htmlSite(buildDocs().pages);
  for (const [path, content] of site) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  // The site as a static server would serve it, on localhost only.
  server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname).replace(/^\//, "") || "index.html";
    const content = site.get(path);
    if (content === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": TYPES[path.slice(path.lastIndexOf(".") + 1)] ?? "application/octet-stream" }).end(content);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/`;
  browser = await launchChromium();
  context = await openContext(browser, { viewport: { width: 1200, height: 900 } });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base.slice(0, -1) });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((done) => server?.close(done));
  rmSync(dir, { recursive: true, force: true });
});

const pages = () => [...site.keys()].filter((p) => p.endsWith(".html"));
/** A page of each kind: the index, task pages with many providers and with one, provider pages with many tasks and with none. */
const AXE_PAGES = ["index.html", "tasks/text-to-image.html", "tasks/fill-mask.html", "tasks/text-generation.html", "providers/fal-ai.html", "providers/openai.html"];

describe("the HTML reference pages", () => {
  it("a page of each kind: axe finds 0 serious or critical violations, and its script and stylesheet load", async () => {
    const problems: string[] = [];
    const failed: string[] = [];
    page.on("requestfailed", (r) => failed.push(r.url()));
    page.on("response", (r) => void (r.status() >= 400 && failed.push(`${r.status()} ${r.url()}`)));
    for (const path of AXE_PAGES) {
      expect(site.has(path), path).toBe(true);
      await page.goto(base + path);
      for (const v of (await axeViolations(page)).filter(isSerious)) {
        problems.push(`${path}: ${v.id} (${v.impact}): ${v.nodes.slice(0, 2).map((n) => n.target.join(" ")).join("; ")}`);
      }
    }
    expect(problems).toEqual([]);
    expect(failed).toEqual([]);
  });

  it("every internal link resolves to a page of the site, and every #anchor to an element of it", async () => {
    const broken: string[] = [];
    let links = 0;
    for (const path of pages()) {
      await page.goto(base + path);
      const hrefs = await page.$$eval("a[href]", (as) => as.map((a) => (a as HTMLAnchorElement).href));
      for (const href of hrefs.filter((h) => h.startsWith(base))) {
        links++;
        const url = new URL(href);
        const target = url.pathname.slice(1) || "index.html";
        if (!site.has(target)) broken.push(`${path} → ${target}`);
        else if (url.hash && !site.get(target)!.includes(`id="${decodeURIComponent(url.hash.slice(1))}"`)) broken.push(`${path} → ${target}${url.hash}`);
      }
    }
    console.log(`docs html: ${links} internal links on ${pages().length} pages, ${broken.length} broken`);
    expect(links).toBeGreaterThan(200);
    expect(broken).toEqual([]);
  });

  it("tabs: Tab reaches a group's selected tab, arrows, Home and End switch the panel; Enter on Copy copies the shown code", async () => {
    await page.goto(`${base}tasks/object-detection.html`);
    // Tab from the top of the page until the first tab of the first code group has the focus.
    const first = page.locator("[role=tablist]").first().locator("[role=tab]");
    for (let i = 0; i < 40 && !(await first.first().evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect.poll(() => first.first().evaluate((el) => el === document.activeElement)).toBe(true);
    const count = await first.count();
    expect(count).toBeGreaterThan(2);
    const shown = async () => {
      const selected = page.locator("[role=tablist]").first().locator("[role=tab][aria-selected=true]");
      const panel = page.locator(`#${await selected.getAttribute("aria-controls")}`);
      return { label: await selected.textContent(), visible: await panel.isVisible(), focused: await selected.evaluate((el) => el === document.activeElement) };
    };
    await page.keyboard.press("ArrowRight");
    expect(await shown()).toEqual({ label: await first.nth(1).textContent(), visible: true, focused: true });
    expect(await page.locator(`#${await first.first().getAttribute("aria-controls")}`).isVisible()).toBe(false);
    await page.keyboard.press("End");
    expect((await shown()).label).toBe(await first.nth(count - 1).textContent());
    await page.keyboard.press("Home");
    expect((await shown()).label).toBe(await first.first().textContent());
    await page.keyboard.press("ArrowLeft");
    expect((await shown()).label).toBe(await first.nth(count - 1).textContent());
    // Tab leaves the tab list for the shown panel's copy button; Enter copies that panel's code.
    await page.keyboard.press("Tab");
    const copy = page.locator("[role=tabpanel]:visible button.copy").first();
    expect(await copy.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(() => copy.textContent()).toBe("Copied");
    const code = await page.locator("[role=tabpanel]:visible code").first().textContent();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    expect(code).toContain("facebook/detr-resnet-50");
  });
});
