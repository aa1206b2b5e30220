// Inference snippets: this engine against the incumbent, @huggingface/inference's
// snippets.getInferenceSnippets, on the same records in one process, alternating rounds after warm-up.
// The cases are every (provider, task) pair both serve, each with a golden case's record of the task
// (bench/models.ts); only those where both sides yield snippets are timed (the count, and what was left
// out and why, are printed). Each pass renders the next copy of every record (a fresh id, see
// recordPool), so neither side can reuse what it wrote for an earlier pass. The figure is CPU time per
// snippet, median and range over rounds.
//   npx tsx bench/inference.ts [--rounds N] [--round-ms MS]
import { snippets as incumbent } from "@huggingface/inference";
import { getInferenceSnippets } from "../engine/index.ts";
import { alternate, type Comparison, comparisonTable, flag, fmt, fmtSpread, latency } from "./measure.ts";
import { inferenceCases, poolPass, recordPool, type BenchCase, type BenchModel } from "./models.ts";
import { ENGINE_STAGES, formatShares, whereTimeGoes } from "./where.ts";

export const INFERENCE_TARGET = 30;

type IncumbentMapping = Parameters<typeof incumbent.getInferenceSnippets>[2];

/** The incumbent needs the provider mapping the hub would pass: the provider's id for the model and the task. */
function mappingFor(c: BenchCase, model: BenchModel): IncumbentMapping {
  const conversational = model.tags?.includes("conversational");
  return {
    hfModelId: model.id,
    provider: c.provider,
    providerId: c.options.providerModelId ?? model.id,
    status: "live",
    task: conversational ? "conversational" : model.pipeline_tag,
  } as IncumbentMapping;
}

export function ours(c: BenchCase, model: BenchModel = c.model): unknown[] {
  return getInferenceSnippets(model, { provider: c.provider, ...c.options });
}

export function theirs(c: BenchCase, model: BenchModel = c.model): unknown[] {
  type M = Parameters<typeof incumbent.getInferenceSnippets>[0];
  type P = Parameters<typeof incumbent.getInferenceSnippets>[1];
  return incumbent.getInferenceSnippets(model as M, c.provider as P, mappingFor(c, model), c.options);
}

/** Kept for bench/profile.ts: one case's full set on one side, as a function. */
export const oursFor = (c: BenchCase) => () => ours(c);
export const incumbentFor = (c: BenchCase) => () => theirs(c);

/** Why a side cannot be timed on a record, or null when it yields at least one snippet. */
export function whyNot(fn: () => unknown[]): string | null {
  try {
    return fn().length > 0 ? null : "yields no snippet";
  } catch (error) {
    return `throws (${String((error as Error)?.message ?? error).split("\n")[0]!.slice(0, 80)})`;
  }
}

/** The cases both sides yield snippets for (on the original record and on its last pool copy), and why the others were left out. */
export function timedInferenceCases(): { cases: BenchCase[]; left: string[]; all: number } {
  const { cases: all, unmatched } = inferenceCases();
  const cases: BenchCase[] = [];
  const left = [...unmatched];
  for (const c of all) {
    const copy = recordPool([c.model]).at(-1)![0]!;
    const why = Object.entries({ ours, "the incumbent": theirs }).flatMap(([side, render]) => {
      const reason = whyNot(() => render(c)) ?? whyNot(() => render(c, copy));
      return reason ? [`${side} ${reason}`] : [];
    });
    if (why.length) left.push(`${c.provider}/${c.model.pipeline_tag} (${c.model.id}): ${why.join("; ")}`);
    else cases.push(c);
  }
  return { cases, left, all: all.length + unmatched.length };
}

/** The case whose full snippet set is timed one by one for p50/p99: a chat model on Together. */
function latencyCase(cases: BenchCase[]): BenchCase {
  return cases.find((c) => c.provider === "together" && c.model.pipeline_tag === "text-generation") ?? cases[0]!;
}

export interface InferenceResult extends Comparison {
  cases: number;
  /** Ratio of CPU time per model (one record's full set) rather than per snippet. */
  perModelRatio: number;
}

export async function benchInference({ rounds = 6, roundMs = 500, log = console.log } = {}): Promise<InferenceResult> {
  const { cases, left, all } = timedInferenceCases();
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
  log(`Inference snippets: ${cases.length} of ${all} (provider, task) pairs both clients serve, those where both sides yield snippets (${tasks} tasks, ${providers} providers); ${rounds} alternating rounds of ${roundMs} ms`);
  if (left.length) log(`  left out: ${left.join("; ")}`);
  log(comparisonTable(result, "snippet"));
  log(`ratio (incumbent CPU per snippet / ours, per round): ${fmtSpread(result.ratio, 1, "×")} (target ≥ ${INFERENCE_TARGET}×: ${result.ratio.median >= INFERENCE_TARGET ? "met" : "not met"})`);
  log(`  per model (a record's full set: ours ${fmt(o.unitsPerPass / cases.length, 1)} snippets, theirs ${fmt(t.unitsPerPass / cases.length, 1)}): ${fmt(perModelRatio, 1)}×`);
  const one = latencyCase(cases);
  const oursLat = latency(() => ours(one), 20000);
  const theirLat = latency(() => theirs(one), 1000);
  log(`  one model's full set (${one.model.id} on ${one.provider}), p50/p99 ms: ours ${fmt(oursLat.p50, 3)}/${fmt(oursLat.p99, 3)}, incumbent ${fmt(theirLat.p50, 3)}/${fmt(theirLat.p99, 3)}`);
  const shares = await whereTimeGoes(poolPass(pool, (model, i) => ours(cases[i]!, model).length), ENGINE_STAGES);
  log(`  where our time goes (CPU profile): ${formatShares(shares)}`);
  return { ...result, cases: cases.length, perModelRatio };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchInference({ rounds: flag("--rounds", 6), roundMs: flag("--round-ms", 500) });
}
