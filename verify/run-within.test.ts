import { describe, expect, it } from "vitest";
import { runWithin } from "./run-within.ts";

describe("runWithin", () => {
  it("returns the finished process's exit code and output", () => {
    const r = runWithin(60_000, "node to print", process.execPath, ["-e", "console.log('out'); console.error('err'); process.exit(3)"]);
    expect([r.status, r.stdout, r.stderr]).toEqual([3, "out\n", "err\n"]);
  });

  it("says what it waited for and how long when the limit fires", () => {
    // A process that waits a minute, under a limit of 1 ms times the scale: the limit fires.
    expect(() => runWithin(1, "node to exit", process.execPath, ["-e", "setTimeout(() => {}, 60_000)"])).toThrow(
      /^timed out after \d+ ms \(0\.001 s idle × time scale [\d.]+; TEST_TIME_SCALE sets the scale\) waiting for node to exit/,
    );
  });

  it("throws a failure to start as it came", () => {
    expect(() => runWithin(60_000, "it", "/nonexistent/command", [])).toThrow(/ENOENT/);
  });
});
