// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { isUnstored, loadRecord, RECORD_PREFIX, recordId, stashRecord, URL_RECORD_LIMIT } from "./record-store.ts";
import { stateFromUrl, urlOfState } from "./use-url-state.ts";
import { DEFAULT_STATE } from "./url-state.ts";

beforeEach(() => localStorage.clear());

describe("records kept out of the URL", () => {
  it("a long record is stored and named by its id; a short one stays in the URL", () => {
    const long = `id: acme/long\nsiblings:\n${"  - rfilename: part.safetensors\n".repeat(200)}`;
    expect(long.length).toBeGreaterThan(URL_RECORD_LIMIT);
    const search = urlOfState({ ...DEFAULT_STATE, model: long });
    const id = new URLSearchParams(search).get("record");
    expect(id).toBe(recordId(long));
    expect(search).not.toContain("model=");
    expect(localStorage.getItem(RECORD_PREFIX + id)).toBe(long);
    expect(stateFromUrl(search).model).toBe(long);
    const short = urlOfState({ ...DEFAULT_STATE, model: "id: acme/short\n" });
    expect(new URLSearchParams(short).get("model")).toBe("id: acme/short\n");
    expect(short).not.toContain("record=");
  });

  it("keeps the last eight in storage; a record the store cannot hold lives in the page's memory", () => {
    const ids = Array.from({ length: 10 }, (_, i) => stashRecord(`record ${i} ${"x".repeat(3000)}`));
    expect(ids.filter((id) => localStorage.getItem(RECORD_PREFIX + id) !== null)).toEqual(ids.slice(2));
    const full = { getItem: () => null, setItem: () => { throw new DOMException("full", "QuotaExceededError"); }, removeItem: () => {} } as unknown as Storage;
    const id = stashRecord("a record no store holds", full);
    expect(isUnstored(id)).toBe(true);
    expect(loadRecord(id, full)).toBe("a record no store holds");
    expect(loadRecord("no-such-id")).toBeUndefined();
  });
});
