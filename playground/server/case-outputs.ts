// Whether the engine renders a golden output, with the templates now on disk: the dev server asks
// before a write (a golden file is written only where the engine renders one, removed only where it
// renders none). Loaded through Vite (ssrLoadModule), as the engine's modules are TypeScript.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fg from "fast-glob";
import { validatedFiles } from "../../catalogue/load.ts";
import { parseCase } from "../../engine/golden/cases.ts";
import { caseOwning } from "../../engine/golden/files.ts";
import { listCaseNames } from "../../engine/golden/harness.ts";
import { renderCase } from "../../engine/golden/render.ts";
import { getTemplateSource, setTemplateSource } from "../../engine/index.ts";

/** The catalogue files this engine validated as it loaded, with their texts (the page takes them: server/page-catalogue.ts). */
export function validatedCatalogue(): typeof validatedFiles {
  return validatedFiles;
}

/** The case a golden output belongs to, and whether that case's render produces it. */
export interface RenderedAt {
  caseName: string | undefined;
  rendered: boolean;
}

/** Puts the templates of `templatesDir` into the engine (only the ones that differ are recompiled). */
function loadTemplates(templatesDir: string): void {
  for (const file of fg.sync("*/*/*.hbs", { cwd: templatesDir, followSymbolicLinks: false })) {
    const key = file.slice(0, -".hbs".length);
    const source = readFileSync(join(templatesDir, file), "utf8");
    if (getTemplateSource(key) !== source) setTemplateSource(key, source);
  }
}

/** Throws when the owning case does not parse or render (then nobody can say what it renders). */
export function renderedAt(goldenDir: string, templatesDir: string, path: string): RenderedAt {
  const caseName = caseOwning(path, listCaseNames(goldenDir));
  if (caseName === undefined) return { caseName, rendered: false };
  loadTemplates(templatesDir);
  const text = readFileSync(join(goldenDir, "cases", `${caseName}.yaml`), "utf8");
  const goldenCase = parseCase(caseName, `golden/cases/${caseName}.yaml`, text);
  return { caseName, rendered: renderCase(goldenCase).has(path) };
}
