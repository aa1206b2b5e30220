// Unsaved template edits kept in the browser's local storage, one entry per tab and template, so a
// reload or a closed tab loses nothing and two tabs on one template never overwrite or delete each
// other's edit (a save in one tab leaves the other's draft; that tab then saves over a changed file,
// and is shown the difference). A draft remembers the text it started from (`base`): saving names
// that version, and the dev server refuses the save if the file has changed on disk since.
// Entries are `playground-draft:<tab>:<template key>`; the tab's id lives in its session storage
// (lib/tab-identity.ts), and the drafts of a tab that is gone are adopted by the next tab that opens.
export interface Draft {
  source: string;
  /** The template on disk when the edit began. */
  base: string;
}

export const DRAFT_PREFIX = "playground-draft:";

/** The storage entry of a tab's draft of a template. */
export const draftName = (tab: string, key: string): string => `${DRAFT_PREFIX}${tab}:${key}`;

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

/** A stored draft: its tab ("" for an entry of the one-draft-per-template format before tabs) and template. */
export interface StoredDraft {
  name: string;
  tab: string;
  key: string;
  draft: Draft;
}

/** Every stored draft of every tab. Entries that are not drafts are dropped from storage. */
export function storedDrafts(storage: Storage | undefined = defaultStorage()): StoredDraft[] {
  const found: StoredDraft[] = [];
  if (!storage) return found;
  for (const name of Object.keys(storage)) {
    if (!name.startsWith(DRAFT_PREFIX)) continue;
    const rest = name.slice(DRAFT_PREFIX.length);
    // Template keys hold no ":"; a tab id holds none either.
    const colon = rest.indexOf(":");
    let value: unknown;
    try {
      value = JSON.parse(storage.getItem(name) ?? "");
    } catch {
      value = undefined;
    }
    if (isDraft(value)) found.push({ name, tab: colon < 0 ? "" : rest.slice(0, colon), key: colon < 0 ? rest : rest.slice(colon + 1), draft: value });
    else storage.removeItem(name);
  }
  return found;
}

/** The drafts of one tab: template key → draft. */
export function readDrafts(tab: string, storage: Storage | undefined = defaultStorage()): Record<string, Draft> {
  return Object.fromEntries(storedDrafts(storage).filter((d) => d.tab === tab).map((d) => [d.key, d.draft]));
}

/** Whether a storage write failed because the store is full. */
export function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === "QuotaExceededError" || error.name === "NS_ERROR_DOM_QUOTA_REACHED");
}

/** Entries up to this long are compared with what is stored before they are written. */
const COMPARED_BEFORE_WRITING = 64 * 1024;

/**
 * Makes storage hold exactly `drafts` for this tab (other tabs' entries are never touched): writes
 * changed entries, removes the ones no longer there. Returns the keys whose draft could not be stored
 * (the store is full or unavailable): their edit lives in the page alone, and the page says so.
 */
export function writeDrafts(
  tab: string,
  drafts: Record<string, Draft>,
  storage: Storage | undefined = defaultStorage(),
  /** The drafts stored by the last call: an entry still the same object is not written again. */
  stored: Readonly<Record<string, Draft>> = {},
): string[] {
  if (!storage) return Object.keys(drafts);
  const own = `${DRAFT_PREFIX}${tab}:`;
  for (const name of Object.keys(storage)) {
    if (name.startsWith(own) && !Object.hasOwn(drafts, name.slice(own.length))) storage.removeItem(name);
  }
  const unstored: string[] = [];
  for (const [key, draft] of Object.entries(drafts)) {
    if (stored[key] === draft) continue;
    const text = JSON.stringify(draft);
    try {
      // A long text is written without reading the entry back first (the read costs what the write saves).
      if (text.length > COMPARED_BEFORE_WRITING || storage.getItem(draftName(tab, key)) !== text) storage.setItem(draftName(tab, key), text);
    } catch (error) {
      if (!isQuotaError(error)) throw error;
      unstored.push(key);
    }
  }
  return unstored;
}

/**
 * Takes over the drafts of tabs that are gone (`live`: the ids of the tabs open now): each becomes this
 * tab's, unless this tab has its own draft of that template (then the other stays stored, for the next
 * tab, or goes if it is the same text). Returns the drafts adopted, now stored under this tab's id.
 */
export function adoptDrafts(tab: string, own: Record<string, Draft>, live: ReadonlySet<string>, storage: Storage | undefined = defaultStorage()): Record<string, Draft> {
  const adopted: Record<string, Draft> = {};
  if (!storage) return adopted;
  for (const stored of storedDrafts(storage)) {
    if (stored.tab === tab || live.has(stored.tab)) continue;
    const mine = own[stored.key] ?? adopted[stored.key];
    if (mine && mine.source !== stored.draft.source) continue;
    if (mine) {
      storage.removeItem(stored.name);
      continue;
    }
    adopted[stored.key] = stored.draft;
    // Written under this tab's id before the old entry goes, so a reload at any moment finds it (a full
    // store keeps the old entry, and the draft is in this page's memory).
    try {
      storage.setItem(draftName(tab, stored.key), JSON.stringify(stored.draft));
      storage.removeItem(stored.name);
    } catch (error) {
      if (!isQuotaError(error)) throw error;
    }
  }
  return adopted;
}
