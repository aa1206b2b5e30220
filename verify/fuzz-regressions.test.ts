// Every record the fuzz once found breaking a snippet (verify/fuzz-regressions.yaml), checked as the
// fuzz checks: every snippet of it parses and keeps the hostile marker inside literals.
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { beforeAll, describe, expect, it } from "vitest";
import type { SnippetOptions } from "../engine/inference/options.ts";
import type { SyntaxChecker } from "../engine/syntax/parse.ts";
import { MARK, checkRecord } from "./fuzz.ts";
import { nodeSyntaxChecker } from "./syntax/node.ts";

interface Regression {
  found: string;
  fault: string;
  model: Record<string, unknown>;
  options: SnippetOptions;
}

const FILE = new URL("./fuzz-regressions.yaml", import.meta.url);
const CASES = parse(readFileSync(FILE, "utf8")) as Regression[];

describe("fuzz regressions (verify/fuzz-regressions.yaml)", () => {
  let checker: SyntaxChecker;
  beforeAll(async () => {
    checker = await nodeSyntaxChecker();
  });

  it("each case names its seed, its fault and a record with the marker", () => {
    expect(CASES.length).toBeGreaterThan(0);
    for (const c of CASES) {
      expect(c.found).toMatch(/FUZZ_SEED=-?\d+/);
      expect(c.fault.length).toBeGreaterThan(10);
      expect(JSON.stringify([c.model, c.options])).toContain(MARK);
    }
  });

  it.each(CASES.map((c) => [c.found, c] as const))("%s", (_found, c) => {
    expect(() => checkRecord(checker, c.model, c.options, true)).not.toThrow();
  });
});
