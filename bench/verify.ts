// Times the full verify run (`npm run verify-snippets -- --no-fuzz`: every golden snippet run against the
// mock, then the error paths, then the library snippets run for real) end to end in a fresh process.
// The 60 s target is the inference snippets' passes (the main pass and the error paths); the library
// pass has its own budget (at most 4 minutes added to CI, issue 30) and is reported beside it. Reports the
// wall time, the CPU time of the run and everything it started, snippets per second, and when each language
// finished. Whether the compiled languages' build cache (.cache/verify-snippets: Cargo's target folder,
// Go's build cache, the Java classes and the C# program) was warm is said in the output; `--cold`
// empties it first, for the figure of a fresh clone.
//   npx tsx bench/verify.ts [--cold]
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { LanguageTime } from "../verify/run.ts";
import { CACHE_ROOT } from "../verify/toolchains.ts";
import { fmt, REPO } from "./measure.ts";

export const VERIFY_TARGET_S = 60;

interface Timings {
  totalMs: number;
  mainMs: number;
  librariesMs: number;
  snippets: number;
  runs: number;
  passed: number;
  failed: number;
  errorPathFailed: boolean;
  ownCpuMs: number;
  languages: Record<string, LanguageTime>;
}

/** CPU seconds of this process's finished children (Linux: /proc/self/stat cutime + cstime), or null. */
function childrenCpu(): number | null {
  if (!existsSync("/proc/self/stat")) return null;
  const fields = readFileSync("/proc/self/stat", "utf8").replace(/^.*\) /, "").split(" ");
  // After the command name: state is field 3, so cutime (16) and cstime (17) are at 13 and 14 here.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

export function benchVerify({ cold = false, log = console.log } = {}) {
  const rustTarget = join(CACHE_ROOT, "rust", "target");
  if (cold) rmSync(CACHE_ROOT, { recursive: true, force: true });
  const cache = existsSync(rustTarget) ? "warm (Rust target folder and build caches kept from an earlier run)" : "cold (no build cache: Rust dependencies compile first)";
  const dir = mkdtempSync(join(tmpdir(), "bench-verify-"));
  const file = join(dir, "timings.json");
  const cpuBefore = childrenCpu();
  const started = performance.now();
  const run = spawnSync(process.execPath, ["--import", "tsx", resolve(REPO, "verify/run.ts"), "--no-fuzz", "--timings", file], { cwd: REPO, encoding: "utf8" });
  const wall = (performance.now() - started) / 1000;
  const cpuAfter = childrenCpu();
  const cpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  if (!existsSync(file)) {
    log(`Verify run: failed to report (exit ${run.status})\n${`${run.stdout}${run.stderr}`.trim().split("\n").slice(-20).join("\n")}`);
    return { seconds: wall, cpu, status: run.status };
  }
  const t = JSON.parse(readFileSync(file, "utf8")) as Timings;
  rmSync(dir, { recursive: true, force: true });
  const inference = t.totalMs / 1000;
  const verdict = inference < VERIFY_TARGET_S ? "within" : "over";
  log(`Verify run (npm run verify-snippets -- --no-fuzz; build cache ${cache}):`);
  log(`  ${t.passed}/${t.snippets} snippets passed, ${t.failed} failed${t.errorPathFailed ? ", error paths FAILED" : ""} (exit ${run.status}); ${t.runs} runs with the error paths`);
  log(
    `  inference snippets ${fmt(inference, 1)} s (main pass ${fmt(t.mainMs / 1000, 1)} s, then the error paths; target < ${VERIFY_TARGET_S} s: ${verdict}); ` +
      `library snippets run for real ${fmt(t.librariesMs / 1000, 1)} s; wall ${fmt(wall, 1)} s in all; ` +
      `CPU ${cpu === null ? "n/a" : `${fmt(cpu, 1)} s (${fmt((cpu / wall) * 100, 0)}% of one core)`}; ${fmt(t.runs / wall, 1)} runs/s, ${fmt(t.snippets / wall, 1)} snippets/s`,
  );
  log(`  of which the verify process itself (rendering, mock, proxies, checks): ${fmt(t.ownCpuMs / 1000, 1)} s CPU; the rest is the runtimes, servers and compilers it started`);
  log("  per language (all run at once; done at = when its last run ended, summed = its runs' own times):");
  const rows = Object.entries(t.languages).sort((a, b) => b[1].doneMs - a[1].doneMs);
  for (const [language, l] of rows) {
    log(`    ${language.padEnd(7)} done at ${fmt(l.doneMs / 1000, 1).padStart(5)} s, ${String(l.runs).padStart(4)} runs, ${fmt(l.runs / (l.doneMs / 1000), 1).padStart(5)} runs/s${l.buildMs ? `, build ${fmt(l.buildMs / 1000, 1)} s` : ""}`);
  }
  return { seconds: wall, cpu, status: run.status, timings: t };
}

if (import.meta.url === `file://${process.argv[1]}`) benchVerify({ cold: process.argv.includes("--cold") });
