// Inference snippets: this engine against the incumbent, @huggingface/inference's
// snippets.getInferenceSnippets, on the same records in one process, alternating rounds after warm-up.
//   npx tsx bench/inference.ts [--rounds N] [--round-ms MS]
import { snippets as incumbent } from "@huggingface/inference";
import { getInferenceSnippets } from "../engine/index.ts";
import { alternate, fmt, latency, table } from "./measure.ts";
import { BENCH_CASES, LATENCY_CASE, type BenchCase } from "./models.ts";

type IncumbentMapping = Parameters<typeof incumbent.getInferenceSnippets>[2];

/** The incumbent needs the provider mapping the hub would pass: the provider's id for the model and the task. */
function mappingFor(c: BenchCase): IncumbentMapping {
  const conversational = c.model.tags?.includes("conversational");
  return {
    hfModelId: c.model.id,
    provider: c.provider,
    providerId: c.model.id,
    status: "live",
    task: conversational ? "conversational" : c.model.pipeline_tag,
  } as IncumbentMapping;
}

export function oursFor(c: BenchCase) {
  const options = { provider: c.provider, ...c.options };
  return () => getInferenceSnippets(c.model, options);
}

export function incumbentFor(c: BenchCase) {
  const mapping = mappingFor(c);
  type Model = Parameters<typeof incumbent.getInferenceSnippets>[0];
  type Provider = Parameters<typeof incumbent.getInferenceSnippets>[1];
  return () => incumbent.getInferenceSnippets(c.model as Model, c.provider as Provider, mapping, c.options);
}

export interface InferenceResult {
  ours: number;
  incumbent: number;
  ratio: number;
  oursSets: number;
  incumbentSets: number;
  p50: { ours: number; incumbent: number };
  p99: { ours: number; incumbent: number };
}

export function benchInference({ rounds = 6, roundMs = 500, log = console.log } = {}): InferenceResult {
  const ours = BENCH_CASES.map(oursFor);
  const theirs = BENCH_CASES.map(incumbentFor);
  // Both must produce real output for every record, or the comparison means nothing.
  BENCH_CASES.forEach((c, i) => {
    const a = ours[i]!().length;
    const b = theirs[i]!().length;
    if (a === 0 || b === 0) throw new Error(`${c.model.id} on ${c.provider}: ours ${a}, incumbent ${b} snippets`);
  });
  const passOf = (fns: (() => unknown[])[]) => () => {
    let n = 0;
    for (const fn of fns) n += fn().length;
    return n;
  };
  const { totals, medians } = alternate(
    [
      { name: "ours", pass: passOf(ours) },
      { name: "incumbent", pass: passOf(theirs) },
    ],
    { rounds, roundMs },
  );
  const [o, t] = totals as [(typeof totals)[0], (typeof totals)[0]];
  const oursLat = latency(oursFor(LATENCY_CASE), 20000);
  const theirLat = latency(incumbentFor(LATENCY_CASE), 1000);
  const result: InferenceResult = {
    ours: medians.ours!,
    incumbent: medians.incumbent!,
    ratio: medians.ours! / medians.incumbent!,
    oursSets: (o.passesPerSecond * BENCH_CASES.length),
    incumbentSets: (t.passesPerSecond * BENCH_CASES.length),
    p50: { ours: oursLat.p50, incumbent: theirLat.p50 },
    p99: { ours: oursLat.p99, incumbent: theirLat.p99 },
  };
  log(`Inference snippets: ${BENCH_CASES.length} records (${new Set(BENCH_CASES.map((c) => c.model.pipeline_tag)).size} tasks, ${new Set(BENCH_CASES.map((c) => c.provider)).size} providers), ${rounds} alternating rounds of ${roundMs} ms`);
  log(
    table([
      ["engine", "snippets/s (median round)", "model sets/s", "snippets per pass", "p50 ms", "p99 ms"],
      ["ours", fmt(result.ours), fmt(result.oursSets), o.snippets / o.passes, fmt(result.p50.ours, 3), fmt(result.p99.ours, 3)],
      ["@huggingface/inference", fmt(result.incumbent), fmt(result.incumbentSets), t.snippets / t.passes, fmt(result.p50.incumbent, 3), fmt(result.p99.incumbent, 3)],
    ]),
  );
  log(`ratio: ${fmt(result.ratio, 1)}× snippets/s, ${fmt(result.oursSets / result.incumbentSets, 1)}× model sets/s (target ≥ 50×)`);
  log(`p50/p99: one model's full set, ${LATENCY_CASE.model.id} on ${LATENCY_CASE.provider}`);
  return result;
}

function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchInference({ rounds: flag("--rounds", 6), roundMs: flag("--round-ms", 500) });
}
