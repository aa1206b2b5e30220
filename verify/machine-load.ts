// How busy this machine is, for the checks that wait and the runs that fan out. A wait's limit guards
// against a hang, never against slowness: each limit is an idle figure times the time scale, which grows
// with the load (CI may set it: TEST_TIME_SCALE), and a limit that fires says what it waited for and how
// long. How much work runs at once follows the cores that are free when it starts.
import { availableParallelism, cpus, loadavg } from "node:os";

/** The machine as the scale and the free cores see it: its cores and its 1-minute load average. */
export interface Machine {
  cores: number;
  load: number;
}

export function machine(): Machine {
  return { cores: availableParallelism(), load: loadavg()[0] ?? 0 };
}

/**
 * How many times its idle figure a wait may take here: TEST_TIME_SCALE when set, else how many times
 * slower a process runs than alone on this machine, (load + 1) / cores, at least 1 (to one decimal).
 */
export function timeScale(env: NodeJS.ProcessEnv = process.env, at: Machine = machine()): number {
  const set = env.TEST_TIME_SCALE?.trim();
  if (set) {
    const scale = Number(set);
    if (!Number.isFinite(scale) || scale <= 0) throw new Error(`TEST_TIME_SCALE=${set}: needs a number above 0 (how many times the idle limits)`);
    return scale;
  }
  return Math.max(1, Math.ceil(((at.load + 1) / at.cores) * 10) / 10);
}

/** A limit: its idle figure, the scale it was taken at, and the milliseconds it allows. */
export interface Limit {
  idleMs: number;
  scale: number;
  ms: number;
}

export function limit(idleMs: number, scale = timeScale()): Limit {
  return { idleMs, scale, ms: Math.round(idleMs * scale) };
}

/** A limit's milliseconds, for the places that take a number (a test's timeout). */
export function scaled(idleMs: number, scale = timeScale()): number {
  return limit(idleMs, scale).ms;
}

/** How a limit reads in a message: `8000 ms (8 s idle × time scale 1; TEST_TIME_SCALE sets the scale)`. */
export function describeLimit(l: Limit): string {
  return `${l.ms} ms (${l.idleMs / 1000} s idle × time scale ${l.scale}; TEST_TIME_SCALE sets the scale)`;
}

/** What a limit that fired says: `timed out after <limit> waiting for <what>`. */
export function timedOut(what: string, l: Limit): string {
  return `timed out after ${describeLimit(l)} waiting for ${what}`;
}

/** Cores' summed idle and total time, from os.cpus(); two of them a moment apart say how busy the cores were. */
export interface CpuTimes {
  idle: number;
  total: number;
}

export function cpuTimes(): CpuTimes {
  let idle = 0;
  let total = 0;
  for (const { times } of cpus()) {
    idle += times.idle;
    total += times.user + times.nice + times.sys + times.idle + times.irq;
  }
  return { idle, total };
}

/** The cores that were idle between two readings (of `cores`), at least 1, at most `cores`, whole. */
export function idleCores(before: CpuTimes, after: CpuTimes, cores: number): number {
  const total = after.total - before.total;
  const share = total > 0 ? (after.idle - before.idle) / total : 1;
  return Math.min(cores, Math.max(1, Math.round(share * cores)));
}

/** The cores free now: idle over the next `sampleMs` (default half a second), at least 1. */
export async function freeCores(sampleMs = 500): Promise<number> {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, sampleMs));
  return idleCores(before, cpuTimes(), availableParallelism());
}

/** One line saying what was chosen and why: `4 at a time (2 of 2 cores free, load 0.4)`. */
export function concurrencyNote(chosen: number, free: number, at: Machine = machine()): string {
  return `${chosen} at a time (${free} of ${at.cores} cores free, load ${at.load.toFixed(1)}, time scale ${timeScale(process.env, at)})`;
}
