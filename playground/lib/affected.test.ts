import { describe, expect, it } from "vitest";
import { caseFiles, parseCaseFiles } from "./golden-files.ts";
import { affectedOutputs, caseKinds } from "./affected.ts";
import { compareRenders, renderCases } from "./workspace.ts";

const { cases } = parseCaseFiles(caseFiles);
const renders = renderCases(cases);
const { entries } = compareRenders(renders, {});
const kinds = caseKinds(cases);

describe("affectedOutputs", () => {
  it("gives a kind's own template only the outputs of cases of that kind, in its folder", () => {
    const affected = affectedOutputs(entries, cases, kinds, "python/huggingface_hub/conversational");
    expect(affected.length).toBeGreaterThan(0);
    for (const e of affected) {
      expect(e.path).toContain("/python/huggingface_hub/");
      expect(["conversational", "conversationalStream"]).toContain(kinds.get(e.caseName));
    }
  });

  it("gives a client's default the outputs of every kind without a template of its own", () => {
    const affected = affectedOutputs(entries, cases, kinds, "python/huggingface_hub/_default");
    expect(affected.length).toBeGreaterThan(0);
    for (const e of affected) expect(["conversational", "conversationalStream"]).not.toContain(kinds.get(e.caseName));
    const all = affectedOutputs(entries, cases, kinds, "js/fetch/_default");
    const folder = entries.filter((e) => e.path.slice(e.caseName.length + 1).startsWith("js/fetch/"));
    expect(all.length).toBe(folder.length);
  });

  it("gives a partial every output of its folder", () => {
    const partial = affectedOutputs(entries, cases, kinds, "python/huggingface_hub/_client");
    const folder = entries.filter((e) => e.path.slice(e.caseName.length + 1).startsWith("python/huggingface_hub/"));
    expect(partial.length).toBe(folder.length);
    expect(new Set(partial.map((e) => kinds.get(e.caseName))).size).toBeGreaterThan(1);
  });

  it("gives a library template exactly the outputs it rendered", () => {
    const affected = affectedOutputs(entries, cases, kinds, "python/transformers/pipeline");
    expect(affected.length).toBeGreaterThan(0);
    for (const e of affected) {
      expect(cases.find((c) => c.name === e.caseName)?.model.library_name).toBe("transformers");
      expect(e.path.endsWith("/python/transformers/pipeline.py")).toBe(true);
    }
    // yolov10 shares ultralytics' template folder: its outputs belong to the ultralytics/yolov10 template
    const ultra = affectedOutputs(entries, cases, kinds, "python/ultralytics/yolov10");
    expect(ultra.some((e) => cases.find((c) => c.name === e.caseName)?.model.library_name === "yolov10")).toBe(true);
  });
});
