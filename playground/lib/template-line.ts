// Which line of an edited template a change of its outputs comes from: the template's own edit (its text
// on disk against the unsaved text) is the cause, hunk by hunk; the hunk whose literal text shows in the
// outputs' removed or added lines is the one, else the first. A review group links there.
import { structuredPatch } from "diff";

/** The text of a template line outside its `{{...}}` expressions, in pieces long enough to recognise. */
function literalPieces(line: string): string[] {
  return line
    .split(/\{\{[^}]*\}\}/)
    .map((piece) => piece.trim())
    .filter((piece) => piece.length >= 3);
}

/** The lines a change key removes and adds (engine/golden/change-groups.ts's `-`/`+` lines). */
export function changedOutputLines(key: string): string[] {
  return key.split("\n").flatMap((line) => (line[0] === "-" || line[0] === "+" ? [line.slice(1)] : []));
}

/**
 * The 1-based line of `edited` (the unsaved template) where its edit from `saved` begins, choosing the edit
 * whose literal text appears in `outputLines` (what the outputs' change removes and adds); null when the
 * two texts are the same.
 */
export function editedTemplateLine(saved: string, edited: string, outputLines: readonly string[]): number | null {
  const hunks = structuredPatch("t", "t", saved, edited, "", "", { context: 0 }).hunks;
  if (hunks.length === 0) return null;
  const lineCount = edited.split("\n").length;
  let best = { line: 1, score: -1 };
  for (const hunk of hunks) {
    const changed = hunk.lines.filter((l) => l[0] === "+" || l[0] === "-").map((l) => l.slice(1));
    const pieces = changed.flatMap(literalPieces);
    const score = pieces.filter((piece) => outputLines.some((out) => out.includes(piece))).length;
    // A hunk that only removes lines points where they were (the line that follows them now).
    if (score > best.score) best = { line: Math.min(Math.max(1, hunk.newStart), lineCount), score };
  }
  return best.line;
}
