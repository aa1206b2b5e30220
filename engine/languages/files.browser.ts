// Browser loader for language definitions, filled at build time by Vite.
import type { LanguageDefinition } from "./types.ts";

const modules = import.meta.glob(["./*.ts", "!./*.test.ts", "!./index.ts", "!./types.ts", "!./files.*.ts"], {
  import: "default",
  eager: true,
}) as Record<string, LanguageDefinition>;

export const languageFiles: Record<string, LanguageDefinition> = Object.fromEntries(
  Object.entries(modules).map(([path, definition]) => [path.replace(/^\.\//, "").replace(/\.ts$/, ""), definition]),
);
