// Browser loader for library selectors, filled at build time by Vite.
import type { LibrarySelector } from "./types.ts";

const modules = import.meta.glob(["./selectors/*.ts", "!./selectors/*.test.ts"], { import: "default", eager: true }) as Record<
  string,
  LibrarySelector
>;

export const selectorFiles: Record<string, LibrarySelector> = Object.fromEntries(
  Object.entries(modules).map(([path, selector]) => [path.replace(/^\.\/selectors\//, "").replace(/\.ts$/, ""), selector]),
);
