// Line diffs between a golden file and its render, for display. Bounded: past MAX_EDIT changed lines
// (a megabyte pasted into a template), the exact diff would take seconds, so the diff is the one hunk
// between the lines both texts start and end with (what a paste looks like anyway).
import { structuredPatch } from "diff";

export interface DiffLine {
  kind: "context" | "add" | "remove" | "hunk";
  text: string;
}

/** Changed lines past which the exact diff gives way to the one-hunk diff. */
export const MAX_EDIT = 500;
/** Lines (both sides together) past which the one-hunk diff is taken at once: the exact one would take too long to find out. */
const MAX_LINES = 10_000;

function lines(text: string): number {
  let n = 1;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) n++;
  return n;
}

/** A unified diff as lines; empty when the texts are equal. */
export function diffLines(path: string, expected: string, actual: string, context = 3): DiffLine[] {
  if (expected === actual) return [];
  const [a, b] = [lines(expected), lines(actual)];
  // At least |a - b| lines change: past MAX_EDIT, or too long to search, the one hunk at once.
  if (Math.abs(a - b) > MAX_EDIT || a + b > MAX_LINES) return oneHunk(expected, actual, context);
  const patch = structuredPatch(`a/golden/${path}`, `b/golden/${path}`, expected, actual, "", "", { context, maxEditLength: MAX_EDIT });
  if (!patch) return oneHunk(expected, actual, context);
  const out: DiffLine[] = [];
  for (const hunk of patch.hunks) {
    out.push({ kind: "hunk", text: `@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@` });
    for (const line of hunk.lines) {
      if (line.startsWith("\\")) out.push({ kind: "context", text: line });
      else out.push({ kind: line[0] === "+" ? "add" : line[0] === "-" ? "remove" : "context", text: line.slice(1) });
    }
  }
  return out;
}

/** One hunk: the lines between the common first and last lines removed and added, with context around. */
export function oneHunk(expected: string, actual: string, context = 3): DiffLine[] {
  const a = expected.split("\n");
  const b = actual.split("\n");
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const from = Math.max(0, start - context);
  const aTo = Math.min(a.length, a.length - end + context);
  const bTo = Math.min(b.length, b.length - end + context);
  const out: DiffLine[] = [{ kind: "hunk", text: `@@ -${from + 1},${aTo - from} +${from + 1},${bTo - from} @@` }];
  for (let i = from; i < start; i++) out.push({ kind: "context", text: a[i]! });
  for (let i = start; i < a.length - end; i++) out.push({ kind: "remove", text: a[i]! });
  for (let i = start; i < b.length - end; i++) out.push({ kind: "add", text: b[i]! });
  for (let i = a.length - end; i < aTo; i++) out.push({ kind: "context", text: a[i]! });
  return out;
}
