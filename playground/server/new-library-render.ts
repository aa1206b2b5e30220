// The first render of a library created from the playground (server/new-library.ts): its golden case's
// outputs and the reference pages, with the catalogue and templates as they are on disk now. Loaded in a
// fresh module runner of the dev server (plugin.ts) after the new files are written, so the catalogue it
// reads holds the new library.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fg from "fast-glob";
import { renderDocsCase } from "../../docs-site/golden.ts";
import { parseCase } from "../../engine/golden/cases.ts";
import { renderCase } from "../../engine/golden/render.ts";
import { getTemplateSource, setTemplateSource } from "../../engine/index.ts";

export { OUTPUT_HELPERS } from "../../engine/render/helpers.ts";

export interface LibraryRender {
  /** The case's outputs: path under golden/ → text. */
  outputs: Map<string, string>;
  /** The reference pages: path under the docs golden folder → text. */
  pages: Map<string, string>;
}

/** Renders golden case `caseName` of `goldenDir` and the docs cases of `docsGoldenDir`. */
export function renderNewLibrary(goldenDir: string, templatesDir: string, docsGoldenDir: string, caseName: string): LibraryRender {
  for (const file of fg.sync("*/*/*.hbs", { cwd: templatesDir, followSymbolicLinks: false })) {
    const key = file.slice(0, -".hbs".length);
    const source = readFileSync(join(templatesDir, file), "utf8");
    if (getTemplateSource(key) !== source) setTemplateSource(key, source);
  }
  const caseFile = `golden/cases/${caseName}.yaml`;
  const outputs = renderCase(parseCase(caseName, caseFile, readFileSync(join(goldenDir, "cases", `${caseName}.yaml`), "utf8")));
  const pages = new Map<string, string>();
  for (const file of fg.sync("cases/docs/**/*.yaml", { cwd: docsGoldenDir })) {
    const name = file.slice("cases/".length, -".yaml".length);
    const docsCase = parseCase(name, `docs-site/golden/${file}`, readFileSync(join(docsGoldenDir, file), "utf8"));
    for (const [path, text] of renderDocsCase(docsCase)) pages.set(path, text);
  }
  return { outputs, pages };
}
