import { describe, expect, it } from "vitest";
import { parseCase } from "../../engine/golden/cases.ts";
import { controlsOf, effectiveState, fixedOptions, isGoldenRender, snippetOptions, stateForCase } from "./snippet-state.ts";
import { DEFAULT_STATE, parseUrlState } from "./url-state.ts";

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

  it("applies the case's provider model ids as the golden harness does", () => {
    const mapped = parseCase(
      "textToVideo/wan",
      "golden/cases/textToVideo/wan.yaml",
      "description: d\nmodel: {id: Wan-AI/Wan2.1-T2V-14B, pipeline_tag: text-to-video}\nproviders: [fal-ai, replicate]\nproviderModelIds: {fal-ai: fal-ai/wan-t2v}\n",
    );
    const state = { ...DEFAULT_STATE, ...stateForCase(mapped) };
    expect(snippetOptions(controlsOf(state, mapped), mapped)).toEqual({ provider: "fal-ai", providerModelId: "fal-ai/wan-t2v" });
    expect(snippetOptions(controlsOf({ ...state, provider: "replicate" }, mapped), mapped)).toEqual({ provider: "replicate" });
    expect(fixedOptions(mapped, "fal-ai")).toEqual({ providerModelId: "fal-ai/wan-t2v" });
  });

  it("reads a case link without options as the case's golden render", () => {
    const link = parseUrlState("?case=textToImage/lora");
    expect(isGoldenRender(link, goldenCase)).toBe(false);
    const state = effectiveState(link, goldenCase);
    expect(state).toMatchObject({ provider: "fal-ai", billTo: "acme" });
    expect(isGoldenRender(state, goldenCase)).toBe(true);
    // Options given in the link stay as given.
    const chosen = parseUrlState("?case=textToImage/lora&provider=together");
    expect(effectiveState(chosen, goldenCase)).toEqual(chosen);
  });
});
