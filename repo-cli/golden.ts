// `snippets golden [check|update|report]`: the golden-file workflow from the command line.
import { appendFileSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { compare, formatCheck, isClean, loadCases, update, type Comparison } from "../engine/golden/harness.ts";
import { formatReport, GITHUB_COMMENT_LIMIT } from "../engine/golden/report.ts";
import { goldenRoot, isInside } from "../engine/golden/root.ts";
import { UsageError } from "../engine/cli/errors.ts";
import { parseFlags } from "../engine/cli/options.ts";
import { didYouMean } from "../engine/suggest.ts";

export const GOLDEN_HELP = `Usage: snippets golden [check|update|report] [options]

  check    render every case and compare with golden/ (default); exit 1 on any difference
  update   write what changed and remove orphaned files, all or nothing (same as --update)
  report   print a Markdown summary for a pull request, under GitHub's ${GITHUB_COMMENT_LIMIT.toLocaleString("en-US")} characters

Options:
  --update             same as the update command
  --watch              check, then check again the cases a template, case or catalogue change affects
  --filter <glob>      only cases whose name matches, e.g. 'textToImage/*' or '**/streaming'
  --report <file.md>   also write the full Markdown report (every change) to this file
  --summary <file.md>  append the report under GitHub's limit to this file, e.g. "$GITHUB_STEP_SUMMARY"
                       (it points at the --report file for what it leaves out)
  --root <dir>         the golden folder, which must hold cases/ (default: the project's golden/,
                       found from the CLI's own location, never from the current folder, then the
                       reference pages' docs-site/golden/)
  -h, --help           this help
`;

export async function goldenCommand(argv: string[], out: (s: string) => void): Promise<number> {
  const { values, positionals } = parseFlags(argv, {
    boolean: ["update", "watch"],
    string: ["filter", "report", "summary", "root"],
  });
  if (values.help) {
    out(GOLDEN_HELP);
    return 0;
  }
  const action = values.update ? "update" : (positionals[0] ?? "check");
  if (!["check", "update", "report"].includes(action) || positionals.length > 1) {
    const hint = positionals.length === 1 ? didYouMean(positionals[0]!, ["check", "update", "report"]) : "";
    throw new UsageError(`unknown golden command "${positionals.join(" ")}"; expected check, update or report${hint ? `; ${hint}` : ""}`);
  }
  const options = { root: goldenRoot(values.root), filter: values.filter };
  if (values.root === undefined && !values.watch) return everyRoot(argv, out);
  if (values.filter !== undefined && loadCaseNames(options.root, values.filter).length === 0) {
    const all = loadCaseNames(options.root);
    throw new UsageError(`--filter: "${values.filter}" matches none of the ${all.length} cases under ${options.root}/cases (names look like "${all[0] ?? "group/name"}")`);
  }
  if (values.report !== undefined && isInside(options.root, resolve(values.report))) {
    throw new UsageError(`--report: ${values.report}: is inside the golden folder ${options.root}; write the report elsewhere`);
  }
  if (values.watch) {
    if (action !== "check") throw new UsageError("--watch checks; it does not update or report");
    const { watchGolden } = await import("./watch.ts");
    return watchGolden(options, out);
  }
  const reports = (c: Comparison) => {
    if (values.report) writeFileSync(values.report, formatReport(c));
    if (values.summary) appendFileSync(values.summary, `${formatReport(c, { limit: GITHUB_COMMENT_LIMIT, fullReport: values.report })}\n`);
  };
  if (action === "update") {
    const c = update(options);
    reports(c);
    const n = c.changed.length + c.missing.length + c.orphaned.length;
    out(n === 0 ? "Golden files are up to date.\n" : `Updated golden files: ${c.changed.length} changed, ${c.missing.length} added, ${c.orphaned.length} removed.\n`);
    return 0;
  }
  const c = compare(options);
  reports(c);
  const printed = action === "report" && !values.report && !values.summary ? formatReport(c, { limit: GITHUB_COMMENT_LIMIT }) : formatCheck(c);
  out(printed + "\n");
  return isClean(c) ? 0 : 1;
}

/**
 * The project's golden folders one after the other, each as if given with --root: golden/, then the
 * reference pages' docs-site/golden/ (docs-site/golden.ts). A --filter need match in one of them only.
 */
async function everyRoot(argv: string[], out: (s: string) => void): Promise<number> {
  const { DOCS_GOLDEN_ROOT } = await import("../docs-site/golden.ts");
  const roots = [goldenRoot(), goldenRoot(DOCS_GOLDEN_ROOT)];
  const { values } = parseFlags(argv, { boolean: ["update", "watch"], string: ["filter", "report", "summary", "root"] });
  const selected = values.filter === undefined ? roots : roots.filter((root) => loadCaseNames(root, values.filter).length > 0);
  if (selected.length === 0) return goldenCommand([...argv, "--root", roots[0]!], out);
  let status = 0;
  for (const [i, root] of selected.entries()) {
    if (i > 0) out(`\nThe reference pages, ${root}:\n`);
    // The --report file holds every folder's report, one after the other (--summary appends already).
    const part = i > 0 && values.report !== undefined ? `${values.report}.part-${process.pid}` : undefined;
    const own = part === undefined ? argv : argv.map((a, j) => (argv[j - 1] === "--report" ? part : a));
    try {
      status = Math.max(status, await goldenCommand([...own, "--root", root], out));
      if (part !== undefined && existsSync(part)) appendFileSync(values.report!, `\n${readFileSync(part, "utf8")}`);
    } finally {
      if (part !== undefined) rmSync(part, { force: true });
    }
  }
  return status;
}

/** Names of the cases under root (matching `filter`), without rendering them. */
function loadCaseNames(root: string, filter?: string): string[] {
  return loadCases({ root, filter }).map((c) => c.name);
}
