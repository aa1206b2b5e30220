// Readers of a validated model record: facts the stages of every path (inference, libraries, local apps)
// read off a record, each decided here once.

/** How a gated repository grants access: at once, or after the owner's review. */
export type GatedKind = "auto" | "manual";

/**
 * The kind of gate on the record's repository (the record's `gated`, "auto" or "manual" as the hub's API
 * gives it), or null when it is not gated (absent, false, or another value).
 */
export function gatedKind(record: object): GatedKind | null {
  const gated = (record as { gated?: unknown }).gated;
  return gated === "auto" || gated === "manual" ? gated : null;
}
