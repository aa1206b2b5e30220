// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { DRAFT_PREFIX, readDrafts, writeDrafts } from "./drafts.ts";

beforeEach(() => localStorage.clear());

describe("drafts", () => {
  it("round-trips one entry per template and leaves other keys alone", () => {
    localStorage.setItem("playground-theme", "dark");
    writeDrafts({ "python/requests/_default": { source: "edited", base: "disk" }, "sh/curl/_default": { source: "b", base: "a" } });
    expect(localStorage.getItem(`${DRAFT_PREFIX}python/requests/_default`)).toBe('{"source":"edited","base":"disk"}');
    expect(readDrafts()).toEqual({ "python/requests/_default": { source: "edited", base: "disk" }, "sh/curl/_default": { source: "b", base: "a" } });
    writeDrafts({ "sh/curl/_default": { source: "c", base: "a" } });
    expect(readDrafts()).toEqual({ "sh/curl/_default": { source: "c", base: "a" } });
    expect(localStorage.getItem("playground-theme")).toBe("dark");
  });

  it("drops stored entries that are not drafts", () => {
    localStorage.setItem(`${DRAFT_PREFIX}a/b/c`, "{not json");
    localStorage.setItem(`${DRAFT_PREFIX}a/b/d`, JSON.stringify({ source: 1, base: "x" }));
    expect(readDrafts()).toEqual({});
    expect(localStorage.length).toBe(0);
  });
});
