// Node loader for library selectors: every engine/libraries/selectors/<library>.ts, found by its name.
// The browser gets the same map from selector-files.browser.ts; package.json "imports" picks one.
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import fg from "fast-glob";
import type { LibrarySelector } from "./types.ts";

const selectorsDir = join(dirname(fileURLToPath(import.meta.url)), "selectors");

export const selectorFiles: Record<string, LibrarySelector> = Object.fromEntries(
  await Promise.all(
    fg
      .sync("*.ts", { cwd: selectorsDir, ignore: ["*.test.ts"] })
      .sort()
      .map(async (file) => {
        const module = (await import(/* @vite-ignore */ pathToFileURL(join(selectorsDir, file)).href)) as { default?: LibrarySelector };
        if (typeof module.default !== "function") {
          throw new Error(`engine/libraries/selectors/${file}: must export its selector as the default export`);
        }
        return [file.replace(/\.ts$/, ""), module.default] as const;
      }),
  ),
);
