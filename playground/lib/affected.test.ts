import { describe, expect, it } from "vitest";
import { caseFiles, parseCaseFiles } from "./golden-files.ts";
import { affectedOutputs, caseKinds } from "./affected.ts";
import { compareRenders, renderCases } from "./workspace.ts";

const { cases } = parseCaseFiles(caseFiles);
const renders = renderCases(cases);
const { entries } = compareRenders(renders, {});
const kinds = caseKinds(cases);

describe("affectedOutputs", () => {
  it("gives a template only the outputs of cases of its kind, in its folder", () => {
    const affected = affectedOutputs(entries, cases, kinds, "python/requests/basic");
    expect(affected.length).toBeGreaterThan(0);
    for (const e of affected) {
      expect(e.path).toContain("/python/requests/");
      expect(kinds.get(e.caseName)).toBe("basic");
    }
  });

  it("gives a partial every output of its folder", () => {
    const partial = affectedOutputs(entries, cases, kinds, "js/fetch/_call");
    const folder = entries.filter((e) => e.path.slice(e.caseName.length + 1).startsWith("js/fetch/"));
    expect(partial.length).toBe(folder.length);
    expect(new Set(partial.map((e) => kinds.get(e.caseName))).size).toBeGreaterThan(1);
  });

  it("gives a library template its library's cases", () => {
    const affected = affectedOutputs(entries, cases, kinds, "python/transformers/pipeline");
    for (const e of affected) expect(cases.find((c) => c.name === e.caseName)?.model.library_name).toBe("transformers");
  });
});
