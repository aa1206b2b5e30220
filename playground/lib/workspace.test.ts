import { describe, expect, it } from "vitest";
import type { GoldenCase } from "../../engine/golden/cases.ts";
import { compareRenders, type CaseRender } from "./workspace.ts";

const c = (name: string): GoldenCase => ({ name, file: `golden/cases/${name}.yaml`, library: false, description: "", model: {}, providers: [], providerModelIds: {}, options: {} });

describe("compareRenders", () => {
  it("marks same, changed, missing and orphaned outputs; a failed case orphans nothing", () => {
    const renders: CaseRender[] = [
      {
        goldenCase: c("a"),
        error: null,
        outputs: new Map([["a/python/x/p.py", "1\n"], ["a/python/y/p.py", "2\n"], ["a/sh/curl/p.sh", "new\n"]]),
        templates: new Map([["a/python/y/p.py", "python/y/_default.hbs"]]),
      },
      { goldenCase: c("b"), error: "golden/cases/b.yaml: boom", outputs: new Map(), templates: new Map() },
    ];
    const onDisk = { "a/python/x/p.py": "1\n", "a/python/y/p.py": "old\n", "a/js/fetch/p.js": "gone\n", "b/python/x/p.py": "kept\n" };
    const summary = compareRenders(renders, onDisk);
    expect(summary.entries.map((e) => [e.path, e.status])).toEqual([
      ["a/js/fetch/p.js", "orphaned"],
      ["a/python/x/p.py", "same"],
      ["a/python/y/p.py", "changed"],
      ["a/sh/curl/p.sh", "missing"],
    ]);
    // Each rendered output names the template that rendered it.
    expect(summary.entries.find((e) => e.path === "a/python/y/p.py")?.template).toBe("python/y/_default.hbs");
    expect(summary.errors).toEqual([{ caseName: "b", message: "golden/cases/b.yaml: boom" }]);
  });
});
