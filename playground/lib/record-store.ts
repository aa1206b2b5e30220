// Model records too large for a URL (a server refuses long request lines: HTTP 431) are kept in the
// browser's local storage; the URL names them (`record=<id>`), the store holds them. The last few are
// kept; a record the store cannot hold (full) lasts in the page's memory, and the page says so.
export const RECORD_PREFIX = "playground-record:";
const INDEX_KEY = "playground-records";
/** Records longer than this (characters of YAML or JSON) leave the URL. */
export const URL_RECORD_LIMIT = 2000;
/** Records kept in storage (the oldest goes first). */
const KEPT = 8;

const memory = new Map<string, string>();
const unstored = new Set<string>();

function defaultStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** A record's id: two 32-bit FNV-1a hashes of its text (different offsets) and its length, in base 36. */
export function recordId(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return `${(a >>> 0).toString(36)}${(b >>> 0).toString(36)}-${text.length.toString(36)}`;
}

function readIndex(storage: Storage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(INDEX_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

function writeIndex(storage: Storage, ids: string[]): void {
  try {
    storage.setItem(INDEX_KEY, JSON.stringify(ids));
  } catch {
    // the index is small; a store too full for it keeps the old one
  }
}

/** Keeps `text` (in memory, and in storage when it has room); returns its id. */
export function stashRecord(text: string, storage: Storage | undefined = defaultStorage()): string {
  const id = recordId(text);
  if (memory.get(id) === text && !unstored.has(id)) return id;
  memory.set(id, text);
  if (!storage) {
    unstored.add(id);
    return id;
  }
  let ids = readIndex(storage).filter((known) => known !== id);
  for (;;) {
    try {
      storage.setItem(RECORD_PREFIX + id, text);
      unstored.delete(id);
      break;
    } catch {
      // Full: older records make room, down to none.
      const oldest = ids.shift();
      if (oldest === undefined) {
        unstored.add(id);
        return id;
      }
      storage.removeItem(RECORD_PREFIX + oldest);
    }
  }
  ids.push(id);
  while (ids.length > KEPT) storage.removeItem(RECORD_PREFIX + ids.shift()!);
  writeIndex(storage, ids);
  return id;
}

/** The record an id names: from this page's memory, else from storage; undefined when neither has it. */
export function loadRecord(id: string, storage: Storage | undefined = defaultStorage()): string | undefined {
  const known = memory.get(id);
  if (known !== undefined) return known;
  const text = storage?.getItem(RECORD_PREFIX + id) ?? undefined;
  if (text !== undefined) memory.set(id, text);
  return text;
}

/** Whether a record this page stashed is only in its memory (the store was full). */
export function isUnstored(id: string): boolean {
  return unstored.has(id);
}
