// Inference snippets: this engine against the incumbent, @huggingface/inference's
// snippets.getInferenceSnippets, on the same records in one process, alternating rounds after warm-up.
// Only cases where both sides yield snippets are timed (the count is printed). Each pass renders the
// next copy of every record (a fresh id, see recordPool), so neither side can reuse what it wrote for
// an earlier pass. The figure is CPU time per snippet, median and range over rounds.
//   npx tsx bench/inference.ts [--rounds N] [--round-ms MS]
import { snippets as incumbent } from "@huggingface/inference";
import { getInferenceSnippets } from "../engine/index.ts";
import { alternate, type Comparison, comparisonTable, flag, fmt, fmtSpread, latency } from "./measure.ts";
import { BENCH_CASES, LATENCY_CASE, poolPass, recordPool, type BenchCase } from "./models.ts";
import { ENGINE_STAGES, formatShares, whereTimeGoes } from "./where.ts";

export const INFERENCE_TARGET = 50;

type IncumbentMapping = Parameters<typeof incumbent.getInferenceSnippets>[2];
type Model = BenchCase["model"];

/** The incumbent needs the provider mapping the hub would pass: the provider's id for the model and the task. */
function mappingFor(c: BenchCase, model: Model): IncumbentMapping {
  const conversational = model.tags?.includes("conversational");
  return {
    hfModelId: model.id,
    provider: c.provider,
    providerId: model.id,
    status: "live",
    task: conversational ? "conversational" : model.pipeline_tag,
  } as IncumbentMapping;
}

export function ours(c: BenchCase, model: Model = c.model): unknown[] {
  return getInferenceSnippets(model, { provider: c.provider, ...c.options });
}

export function theirs(c: BenchCase, model: Model = c.model): unknown[] {
  type M = Parameters<typeof incumbent.getInferenceSnippets>[0];
  type P = Parameters<typeof incumbent.getInferenceSnippets>[1];
  return incumbent.getInferenceSnippets(model as M, c.provider as P, mappingFor(c, model), c.options);
}

/** Kept for bench/profile.ts: one case's full set on one side, as a function. */
export const oursFor = (c: BenchCase) => () => ours(c);
export const incumbentFor = (c: BenchCase) => () => theirs(c);

function yields(fn: () => unknown[]): boolean {
  try {
    return fn().length > 0;
  } catch {
    return false;
  }
}

export interface InferenceResult extends Comparison {
  cases: number;
  /** Ratio of CPU time per model (one record's full set) rather than per snippet. */
  perModelRatio: number;
}

export async function benchInference({ rounds = 6, roundMs = 500, log = console.log } = {}): Promise<InferenceResult> {
  const cases = BENCH_CASES.filter((c) => yields(() => ours(c)) && yields(() => theirs(c)));
  const left = BENCH_CASES.filter((c) => !cases.includes(c)).map((c) => `${c.model.id} on ${c.provider}`);
  const pool = recordPool(cases.map((c) => c.model));
  const result = alternate(
    [
      { name: "ours", pass: poolPass(pool, (model, i) => ours(cases[i]!, model).length) },
      { name: "@huggingface/inference", pass: poolPass(pool, (model, i) => theirs(cases[i]!, model).length) },
    ],
    { rounds, roundMs },
  );
  const [o, t] = result.contenders as [Comparison["contenders"][0], Comparison["contenders"][0]];
  const perModelRatio = (t.cpuPerUnit.median * t.unitsPerPass) / (o.cpuPerUnit.median * o.unitsPerPass);
  const tasks = new Set(cases.map((c) => c.model.pipeline_tag)).size;
  const providers = new Set(cases.map((c) => c.provider)).size;
  log(`Inference snippets: ${cases.length} of ${BENCH_CASES.length} cases, those where both sides yield snippets (${tasks} tasks, ${providers} providers)${left.length ? `; left out: ${left.join(", ")}` : ""}; ${rounds} alternating rounds of ${roundMs} ms`);
  log(comparisonTable(result, "snippet"));
  log(`ratio (incumbent CPU per snippet / ours, per round): ${fmtSpread(result.ratio, 1, "×")} (target ≥ ${INFERENCE_TARGET}×: ${result.ratio.median >= INFERENCE_TARGET ? "met" : "not met"})`);
  log(`  per model (a record's full set: ours ${fmt(o.unitsPerPass / cases.length, 1)} snippets, theirs ${fmt(t.unitsPerPass / cases.length, 1)}): ${fmt(perModelRatio, 1)}×`);
  const oursLat = latency(() => ours(LATENCY_CASE), 20000);
  const theirLat = latency(() => theirs(LATENCY_CASE), 1000);
  log(`  one model's full set (${LATENCY_CASE.model.id} on ${LATENCY_CASE.provider}), p50/p99 ms: ours ${fmt(oursLat.p50, 3)}/${fmt(oursLat.p99, 3)}, incumbent ${fmt(theirLat.p50, 3)}/${fmt(theirLat.p99, 3)}`);
  const shares = await whereTimeGoes(poolPass(pool, (model, i) => ours(cases[i]!, model).length), ENGINE_STAGES);
  log(`  where our time goes (CPU profile): ${formatShares(shares)}`);
  return { ...result, cases: cases.length, perModelRatio };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchInference({ rounds: flag("--rounds", 6), roundMs: flag("--round-ms", 500) });
}
