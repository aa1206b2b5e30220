// Node loader for templates: `language/client/template` → Handlebars source, read from templates/.
// The browser gets the same map from files.browser.ts; package.json "imports" picks one.
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import fg from "fast-glob";

export const templatesDir = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..", "templates");

/** `language/client` → the text of its `client.yaml` (inference clients describe themselves there). */
export const clientFiles: Record<string, string> = Object.fromEntries(
  fg
    .sync("*/*/client.yaml", { cwd: templatesDir })
    .sort()
    .map((path) => [path.replace(/\/client\.yaml$/, ""), readFileSync(join(templatesDir, path), "utf8")]),
);

export const templateFiles: Record<string, string> = Object.fromEntries(
  fg
    .sync("*/*/*.hbs", { cwd: templatesDir })
    .sort()
    .map((path) => [path.replace(/\.hbs$/, ""), readFileSync(join(templatesDir, path), "utf8")]),
);

/** Templates here are sources: the source compiler (Handlebars and the run-time fast path) renders them. */
export { createSourceCompiler } from "./compiler.ts";
