// The golden check as tests: one test per case (renders match golden/ byte for byte), and every golden
// file parses in its language.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { nodeSyntaxChecker } from "../../verify/syntax/node.ts";
import type { SyntaxChecker } from "../syntax/parse.ts";
import { languageOfOutput } from "./files.ts";
import { listOutputFiles, loadCases, unifiedDiff } from "./harness.ts";
import { renderCase } from "./render.ts";

const root = resolve(import.meta.dirname, "../../golden");
const cases = loadCases({ root });
const onDisk = listOutputFiles(root);

describe("golden cases", () => {
  it("has at least 40 cases", () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it.each(cases.map((c) => [c.name, c] as const))("%s renders as its golden files", (_name, goldenCase) => {
    const outputs = renderCase(goldenCase);
    const problems: string[] = [];
    for (const [path, actual] of outputs) {
      let expected: string;
      try {
        expected = readFileSync(join(root, path), "utf8");
      } catch {
        problems.push(`missing: golden/${path}`);
        continue;
      }
      if (expected !== actual) problems.push(unifiedDiff(path, expected, actual));
    }
    for (const path of onDisk.filter((p) => p.startsWith(`${goldenCase.name}/`))) {
      if (!outputs.has(path)) problems.push(`orphaned: golden/${path}`);
    }
    expect(problems.join("\n"), "run `npm run golden` for the full report").toBe("");
  });
});

describe("golden files parse", () => {
  let checker: SyntaxChecker;
  beforeAll(async () => {
    checker = await nodeSyntaxChecker();
  });

  const parseable = onDisk.filter((p) => {
    const language = languageOfOutput(p);
    return language === "python" || language === "js" || language === "sh";
  });

  it("covers every golden file in a language with a grammar", () => {
    expect(parseable.length).toBeGreaterThan(0);
  });

  it.each(parseable)("golden/%s", (path) => {
    const code = readFileSync(join(root, path), "utf8");
    const problems = checker.check(languageOfOutput(path)!, code);
    expect(problems.map((p) => `golden/${path}:${p.line}:${p.column}: ${p.message}`)).toEqual([]);
  });
});
