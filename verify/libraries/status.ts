// Writes verify/libraries/README.md: one row per library with snippets (a folder of golden library cases),
// saying how far its snippets are proven: run for real with tiny models (cases passed / cases), or checked
// statically only (parsed, and their names checked against the package's API table), and why.
//   npx tsx verify/libraries/status.ts        (runs the library snippets; needs the library runtime)
import { readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { libraries as catalogueLibraries } from "../../catalogue/libraries.ts";
import { RUN_FOR_REAL, collectLibrarySnippets, librariesMissing, runLibrarySnippets, type LibraryCaseRun } from "./run-libraries.ts";

const REPO = join(import.meta.dirname, "../..");
const CASES = join(REPO, "golden/cases/libraries");

/** Project names the machine's local package index holds (normalised: lower case, `-` for `_` and `.`). */
function indexNames(): Set<string> {
  const names = new Set<string>();
  for (const dir of ["/opt/pypi/simple", "/opt/pypi-more/simple"]) {
    try {
      for (const name of readdirSync(dir)) names.add(name.toLowerCase().replace(/[_.]/g, "-"));
    } catch {
      // an index folder this machine lacks
    }
  }
  return names;
}

/** Libraries whose packages the index holds (some of them) that still cannot run here, and why. */
const CANNOT_RUN_HERE: Record<string, string> = {
  birefnet: "its modelling code is the model repository's own (trust_remote_code): no tiny model of it can be made without that code",
  "cxr-foundation": "tensorflow-text, which its saved models need, is not in the local package index (PyPI is unreachable)",
  fastai: "fastai, which huggingface_hub's from_pretrained_fastai imports, is not in the local package index (PyPI is unreachable)",
  "mars5-tts": "torch.hub.load fetches its model code from GitHub (Camb-ai/mars5-tts), unreachable here",
};

/** Why a library's snippets are checked statically only. */
function staticReason(library: string, tables: Record<string, string[]>, index: Set<string>): string {
  if (CANNOT_RUN_HERE[library]) return CANNOT_RUN_HERE[library];
  const packages = tables[library] ?? [];
  if (packages.length === 0) return "no Python package table names its imports";
  const own = packages.filter((p) => !["torch", "transformers", "huggingface_hub", "tensorflow"].includes(p));
  const names = (own.length ? own : packages).map((p) => p.toLowerCase().replace(/[_.]/g, "-"));
  const held = names.filter((n) => index.has(n));
  if (held.length) return `${held.join(", ")} is in the local package index; not in the library runtime yet`;
  return `${names.join(", ")} is not in the local package index (PyPI is unreachable)`;
}

/** The row of a library run for real: cases passed of its cases, and each case that failed or did not run. */
function runRow(library: string, cases: string[], byCase: Map<string, LibraryCaseRun[]>): string {
  const name = (c: string) => c.split("/").pop();
  const ran = cases.filter((c) => (byCase.get(c) ?? []).some((r) => r.status !== "not run"));
  const failed = ran.filter((c) => byCase.get(c)!.some((r) => r.status === "failed"));
  const passed = ran.filter((c) => !failed.includes(c));
  const notes = [
    ...failed.map((c) => `FAILED ${name(c)}: ${byCase.get(c)!.find((r) => r.status === "failed")!.reason.split("\n").at(-1)}`),
    ...cases.filter((c) => !ran.includes(c)).map((c) => `not run: ${name(c)}: ${byCase.get(c)?.[0]?.reason ?? "no snippet in the language it runs"}`),
    // A case that ran with one of its snippets not run (a pipeline that needs a program this machine lacks).
    ...ran.flatMap((c) => byCase.get(c)!.filter((r) => r.status === "not run").map((r) => `${r.template.split("/").pop()} not run: ${name(c)}: ${r.reason}`)),
  ];
  const calls = cases.flatMap((c) => byCase.get(c) ?? []).reduce((n, r) => n + (r.calls ?? 0), 0);
  const proven = `run for real: ${passed.length}/${cases.length} cases pass${calls ? `, ${calls} calls returned a result of their task's shape` : ""}`;
  return `| ${library} | ${proven} | ${notes.length ? notes.join("; ") : "every case runs"} |`;
}

async function main(): Promise<void> {
  const libraries = readdirSync(CASES).sort((a, b) => a.localeCompare(b));
  const tables = Object.fromEntries(Object.values(catalogueLibraries).map((l) => [l.id, l.apiTables ?? []]));
  const index = indexNames();
  const missing = librariesMissing();
  if (missing) throw new Error(`cannot run the library snippets: ${missing}`);
  const results = await runLibrarySnippets(collectLibrarySnippets());
  const byCase = new Map<string, LibraryCaseRun[]>();
  for (const r of results) byCase.set(r.case, [...(byCase.get(r.case) ?? []), r]);
  const rows = libraries.map((library) => {
    const cases = readdirSync(join(CASES, library)).filter((f) => f.endsWith(".yaml")).map((f) => `libraries/${library}/${f.replace(/\.yaml$/, "")}`);
    if (!RUN_FOR_REAL.includes(library)) return `| ${library} | checked statically only | ${staticReason(library, tables, index)} |`;
    return runRow(library, cases, byCase);
  });
  const realCases = libraries.filter((l) => RUN_FOR_REAL.includes(l)).flatMap((l) => readdirSync(join(CASES, l)).filter((f) => f.endsWith(".yaml")).map((f) => `libraries/${l}/${f.replace(/\.yaml$/, "")}`));
  const total = {
    cases: realCases.length,
    passed: realCases.filter((c) => (byCase.get(c) ?? []).some((r) => r.status === "passed") && byCase.get(c)!.every((r) => r.status !== "failed")).length,
    failed: realCases.filter((c) => (byCase.get(c) ?? []).some((r) => r.status === "failed")).length,
  };
  const text = [
    "# Library snippets: how far each library's are proven",
    "",
    "Generated by `npx tsx verify/libraries/status.ts` (it runs the library snippets; `npm run verify-snippets -- --libraries`",
    "runs them too). *Run for real*: the snippets run with the real library (transformers.js: with Node) and tiny models",
    "of the architecture the case's record names, made here and loaded under the record's own id without the hub",
    "(`tiny_models.py`, `tiny_libraries.py`, `tiny_onnx.py`, `run-libraries.ts`, `stand-in.ts`).",
    "*Checked statically only*: they parse, and the names they take from the package are in its API table",
    "(`catalogue/api-tables/`, checked by `verify/python-api/libraries.test.ts`).",
    "",
    `${total.passed} of ${total.cases} golden cases of the libraries run for real pass, ${total.failed} fail.`,
    "",
    "| library | proven by | notes |",
    "| --- | --- | --- |",
    ...rows,
    "",
  ].join("\n");
  writeFileSync(join(import.meta.dirname, "README.md"), text);
  console.log(`verify/libraries/README.md: ${rows.length} libraries, ${RUN_FOR_REAL.length} run for real`);
}

await main();
