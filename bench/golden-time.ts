// Times the full golden check (`node bin/snippets.js golden`, what `npm run golden` runs), end to end
// including start-up, a few times, each in a child process that reports its own CPU time (on a shared
// machine the wall time depends on what else runs); reports the medians against the 2 s target.
//   npx tsx bench/golden-time.ts [runs]
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { fmt, median, REPO } from "./measure.ts";

export const GOLDEN_BUDGET_S = 2;

export function benchGolden({ runs = 3, log = console.log } = {}) {
  const times: number[] = [];
  const cpu: number[] = [];
  let summary = "";
  let status: number | null = 0;
  for (let i = 0; i < runs; i++) {
    const run = spawnSync(process.execPath, [resolve(REPO, "bench/usage-child.mjs"), resolve(REPO, "bin/snippets.js"), "golden"], {
      cwd: REPO,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe", "pipe"],
    });
    const usage = JSON.parse(String(run.output[3] ?? "").trim() || "{}") as { seconds?: number; cpuSeconds?: number };
    times.push(usage.seconds ?? NaN);
    cpu.push(usage.cpuSeconds ?? NaN);
    summary = run.stdout.trim().split("\n").pop() ?? "";
    status = run.status;
  }
  const seconds = median(times);
  log(`Golden check: ${summary} (exit ${status})`);
  log(`  ${runs} runs, wall: ${times.map((t) => fmt(t, 2)).join(", ")} s, CPU: ${cpu.map((t) => fmt(t, 2)).join(", ")} s; median wall ${fmt(seconds, 2)} s (target < ${GOLDEN_BUDGET_S} s: ${seconds < GOLDEN_BUDGET_S ? "met" : "not met"})`);
  return { seconds, times, cpu, status };
}

if (import.meta.url === `file://${process.argv[1]}`) benchGolden({ runs: Number(process.argv[2] ?? 3) });
