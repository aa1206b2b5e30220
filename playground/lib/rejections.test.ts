// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { isRejected, readRejections, REJECTIONS_KEY, renderVersion, writeRejections } from "./rejections.ts";

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
});
