// Which tab this page is, and which tabs are open: drafts are kept per tab (lib/drafts.ts). A tab's id
// lives in its session storage (a reload keeps it, another tab has its own); while the page is open it
// holds a Web Lock named after it, so another page can ask which tabs are open (a duplicated tab, whose
// session storage is a copy, finds its id taken and picks a new one).
const SESSION_KEY = "playground-tab";
const LOCK_PREFIX = "playground-tab:";

function session(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function newId(): string {
  return Math.random().toString(36).slice(2, 10) + Date.now().toString(36);
}

/** This tab's id as stored in its session (made and stored the first time). */
export function storedTabId(storage: Storage | undefined = session()): string {
  const known = storage?.getItem(SESSION_KEY);
  if (known && /^[a-z0-9]+$/.test(known)) return known;
  const id = newId();
  try {
    storage?.setItem(SESSION_KEY, id);
  } catch {
    // no session storage: the id lasts for this page
  }
  return id;
}

function locks(): LockManager | undefined {
  return typeof navigator === "undefined" ? undefined : navigator.locks;
}

/** Holds the lock of `id` for the page's lifetime; false when another page holds it already. */
function hold(manager: LockManager, id: string): Promise<boolean> {
  return new Promise((granted) => {
    manager
      .request(LOCK_PREFIX + id, { ifAvailable: true }, (lock) => {
        granted(lock !== null);
        // Held until the page goes.
        return lock ? new Promise<void>(() => {}) : undefined;
      })
      .catch(() => granted(false));
  });
}

export interface TabClaim {
  /** The id this page holds: the stored one, or a new one when another page holds that (a duplicated tab). */
  id: string;
  /** The ids of every tab open now, this one included. */
  live: Set<string>;
}

let claimed: Promise<TabClaim | null> | undefined;

/**
 * Claims `id` for this page and lists the open tabs; null where Web Locks are missing (then no tab is
 * known to be gone). Once per page: a second call (React's strict mode runs effects twice) gets the same claim.
 */
export function claimTab(id: string, storage: Storage | undefined = session()): Promise<TabClaim | null> {
  claimed ??= claim(id, storage);
  return claimed;
}

async function claim(id: string, storage: Storage | undefined): Promise<TabClaim | null> {
  const manager = locks();
  if (!manager) return null;
  let held = id;
  if (!(await hold(manager, id))) {
    held = newId();
    try {
      storage?.setItem(SESSION_KEY, held);
    } catch {
      // as above
    }
    await hold(manager, held);
  }
  const state = await manager.query();
  const live = new Set((state.held ?? []).flatMap((lock) => (lock.name?.startsWith(LOCK_PREFIX) ? [lock.name.slice(LOCK_PREFIX.length)] : [])));
  live.add(held);
  return { id: held, live };
}
