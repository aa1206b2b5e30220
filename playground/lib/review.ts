// Which golden changes are waiting for review (shared by the tab badge and the review view).
import type { OutputEntry } from "./workspace.ts";

/** Pending changes: differing entries not rejected at their current render. */
export function pendingEntries(entries: OutputEntry[], rejected: Record<string, string | null>): OutputEntry[] {
  return entries.filter((e) => e.status !== "same" && !(Object.hasOwn(rejected, e.path) && rejected[e.path] === e.actual));
}
