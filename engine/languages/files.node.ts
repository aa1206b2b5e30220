// Node loader for language definitions: every engine/languages/<id>.ts that is a definition.
// The browser gets the same list from files.browser.ts; package.json "imports" picks one.
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import fg from "fast-glob";
import { checkedLanguageFile, type LanguageFile } from "./types.ts";

const dir = dirname(fileURLToPath(import.meta.url));

export const languageFiles: Record<string, LanguageFile> = Object.fromEntries(
  await Promise.all(
    fg
      .sync("*.ts", { cwd: dir, ignore: ["*.test.ts", "index.ts", "types.ts", "files.*.ts"] })
      .sort()
      .map(async (file) => {
        const id = file.replace(/\.ts$/, "");
        return [id, checkedLanguageFile(id, ((await import(/* @vite-ignore */ pathToFileURL(join(dir, file)).href)) as { default: unknown }).default)] as const;
      }),
  ),
);
