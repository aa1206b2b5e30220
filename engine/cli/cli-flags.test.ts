import { describe, expect, it } from "vitest";
import { run } from "./main.test-run.ts";

describe("did you mean, for commands and flags", () => {
  it("suggests a command, an option and a flag of a command; exit code 2 as before", async () => {
    const command = await run("goldne");
    expect(command).toMatchObject({ code: 2 });
    expect(command.err).toMatch(/unknown command "goldne"; commands: .*; did you mean "golden"\?/);
    const option = await run("--versoin");
    expect(option.err).toMatch(/unknown option "--versoin"; .*did you mean "--version"\?/);
    const flag = await run("render", "examples/model.yaml", "--provder", "together");
    expect(flag.code).toBe(2);
    expect(flag.err).toMatch(/unknown option "--provder"; did you mean "--provider"\?/);
    const golden = await run("golden", "--wach");
    expect(golden.err).toMatch(/did you mean "--watch"\?/);
  });

  it("prints the version", async () => {
    const r = await run("--version");
    expect(r).toMatchObject({ code: 0, out: expect.stringMatching(/^\d+\.\d+\.\d+\n$/) });
  });
});
