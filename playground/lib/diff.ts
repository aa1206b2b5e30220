// Line diffs between a golden file and its render, for display.
import { structuredPatch } from "diff";

export interface DiffLine {
  kind: "context" | "add" | "remove" | "hunk";
  text: string;
}

/** A unified diff as lines; empty when the texts are equal. */
export function diffLines(path: string, expected: string, actual: string, context = 3): DiffLine[] {
  if (expected === actual) return [];
  const patch = structuredPatch(`a/golden/${path}`, `b/golden/${path}`, expected, actual, "", "", { context });
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

