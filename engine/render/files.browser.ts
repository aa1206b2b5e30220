// Browser loader for templates, filled at build time by Vite.
const modules = import.meta.glob("../../templates/*/*/*.hbs", { query: "?raw", import: "default", eager: true }) as Record<
  string,
  string
>;

export const templatesDir = "templates";

const clientModules = import.meta.glob("../../templates/*/*/client.yaml", { query: "?raw", import: "default", eager: true }) as Record<
  string,
  string
>;

/** `language/client` → the text of its `client.yaml`. */
export const clientFiles: Record<string, string> = Object.fromEntries(
  Object.entries(clientModules).map(([path, text]) => [path.replace(/^\.\.\/\.\.\/templates\//, "").replace(/\/client\.yaml$/, ""), text]),
);

export const templateFiles: Record<string, string> = Object.fromEntries(
  Object.entries(modules).map(([path, source]) => [path.replace(/^\.\.\/\.\.\/templates\//, "").replace(/\.hbs$/, ""), source]),
);

/** Templates here are sources: the source compiler (Handlebars and the run-time fast path) renders them. */
export { createSourceCompiler } from "./compiler.ts";
