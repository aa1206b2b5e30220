// Runs the drift sections, sets aside the differences the allow-list accepts, and prints the report.
import type { AllowEntry } from "./allow.ts";
import { formatDifference, type Difference, type DriftSection } from "./types.ts";

export interface SectionReport {
  id: string;
  source: string;
  /** Differences nobody has accepted: each one is drift. */
  differences: Difference[];
  /** Differences the allow-list accepts, with its reason. */
  allowed: { difference: Difference; reason: string }[];
}

export interface DriftReport {
  sections: SectionReport[];
  /** Allow-list entries of the sections run that matched no difference: the hub has caught up, or a typo. */
  stale: AllowEntry[];
}

export function runDrift(sections: readonly DriftSection[], allow: readonly AllowEntry[]): DriftReport {
  const used = new Set<AllowEntry>();
  const reports = sections.map((section): SectionReport => {
    const accepted = new Map(allow.filter((e) => e.section === section.id).map((e) => [e.what, e]));
    const report: SectionReport = { id: section.id, source: section.source, differences: [], allowed: [] };
    for (const difference of section.compare()) {
      const entry = accepted.get(difference.what);
      if (entry) {
        used.add(entry);
        report.allowed.push({ difference, reason: entry.reason });
      } else {
        report.differences.push(difference);
      }
    }
    return report;
  });
  const ran = new Set(sections.map((s) => s.id));
  return { sections: reports, stale: allow.filter((e) => ran.has(e.section) && !used.has(e)) };
}

/** Drift lines, allowed differences excluded. */
export function driftCount(report: DriftReport): number {
  return report.sections.reduce((n, s) => n + s.differences.length, 0);
}

/** True when there is drift or a stale allow-list entry. */
export function hasDrift(report: DriftReport): boolean {
  return driftCount(report) > 0 || report.stale.length > 0;
}

/** The report as text: per section its drift lines, then (with `verbose`) the allowed ones. */
export function formatDriftReport(report: DriftReport, { verbose = false } = {}): string {
  let out = "";
  for (const s of report.sections) {
    const allowed = s.allowed.length ? `, ${s.allowed.length} allowed` : "";
    out += `${s.id} (${s.source}): ${s.differences.length} difference${s.differences.length === 1 ? "" : "s"}${allowed}\n`;
    for (const d of s.differences) out += `  ${formatDifference(d)}\n`;
    if (verbose) for (const a of s.allowed) out += `  allowed: ${formatDifference(a.difference)} (${a.reason})\n`;
  }
  for (const e of report.stale) out += `stale allow-list entry: ${e.section} ${e.what}: no such difference any more\n`;
  const total = driftCount(report);
  out += total || report.stale.length ? `drift: ${total} difference${total === 1 ? "" : "s"}\n` : "no drift\n";
  return out;
}
