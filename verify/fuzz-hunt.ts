// `npm run fuzz -- [--runs N] [--seed S] [--rounds K]`: hunts for hostile records that break a snippet,
// from fresh seeds (or the one given), K rounds of N records. It prints each seed before its round; on a
// failure it shrinks the record and prints an entry for verify/fuzz-regressions.yaml, then exits 1.
import { stringify } from "yaml";
import { fuzzRun, shrink } from "./fuzz.ts";
import { nodeSyntaxChecker } from "./syntax/node.ts";

const USAGE = "usage: npm run fuzz -- [--runs N (10000)] [--seed S (fresh each round)] [--rounds K (1)]";

function parseArgs(argv: string[]): { runs: number; seed?: number; rounds: number } {
  const out: { runs: number; seed?: number; rounds: number } = { runs: 10_000, rounds: 1 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = () => {
      const v = Number(argv[++i]);
      if (!Number.isInteger(v)) throw new Error(`${a}: needs a whole number\n${USAGE}`);
      return v;
    };
    if (a === "--runs") out.runs = value();
    else if (a === "--seed") out.seed = value();
    else if (a === "--rounds") out.rounds = value();
    else if (a === "--help" || a === "-h") {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`unknown argument ${a}\n${USAGE}`);
  }
  return out;
}

async function main(): Promise<number> {
  const { runs, seed, rounds } = parseArgs(process.argv.slice(2));
  const checker = await nodeSyntaxChecker();
  for (let round = 0; round < rounds; round++) {
    const s = seed !== undefined ? seed + round : (Math.random() * 2 ** 31) | 0;
    console.log(`fuzz: seed ${s}, ${runs} records`);
    const result = fuzzRun(checker, s, runs);
    console.log(`fuzz: seed ${s}: ${result.records} records, ${result.stats.snippets} snippets, ${result.seconds.toFixed(1)} s`);
    if (result.failure) {
      console.log(result.failure.split("\n")[0]);
      const small = result.path ? shrink(checker, s, result.path) : null;
      const record = small?.record ?? null;
      console.log(`\n${small?.error ?? result.failure}\n\nAn entry for verify/fuzz-regressions.yaml (say what was wrong in fault):\n`);
      console.log(stringify([{ found: `FUZZ_SEED=${s} FUZZ_RUNS=${result.records} (record ${result.records})`, fault: "TODO: what was wrong", ...(record ?? {}) }]));
      return 1;
    }
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error((error as Error).message);
    process.exit(2);
  },
);
