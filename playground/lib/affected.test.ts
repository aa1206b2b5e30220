import { describe, expect, it } from "vitest";
import { getTemplateSource, resetTemplateSources, setTemplateSource } from "../../engine/index.ts";
import { caseFiles, parseCaseFiles } from "./golden-files.ts";
import { affectedOutputs, caseKinds, errorsOfTemplate } from "./affected.ts";
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

describe("errorsOfTemplate", () => {
  it("shows an edited partial's render error with its own file, line and column, first for the partial", () => {
    try {
      const partial = "sh/curl/_authorization";
      setTemplateSource(partial, `${getTemplateSource(partial)!.trimEnd()}\n{{py auth.nothing}}\n`);
      const curlCases = cases.filter((c) => !c.library).slice(0, 40);
      const { errors } = compareRenders(renderCases(curlCases), {});
      const shown = errorsOfTemplate(errors, partial);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown[0]!.message).toMatch(/^golden\/cases\/[\w/-]+\.yaml: templates\/sh\/curl\/_authorization\.hbs:2:6: missing variable "[\w.]*auth\.nothing" \(included from templates\/sh\/curl\/\w+\.hbs:\d+(, included from templates\/sh\/curl\/\w+\.hbs:\d+)*\)/);
      // The template including it lists the same errors (its folder's).
      expect(errorsOfTemplate(errors, "sh/curl/_default").length).toBe(shown.length);
    } finally {
      resetTemplateSources();
    }
  });
});
