import { describe, expect, it } from "vitest";
import { errorLocation, groupErrors, templateMarks } from "./error-groups.ts";

describe("error groups", () => {
  it("shows the same error of many cases once, with their count, and where it is", () => {
    const syntax = "templates/python/requests/_default.hbs:25:1: syntax error: Expecting 'INVERSE', got 'EOF'";
    const groups = groupErrors([
      { caseName: "basic/a", message: `golden/cases/basic/a.yaml: ${syntax}` },
      { caseName: "other", message: "golden/cases/other.yaml: provider x: renders no snippet" },
      { caseName: "basic/b", message: `golden/cases/basic/b.yaml: ${syntax}` },
    ]);
    expect(groups).toEqual([
      { message: syntax, cases: ["basic/a", "basic/b"], at: { template: "python/requests/_default", line: 25, column: 1 } },
      { message: "provider x: renders no snippet", cases: ["other"] },
    ]);
    expect(templateMarks(groups, "python/requests/_default")).toEqual([{ line: 25, message: syntax }]);
    expect(templateMarks(groups, "python/requests/_request")).toEqual([]);
  });

  it("reads a location without a column, and none where there is none", () => {
    expect(errorLocation("templates/sh/curl/_request.hbs:3: x")).toEqual({ template: "sh/curl/_request", line: 3 });
    expect(errorLocation("templates/sh/curl/_request.hbs: partials include each other")).toBeUndefined();
  });
});
