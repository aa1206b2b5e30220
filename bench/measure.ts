// Measuring helpers for the benchmarks: alternating timed rounds (CPU time per unit and wall-clock
// rate, medians and ranges over rounds) and per-call latency percentiles.
import { dirname, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";

/** The project's root folder. */
export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), "..");

export interface Contender {
  name: string;
  /** Does one pass of the work; returns how many units (snippets, records) it produced. */
  pass: () => number;
}

/** A figure over rounds: its median and its range. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

export interface ContenderStats {
  name: string;
  /** Units per pass (the same every pass: the work is fixed). */
  unitsPerPass: number;
  /** CPU time of the process (user + system) per unit, in microseconds, over rounds. */
  cpuPerUnit: Spread;
  /** The same, round by round (for ratios taken per round). */
  cpuPerRound: number[];
  /** Wall-clock units per second, over rounds (on a shared machine, read the CPU figure). */
  unitsPerSecond: Spread;
}

export interface Comparison {
  contenders: ContenderStats[];
  /** The second contender's CPU time per unit over the first's, round by round (how many times faster the first is). */
  ratio: Spread;
  rounds: number;
  roundMs: number;
}

/** CPU time used by this process so far (all threads, user + system), in milliseconds. */
export function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Runs passes of `fn` for at least `ms` milliseconds of wall time; returns passes, units, wall and CPU time. */
function timed(fn: () => number, ms: number): { passes: number; units: number; ms: number; cpu: number } {
  let passes = 0;
  let units = 0;
  const cpu0 = cpuMs();
  const start = performance.now();
  let now = start;
  do {
    units += fn();
    passes++;
    now = performance.now();
  } while (now - start < ms);
  return { passes, units, ms: now - start, cpu: cpuMs() - cpu0 };
}

export function spread(values: number[]): Spread {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/**
 * Runs `pass` until its CPU time per unit has settled: slices of 250 ms, for at least `minMs`, until
 * the best slice has not improved by 5% for 2 s (at most `maxMs`). The broad inference line optimizes
 * hundreds of generated template functions: on two busy cores that took up to 10 s, and a fixed
 * second of warm-up left the timed rounds still in it (CPU per snippet falling from 48 to 6 µs over
 * the rounds).
 */
function warmUp(pass: () => number, minMs: number, maxMs = 20_000): void {
  let best = Infinity;
  let bestAt = 0;
  let spent = 0;
  while (spent < maxMs && (spent < minMs || spent - bestAt < 2000)) {
    const r = timed(pass, 250);
    spent += r.ms;
    const perUnit = r.cpu / r.units;
    if (perUnit < best * 0.95) bestAt = spent;
    best = Math.min(best, perUnit);
  }
}

/**
 * Warms the contenders up (see warmUp), then alternates timed rounds between them (the order swapped every round)
 * so that drift on a shared machine (other processes, thermal state, GC) hits them alike. Each round
 * records CPU time per unit and wall-clock rate; the figures to quote are the medians over rounds,
 * with their ranges.
 */
export function alternate(contenders: Contender[], { warmupMs = 1000, roundMs = 500, rounds = 6 } = {}): Comparison {
  const unitsPerPass = contenders.map((c) => c.pass());
  for (const c of contenders) warmUp(c.pass, warmupMs);
  const cpu = contenders.map(() => [] as number[]);
  const rate = contenders.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++) {
    const order = contenders.map((_, i) => (round % 2 === 0 ? i : contenders.length - 1 - i));
    for (const i of order) {
      const r = timed(contenders[i]!.pass, roundMs);
      cpu[i]!.push((r.cpu * 1000) / r.units);
      rate[i]!.push((r.units / r.ms) * 1000);
    }
  }
  return {
    contenders: contenders.map((c, i) => ({ name: c.name, unitsPerPass: unitsPerPass[i]!, cpuPerUnit: spread(cpu[i]!), cpuPerRound: cpu[i]!, unitsPerSecond: spread(rate[i]!) })),
    ratio: spread(cpu[0]!.map((ours, round) => (cpu[1]?.[round] ?? NaN) / ours)),
    rounds,
    roundMs,
  };
}

/** `median (min–max)` with `digits` decimals. */
export function fmtSpread(s: Spread, digits = 0, unit = ""): string {
  return `${fmt(s.median, digits)}${unit} (${fmt(s.min, digits)}–${fmt(s.max, digits)})`;
}

/** The comparison as a table: CPU µs per unit and wall rate per contender, then the ratio line. */
export function comparisonTable(result: Comparison, unit: string, digits = 2): string {
  const rows: (string | number)[][] = [["", `CPU µs per ${unit}, median (range)`, `${unit}s/s wall, median (range)`, `${unit}s per pass`]];
  for (const c of result.contenders) {
    rows.push([c.name, fmtSpread(c.cpuPerUnit, digits), fmtSpread(c.unitsPerSecond), c.unitsPerPass]);
  }
  return table(rows);
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

/** A numeric command-line flag (`--rounds 4`), or the fallback when it is absent. */
export function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}
