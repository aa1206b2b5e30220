// Measuring helpers for the benchmarks: alternating timed rounds and per-call latency percentiles.
import { performance } from "node:perf_hooks";

export interface Contender {
  name: string;
  /** Renders every record once; returns how many snippets it produced. */
  pass: () => number;
}

export interface Throughput {
  name: string;
  snippets: number;
  passes: number;
  ms: number;
  snippetsPerSecond: number;
  passesPerSecond: number;
}

/** Runs passes of `fn` for at least `ms` milliseconds; returns passes, snippets and elapsed time. */
function timed(fn: () => number, ms: number): { passes: number; snippets: number; ms: number } {
  let passes = 0;
  let snippets = 0;
  const start = performance.now();
  let now = start;
  do {
    snippets += fn();
    passes++;
    now = performance.now();
  } while (now - start < ms);
  return { passes, snippets, ms: now - start };
}

/**
 * Warms both contenders up, then alternates timed rounds between them so that drift on a shared
 * machine (other processes, thermal state, GC) hits both alike. Returns the totals per contender and
 * the per-round rates, whose median is the figure to quote on a noisy machine.
 */
export function alternate(
  contenders: Contender[],
  { warmupMs = 1000, roundMs = 500, rounds = 6 } = {},
): { totals: Throughput[]; medians: Record<string, number> } {
  for (const c of contenders) timed(c.pass, warmupMs);
  const acc = contenders.map((c) => ({ name: c.name, passes: 0, snippets: 0, ms: 0, rates: [] as number[] }));
  for (let round = 0; round < rounds; round++) {
    // Swap the order every round so neither always runs first.
    const order = round % 2 === 0 ? contenders.map((_, i) => i) : contenders.map((_, i) => contenders.length - 1 - i);
    for (const i of order) {
      const r = timed(contenders[i]!.pass, roundMs);
      acc[i]!.passes += r.passes;
      acc[i]!.snippets += r.snippets;
      acc[i]!.ms += r.ms;
      acc[i]!.rates.push((r.snippets / r.ms) * 1000);
    }
  }
  const totals = acc.map((a) => ({
    name: a.name,
    snippets: a.snippets,
    passes: a.passes,
    ms: a.ms,
    snippetsPerSecond: (a.snippets / a.ms) * 1000,
    passesPerSecond: (a.passes / a.ms) * 1000,
  }));
  const medians = Object.fromEntries(acc.map((a) => [a.name, median(a.rates)]));
  return { totals, medians };
}

export function median(values: number[]): number {
  return percentile(values, 50);
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

/** Times `samples` single calls of `fn` (after `warmup` untimed ones); returns p50 and p99 in ms. */
export function latency(fn: () => unknown, samples: number, warmup = Math.ceil(samples / 10)) {
  for (let i = 0; i < warmup; i++) fn();
  const times = new Array<number>(samples);
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    fn();
    times[i] = performance.now() - start;
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99), samples };
}

export function fmt(n: number, digits = 0): string {
  return n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

export function table(rows: (string | number)[][]): string {
  const cells = rows.map((r) => r.map(String));
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  return cells
    .map((r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  "))
    .join("\n");
}
