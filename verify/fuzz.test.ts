// The hostile-record fuzz (verify/fuzz.ts) in the test suite: records drawn from a fixed seed
// (verify/fuzz-seeds.yaml `test`; FUZZ_SEED and FUZZ_RUNS override it, as `npm run verify-snippets` does
// for its gate), and the engine's refusals of hostile paths and ids.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { getInferenceSnippets } from "../engine/inference/snippets.ts";
import { getLibrarySnippets } from "../engine/libraries/index.ts";
import { ModelRecordError, modelIdProblem, validateModel } from "../engine/model.ts";
import type { SyntaxChecker } from "../engine/syntax/parse.ts";
import { fuzzRun, hostileText } from "./fuzz.ts";
import { loadFuzzSeeds } from "./fuzz-seeds.ts";
import { nodeSyntaxChecker } from "./syntax/node.ts";
import { scaled } from "./machine-load.ts";

const DEFAULTS = loadFuzzSeeds().test;
const RUNS = Number(process.env.FUZZ_RUNS ?? DEFAULTS.runs);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : DEFAULTS.seed;

describe("hostile records (fast-check)", () => {
  let checker: SyntaxChecker;
  beforeAll(async () => {
    checker = await nodeSyntaxChecker();
  });

  it(`${RUNS} generated records from seed ${SEED}: every snippet parses and keeps the hostile text in literals`, () => {
    // The seed first, so a run that is stopped still says how to repeat it.
    console.log(`fuzz: seed ${SEED}, ${RUNS} records (FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} npx vitest run verify/fuzz.test.ts repeats it)`);
    const result = fuzzRun(checker, SEED, RUNS);
    console.log(
      `fuzz: seed ${SEED}: ${result.records} records, ${result.stats.snippets} snippets parsed (${result.stats.library} library), ` +
        `${result.stats.skipped} in languages without a grammar, ${result.seconds.toFixed(1)} s`,
    );
    if (result.failure) throw new Error(result.failure);
    expect(result.records).toBe(RUNS);
  }, scaled(900_000));

  it("rejects a file path with NUL or a line break", () => {
    fc.assert(
      fc.property(hostileText.filter((t) => /[\0\r\n]/.test(t)), (text) => {
        expect(() => getInferenceSnippets({ id: "a/b", pipeline_tag: "image-classification" }, { inputs: text })).toThrow(/file path cannot contain NUL or line breaks/);
      }),
      { numRuns: 200, seed: SEED },
    );
  });

  it("rejects model ids outside the hub's rules, naming the field", () => {
    const bad = fc.oneof(hostileText, fc.string(), fc.constantFrom("a--b", "a/../b", "-a", "a/b/c", "a b", "x".repeat(97), "a/", "/a", ""));
    fc.assert(
      fc.property(bad.filter((id) => modelIdProblem(id) !== null), (id) => {
        expect(() => validateModel({ id, pipeline_tag: "fill-mask" })).toThrow(ModelRecordError);
        expect(() => getInferenceSnippets({ id, pipeline_tag: "fill-mask" })).toThrow(/^model: id: /);
        expect(() => getLibrarySnippets({ id, library_name: "transformers" })).toThrow(/^model: id: /);
      }),
      { numRuns: 500, seed: SEED },
    );
  });
});
