import { describe, expect, it } from "vitest";
import { nodeDocsFiles } from "./files.node.ts";
import { taskSpec } from "./spec.ts";

describe("the specification of a task", () => {
  const spec = nodeDocsFiles().spec;
  const field = (task: string, path: string) => taskSpec(task, false, spec)!.input.find((row) => row.path === path);

  it("gives an array of alternatives as one type, never as alternatives of the field itself", () => {
    // word_boxes is a list whose items are a word or a box of four numbers: it is never a plain string.
    expect(field("document-question-answering", "parameters.word_boxes")?.types).toEqual(["(string or number[])[]"]);
  });

  it("gives each alternative of a field and each value of an enum as a type of its own", () => {
    const rows = taskSpec("text-to-image", false, spec)!.input;
    expect(rows.find((row) => row.path === "inputs")?.types).toEqual(["string"]);
    const anyEnum = [...rows, ...taskSpec("automatic-speech-recognition", false, spec)!.input].find((row) => row.types.length > 1);
    expect(anyEnum?.types.every((type) => !type.includes("|"))).toBe(true);
  });
});
