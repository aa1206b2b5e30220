// What the pages are made from, bundled by Vite for the playground's Docs view: the page templates of
// docs-site/templates/ and the schema files of the installed @huggingface/tasks (the files files.node.ts
// reads from disk in Node), so the page is built there as `snippets docs` builds it.
import type { DocsFiles } from "./build-pages.ts";

const templateModules = import.meta.glob("./templates/*.hbs", { query: "?raw", import: "default", eager: true }) as Record<string, string>;

const TASKS = "../node_modules/@huggingface/tasks/src/tasks/";
const schemaModules = import.meta.glob(
  ["../node_modules/@huggingface/tasks/src/tasks/*/spec/input.json", "../node_modules/@huggingface/tasks/src/tasks/*/spec/output.json", "../node_modules/@huggingface/tasks/src/tasks/common-definitions.json"],
  { import: "default", eager: true },
) as Record<string, Record<string, unknown>>;
const manifest = import.meta.glob("../node_modules/@huggingface/tasks/package.json", { import: "version", eager: true }) as Record<string, string>;

const version = Object.values(manifest)[0];
if (version === undefined) throw new Error("docs-site/files.browser.ts: @huggingface/tasks is not installed (node_modules/@huggingface/tasks/package.json)");

export const browserDocsFiles: DocsFiles = {
  templates: Object.fromEntries(Object.entries(templateModules).map(([path, source]) => [path.replace(/^\.\/templates\//, "").replace(/\.hbs$/, ""), source])),
  spec: {
    version,
    read: (path) => schemaModules[`${TASKS}${path}`],
  },
};
