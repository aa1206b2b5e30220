// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { isRejected, liveRejections, readRejections, REJECTIONS_KEY, renderVersion, writeRejections } from "./rejections.ts";

beforeEach(() => localStorage.clear());

describe("rejections", () => {
  it("hold for the render rejected, not for the next one", () => {
    const rejections = { "a/x.py": renderVersion("one\n"), "a/y.py": renderVersion(null) };
    expect(isRejected({ path: "a/x.py", actual: "one\n" }, rejections)).toBe(true);
    expect(isRejected({ path: "a/x.py", actual: "two\n" }, rejections)).toBe(false);
    expect(isRejected({ path: "a/y.py", actual: null }, rejections)).toBe(true);
    expect(isRejected({ path: "a/y.py", actual: "back\n" }, rejections)).toBe(false);
    expect(isRejected({ path: "a/z.py", actual: "one\n" }, rejections)).toBe(false);
  });

  it("round-trip through local storage; anything else stored reads as none", () => {
    writeRejections({ "a/x.py": renderVersion("one\n") });
    expect(readRejections()).toEqual({ "a/x.py": renderVersion("one\n") });
    writeRejections({});
    expect(localStorage.getItem(REJECTIONS_KEY)).toBeNull();
    localStorage.setItem(REJECTIONS_KEY, "{broken");
    expect(readRejections()).toEqual({});
    localStorage.setItem(REJECTIONS_KEY, JSON.stringify({ "a/x.py": 3, "a/y.py": "v" }));
    expect(readRejections()).toEqual({ "a/y.py": "v" });
  });

  it("go once the render they rejected is no longer the render, so the same change made again is pending", () => {
    const rejections = { "a/x.py": renderVersion("one\n"), "a/y.py": renderVersion("two\n") };
    const entries = [
      { path: "a/x.py", actual: "one\n", status: "changed" },
      { path: "a/y.py", actual: "two\n", status: "changed" },
    ];
    expect(liveRejections(rejections, entries)).toBe(rejections);
    // x reverted: its render matches the golden file again; the rejection goes with it.
    const reverted = liveRejections(rejections, [{ ...entries[0]!, actual: "golden\n", status: "same" }, entries[1]!]);
    expect(reverted).toEqual({ "a/y.py": renderVersion("two\n") });
    // The same edit made again: nothing rejects it any more.
    expect(isRejected(entries[0]!, reverted)).toBe(false);
    expect(liveRejections(rejections, [])).toEqual({});
  });
});
