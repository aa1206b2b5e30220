// The check of what a library snippet's calls returned (results.ts, results.yaml), without running one.
import { describe, expect, it } from "vitest";
import { PIPELINE_TYPES } from "../../catalogue/pipelines.ts";
import { libraryTasks } from "../../catalogue/library-tasks.ts";
import { RESULTS, checkCalls, parseCalls, shapeProblem } from "./results.ts";

const labels = { list: { dict: { label: "str", score: "float" } }, len: 2 } as const;

describe("library call results", () => {
  it("holds a result to its task's shape, naming the path where it differs", () => {
    const shape = RESULTS.pipelines["text-classification"]!;
    expect(shapeProblem(labels, shape)).toBeNull();
    expect(shapeProblem({ list: { dict: { label: "str" } }, len: 1 }, shape)).toBe('result[0] has no "score" (has label)');
    expect(shapeProblem({ list: null, len: 0 }, shape)).toBe("result is an empty list");
    expect(shapeProblem({ dict: { text: "str" } }, shape)).toBe('result is {"dict":{"text":"str"}}, not a list');
    expect(shapeProblem({ dict: { logits: { tensor: [1, 2] } } }, RESULTS.calls.forward!)).toBeNull();
    expect(shapeProblem({ dict: { loss: "none" } }, RESULTS.calls.forward!)).toBe("result holds no tensor");
    // A sparse encoder's embeddings must come back sparse: a dense tensor means the dense class ran.
    expect(shapeProblem({ tensor: [2, 30], sparse: true }, RESULTS.calls["sparse-encode"]!)).toBeNull();
    expect(shapeProblem({ tensor: [2, 30] }, RESULTS.calls["sparse-encode"]!)).toBe('result is {"tensor":[2,30]}, not a sparse tensor');
  });

  it("fails a pipeline snippet that never called its pipeline, and counts the calls that returned", () => {
    expect(checkCalls("python/transformers/pipeline.hbs", "text-classification", [])).toEqual({ returned: 0, problem: "the snippet made no pipeline call that returned" });
    const calls = parseCalls(`${JSON.stringify({ kind: "pipeline", task: "text-classification", result: labels })}\n`);
    expect(checkCalls("python/transformers/pipeline.hbs", "text-classification", calls)).toEqual({ returned: 1, problem: null });
    expect(checkCalls("python/transformers/direct.hbs", "text-classification", [])).toEqual({ returned: 0, problem: null });
    expect(checkCalls("python/transformers/chat.hbs", "text-generation", [{ kind: "generate", task: "X", result: "none" }]).problem).toBe(
      'the generate call returned a result of another shape: result is "none", not a tensor',
    );
  });

  it("has a shape for every pipeline tag the transformers pipeline API serves, and only pipeline tags", () => {
    expect(Object.keys(RESULTS.pipelines).sort()).toEqual([...libraryTasks.transformers!.tasks].sort());
    for (const task of Object.keys(RESULTS.pipelines)) expect(PIPELINE_TYPES).toContain(task);
  });
});
