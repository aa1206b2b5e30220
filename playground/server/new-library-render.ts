// The first render of a library created from the playground (server/new-library.ts): its golden case's
// outputs and the reference pages, with the catalogue and templates as they are on disk now. Loaded in a
// fresh module runner of the dev server (plugin.ts) after the new files are written, so the catalogue it
// reads holds the new library.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fg from "fast-glob";
import { loadApiTable } from "../../catalogue/api-tables.ts";
import { libraries } from "../../catalogue/libraries.ts";
import { renderDocsCase } from "../../docs-site/golden.ts";
import { parseCase } from "../../engine/golden/cases.ts";
import { renderCase } from "../../engine/golden/render.ts";
import { unreadable } from "../../verify/libraries/sample-reads.ts";
import { getTemplateSource, setTemplateSource } from "../../engine/index.ts";
import { checkLibraryNames } from "../../verify/python-api/libraries.ts";
import { nodeSyntaxChecker } from "../../verify/syntax/node.ts";

export { OUTPUT_HELPERS } from "../../engine/render/helpers.ts";

export interface LibraryRender {
  /** The case's outputs: path under golden/ → text. */
  outputs: Map<string, string>;
  /** The reference pages: path under the docs golden folder → text. */
  pages: Map<string, string>;
  /** What the tests would find wrong with the outputs (engine/golden/golden.test.ts, verify/python-api/libraries.test.ts), by form field. */
  problems: { field: string; message: string }[];
}

/**
 * The checks the tests make of a library's golden outputs: each parses (golden.test.ts), reads no sample file the
 * user does not have (verify/libraries/sample-reads.test.ts), and a Python one takes from its packages only names
 * their API tables list (verify/python-api/libraries.test.ts).
 */
export async function checkOutputs(library: string, outputs: ReadonlyMap<string, string>, apiTablesDir: string): Promise<LibraryRender["problems"]> {
  const checker = await nodeSyntaxChecker();
  const tables = (libraries[library]?.apiTables ?? []).map((table) => loadApiTable(table, apiTablesDir));
  const problems: LibraryRender["problems"] = [];
  for (const [path, code] of outputs) {
    const language = path.split("/").at(-3)!;
    for (const read of unreadable(code.split("\n"))) {
      problems.push({ field: "template", message: `golden/${path}:${read} is a file the user does not have: read a public sample (catalogue/inference/sample-inputs.yaml files) or name it as theirs in a comment ("your ...")` });
    }
    if (!checker.languages.includes(language)) continue;
    for (const p of checker.check(language, code)) problems.push({ field: "template", message: `golden/${path}:${p.line}:${p.column}: ${p.message}` });
    if (language !== "python" || tables.length === 0) continue;
    const tree = checker.parse("python", code);
    try {
      for (const p of checkLibraryNames(tree, tables)) problems.push({ field: "apiTable.names", message: `golden/${path}:${p.line}: ${p.message}` });
    } finally {
      tree.delete();
    }
  }
  return problems;
}

/** Renders golden case `caseName` of `goldenDir` and the docs cases of `docsGoldenDir`. */
export async function renderNewLibrary(goldenDir: string, templatesDir: string, catalogueDir: string, docsGoldenDir: string, library: string, caseName: string): Promise<LibraryRender> {
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
  return { outputs, pages, problems: await checkOutputs(library, outputs, join(catalogueDir, "api-tables")) };
}
