import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { sideFolder } from "./ab.ts";
import { scaled } from "../verify/machine-load.ts";

const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" }).trim();

describe("bench/ab.ts sides", () => {
  it("extracts a revision, with node_modules linked, and rev+paths takes the working tree's copy of those paths only", () => {
    const base = sideFolder("HEAD");
    expect(readFileSync(join(base, "package.json"), "utf8")).toBe(git("show", "HEAD:package.json") + "\n");
    expect(existsSync(join(base, "node_modules", "handlebars"))).toBe(true);
    const withThis = sideFolder("HEAD+bench/ab.test.ts");
    expect(withThis).not.toBe(base);
    expect(readFileSync(join(withThis, "bench/ab.test.ts"), "utf8")).toBe(readFileSync("bench/ab.test.ts", "utf8"));
    expect(readFileSync(join(withThis, "engine/index.ts"), "utf8")).toBe(readFileSync(join(base, "engine/index.ts"), "utf8"));
    rmSync(withThis, { recursive: true, force: true });
  }, scaled(60_000));
});
