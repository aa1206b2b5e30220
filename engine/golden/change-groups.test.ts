import { describe, expect, it } from "vitest";
import { changeKey, groupChanges } from "./change-groups.ts";

const body = (n: number, extra = "") => Array.from({ length: 20 }, (_, i) => `line ${i} of file ${n}`).join("\n") + `\n${extra}end\n`;

describe("groupChanges", () => {
  it("groups files whose hunks remove and add the same lines, wherever they are", () => {
    const changes = [
      { kind: "changed" as const, path: "a/x.py", before: body(1), after: body(1, "# edit\n") },
      { kind: "changed" as const, path: "b/x.py", before: `head\n${body(2)}`, after: `head\n${body(2, "# edit\n")}` },
      { kind: "changed" as const, path: "c/x.py", before: body(3), after: body(3, "# other\n") },
      { kind: "added" as const, path: "d/x.py", before: "", after: "new\n" },
      { kind: "removed" as const, path: "e/x.py", before: "old\n", after: "" },
    ];
    const groups = groupChanges(changes);
    expect(groups.map((g) => [g.kind, g.changes.map((c) => c.path)])).toEqual([
      ["changed", ["a/x.py", "b/x.py"]],
      ["changed", ["c/x.py"]],
      ["added", ["d/x.py"]],
      ["removed", ["e/x.py"]],
    ]);
    expect(groups[0]!.key).toBe("+# edit");
  });

  it("keeps an addition apart from a change with the same lines", () => {
    expect(changeKey("x", "", "a\n")).toBe(changeKey("y", "", "a\n"));
    const groups = groupChanges([
      { kind: "added", path: "x", before: "", after: "a\n" },
      { kind: "changed", path: "y", before: "", after: "a\n" },
    ]);
    expect(groups.map((g) => g.kind)).toEqual(["changed", "added"]);
  });
});
