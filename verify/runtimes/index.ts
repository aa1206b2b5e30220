// The verify run's language runtimes: verify/runtimes/<language>/runtime.ts each, found by folder name.
// A language without a folder has no snippets run (its golden files are still parsed).
import { existsSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { languages } from "../../engine/languages/index.ts";
import type { RuntimeDefinition } from "./types.ts";

export const RUNTIMES_DIR = dirname(fileURLToPath(import.meta.url));

function check(folder: string, definition: RuntimeDefinition | undefined): RuntimeDefinition {
  const file = `verify/runtimes/${folder}/runtime.ts`;
  if (!definition || typeof definition !== "object") throw new Error(`${file}: must export its runtime as the default export`);
  if (definition.language !== folder) throw new Error(`${file}: language: "${definition.language}" must be the folder name "${folder}"`);
  if (!Object.hasOwn(languages, folder)) throw new Error(`${file}: language: "${folder}" has no definition (engine/languages/${folder}.ts)`);
  if (!definition.clients === !definition.toolchain) throw new Error(`${file}: needs either clients or a toolchain`);
  return definition;
}

/** Every language runtime by language id. */
export const languageRuntimes: Readonly<Record<string, RuntimeDefinition>> = Object.fromEntries(
  await Promise.all(
    readdirSync(RUNTIMES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(RUNTIMES_DIR, entry.name, "runtime.ts")))
      .map((entry) => entry.name)
      .sort()
      .map(async (folder) => {
        const module = (await import(/* @vite-ignore */ pathToFileURL(join(RUNTIMES_DIR, folder, "runtime.ts")).href)) as { default: RuntimeDefinition };
        return [folder, check(folder, module.default)] as const;
      }),
  ),
);
