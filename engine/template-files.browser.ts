// Browser loader for templates, filled at build time by Vite.
const modules = import.meta.glob("../templates/*/*/*.hbs", { query: "?raw", import: "default", eager: true }) as Record<
  string,
  string
>;

export const templatesDir = "templates";

export const templateFiles: Record<string, string> = Object.fromEntries(
  Object.entries(modules).map(([path, source]) => [path.replace(/^\.\.\/templates\//, "").replace(/\.hbs$/, ""), source]),
);
