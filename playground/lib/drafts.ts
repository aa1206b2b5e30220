// Unsaved template edits kept in the browser's local storage, one entry per template, so a reload or a
// closed tab loses nothing. A draft remembers the text it started from (`base`): saving names that
// version, and the dev server refuses the save if the file has changed on disk since.
export interface Draft {
  source: string;
  /** The template on disk when the edit began. */
  base: string;
}

export const DRAFT_PREFIX = "playground-draft:";

/** Local storage, or undefined where it is unavailable (private modes, tests without a DOM). */
function defaultStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function isDraft(value: unknown): value is Draft {
  return typeof value === "object" && value !== null && typeof (value as Draft).source === "string" && typeof (value as Draft).base === "string";
}

/** Every stored draft: template key → draft. Entries that are not drafts are dropped from storage. */
export function readDrafts(storage: Storage | undefined = defaultStorage()): Record<string, Draft> {
  const drafts: Record<string, Draft> = {};
  if (!storage) return drafts;
  for (const name of Object.keys(storage)) {
    if (!name.startsWith(DRAFT_PREFIX)) continue;
    let value: unknown;
    try {
      value = JSON.parse(storage.getItem(name) ?? "");
    } catch {
      value = undefined;
    }
    if (isDraft(value)) drafts[name.slice(DRAFT_PREFIX.length)] = value;
    else storage.removeItem(name);
  }
  return drafts;
}

/** Makes storage hold exactly `drafts`: writes changed entries, removes the ones no longer there. */
export function writeDrafts(drafts: Record<string, Draft>, storage: Storage | undefined = defaultStorage()): void {
  if (!storage) return;
  for (const name of Object.keys(storage)) {
    if (name.startsWith(DRAFT_PREFIX) && !Object.hasOwn(drafts, name.slice(DRAFT_PREFIX.length))) storage.removeItem(name);
  }
  for (const [key, draft] of Object.entries(drafts)) {
    const text = JSON.stringify(draft);
    if (storage.getItem(DRAFT_PREFIX + key) !== text) storage.setItem(DRAFT_PREFIX + key, text);
  }
}
