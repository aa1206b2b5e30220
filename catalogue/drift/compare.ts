// Small comparison helpers shared by the drift sections.
import { ABSENT, PRESENT, type Difference } from "./types.ts";

/** Values compared by their JSON form (arrays in order, objects with sorted keys). */
export function sameValue(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : v,
  );
}

/** A difference when the two values are not equal, else nothing. */
export function compareValue(what: string, ours: unknown, theirs: unknown): Difference[] {
  return sameValue(ours, theirs) ? [] : [{ what, ours, theirs }];
}

/**
 * Compares two keyed tables: one difference per key only one side has (`(absent)` / `(present)`),
 * then `compareEntry` for every key both have. Keys are visited in sorted order.
 */
export function compareTables<O, T>(
  prefix: string,
  ours: Readonly<Record<string, O>>,
  theirs: Readonly<Record<string, T>>,
  compareEntry: (what: string, ours: O, theirs: T) => Difference[],
): Difference[] {
  const keys = [...new Set([...Object.keys(ours), ...Object.keys(theirs)])].sort();
  return keys.flatMap((key) => {
    const what = `${prefix}.${key}`;
    const inOurs = Object.hasOwn(ours, key);
    const inTheirs = Object.hasOwn(theirs, key);
    if (inOurs && !inTheirs) return [{ what, ours: PRESENT, theirs: ABSENT }];
    if (!inOurs && inTheirs) return [{ what, ours: ABSENT, theirs: PRESENT }];
    return compareEntry(what, ours[key], theirs[key]);
  });
}

/** Compares the listed fields of two records; `normalise` maps each side's value before comparing. */
function compareFields(
  what: string,
  ours: Readonly<Record<string, unknown>>,
  theirs: Readonly<Record<string, unknown>>,
  fields: readonly string[],
  normalise: (field: string, value: unknown) => unknown = (_f, v) => v,
): Difference[] {
  return fields.flatMap((field) =>
    compareValue(`${what}.${field}`, normalise(field, ours[field]), normalise(field, theirs[field])),
  );
}

/**
 * Compares two keyed tables of records: compareTables, with the records of a key both have compared field
 * by field (compareFields) over every field either has, but for `oursOnly`: fields our records hold for
 * themselves, which the other table does not have by design.
 */
export function compareRecordTables(
  prefix: string,
  ours: Readonly<Record<string, object>>,
  theirs: Readonly<Record<string, object>>,
  { normalise, oursOnly = [] }: { normalise?: (field: string, value: unknown) => unknown; oursOnly?: readonly string[] } = {},
): Difference[] {
  return compareTables(prefix, ours, theirs, (what, ourRecord, theirRecord) => {
    const own = Object.fromEntries(Object.entries(ourRecord).filter(([field]) => !oursOnly.includes(field)));
    const their = theirRecord as Readonly<Record<string, unknown>>;
    return compareFields(what, own, their, unionKeys(own, their), normalise);
  });
}

/** Every key of either record, sorted. */
function unionKeys(...records: readonly object[]): string[] {
  return [...new Set(records.flatMap((r) => Object.keys(r)))].sort();
}
