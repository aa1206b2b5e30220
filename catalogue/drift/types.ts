// The shape of a drift report: each section compares one part of the catalogue with the facts the
// pinned hub packages publish, and returns one difference per fact that is not equal.

/** One fact that differs: `what` names it (`libraries.timm.docsUrl`), then our value and theirs. */
export interface Difference {
  what: string;
  ours: unknown;
  theirs: unknown;
}

/** A part of the catalogue checked against the hub's packages. */
export interface DriftSection {
  /** Short id, used on the command line (`snippets drift libraries`) and in the allow-list. */
  id: string;
  /** Where the facts come from, e.g. `@huggingface/tasks MODEL_LIBRARIES_UI_ELEMENTS`. */
  source: string;
  compare(): Difference[];
}

/** Written in place of a value that one side does not have. */
export const ABSENT = "(absent)";
export const PRESENT = "(present)";

/** A value as the report prints it: strings and lists as JSON, a missing value as `(absent)`. */
export function formatValue(value: unknown): string {
  if (value === undefined) return ABSENT;
  if (value === PRESENT || value === ABSENT) return value;
  return JSON.stringify(value);
}

/** `what: ours → theirs`. */
export function formatDifference(d: Difference): string {
  return `${d.what}: ${formatValue(d.ours)} → ${formatValue(d.theirs)}`;
}
