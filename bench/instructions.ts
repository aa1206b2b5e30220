// Instruction counts of a line of the broad bench, for a shared machine where CPU time is not repeatable
// (several engineers' jobs on two cores move it by ±10% from one run to the next). valgrind's callgrind
// counts the instructions of a fixed number of passes, after a warm-up it does not count, with V8 run
// single-threaded (its compiler and garbage collector on the main thread) and a full collection before the
// count, so that two runs of one side count nearly the same. The count is split into the engine's own work
// (V8's generated code, its builtins and run-time functions) and V8's upkeep (the optimizing compiler and
// the garbage collector, which fall in the counted passes or not depending on the warm-up); compare sides
// by the first.
//   npx tsx bench/instructions.ts <side> [--line inference|libraries] [--warm N] [--passes N]
// A side is what bench/ab.ts takes: a git revision, or `rev+path,path`. Needs valgrind (callgrind_control,
// callgrind_annotate); a run takes minutes (the counted passes run about fifty times slower).
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { lineContenders, loadEngine, sideFolder } from "./ab.ts";

/** The kind of work a function of the callgrind profile does, from its symbol. */
export function workKind(symbol: string): "engine" | "compiler" | "gc" {
  if (/compiler::|Zone|LiveRange|Rb_tree|maglev/i.test(symbol)) return "compiler";
  if (/Marking|Sweep|Heap|heap::|Scaveng|MemoryChunk|popcount|Evacuat|Semi|NewSpace|PagedSpace|LiveObject|Compactor|IterateObjectCache|FreeList/.test(symbol)) return "gc";
  return "engine";
}

/** callgrind_annotate's per-function lines summed by kind of work. */
export function countsByKind(annotated: string): Record<"engine" | "compiler" | "gc", number> {
  const counts = { engine: 0, compiler: 0, gc: 0 };
  for (const line of annotated.split("\n")) {
    const m = /^\s*([\d,]+) \([^)]*\)\s+(.*)$/.exec(line);
    if (!m || line.includes("PROGRAM TOTALS")) continue;
    counts[workKind(m[2]!)] += Number(m[1]!.replace(/,/g, ""));
  }
  return counts;
}

function option(args: string[], name: string, fallback: string): string {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : fallback;
}

/** In valgrind: warm up, say so in `dir/ready` (with the pid), wait for `dir/go`, then the counted passes. */
async function child(side: string, line: string, warm: number, passes: number, dir: string): Promise<void> {
  const engine = await loadEngine(sideFolder(side));
  const [contender] = lineContenders(line, [[side, engine]]).contenders;
  for (let i = 0; i < warm; i++) contender!.pass();
  (globalThis as { gc?: () => void }).gc?.();
  writeFileSync(join(dir, "ready"), String(process.pid));
  while (!existsSync(join(dir, "go"))) await new Promise((resolve) => setTimeout(resolve, 50));
  let units = 0;
  for (let i = 0; i < passes; i++) units += contender!.pass();
  writeFileSync(join(dir, "units"), String(units));
}

/** Runs the count of one side; returns the instructions by kind and the snippets counted. */
export async function countInstructions(side: string, { line = "inference", warm = 40, passes = 3 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "snippets-instructions-"));
  const out = join(dir, "callgrind.out");
  try {
    const self = fileURLToPath(import.meta.url);
    const args = ["--tool=callgrind", "--instr-atstart=no", `--callgrind-out-file=${out}`, process.execPath, "--single-threaded", "--expose-gc", "--import", "tsx"];
    const run = spawn("valgrind", [...args, self, "--child", side, line, String(warm), String(passes), dir], { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    run.stderr.on("data", (chunk) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => run.on("exit", resolve));
    while (!existsSync(join(dir, "ready"))) {
      if (run.exitCode !== null) throw new Error(`valgrind exited ${run.exitCode} before the count:\n${stderr.slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    execFileSync("callgrind_control", ["-i", "on", readFileSync(join(dir, "ready"), "utf8")], { stdio: "ignore" });
    writeFileSync(join(dir, "go"), "");
    const code = await exited;
    if (code !== 0) throw new Error(`valgrind exited ${code}:\n${stderr.slice(-2000)}`);
    const units = Number(readFileSync(join(dir, "units"), "utf8"));
    return { units, ...countsByKind(execFileSync("callgrind_annotate", ["--threshold=100", out], { encoding: "utf8", maxBuffer: 1 << 28 })) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  if (args[0] === "--child") {
    const [, side, line, warm, passes, dir] = args;
    await child(side!, line!, Number(warm), Number(passes), dir!);
  } else {
    const side = args.find((arg, i) => !arg.startsWith("--") && !args[i - 1]?.startsWith("--"));
    if (!side) {
      console.error("usage: npx tsx bench/instructions.ts <side> [--line inference|libraries] [--warm N] [--passes N]");
      process.exit(2);
    }
    const line = option(args, "--line", "inference");
    const c = await countInstructions(side, { line, warm: Number(option(args, "--warm", "40")), passes: Number(option(args, "--passes", "3")) });
    const per = (n: number) => Math.round(n / c.units).toLocaleString("en-US");
    console.log(`${side}, ${line}: ${c.units} snippets counted; instructions per snippet: engine ${per(c.engine)}, compiler ${per(c.compiler)}, gc ${per(c.gc)}`);
  }
}
