import { describe, expect, it } from "vitest";
import { compileProblem } from "./compile-check.ts";

describe("compileProblem", () => {
  it("is null for a template that parses, one line with the line number for one that does not", () => {
    expect(compileProblem("a {{py id}}\n{{#if x}}y{{/if}}\n")).toBeNull();
    const problem = compileProblem("line one\n{{#if x}}\nno end\n");
    expect(problem).toMatch(/^line \d+: Expecting .*got 'EOF'$/);
    expect(problem).not.toContain("\n");
  });
});
