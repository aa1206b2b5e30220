// A template's unsaved edit, hunk by hunk (its text on disk against the draft): the hunk a template line
// belongs to, and the draft with one hunk reverted (a review group's "Revert this edit"). And, where a
// change cannot be traced to the line that wrote it (engine/render/trace.ts), a guess at the line of an
// edited template it comes from: the hunk whose literal text shows in the outputs' removed or added lines.
import { diffLines, structuredPatch } from "diff";

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

/** One edit of a draft against the text on disk: consecutive lines removed and added. */
export interface DraftHunk {
  /** The edit's first line in the draft (1-based); for an edit that only removes lines, the line after them. */
  line: number;
  /** How many lines of the draft it spans (0 for a removal). */
  lines: number;
  /** The text on disk it replaced, and the draft's text of it. */
  removed: string;
  added: string;
}

/** The edits of `draft` against `base` (the text on disk), in order. */
export function draftHunks(base: string, draft: string): DraftHunk[] {
  const hunks: DraftHunk[] = [];
  let line = 1;
  let open: DraftHunk | null = null;
  for (const part of diffLines(base, draft)) {
    const count = part.count ?? part.value.split("\n").length - (part.value.endsWith("\n") ? 1 : 0);
    if (!part.added && !part.removed) {
      open = null;
      line += count;
      continue;
    }
    if (!open) hunks.push((open = { line, lines: 0, removed: "", added: "" }));
    if (part.added) {
      open.added += part.value;
      open.lines += count;
      line += count;
    } else open.removed += part.value;
  }
  return hunks;
}

/** The edit of `draft` that template line `line` (1-based, in the draft) belongs to: the one spanning it, or a removal just before it. */
export function draftHunkAt(base: string, draft: string, line: number): DraftHunk | null {
  return draftHunks(base, draft).find((h) => (h.lines > 0 ? line >= h.line && line < h.line + h.lines : line === h.line)) ?? null;
}

/** `draft` with one of its edits (from draftHunks) undone: that part of it back to the text on disk, the other edits kept. */
export function revertHunk(base: string, draft: string, hunk: DraftHunk): string {
  const hunks = draftHunks(base, draft);
  const index = hunks.findIndex((h) => h.line === hunk.line && h.lines === hunk.lines && h.added === hunk.added && h.removed === hunk.removed);
  if (index < 0) return draft;
  let out = "";
  let n = -1;
  let inHunk = false;
  for (const part of diffLines(base, draft)) {
    const changed = part.added || part.removed;
    if (changed && !inHunk) n++;
    inHunk = Boolean(changed);
    if (!changed) out += part.value;
    else if (n === index ? part.removed : part.added) out += part.value;
  }
  return out;
}
