// Golden changes grouped by what changed: files whose hunks remove and add the same lines (one template
// edit shows in every output it renders) are one group. The golden report and the playground's review
// both group with this, so "same change in N files" means the same in both.
import { structuredPatch } from "diff";

export type ChangeKind = "changed" | "added" | "removed";

export interface FileChange {
  kind: ChangeKind;
  path: string;
  /** Text before (on disk; "" when added) and after (rendered; "" when removed). */
  before: string;
  after: string;
}

export interface ChangeGroup<T extends FileChange = FileChange> {
  kind: ChangeKind;
  /** The lines removed and added, hunk by hunk, without positions or context. */
  key: string;
  changes: T[];
}

/**
 * What a file's change removes and adds, hunk by hunk, each distinct hunk once: equal keys are the same
 * change (a reference page shows a template's snippet once per provider; its edit is still one change).
 */
export function changeKey(path: string, before: string, after: string): string {
  const patch = structuredPatch(path, path, before, after, "", "", { context: 3 });
  return [...new Set(patch.hunks.map((h) => h.lines.filter((l) => l[0] === "-" || l[0] === "+").join("\n")))].join("\n@@\n");
}

const ORDER: ChangeKind[] = ["changed", "added", "removed"];

/** Changes grouped by identical change: changed, then added, then removed; larger groups first, then by path. */
export function groupChanges<T extends FileChange>(changes: readonly T[]): ChangeGroup<T>[] {
  const groups = new Map<string, ChangeGroup<T>>();
  for (const change of changes) {
    const key = changeKey(change.path, change.before, change.after);
    const id = `${change.kind}\n${key}`;
    const group = groups.get(id);
    if (group) group.changes.push(change);
    else groups.set(id, { kind: change.kind, key, changes: [change] });
  }
  return [...groups.values()].sort(
    (a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind) || b.changes.length - a.changes.length || a.changes[0]!.path.localeCompare(b.changes[0]!.path),
  );
}
