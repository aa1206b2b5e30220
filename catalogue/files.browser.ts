// Browser loader for the catalogue's YAML files, filled at build time by Vite (the Python API tables are the
// verify run's alone: catalogue/api-tables.ts).
const modules = import.meta.glob(["./**/*.yaml", "!./api-tables/**"], { query: "?raw", import: "default", eager: true }) as Record<
  string,
  string
>;

export const catalogueDir = "catalogue";

export const catalogueFiles: Record<string, string> = Object.fromEntries(
  Object.entries(modules).map(([path, text]) => [path.replace(/^\.\//, ""), text]),
);

/** The catalogue's YAML files are parsed here (the installed package has none to parse). */
export { parseYamlText as parseYaml } from "./yaml-text.ts";

/** Data the package build validated, by file name; none when running from the sources. */
export const prevalidatedFiles: Readonly<Record<string, unknown>> | undefined = undefined;
