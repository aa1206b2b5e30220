import { describe, expect, it } from "vitest";
import { contentVersion } from "./content-version.ts";

describe("contentVersion", () => {
  it("is FNV-1a 64 of the UTF-8 bytes", () => {
    // Published FNV-1a 64 test vectors.
    expect(contentVersion("")).toBe("cbf29ce484222325");
    expect(contentVersion("a")).toBe("af63dc4c8601ec8c");
    expect(contentVersion("foobar")).toBe("85944171f73967e8");
  });

  it("tells texts apart that differ by one character or only in non-ASCII", () => {
    expect(contentVersion("{{py x}}\n")).not.toBe(contentVersion("{{py x}}"));
    expect(contentVersion("é")).not.toBe(contentVersion("e"));
  });
});
