import { describe, expect, it } from "vitest";
import { countsByKind, workKind } from "./instructions.ts";

describe("instruction counts by kind of work", () => {
  it("tells the engine's work from V8's compiler and garbage collector", () => {
    expect(workKind("???:Builtins_StringAdd_CheckNone [/usr/bin/node]")).toBe("engine");
    expect(workKind("???:0x000000000d3e7e80")).toBe("engine");
    expect(workKind("???:v8::internal::compiler::GraphReducer::ReduceTop() [/usr/bin/node]")).toBe("compiler");
    expect(workKind("???:v8::internal::Sweeper::RawSweep(v8::internal::Page*) [/usr/bin/node]")).toBe("gc");
  });

  it("sums callgrind_annotate's function lines, not its total", () => {
    const annotated = [
      "607,097,683 (100.0%)  PROGRAM TOTALS",
      "41,076,913 ( 6.77%)  ???:v8::internal::Sweeper::RawSweep(v8::internal::Page*) [/usr/bin/node]",
      "19,346,061 ( 3.19%)  ???:v8::internal::compiler::GraphReducer::ReduceTop() [/usr/bin/node]",
      " 8,357,757 ( 1.38%)  ???:Builtins_StringAdd_CheckNone [/usr/bin/node]",
      " 1,000 ( 0.00%)  ???:0x000000000d3e7e80",
    ].join("\n");
    expect(countsByKind(annotated)).toEqual({ engine: 8_358_757, compiler: 19_346_061, gc: 41_076_913 });
  });
});
