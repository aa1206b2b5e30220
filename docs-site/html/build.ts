// The reference pages as a static HTML site: each Markdown page as HTML (markdown-html.ts: code groups as
// tabs with copy buttons), built with Vite (the script and the stylesheet bundled once, hashed, linked by
// relative URLs so the site can be served from any folder). No inline script or style: it runs under a
// strict Content-Security-Policy.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { escapeHtml, pageHtml } from "./markdown-html.ts";

/** A file the HTML build writes: a page, or a bundled asset. */
export function isHtmlSitePath(path: string): boolean {
  return /^(index|(tasks|providers)\/[a-z0-9-]+)\.html$|^assets\/[\w.-]+\.(js|css)$/.test(path.split("\\").join("/"));
}

function layout(page: string, markdown: string): string {
  const { title, html } = pageHtml(markdown);
  const up = "../".repeat(page.split("/").length - 1);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Inference Providers reference</title>
<link rel="stylesheet" href="${up}site.css">
<script type="module" src="${up}site.ts"></script>
</head>
<body>
<header><nav aria-label="Site"><a href="${up}index.html">Inference Providers reference</a></nav></header>
<main class="docs-page">
${html}
</main>
</body>
</html>
`;
}

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.push(relative(dir, path).split("\\").join("/"));
    }
  };
  walk(dir);
  return out;
}

/** The HTML site of the Markdown pages: path → content, built by Vite in a scratch folder. */
export async function htmlSite(pages: ReadonlyMap<string, string>): Promise<Map<string, string>> {
  const { build } = await import("vite");
  const work = mkdtempSync(join(tmpdir(), "snippets-docs-html-"));
  try {
    const src = join(work, "src");
    const inputs: string[] = [];
    for (const [page, markdown] of pages) {
      const file = join(src, page.replace(/\.md$/, ".html"));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, layout(page, markdown));
      inputs.push(file);
    }
    for (const asset of ["site.ts", "tabs.ts", "site.css", "page.css"]) copyFileSync(join(import.meta.dirname, asset), join(src, asset));
    copyFileSync(join(import.meta.dirname, "../../playground/palette.css"), join(src, "palette.css"));
    const outDir = join(work, "out");
    await build({
      root: src,
      base: "./",
      configFile: false,
      logLevel: "silent",
      build: { outDir, emptyOutDir: true, modulePreload: false, rollupOptions: { input: inputs } },
    });
    return new Map(filesUnder(outDir).map((path) => [path, readFileSync(join(outDir, path), "utf8")]));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
