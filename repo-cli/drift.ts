// `snippets drift [section...] [--verbose] [--json]`: compares the catalogue with the facts of the
// pinned hub packages. Exit 0 when there is no drift, 1 when there is, 2 for bad input.
import { DRIFT_SECTIONS, formatDriftReport, hasDrift, loadAllowList, runDrift } from "../catalogue/drift/index.ts";
import { UsageError } from "../engine/cli/errors.ts";
import { parseFlags } from "../engine/cli/options.ts";

export const DRIFT_HELP = `Usage: snippets drift [section...] [options]

Compares the catalogue with the facts published by the pinned hub packages and prints each
difference as \`what: ours → theirs\`. Differences listed in catalogue/drift-allow.yaml (each with
its reason) are set aside; an entry there that matches nothing is reported as stale.

Sections: ${DRIFT_SECTIONS.map((s) => s.id).join(", ")} (default: all)

Options:
  --verbose    also print the allowed differences and their reasons
  --json       print the report as JSON
  -h, --help   this help

Exit status: 0 no drift, 1 drift (or a stale allow-list entry), 2 bad input.
`;

export async function driftCommand(argv: string[], out: (s: string) => void): Promise<number> {
  const { values, positionals } = parseFlags(argv, { boolean: ["verbose", "json"] });
  if (values.help) {
    out(DRIFT_HELP);
    return 0;
  }
  const ids = DRIFT_SECTIONS.map((s) => s.id);
  for (const p of positionals) {
    if (!ids.includes(p)) throw new UsageError(`unknown section "${p}"; sections: ${ids.join(", ")}`);
  }
  const sections = positionals.length ? DRIFT_SECTIONS.filter((s) => positionals.includes(s.id)) : DRIFT_SECTIONS;
  const report = runDrift(sections, loadAllowList(ids));
  out(values.json ? `${JSON.stringify(report, null, 2)}\n` : formatDriftReport(report, { verbose: values.verbose }));
  return hasDrift(report) ? 1 : 0;
}
