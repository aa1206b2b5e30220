// Which snippets a compiler's output blames: errors only. A snippet with warnings alone compiles and must
// not be set aside with the failing one (outputs below are what javac, mcs, rustc and go print).
import { describe, expect, it } from "vitest";
import { CSHARP_ERROR } from "./runtimes/csharp/runtime.ts";
import { GO_ERROR } from "./runtimes/go/runtime.ts";
import { JAVA_ERROR } from "./runtimes/java/runtime.ts";
import { RUST_ERROR } from "./runtimes/rust/runtime.ts";
import { compileErrors } from "./toolchains.ts";

const BAD = "s0123456789abcdef";
const WARNS = "sfedcba9876543210";

describe("compileErrors", () => {
  it("rustc: the module with an error, not the one with a warning", () => {
    const output = [
      "error[E0425]: cannot find function `undefined_thing` in this scope",
      ` --> src/${BAD}.rs:2:5`,
      "  |",
      "2 |     undefined_thing();",
      "  |     ^^^^^^^^^^^^^^^ not found in this scope",
      "",
      "warning: unreachable statement",
      ` --> src/${WARNS}.rs:3:5`,
      "  |",
      "3 |     let _x = 1;",
      "  |     ^^^^^^^^^^^ unreachable statement",
      "",
      "error: aborting due to 1 previous error; 1 warning emitted",
    ].join("\n");
    const found = compileErrors(output, RUST_ERROR);
    expect([...found.keys()]).toEqual([BAD]);
    expect(found.get(BAD)).toMatch(/^error\[E0425\]: cannot find function `undefined_thing`[^]*not found in this scope$/);
    // The same module named twice: its first error is kept.
    expect(compileErrors(`${output}\nerror: expected one of\n --> src/${BAD}.rs:9:1`, RUST_ERROR).get(BAD)).toMatch(/^error\[E0425\]/);
  });

  it("mcs: the file with an error, not the one with a warning", () => {
    const output = [
      `src/${BAD}.cs(1,59): error CS0103: The name \`undefined' does not exist in the current context`,
      `src/${WARNS}.cs(1,67): warning CS0162: Unreachable code detected`,
      "Compilation failed: 1 error(s), 1 warnings",
    ].join("\n");
    expect([...compileErrors(output, CSHARP_ERROR)]).toEqual([[BAD, output]]);
    expect(compileErrors(`src/${WARNS}.cs(1,67): warning CS0162: Unreachable code detected`, CSHARP_ERROR).size).toBe(0);
  });

  it("javac: the file with an error, not a warning", () => {
    const output = [
      `src/${WARNS}/Main.java:3: warning: [deprecation] d() in Main has been deprecated`,
      `src/${BAD}/Main.java:2: error: illegal start of expression`,
      "public class Main { public static void main(String[] a) { int x = ; } }",
      "1 error",
    ].join("\n");
    const found = compileErrors(output, JAVA_ERROR);
    expect([...found.keys()]).toEqual([BAD]);
    expect(found.get(BAD)).toBe(output.split("\n").slice(1).join("\n"));
  });

  it("go: each failing package under its header", () => {
    const output = [`# verify/${BAD}`, `${BAD}/main.go:5:2: undefined: undefinedThing`].join("\n");
    expect([...compileErrors(output, GO_ERROR)]).toEqual([[BAD, output]]);
  });

  it("names nothing for output that blames no snippet", () => {
    for (const pattern of [RUST_ERROR, CSHARP_ERROR, JAVA_ERROR, GO_ERROR]) expect(compileErrors("error: linker `cc` not found", pattern).size).toBe(0);
  });
});
