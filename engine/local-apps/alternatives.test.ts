// A step's `alternatives` (catalogue/local-apps.yaml) are its `run` one command at a time: rendered for the
// golden cases' records, they join, a blank line apart, into exactly what `run` renders.
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { localApps } from "../../catalogue/local-apps.ts";
import { loadCases } from "../golden/harness.ts";
import { validateModel } from "../model.ts";
import { modelFacts, renderSteps } from "./index.ts";

const cases = loadCases({ root: resolve(import.meta.dirname, "../../golden") }).filter((c) => c.localApps);
const withAlternatives = Object.values(localApps).filter((app) => (app.snippets ?? []).some((s) => s.alternatives));

describe("a step's alternatives", () => {
  it("exist for llama.cpp, and are rendered only when asked for", () => {
    expect(withAlternatives.map((app) => app.id)).toContain("llama.cpp");
    const facts = modelFacts(validateModel(cases.find((c) => c.name === "local-apps/gguf-chat")!.model));
    expect(renderSteps(localApps["llama.cpp"]!, facts).some((step) => step.alternatives)).toBe(false);
    expect(renderSteps(localApps["llama.cpp"]!, facts, { alternatives: true }).filter((step) => step.alternatives).length).toBe(2);
  });

  for (const app of withAlternatives) {
    it(`${app.id}: join into the step's run, for every golden case, a file chosen or the placeholders left`, () => {
      let compared = 0;
      for (const c of cases) {
        const model = validateModel(c.model);
        for (const placeholders of [false, true]) {
          for (const step of renderSteps(app, modelFacts(model, { placeholders }), { alternatives: true })) {
            if (!step.alternatives) continue;
            expect(step.alternatives.map((part) => part.content).join("\n\n"), `${c.name} ${step.data.title}`).toBe(step.snippet.content);
            compared++;
          }
        }
      }
      expect(compared).toBeGreaterThan(4);
    });
  }
});
