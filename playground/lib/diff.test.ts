import { describe, expect, it } from "vitest";
import { diffLines, MAX_EDIT, oneHunk } from "./diff.ts";

describe("diffLines", () => {
  it("is the exact unified diff for a small change", () => {
    expect(diffLines("a.py", "one\ntwo\nthree\n", "one\n2\nthree\n")).toEqual([
      { kind: "hunk", text: "@@ -1,3 +1,3 @@" },
      { kind: "context", text: "one" },
      { kind: "remove", text: "two" },
      { kind: "add", text: "2" },
      { kind: "context", text: "three" },
    ]);
  });

  it("is one hunk between the common first and last lines past MAX_EDIT changed lines, at once", () => {
    const before = "head\nmiddle\ntail\n";
    const pasted = Array.from({ length: MAX_EDIT * 10 }, (_, i) => `pasted ${i}`).join("\n");
    const after = `head\n${pasted}\ntail\n`;
    const lines = diffLines("a.py", before, after);
    expect(lines).toEqual(oneHunk(before, after));
    expect(lines[0]).toEqual({ kind: "hunk", text: `@@ -1,4 +1,${MAX_EDIT * 10 + 3} @@` });
    expect(lines.filter((l) => l.kind === "remove").map((l) => l.text)).toEqual(["middle"]);
    expect(lines.filter((l) => l.kind === "add").length).toBe(MAX_EDIT * 10);
  });
});
