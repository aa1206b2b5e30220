// What waits for review (shared by the tab badge and the review view): the changed golden files not
// rejected at their current render, grouped by change as the golden report groups them, and the template
// lines each change comes from (groupSources).
import { groupChanges, type ChangeKind } from "../../engine/golden/change-groups.ts";
import type { GoldenCase } from "../../engine/golden/cases.ts";
import { changeSources, outputSources, type ChangeSource } from "./source-lines.ts";
import type { Rejections } from "./rejections.ts";
import type { OutputEntry } from "./workspace.ts";

export { pendingEntries, rejectedEntries } from "./pending.ts";

export interface ReviewGroup {
  /** The first file's path: names the group in the URL (`file`). */
  id: string;
  kind: ChangeKind;
  /** The lines the change removes and adds (engine/golden/change-groups.ts's key). */
  key: string;
  entries: OutputEntry[];
  /** Templates (paths under templates/) that rendered the group's files. */
  templates: string[];
  cases: string[];
}

const KIND: Record<Exclude<OutputEntry["status"], "same">, ChangeKind> = { changed: "changed", missing: "added", orphaned: "removed" };

/** Entries grouped by identical change (engine/golden/change-groups.ts), largest first. */
export function reviewGroups(entries: OutputEntry[]): ReviewGroup[] {
  const changes = entries.flatMap((entry) =>
    entry.status === "same" ? [] : [{ kind: KIND[entry.status], path: entry.path, before: entry.expected ?? "", after: entry.actual ?? "", entry }],
  );
  return groupChanges(changes).map((group) => {
    const members = group.changes.map((c) => c.entry);
    return {
      id: members[0]!.path,
      kind: group.kind,
      key: group.key,
      entries: members,
      templates: [...new Set(members.flatMap((e) => (e.template ? [e.template] : [])))].sort(),
      cases: [...new Set(members.map((e) => e.caseName))].sort(),
    };
  });
}

/** The group's heading, as the golden report words it. */
export function groupTitle(group: ReviewGroup): string {
  if (group.entries.length === 1) return `${group.kind}: golden/${group.id}`;
  const verb = group.kind === "changed" ? "same change" : group.kind === "added" ? "same file added" : "same file removed";
  return `${verb} in ${group.entries.length} files`;
}

/** Outputs traced per group for its sources: the first file, and the first of each other template's files. */
const MAX_TRACED = 3;

/**
 * The template lines a group's change comes from (engine/render/trace.ts through source-lines.ts): a
 * partial's own file and line, not the outline that includes it. Traces the group's first file and the
 * first of each other template's files (up to MAX_TRACED); null when none of them can be traced (a
 * removed file, a case that no longer renders), and the group is then named by its templates alone.
 */
export function groupSources(group: ReviewGroup, cases: ReadonlyMap<string, GoldenCase>): ChangeSource[] | null {
  const picked: OutputEntry[] = [];
  for (const entry of group.entries) {
    if (entry.actual === null || picked.length >= MAX_TRACED) continue;
    if (picked.length === 0 || !picked.some((p) => p.template === entry.template)) picked.push(entry);
  }
  let found: ChangeSource[] | null = null;
  for (const entry of picked) {
    const goldenCase = cases.get(entry.caseName);
    const sources = goldenCase ? outputSources(goldenCase, entry.path, entry.actual!, entry.template) : null;
    if (!sources) continue;
    found ??= [];
    for (const source of changeSources(entry.expected, entry.actual!, sources)) {
      if (!found.some((f) => f.key === source.key && f.line === source.line)) found.push(source);
    }
  }
  return found;
}
