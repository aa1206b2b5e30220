// Times the full golden check (`node bin/snippets.js golden`, what `npm run golden` runs), end to end
// including start-up, a few times; reports the median against the 2 s target.
//   npx tsx bench/golden-time.ts [runs]
import { spawnSync } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { fmt, median } from "./measure.ts";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const GOLDEN_BUDGET_S = 2;

export function benchGolden({ runs = 3, log = console.log } = {}) {
  const times: number[] = [];
  let summary = "";
  let status: number | null = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const run = spawnSync(process.execPath, [resolve(repo, "bin/snippets.js"), "golden"], { cwd: repo, encoding: "utf8" });
    times.push((performance.now() - start) / 1000);
    summary = run.stdout.trim().split("\n").pop() ?? "";
    status = run.status;
  }
  const seconds = median(times);
  log(`Golden check: ${summary} (exit ${status})`);
  log(`  ${runs} runs: ${times.map((t) => fmt(t, 2)).join(", ")} s; median ${fmt(seconds, 2)} s (target < ${GOLDEN_BUDGET_S} s: ${seconds < GOLDEN_BUDGET_S ? "met" : "not met"})`);
  return { seconds, times, status };
}

if (import.meta.url === `file://${process.argv[1]}`) benchGolden({ runs: Number(process.argv[2] ?? 3) });
