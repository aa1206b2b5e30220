// "Did you mean": close names only; a short value gets no suggestion that shares nothing with it.
import { describe, expect, it } from "vitest";
import { closest, didYouMean, suggestion } from "./suggest.ts";

const LANGUAGES = ["csharp", "go", "java", "js", "php", "python", "r", "ruby", "rust", "sh", "swift"];

describe("closest", () => {
  it("finds a typo's name, case aside", () => {
    expect(closest("pyhton", LANGUAGES)).toEqual(["python"]);
    expect(closest("RUBY", LANGUAGES)[0]).toBe("ruby");
    expect(closest("jz", LANGUAGES)).toEqual(["js"]);
  });

  it("never suggests a name as far from a short value as the value is long", () => {
    // Before: "py" gave "go", "js" and "php" (two edits each, all of "py").
    expect(closest("py", LANGUAGES)).toEqual([]);
    expect(closest("x", ["r", "x1"])).toEqual([]);
    expect(closest("X", ["x", "r"])).toEqual(["x"]);
  });
});

describe("didYouMean and suggestion", () => {
  it("word the names", () => {
    expect(didYouMean("togther", ["together", "groq"])).toBe('did you mean "together"?');
    expect(didYouMean("cobol", LANGUAGES)).toBe("");
    expect(suggestion(["a", "b", "c"])).toBe('did you mean "a", "b" or "c"?');
    expect(suggestion([])).toBe("");
  });
});
