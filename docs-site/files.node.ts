// What the pages are made from, read from disk (Node: `snippets docs`, the golden check, the tests): the
// page templates of docs-site/templates/ and the schema files of the installed @huggingface/tasks. The
// playground bundles the same files (files.browser.ts).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { DocsFiles } from "./build-pages.ts";
import type { SpecFiles } from "./spec.ts";

const TEMPLATES = join(import.meta.dirname, "templates");

/** The page templates: name → source, read once. */
function pageTemplates(): Record<string, string> {
  const names = readdirSync(TEMPLATES).filter((f) => f.endsWith(".hbs")).sort();
  return Object.fromEntries(names.map((f) => [f.slice(0, -".hbs".length), readFileSync(join(TEMPLATES, f), "utf8")]));
}

const require = createRequire(import.meta.url);
/** The installed @huggingface/tasks: its root folder and version (package-lock.json pins it). */
export function tasksPackage(): { root: string; version: string } {
  const manifest = require.resolve("@huggingface/tasks/package.json");
  return { root: dirname(manifest), version: (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version };
}

function specFiles(): SpecFiles {
  const { root, version } = tasksPackage();
  const parsed = new Map<string, Record<string, unknown> | undefined>();
  return {
    version,
    read(path) {
      if (!parsed.has(path)) {
        const file = join(root, "src", "tasks", path);
        parsed.set(path, existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>) : undefined);
      }
      return parsed.get(path);
    },
  };
}

let files: DocsFiles | undefined;

/** The files, read on first use and kept (the templates' source is read again by a new process only). */
export function nodeDocsFiles(): DocsFiles {
  return (files ??= { templates: pageTemplates(), spec: specFiles() });
}
