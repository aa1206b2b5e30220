// How many snippets the verify run runs at once per language: from the cores free when it starts.
import { describe, expect, it } from "vitest";
import { jobsFor } from "./run.ts";

describe("jobsFor", () => {
  it("is two per free core, one on a machine with none to spare, eight at most", () => {
    expect(jobsFor(1)).toBe(2);
    expect(jobsFor(2)).toBe(4);
    expect(jobsFor(3)).toBe(6);
    expect(jobsFor(16)).toBe(8);
    expect(jobsFor(0)).toBe(1);
  });
});
