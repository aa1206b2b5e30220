import { describe, expect, it } from "vitest";
import { renderVersion } from "./rejections.ts";
import { groupTitle, pendingEntries, rejectedEntries, reviewGroups } from "./review.ts";
import type { OutputEntry } from "./workspace.ts";

const lines = (n: number, extra = "") => `${Array.from({ length: 12 }, (_, i) => `line ${i} of ${n}`).join("\n")}\n${extra}`;
const entry = (path: string, caseName: string, n: number, extra: string, template = "python/requests/_default.hbs"): OutputEntry => ({
  path,
  caseName,
  expected: lines(n),
  actual: lines(n, extra),
  status: "changed",
  template,
});

describe("review groups", () => {
  const entries: OutputEntry[] = [
    entry("a/python/requests/p.py", "a", 1, "# edit\n"),
    entry("b/python/requests/p.py", "b", 2, "# edit\n"),
    entry("b/python/requests/q.py", "b", 3, "# edit\n"),
    entry("c/sh/curl/p.sh", "c", 4, "# other\n", "sh/curl/_default.hbs"),
    { path: "d/python/requests/p.py", caseName: "d", expected: "x\n", actual: "x\n", status: "same" },
    { path: "e/python/requests/p.py", caseName: "e", expected: "gone\n", actual: null, status: "orphaned" },
  ];

  it("groups one template's edit into one change, naming the template and the cases", () => {
    const groups = reviewGroups(entries);
    expect(groups.map((g) => [groupTitle(g), g.templates, g.cases])).toEqual([
      ["same change in 3 files", ["python/requests/_default.hbs"], ["a", "b"]],
      ["changed: golden/c/sh/curl/p.sh", ["sh/curl/_default.hbs"], ["c"]],
      ["removed: golden/e/python/requests/p.py", [], ["e"]],
    ]);
    expect(groups[0]!.id).toBe("a/python/requests/p.py");
  });

  it("leaves rejected changes out of what is pending, until the render changes", () => {
    const rejected = { "a/python/requests/p.py": renderVersion(lines(1, "# edit\n")), "e/python/requests/p.py": renderVersion(null) };
    expect(pendingEntries(entries, rejected).map((e) => e.path)).toEqual(["b/python/requests/p.py", "b/python/requests/q.py", "c/sh/curl/p.sh"]);
    expect(rejectedEntries(entries, rejected).map((e) => e.path)).toEqual(["a/python/requests/p.py", "e/python/requests/p.py"]);
    const changedAgain = entries.map((e) => (e.path === "a/python/requests/p.py" ? { ...e, actual: lines(1, "# edit 2\n") } : e));
    expect(pendingEntries(changedAgain, rejected).map((e) => e.path)).toContain("a/python/requests/p.py");
  });
});
