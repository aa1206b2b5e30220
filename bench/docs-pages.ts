// `snippets docs`: the wall time of the whole command in fresh processes (loading the engine and the
// catalogue, rendering every example's snippets, reading the task specs, writing every page), against
// issue 50's budget of 10 s for all pages. Also checks that two runs wrote the same bytes.
//   npx tsx bench/docs-pages.ts [runs]
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fmt, median, REPO } from "./measure.ts";

export const DOCS_BUDGET_MS = 10_000;

function pages(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.set(relative(dir, path), readFileSync(path, "utf8"));
    }
  };
  walk(dir);
  return out;
}

export function benchDocs({ runs = 3, log = console.log } = {}): { median: number; pages: number } {
  const work = mkdtempSync(join(tmpdir(), "snippets-docs-bench-"));
  try {
    const times: number[] = [];
    let first: Map<string, string> | undefined;
    for (let i = 0; i < runs; i++) {
      const out = join(work, `run${i}`);
      const start = performance.now();
      const run = spawnSync(process.execPath, [join(REPO, "bin", "snippets.js"), "docs", "--out", out, "--strict"], { cwd: REPO, encoding: "utf8" });
      times.push(performance.now() - start);
      if (run.status !== 0) throw new Error(`snippets docs: exit ${run.status}\n${run.stdout}${run.stderr}`);
      const written = pages(out);
      if (first === undefined) first = written;
      else if ([...written].some(([p, c]) => first!.get(p) !== c) || written.size !== first.size) throw new Error("snippets docs: two runs wrote different pages");
    }
    const m = median(times);
    log(`snippets docs (all pages, fresh process, ${runs} runs): median ${fmt(m / 1000, 2)} s, range ${fmt(Math.min(...times) / 1000, 2)}–${fmt(Math.max(...times) / 1000, 2)} s; ${first!.size} pages, byte-identical across runs; budget ${DOCS_BUDGET_MS / 1000} s: ${m <= DOCS_BUDGET_MS ? "within" : "OVER"}`);
    return { median: m, pages: first!.size };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) benchDocs({ runs: Number(process.argv[2] ?? 3) });
