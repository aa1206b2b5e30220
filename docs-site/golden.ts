// The reference pages as golden output: a docs case (`docs/<name>`, golden/cases' kind for pages; see
// engine/golden/cases.ts) renders every page under `<case>/`, so `snippets golden` shows a template's
// change on each page that holds its snippets. Docs cases live in a golden folder of their own,
// docs-site/golden/ (cases/docs/pages.yaml, outputs docs/pages/**.md): the playground reads every file of
// golden/ as a snippet case or output, and pages are neither.
import { join, resolve } from "node:path";
import type { GoldenCase } from "../engine/golden/cases.ts";
import { buildDocs } from "./pages.ts";

/** The docs cases' golden folder. */
export const DOCS_GOLDEN_ROOT = resolve(import.meta.dirname, "golden");

/**
 * A docs case's outputs: page path under the case → Markdown. Strict: the golden pages show every
 * example, so one that cannot be shown fails the case, naming it (fix catalogue/docs-examples.yaml).
 */
export function renderDocsCase(goldenCase: GoldenCase): Map<string, string> {
  const build = buildDocs(goldenCase.languages ? { languages: goldenCase.languages } : {});
  if (build.warnings.length) throw new Error(`${goldenCase.file}: the pages leave examples out:\n  ${build.warnings.join("\n  ")}`);
  return new Map([...build.pages].map(([page, content]) => [join(goldenCase.name, page).split("\\").join("/"), content]));
}
