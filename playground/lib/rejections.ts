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

export function writeRejections(rejections: Rejections, storage: Storage | undefined = defaultStorage()): void {
  if (!storage) return;
  if (Object.keys(rejections).length === 0) storage.removeItem(REJECTIONS_KEY);
  else storage.setItem(REJECTIONS_KEY, JSON.stringify(rejections));
}
