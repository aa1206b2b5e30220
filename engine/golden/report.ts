// The golden report: Markdown for a pull request comment or a GitHub step summary. Files that changed in
// the same way (one template edit shows in every output it renders) are one entry, "same change in N
// files", with the diff once and the files folded; each entry names its templates and cases. A report
// with a limit stays under it (GitHub: 65,536 characters for a comment or a step summary) by leaving
// out the smallest entries and pointing at the full report.
import { groupChanges, type ChangeKind, type FileChange } from "./change-groups.ts";
import { isClean, unifiedDiff, type Comparison } from "./harness.ts";

/** GitHub's limit for a comment or a step summary, in characters. */
export const GITHUB_COMMENT_LIMIT = 65_536;

export interface ReportOptions {
  /** The report stays shorter than this many characters (default: no limit). */
  limit?: number;
  /** Where the full report is, named when entries had to be left out. */
  fullReport?: string;
}

interface Entry {
  kind: ChangeKind;
  diff: string;
  files: string[];
}

/** Shown per entry at most; the rest are counted. */
const MAX_LISTED_FILES = 400;
const MAX_DIFF_LINES = 300;

function fileChanges(c: Comparison): FileChange[] {
  return [
    ...c.changed.map((x) => ({ kind: "changed" as const, path: x.path, before: x.expected, after: x.actual })),
    ...c.missing.map((x) => ({ kind: "added" as const, path: x.path, before: "", after: x.expected })),
    ...c.orphaned.map((x) => ({ kind: "removed" as const, path: x.path, before: x.actual, after: "" })),
  ];
}

/** Files grouped by identical change (change-groups.ts), each with the diff of its first file. */
function entries(c: Comparison): Entry[] {
  const diffs = new Map(c.changed.map((x) => [x.path, x.diff]));
  return groupChanges(fileChanges(c)).map((group) => {
    const first = group.changes[0]!;
    return {
      kind: group.kind,
      diff: diffs.get(first.path) ?? unifiedDiff(first.path, first.before, first.after),
      files: group.changes.map((x) => x.path),
    };
  });
}

/** Output path → its case file and template file. */
function provenance(c: Comparison): Map<string, { caseFile: string; template?: string }> {
  const origin = new Map<string, { caseFile: string; template?: string }>();
  for (const r of c.cases) {
    for (const path of r.outputs.keys()) origin.set(path, { caseFile: r.goldenCase.file, template: r.templates.get(path) });
  }
  return origin;
}

const code = (s: string) => `<code>${s}</code>`;

function names(values: string[], noun: string): string {
  const unique = [...new Set(values)].sort();
  const shown = unique.slice(0, 3).map((v) => code(v)).join(", ");
  const more = unique.length > 3 ? ` and ${unique.length - 3} more` : "";
  return `${noun}${unique.length > 1 ? "s" : ""} ${shown}${more}`;
}

function capDiff(diff: string): string {
  const lines = diff.trimEnd().split("\n");
  if (lines.length <= MAX_DIFF_LINES) return lines.join("\n");
  return [...lines.slice(0, MAX_DIFF_LINES), `… ${lines.length - MAX_DIFF_LINES} more lines`].join("\n");
}

function formatEntry(entry: Entry, origin: ReturnType<typeof provenance>): string {
  const block = (summary: string, body: string[]) => ["<details><summary>" + summary + "</summary>", "", ...body, "</details>", ""].join("\n");
  const diff = ["```diff", capDiff(entry.diff), "```", ""];
  const of = (path: string) => origin.get(path);
  if (entry.files.length === 1) {
    const path = entry.files[0]!;
    const o = of(path);
    const from = o ? ` (case ${code(o.caseFile)}${o.template ? `, template ${code(`templates/${o.template}`)}` : ""})` : "";
    return block(`${entry.kind}: ${code(`golden/${path}`)}${from}`, diff);
  }
  const templates = entry.files.flatMap((p) => (of(p)?.template ? [`templates/${of(p)!.template}`] : []));
  const cases = entry.files.flatMap((p) => (of(p) ? [of(p)!.caseFile] : []));
  const about = [templates.length ? names(templates, "template") : "", cases.length ? `${new Set(cases).size} case${new Set(cases).size > 1 ? "s" : ""}` : ""]
    .filter(Boolean)
    .join(", ");
  const listed = entry.files.slice(0, MAX_LISTED_FILES).map((p) => {
    const o = of(p);
    return `- ${code(`golden/${p}`)}${o ? ` (case ${code(o.caseFile)})` : ""}`;
  });
  if (entry.files.length > MAX_LISTED_FILES) listed.push(`- … and ${entry.files.length - MAX_LISTED_FILES} more`);
  const verb = entry.kind === "changed" ? "same change" : entry.kind === "added" ? "same file added" : "same file removed";
  return block(`${verb} in ${entry.files.length} files${about ? `: ${about}` : ""}`, [
    `The diff of ${code(`golden/${entry.files[0]}`)}; every file below has the same lines removed and added.`,
    "",
    ...diff,
    block(`the ${entry.files.length} files`, [...listed, ""]),
  ]);
}

/** Which templates' outputs changed, with counts: the first thing a reviewer wants to know. */
function templateTable(c: Comparison, origin: ReturnType<typeof provenance>): string[] {
  const counts = new Map<string, { files: number; cases: Set<string> }>();
  for (const path of [...c.changed.map((x) => x.path), ...c.missing.map((x) => x.path)]) {
    const o = origin.get(path);
    if (!o?.template) continue;
    const row = counts.get(o.template) ?? { files: 0, cases: new Set<string>() };
    row.files++;
    row.cases.add(o.caseFile);
    counts.set(o.template, row);
  }
  if (counts.size === 0) return [];
  const rows = [...counts].sort(([a, x], [b, y]) => y.files - x.files || a.localeCompare(b));
  const shown = rows.slice(0, 20).map(([t, r]) => `| ${code(`templates/${t}`)} | ${r.files} | ${r.cases.size} |`);
  if (rows.length > 20) shown.push(`| … ${rows.length - 20} more templates | | |`);
  return ["| template | files changed or added | cases |", "| --- | --- | --- |", ...shown, ""];
}

/** Markdown summary for a pull request: counts, the templates involved, then one entry per distinct change. */
export function formatReport(c: Comparison, options: ReportOptions = {}): string {
  const limit = options.limit ?? Infinity;
  const origin = provenance(c);
  const head: string[] = ["## Golden files", ""];
  head.push("| cases | unchanged | changed | added | removed |", "| --- | --- | --- | --- | --- |");
  head.push(`| ${c.cases.length} | ${c.unchanged.length} | ${c.changed.length} | ${c.missing.length} | ${c.orphaned.length} |`, "");
  if (isClean(c)) head.push("Every golden file matches its render.");
  head.push(...templateTable(c, origin));
  const all = entries(c);
  let text = head.join("\n");
  const body: string[] = [];
  let shown = 0;
  for (const entry of all) {
    const section = formatEntry(entry, origin);
    // Room for this section and for the note that would follow it.
    if (text.length + 1 + section.length + 400 >= limit) break;
    body.push(section);
    text += `\n${section}`;
    shown++;
  }
  if (shown < all.length) {
    const left = all.slice(shown);
    const files = left.reduce((n, e) => n + e.files.length, 0);
    const where = options.fullReport
      ? `the full report is ${code(options.fullReport)}`
      : `for the full report, run ${code("npm run golden -- report --report golden-report.md")}`;
    body.push(`**${left.length} more change${left.length > 1 ? "s" : ""} (${files} file${files > 1 ? "s" : ""}) not shown, to stay under ${limit.toLocaleString("en-US")} characters:** ${where}.`, "");
  }
  return [head.join("\n"), ...body].join("\n");
}
