// What waits for review, for the tab badge: the changed golden files not rejected at their current render.
// Apart from the grouping (review.ts, with its diff library), which loads with the review view.
import { isRejected, type Rejections } from "./rejections.ts";
import type { OutputEntry } from "./workspace.ts";

/** Pending changes: differing entries not rejected at their current render. */
export function pendingEntries(entries: OutputEntry[], rejected: Rejections): OutputEntry[] {
  return entries.filter((e) => e.status !== "same" && !isRejected(e, rejected));
}

/** Differing entries that were rejected at their current render. */
export function rejectedEntries(entries: OutputEntry[], rejected: Rejections): OutputEntry[] {
  return entries.filter((e) => e.status !== "same" && isRejected(e, rejected));
}
