import { describe, expect, it } from "vitest";
import { parseCase } from "../../engine/golden/cases.ts";
import { controlsOf, isGoldenRender, snippetOptions, stateForCase } from "./snippet-state.ts";
import { DEFAULT_STATE } from "./url-state.ts";

const goldenCase = parseCase(
  "textToImage/lora",
  "golden/cases/textToImage/lora.yaml",
  "description: d\nmodel: {id: a/b, pipeline_tag: text-to-image}\nproviders: [fal-ai, together]\noptions: {billTo: acme, lora: {weightsPath: https://x/y.safetensors}}\n",
);

describe("snippet state", () => {
  it("takes the case's first provider and options when the case is picked", () => {
    const state = { ...DEFAULT_STATE, ...stateForCase(goldenCase) };
    expect(state).toMatchObject({ case: "textToImage/lora", provider: "fal-ai", billTo: "acme", streaming: false });
    expect(isGoldenRender(state, goldenCase)).toBe(true);
    expect(snippetOptions(controlsOf(state, goldenCase), goldenCase)).toEqual({
      provider: "fal-ai",
      billTo: "acme",
      lora: { weightsPath: "https://x/y.safetensors" },
    });
  });

  it("is a golden render only with the case's model, options and one of its providers", () => {
    const state = { ...DEFAULT_STATE, ...stateForCase(goldenCase) };
    expect(isGoldenRender({ ...state, provider: "together" }, goldenCase)).toBe(true);
    expect(isGoldenRender({ ...state, provider: "replicate" }, goldenCase)).toBe(false);
    expect(isGoldenRender({ ...state, streaming: true }, goldenCase)).toBe(false);
    expect(isGoldenRender({ ...state, model: "id: c/d\n" }, goldenCase)).toBe(false);
    expect(isGoldenRender(state, undefined)).toBe(false);
  });
});
