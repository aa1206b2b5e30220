import { describe, expect, it } from "vitest";
import { getModelInputSnippet, NO_INPUT_EXAMPLE } from "./inputs.ts";

const TASKS_WITH_INPUTS = [
  "audio-classification", "audio-to-audio", "automatic-speech-recognition", "document-question-answering",
  "feature-extraction", "fill-mask", "image-classification", "image-segmentation", "image-text-to-image",
  "image-text-to-text", "image-text-to-video", "image-to-image", "image-to-text", "image-to-video",
  "object-detection", "question-answering", "sentence-similarity", "summarization", "table-question-answering",
  "tabular-classification", "tabular-regression", "text-classification", "text-generation", "text-to-audio",
  "text-to-image", "text-to-speech", "text-to-video", "token-classification", "translation",
  "zero-shot-classification", "zero-shot-image-classification",
];

describe("getModelInputSnippet", () => {
  it.each(TASKS_WITH_INPUTS)("has a sample input for %s", (task) => {
    const snippet = getModelInputSnippet({ id: "a/b", pipeline_tag: task });
    expect(snippet).not.toBe(NO_INPUT_EXAMPLE);
    expect(snippet.length).toBeGreaterThan(2);
  });

  it("says exactly when a task has none", () => {
    expect(getModelInputSnippet({ id: "a/b", pipeline_tag: "robotics" })).toBe(
      "No input example has been defined for this model task.",
    );
    expect(getModelInputSnippet({ id: "a/b" })).toBe(NO_INPUT_EXAMPLE);
  });

  it("uses the model's mask token for fill-mask", () => {
    expect(getModelInputSnippet({ id: "a/b", pipeline_tag: "fill-mask", mask_token: "<mask>" })).toBe(
      '"Paris is the <mask> of France."',
    );
    expect(getModelInputSnippet({ id: "a/b", pipeline_tag: "fill-mask" }, { stripQuotes: true })).toBe(
      "Paris is the [MASK] of France.",
    );
  });

  it("gives conversational models a message list, with an image for image-text-to-text", () => {
    const text = JSON.parse(getModelInputSnippet({ id: "a/b", pipeline_tag: "text-generation", tags: ["conversational"] }));
    expect(text).toEqual([{ role: "user", content: "What is the capital of France?" }]);
    const vlm = JSON.parse(getModelInputSnippet({ id: "a/b", pipeline_tag: "image-text-to-text", tags: ["conversational"] }));
    expect(vlm[0].content.map((part: { type: string }) => part.type)).toEqual(["text", "image_url"]);
  });

  it("flattens to one line, replacing tabs and newlines with a space", () => {
    const flat = getModelInputSnippet({ id: "a/b", pipeline_tag: "fill-mask", mask_token: "a\tb\nc" }, { flatten: true, stripQuotes: true });
    expect(flat).toBe("Paris is the a b c of France.");
    const obj = getModelInputSnippet({ id: "a/b", pipeline_tag: "question-answering" }, { flatten: true });
    expect(obj).not.toMatch(/[\n\t]/);
  });
});
