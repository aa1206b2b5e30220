// Node loader for the catalogue's YAML files: a map from path (relative to catalogue/) to text.
// The browser gets the same map from files.browser.ts; package.json "imports" picks one. The Python API
// tables (api-tables/) are read by the verify run alone (catalogue/api-tables.ts), not by the engine.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import fg from "fast-glob";

export const catalogueDir = dirname(fileURLToPath(import.meta.url));

export const catalogueFiles: Record<string, string> = Object.fromEntries(
  fg
    .sync("**/*.yaml", { cwd: catalogueDir, ignore: ["**/node_modules/**", "api-tables/**"] })
    .sort()
    .map((path) => [path, readFileSync(join(catalogueDir, path), "utf8")]),
);

/** The catalogue's YAML files are parsed here (the installed package has none to parse). */
export { parseYamlText as parseYaml } from "./yaml-text.ts";

/** Data the package build validated, by file name; none when running from the sources. */
export const prevalidatedFiles: Readonly<Record<string, unknown>> | undefined = undefined;
