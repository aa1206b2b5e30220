// `npm run verify-snippets -- --help` prints its usage and runs nothing; a mistyped option is bad input.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const REPO = join(import.meta.dirname, "..");
const run = (...args: string[]) => spawnSync(process.execPath, ["--import", "tsx", join(REPO, "verify/run.ts"), ...args], { cwd: REPO, encoding: "utf8" });

describe("verify-snippets arguments", () => {
  it("--help prints the usage and runs no snippet", () => {
    const r = run("--help");
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^Usage: npm run verify-snippets -- \[case-glob\] \[options\]/);
    expect(r.stdout).toContain("--no-fuzz");
    expect(r.stdout).not.toContain("passed");
  });

  it("an unknown option exits 2 with the usage", () => {
    const r = run("--bogus");
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/unknown option --bogus[^]*Usage:/);
  });
});
