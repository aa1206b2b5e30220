// Browser loader for language definitions, filled at build time by Vite.
import type { LanguageFile } from "./types.ts";

const modules = import.meta.glob(["./*.ts", "!./*.test.ts", "!./index.ts", "!./types.ts", "!./files.*.ts"], {
  import: "default",
  eager: true,
}) as Record<string, LanguageFile>;

export const languageFiles: Record<string, LanguageFile> = Object.fromEntries(
  Object.entries(modules).map(([path, definition]) => [path.replace(/^\.\//, "").replace(/\.ts$/, ""), definition]),
);
