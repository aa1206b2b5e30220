import { describe, expect, it } from "vitest";
import { mixedByTask } from "./runner.ts";

describe("a language's queue of snippets", () => {
  const names = ["basic/a/x", "basic/b/x", "textToImage/flux/fal-ai", "textToImage/flux/replicate", "textToImage/lora/fal-ai", "textToVideo/wan/fal-ai", "basic/c/x"];
  const snippets = names.map((name) => ({ name }));

  it("takes the tasks in turn, each task's snippets in their order", () => {
    const mixed = mixedByTask([0, 1, 2, 3, 4, 5, 6], snippets).map((i) => names[i]);
    expect(mixed).toEqual(["basic/a/x", "textToImage/flux/fal-ai", "textToVideo/wan/fal-ai", "basic/b/x", "textToImage/flux/replicate", "basic/c/x", "textToImage/lora/fal-ai"]);
  });

  it("runs every snippet of the queue once, and only those", () => {
    const queue = [6, 2, 5, 0];
    const mixed = mixedByTask(queue, snippets);
    expect([...mixed].sort()).toEqual([...queue].sort());
    expect(mixedByTask([], snippets)).toEqual([]);
  });
});
