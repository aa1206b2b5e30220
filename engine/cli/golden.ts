// `snippets golden [check|update|report]`: the golden-file workflow from the command line.
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { compare, formatCheck, formatReport, isClean, update } from "../golden/harness.ts";
import { UsageError } from "./errors.ts";
import { parseFlags } from "./options.ts";

export const GOLDEN_HELP = `Usage: snippets golden [check|update|report] [options]

  check    render every case and compare with golden/ (default); exit 1 on any difference
  update   write what changed and remove orphaned files, all or nothing (same as --update)
  report   write a Markdown summary for a pull request (to --report <file> or stdout)

Options:
  --update             same as the update command
  --filter <glob>      only cases whose name matches, e.g. 'textToImage/*' or '**/streaming'
  --report <file.md>   also write the Markdown report to this file
  --root <dir>         the golden folder (default: golden)
  -h, --help           this help
`;

export function goldenCommand(argv: string[], out: (s: string) => void): number {
  const { values, positionals } = parseFlags(argv, {
    update: { type: "boolean" },
    watch: { type: "boolean" },
    filter: { type: "string" },
    report: { type: "string" },
    root: { type: "string" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) {
    out(GOLDEN_HELP);
    return 0;
  }
  const action = values.update ? "update" : (positionals[0] ?? "check");
  if (!["check", "update", "report"].includes(action) || positionals.length > 1) {
    throw new UsageError(`unknown golden command "${positionals.join(" ")}"; expected check, update or report`);
  }
  const options = { root: resolve(values.root ?? "golden"), filter: values.filter };
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
