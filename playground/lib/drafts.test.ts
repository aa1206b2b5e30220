// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { adoptDrafts, draftName, DRAFT_PREFIX, readDrafts, writeDrafts } from "./drafts.ts";

beforeEach(() => localStorage.clear());

/** A storage that holds `limit` characters at most, as a browser's full store refuses a write. */
function smallStorage(limit: number): Storage {
  const map = new Map<string, string>();
  const size = () => [...map].reduce((n, [k, v]) => n + k.length + v.length, 0);
  const storage = {
    getItem: (k: string) => map.get(k) ?? null,
    setItem(k: string, v: string) {
      const before = map.get(k);
      map.set(k, v);
      if (size() > limit) {
        if (before === undefined) map.delete(k);
        else map.set(k, before);
        throw new DOMException("quota", "QuotaExceededError");
      }
    },
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
    key: (i: number) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
  return new Proxy(storage, { ownKeys: () => [...map.keys()], getOwnPropertyDescriptor: (_t, k) => (map.has(String(k)) ? { enumerable: true, configurable: true, value: map.get(String(k)) } : undefined) }) as unknown as Storage;
}

describe("drafts", () => {
  it("round-trips one entry per tab and template and leaves other keys and other tabs alone", () => {
    localStorage.setItem("playground-theme", "dark");
    writeDrafts("b", { "sh/curl/_default": { source: "tab b", base: "a" } });
    writeDrafts("a", { "python/requests/_default": { source: "edited", base: "disk" }, "sh/curl/_default": { source: "b", base: "a" } });
    expect(localStorage.getItem(`${DRAFT_PREFIX}a:python/requests/_default`)).toBe('{"source":"edited","base":"disk"}');
    expect(readDrafts("a")).toEqual({ "python/requests/_default": { source: "edited", base: "disk" }, "sh/curl/_default": { source: "b", base: "a" } });
    // Tab a saves sh/curl/_default: its draft goes, tab b's stays.
    writeDrafts("a", { "python/requests/_default": { source: "edited", base: "disk" } });
    expect(readDrafts("a")).toEqual({ "python/requests/_default": { source: "edited", base: "disk" } });
    expect(readDrafts("b")).toEqual({ "sh/curl/_default": { source: "tab b", base: "a" } });
    expect(localStorage.getItem("playground-theme")).toBe("dark");
  });

  it("drops stored entries that are not drafts", () => {
    localStorage.setItem(`${DRAFT_PREFIX}t:a/b/c`, "{not json");
    localStorage.setItem(`${DRAFT_PREFIX}t:a/b/d`, JSON.stringify({ source: 1, base: "x" }));
    expect(readDrafts("t")).toEqual({});
    expect(localStorage.length).toBe(0);
  });

  it("a full store refuses a draft: its key is returned, the other drafts are stored, nothing throws", () => {
    const storage = smallStorage(200);
    const failed = writeDrafts("t", { "a/b/small": { source: "x", base: "" }, "a/b/large": { source: "y".repeat(500), base: "" } }, storage);
    expect(failed).toEqual(["a/b/large"]);
    expect(readDrafts("t", storage)).toEqual({ "a/b/small": { source: "x", base: "" } });
  });

  it("adopts the drafts of tabs that are gone, and of the format before tabs; keeps a gone tab's other text where this tab has its own", () => {
    localStorage.setItem(draftName("gone", "a/b/one"), JSON.stringify({ source: "1", base: "" }));
    localStorage.setItem(draftName("gone", "a/b/mine"), JSON.stringify({ source: "theirs", base: "" }));
    localStorage.setItem(draftName("open", "a/b/two"), JSON.stringify({ source: "2", base: "" }));
    localStorage.setItem(`${DRAFT_PREFIX}a/b/old`, JSON.stringify({ source: "old", base: "" }));
    const adopted = adoptDrafts("me", { "a/b/mine": { source: "mine", base: "" } }, new Set(["me", "open"]));
    expect(adopted).toEqual({ "a/b/one": { source: "1", base: "" }, "a/b/old": { source: "old", base: "" } });
    expect(readDrafts("me")).toEqual(adopted);
    expect(readDrafts("gone")).toEqual({ "a/b/mine": { source: "theirs", base: "" } });
    expect(readDrafts("open")).toEqual({ "a/b/two": { source: "2", base: "" } });
  });
});
