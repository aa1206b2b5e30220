// Rejected golden changes, kept in the browser's local storage so a reload keeps them: path → the version
// (content-version.ts) of the render that was rejected. A rejection holds until the render changes again.
import { contentVersion } from "./content-version.ts";

export const REJECTIONS_KEY = "playground-rejected";

export type Rejections = Readonly<Record<string, string>>;

/** The version a rejection names: of the rendered text, or "removed" for a file the render no longer produces. */
export function renderVersion(actual: string | null): string {
  return actual === null ? "removed" : contentVersion(actual);
}

export function isRejected(entry: { path: string; actual: string | null }, rejections: Rejections): boolean {
  return Object.hasOwn(rejections, entry.path) && rejections[entry.path] === renderVersion(entry.actual);
}

/**
 * The rejections that still name the render they rejected: a rejection holds for that exact output and
 * goes as soon as the render changes (reverted, edited, accepted), so a change made again later is
 * pending again, never hidden by an old rejection. `entries`: the comparison of every render with the
 * golden files. The same object when nothing goes.
 */
export function liveRejections(rejections: Rejections, entries: readonly { path: string; actual: string | null; status: string }[]): Rejections {
  const paths = Object.keys(rejections);
  if (paths.length === 0) return rejections;
  const byPath = new Map(entries.map((e) => [e.path, e]));
  const kept = paths.filter((path) => {
    const entry = byPath.get(path);
    return entry !== undefined && entry.status !== "same" && renderVersion(entry.actual) === rejections[path];
  });
  return kept.length === paths.length ? rejections : Object.fromEntries(kept.map((path) => [path, rejections[path]!]));
}

function defaultStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readRejections(storage: Storage | undefined = defaultStorage()): Record<string, string> {
  try {
    const value: unknown = JSON.parse(storage?.getItem(REJECTIONS_KEY) ?? "{}");
    if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === "string")) as Record<string, string>;
  } catch {
    return {};
  }
}

/** Stores the rejections; false when the store could not hold them (full): they last for this page only. */
export function writeRejections(rejections: Rejections, storage: Storage | undefined = defaultStorage()): boolean {
  if (!storage) return false;
  try {
    if (Object.keys(rejections).length === 0) storage.removeItem(REJECTIONS_KEY);
    else storage.setItem(REJECTIONS_KEY, JSON.stringify(rejections));
    return true;
  } catch {
    return false;
  }
}
