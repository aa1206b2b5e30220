// `snippets golden [check|update|report]`: the golden-file workflow from the command line.
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { compare, formatCheck, formatReport, isClean, loadCases, update } from "../golden/harness.ts";
import { goldenRoot, isInside } from "../golden/root.ts";
import { UsageError } from "./errors.ts";
import { didYouMean } from "./suggest.ts";

export const GOLDEN_HELP = `Usage: snippets golden [check|update|report] [options]

  check    render every case and compare with golden/ (default); exit 1 on any difference
  update   write what changed and remove orphaned files, all or nothing (same as --update)
  report   write a Markdown summary for a pull request (to --report <file> or stdout)

Options:
  --update             same as the update command
  --filter <glob>      only cases whose name matches, e.g. 'textToImage/*' or '**/streaming'
  --report <file.md>   also write the Markdown report to this file
  --root <dir>         the golden folder, which must hold cases/ (default: the project's golden/,
                       found from the CLI's own location, never from the current folder)
  -h, --help           this help
`;

export function goldenCommand(argv: string[], out: (s: string) => void): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      update: { type: "boolean" },
      filter: { type: "string" },
      report: { type: "string" },
      root: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
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
  if (values.filter !== undefined && loadCaseNames(options.root, values.filter).length === 0) {
    const all = loadCaseNames(options.root);
    throw new UsageError(`--filter: "${values.filter}" matches none of the ${all.length} cases under ${options.root}/cases (names look like "${all[0] ?? "group/name"}")`);
  }
  if (values.report !== undefined && isInside(options.root, resolve(values.report))) {
    throw new UsageError(`--report: ${values.report}: is inside the golden folder ${options.root}; write the report elsewhere`);
  }
  if (action === "update") {
    const c = update(options);
    if (values.report) writeFileSync(values.report, formatReport(c));
    const n = c.changed.length + c.missing.length + c.orphaned.length;
    out(n === 0 ? "Golden files are up to date.\n" : `Updated golden files: ${c.changed.length} changed, ${c.missing.length} added, ${c.orphaned.length} removed.\n`);
    return 0;
  }
  const c = compare(options);
  if (values.report) writeFileSync(values.report, formatReport(c));
  out((action === "report" && !values.report ? formatReport(c) : formatCheck(c)) + "\n");
  return isClean(c) ? 0 : 1;
}

/** Names of the cases under root (matching `filter`), without rendering them. */
function loadCaseNames(root: string, filter?: string): string[] {
  return loadCases({ root, filter }).map((c) => c.name);
}
