import { describe, expect, it } from "vitest";
import { closest, didYouMean, editDistance } from "./closest.ts";
import { main } from "./main.ts";

async function run(...argv: string[]) {
  let out = "";
  let err = "";
  const code = await main(argv, (s) => void (out += s), (s) => void (err += s));
  return { code, out, err };
}

describe("did you mean", () => {
  it("finds the closest word, and nothing when no word is close", () => {
    expect(editDistance("rendr", "render")).toBe(1);
    expect(closest("--provder", ["--provider", "--language", "--client"])).toBe("--provider");
    expect(closest("--lang", ["--provider", "--language"])).toBeUndefined();
    expect(didYouMean("zzz", ["render", "golden"])).toBe("");
  });

  it("suggests a command, an option and a flag of a command; exit code 2 as before", async () => {
    const command = await run("goldne");
    expect(command).toMatchObject({ code: 2 });
    expect(command.err).toMatch(/unknown command "goldne"\. Did you mean "golden"\?/);
    const option = await run("--versoin");
    expect(option.err).toMatch(/unknown option "--versoin"\. Did you mean "--version"\?/);
    const flag = await run("render", "examples/model.yaml", "--provder", "together");
    expect(flag.code).toBe(2);
    expect(flag.err).toMatch(/unknown option "--provder"\. Did you mean "--provider"\?/);
    const golden = await run("golden", "--wach");
    expect(golden.err).toMatch(/Did you mean "--watch"\?/);
  });

  it("prints the version", async () => {
    const r = await run("--version");
    expect(r).toMatchObject({ code: 0, out: expect.stringMatching(/^\d+\.\d+\.\d+\n$/) });
  });
});
