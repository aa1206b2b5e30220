// The Docs view's page: a reference page built as `snippets docs` builds it (docs-site/build-pages.ts,
// with the page templates and schema files bundled: docs-site/files.browser.ts), from the engine's
// templates as they are now (the workspace has put the unsaved edits in), only the page shown, with the
// examples' snippets from a cache that renders again only what an edit reaches (lib/docs-snippets.ts);
// then as HTML, as the static site shows it (docs-site/html/markdown-html.ts).
import { providers } from "../../catalogue/inference.ts";
import { tasks } from "../../catalogue/index.ts";
import type { DocsExamples } from "../../catalogue/docs-examples.ts";
import { buildDocsPage, docsPagePaths, type DocsBuildOptions, type DocsPage } from "../../docs-site/build-pages.ts";
import { DOCS_EXAMPLES_SOURCE, parseExamplesText } from "../../docs-site/docs-cases.ts";
import { browserDocsFiles } from "../../docs-site/files.browser.ts";
import { pageHtml } from "../../docs-site/html/markdown-html.ts";
import { DocsSnippetCache } from "./docs-snippets.ts";
import { DEFAULT_STATE, formatUrlState } from "./url-state.ts";

/** The page shown when none is chosen. */
export const INDEX_PAGE = "index.md";

/** The examples file's text (catalogue/docs-examples.yaml, bundled), validated as `snippets docs --examples` validates one. */
export function docsExamples(text: string): DocsExamples {
  return parseExamplesText(DOCS_EXAMPLES_SOURCE, text);
}

/** How the view builds its pages: the bundled files, the examples, and a cache of their snippets. */
export function docsBuildOptions(examples: DocsExamples, cache: DocsSnippetCache): DocsBuildOptions {
  return { files: browserDocsFiles, examples, snippets: cache.snippets };
}

/** The pages to pick from, as the build names them. */
export function docsPages(options: DocsBuildOptions): { path: string; label: string; kind: "index" | "task" | "provider" }[] {
  return docsPagePaths(options).map((path) => {
    const [kind, id] = path === INDEX_PAGE ? ["index", ""] : (path.replace(/\.md$/, "").split("/") as [string, string]);
    if (kind === "tasks") return { path, label: tasks[id as keyof typeof tasks]?.label ?? id, kind: "task" };
    if (kind === "providers") return { path, label: providers[id]?.label ?? id, kind: "provider" };
    return { path, label: "Index", kind: "index" };
  });
}

/** A page's link to another (`../tasks/x.md` from `providers/y.md`) as the Docs view's URL of that page. */
export function docsHref(from: string, url: string): string {
  const parts = from.split("/").slice(0, -1);
  for (const part of url.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  const page = parts.join("/");
  return formatUrlState({ ...DEFAULT_STATE, view: "docs", page: page === INDEX_PAGE ? "" : page });
}

export interface ShownPage extends DocsPage {
  /** The page as HTML (headings from h2: the playground's h1 is above it), or null when there is no page. */
  html: string | null;
  /** Why the page could not be built (a page template's error), or null. */
  error: string | null;
}

/** Builds the page at `path` with the engine's templates as they are now, and its HTML. */
export function showPage(path: string, options: DocsBuildOptions, cache: DocsSnippetCache): ShownPage {
  cache.sync();
  let page: DocsPage;
  try {
    page = buildDocsPage(path, options);
  } catch (error) {
    return { path, markdown: null, warnings: [], sections: 0, html: null, error: (error as Error).message };
  }
  const html = page.markdown === null ? null : pageHtml(page.markdown, { idPrefix: "docs-", headingOffset: 1, pageHref: (url) => docsHref(path, url) }).html;
  return { ...page, html, error: null };
}
