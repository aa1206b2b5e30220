// The playground bench measures what it says: incremental re-renders of part of the cases, one per
// keystroke, and leaves the templates as they were. Its time is reported, never asserted here.
import { describe, expect, it } from "vitest";
import { getTemplateSource, listTemplates } from "../engine/index.ts";
import { benchPlaygroundRender } from "./playground-render.ts";

describe("bench/playground-render.ts", () => {
  it("times one incremental re-render per keystroke over part of the golden cases, then restores the templates", () => {
    const before = Object.fromEntries(listTemplates().map((key) => [key, getTemplateSource(key)]));
    const lines: string[] = [];
    const result = benchPlaygroundRender({ log: (line: string) => lines.push(line) });
    expect(result.incremental).toHaveLength("# timing edit".length);
    expect(result.full).toHaveLength("# timing edit".length);
    expect(result.reached).toBeGreaterThan(0);
    expect(result.reached).toBeLessThan(result.cases);
    expect(lines.join("\n")).toMatch(/a keystroke re-renders \d+ cases: median [\d.]+ ms/);
    expect(Object.fromEntries(listTemplates().map((key) => [key, getTemplateSource(key)]))).toEqual(before);
  });
});
