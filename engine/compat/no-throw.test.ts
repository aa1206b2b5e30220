// hub-snippets/compat never throws for a record a page may hold: every golden case's record (inference,
// library and local-app cases, hostile values included) through every call the hub's page makes.
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadCases } from "../golden/harness.ts";
import { LOCAL_APP_KEYS, LOCAL_APPS, MODEL_LIBRARIES_UI_ELEMENTS, snippets, type ModelData, type ModelLibraryKey } from "../entries/compat.ts";

const cases = loadCases({ root: resolve(import.meta.dirname, "../../golden") });

describe("hub-snippets/compat on every golden case's record", () => {
  it(`throws for none of ${cases.length} records, in any call`, () => {
    const thrown: string[] = [];
    let calls = 0;
    const attempt = (what: string, call: () => unknown) => {
      calls++;
      try {
        call();
      } catch (error) {
        thrown.push(`${what}: ${(error as Error).message}`);
      }
    };
    for (const c of cases) {
      const model = c.model as ModelData;
      for (const provider of c.providers.length ? c.providers : ["hf-inference"]) {
        attempt(`${c.name} inference ${provider}`, () => snippets.getInferenceSnippets(model, provider as never, undefined, { streaming: true }));
      }
      const library = model.library_name;
      if (library && Object.hasOwn(MODEL_LIBRARIES_UI_ELEMENTS, library)) {
        attempt(`${c.name} library`, () => MODEL_LIBRARIES_UI_ELEMENTS[library as ModelLibraryKey].snippets?.(model));
      }
      for (const key of LOCAL_APP_KEYS) {
        const app = LOCAL_APPS[key];
        attempt(`${c.name} ${key} display`, () => {
          if ("deeplink" in app) {
            if (app.displayOnModelPage(model)) app.deeplink(model, undefined);
          } else {
            app.displayOnModelPage(model);
            app.snippet(model, undefined);
            app.snippet(model, "some/file-Q5_K_M.gguf");
          }
        });
      }
    }
    expect(thrown).toEqual([]);
    expect(calls).toBeGreaterThan(5000);
  });
});
