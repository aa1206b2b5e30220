import { describe, expect, it } from "vitest";
import { caseOwning, inferenceOutputParts, inferenceOutputPath, languageOfOutput } from "./files.ts";

describe("golden file paths", () => {
  it("finds the case of a path by the longest prefix", () => {
    expect(caseOwning("libraries/x/y/python/1.py", ["libraries/x", "libraries/x/y"])).toBe("libraries/x/y");
    expect(caseOwning("other/python/1.py", ["libraries/x"])).toBeUndefined();
  });

  it("splits an inference output path back into language, client and provider", () => {
    const path = inferenceOutputPath("textToImage/lora", "js", "huggingface.js", "fal-ai");
    expect(path).toBe("textToImage/lora/js/huggingface.js/fal-ai.js");
    expect(inferenceOutputParts("textToImage/lora", path)).toEqual({ language: "js", client: "huggingface.js", provider: "fal-ai" });
    expect(languageOfOutput(path)).toBe("js");
  });
});
