import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { IDS_FILE, idsModuleText } from "./generate-ids.ts";

describe("engine/generated/ids.ts", () => {
  it("is what scripts/generate-ids.ts makes of the catalogue and templates (run it after changing them)", () => {
    expect(readFileSync(IDS_FILE, "utf8")).toBe(idsModuleText());
  });

  it("holds the providers, languages, clients and tasks", () => {
    const text = idsModuleText();
    for (const id of ['"together"', '"hf-inference"', '"auto"', '"python"', '"requests"', '"text-generation"']) expect(text).toContain(id);
    // Retired providers are no option.
    expect(text).not.toContain('"sambanova"');
  });
});
