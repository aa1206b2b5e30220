// Browser loader for language definitions, filled at build time by Vite.
import { checkedLanguageFile, type LanguageFile } from "./types.ts";

const modules = import.meta.glob(["./*.ts", "!./*.test.ts", "!./index.ts", "!./types.ts", "!./files.*.ts"], {
  import: "default",
  eager: true,
}) as Record<string, unknown>;

export const languageFiles: Record<string, LanguageFile> = Object.fromEntries(
  Object.entries(modules).map(([path, exported]) => {
    const id = path.replace(/^\.\//, "").replace(/\.ts$/, "");
    return [id, checkedLanguageFile(id, exported)];
  }),
);
