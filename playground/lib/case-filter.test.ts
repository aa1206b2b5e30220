import { describe, expect, it } from "vitest";
import { caseFiles, parseCaseFiles } from "./golden-files.ts";
import { filterCases, queriedProvider } from "./case-filter.ts";
import { providersFor } from "./providers-for.ts";
import { providers } from "../../catalogue/index.ts";
import { validateModel } from "../../engine/index.ts";

const { cases } = parseCaseFiles(caseFiles);

describe("filterCases", () => {
  it("finds cases by task, library and provider, every word matching", () => {
    const byTask = filterCases(cases, "text-classification");
    expect(byTask.length).toBeGreaterThan(0);
    expect(byTask.every((c) => c.name.includes("text-classification") || (c.model as { pipeline_tag?: string }).pipeline_tag === "text-classification")).toBe(true);
    const byProvider = filterCases(cases, "FAL-AI");
    expect(byProvider.length).toBeGreaterThan(0);
    expect(byProvider.every((c) => c.providers.includes("fal-ai") || c.name.toLowerCase().includes("fal-ai"))).toBe(true);
    const byLibrary = filterCases(cases, "transformers");
    expect(byLibrary.some((c) => c.library)).toBe(true);
    const both = filterCases(cases, "text-to-image fal-ai");
    expect(both.length).toBeLessThan(byProvider.length);
    expect(both.every((c) => byProvider.includes(c))).toBe(true);
    expect(filterCases(cases, "  ")).toBe(cases);
    expect(filterCases(cases, "no-such-thing-anywhere")).toEqual([]);
  });
});

describe("queriedProvider", () => {
  it("is the provider the search names among the case's, by id or label, else none", () => {
    const found = filterCases(cases, "text-to-image fal-ai");
    expect(found.length).toBeGreaterThan(0);
    for (const c of found) expect(queriedProvider(c, "text-to-image fal-ai")).toBe("fal-ai");
    const withTwo = cases.find((c) => !c.library && c.providers.length > 1 && c.providers[0] !== "fal-ai" && c.providers.includes("fal-ai"));
    if (withTwo) expect(queriedProvider(withTwo, "FAL")).toBe("fal-ai");
    expect(queriedProvider(found[0], "text-to-image")).toBeUndefined();
    expect(queriedProvider(undefined, "fal-ai")).toBeUndefined();
  });
});

describe("providersFor", () => {
  it("offers only providers whose routes serve the model's task", () => {
    const classifier = validateModel({ id: "org/m", pipeline_tag: "text-classification" });
    const offered = providersFor(classifier);
    expect(offered).toContain("hf-inference");
    expect(offered).not.toContain("cerebras");
    for (const id of offered) expect(providers[id]).toBeDefined();
    const chat = providersFor(validateModel({ id: "org/chat", pipeline_tag: "text-generation", tags: ["conversational"] }));
    expect(chat).toContain("cerebras");
    expect(chat.every((id) => providers[id].chat)).toBe(true);
    // No task, no inference snippet: no provider.
    expect(providersFor(validateModel({ id: "org/none" }))).toEqual([]);
  });
});
