// A/B runs: two versions of the engine side by side in one process, on a line of the broad bench
// (every (provider, task) pair for inference, every golden library record for libraries), with the
// incumbent as a third contender, alternating rounds after warm-up (bench/measure.ts). It answers
// "does this piece pay?": A is the engine with it, B without (or the other way round). Each side is a
// git revision extracted into a temporary folder (node_modules linked to this checkout's), or
// `rev+path,path`: the revision with this working tree's copy of those paths (a change not committed
// yet; other people's edits elsewhere in the tree stay out).
//   npx tsx bench/ab.ts <A> <B> [--line libraries|inference] [--rounds N] [--round-ms MS]
//   e.g. npx tsx bench/ab.ts HEAD HEAD+engine/literals.ts --line inference
// Prints each side's CPU per snippet and its ratio to the incumbent (median and range over rounds) and
// B's CPU over A's, round by round: 1.15× means B takes 15% more time per snippet than A.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { incumbentLibrarySnippets, timedLibraryRecords } from "./libraries.ts";
import { theirs as incumbentInference, timedInferenceCases } from "./inference.ts";
import { alternate, fmt, fmtSpread, spread, type Contender, type ContenderStats, REPO } from "./measure.ts";
import { poolPass, recordPool, type BenchCase, type BenchModel } from "./models.ts";

export interface Engine {
  getInferenceSnippets: (model: unknown, options: object) => unknown[];
  getLibrarySnippets: (model: unknown) => unknown[];
}

function git(...args: string[]): string {
  return execFileSync("git", args, { cwd: REPO, encoding: "utf8" }).trim();
}

/**
 * A folder holding the side `spec` names: `rev` (any git revision) or `rev+path,path` (the revision
 * with the working tree's copy of those paths). Revisions are extracted once per commit.
 */
export function sideFolder(spec: string): string {
  const [rev, paths] = spec.split("+", 2) as [string, string | undefined];
  const commit = git("rev-parse", "--verify", `${rev}^{commit}`);
  const root = join(tmpdir(), "hub-snippets-ab");
  const base = join(root, commit);
  if (!existsSync(join(base, "package.json"))) {
    rmSync(base, { recursive: true, force: true });
    mkdirSync(base, { recursive: true });
    execFileSync("sh", ["-c", `git archive ${commit} | tar -x -C '${base}'`], { cwd: REPO });
  }
  // Linked on every run: a folder extracted from another checkout keeps a link that may point nowhere now.
  rmSync(join(base, "node_modules"), { force: true });
  symlinkSync(join(REPO, "node_modules"), join(base, "node_modules"));
  if (!paths) return base;
  const folder = join(root, `${commit}+${process.pid}-${paths.replace(/[^\w.-]+/g, "_")}`.slice(0, 200));
  rmSync(folder, { recursive: true, force: true });
  cpSync(base, folder, { recursive: true, verbatimSymlinks: true });
  for (const path of paths.split(",")) {
    const from = join(REPO, path);
    if (existsSync(from)) cpSync(from, join(folder, path), { recursive: true });
    else rmSync(join(folder, path), { recursive: true, force: true }); // deleted in the working tree
  }
  return folder;
}

export async function loadEngine(folder: string): Promise<Engine> {
  return (await import(pathToFileURL(join(folder, "engine/index.ts")).href)) as Engine;
}

/** The line's records and a pass for each engine and for the incumbent. */
export function lineContenders(line: string, engines: [string, Engine][]): { contenders: Contender[]; what: string } {
  if (line === "inference") {
    const { cases } = timedInferenceCases();
    const pool = recordPool(cases.map((c) => c.model));
    const render = (engine: Engine) => (model: BenchModel, i: number) => {
      const c: BenchCase = cases[i]!;
      return engine.getInferenceSnippets(model, { provider: c.provider, ...c.options }).length;
    };
    return {
      what: `inference snippets, ${cases.length} (provider, task) pairs`,
      contenders: [
        ...engines.map(([name, engine]) => ({ name, pass: poolPass(pool, render(engine)) })),
        { name: "incumbent", pass: poolPass(pool, (model, i) => incumbentInference(cases[i]!, model).length) },
      ],
    };
  }
  const { records } = timedLibraryRecords();
  const pool = recordPool(records);
  return {
    what: `library snippets, ${records.length} golden records`,
    contenders: [
      ...engines.map(([name, engine]) => ({ name, pass: poolPass(pool, (model) => engine.getLibrarySnippets(model).length) })),
      { name: "incumbent", pass: poolPass(pool, (model) => incumbentLibrarySnippets(model).length) },
    ],
  };
}

/** Runs the A/B comparison and prints it; returns B's CPU per snippet over A's, per round. */
export async function ab(a: string, b: string, { line = "libraries", rounds = 10, roundMs = 400, log = console.log } = {}) {
  const engines: [string, Engine][] = [
    [`A ${a}`, await loadEngine(sideFolder(a))],
    [`B ${b}`, await loadEngine(sideFolder(b))],
  ];
  const { contenders, what } = lineContenders(line, engines);
  const result = alternate(contenders, { rounds, roundMs, warmupMs: 1500 });
  const [A, B, I] = result.contenders as [ContenderStats, ContenderStats, ContenderStats];
  if (A.unitsPerPass !== B.unitsPerPass) log(`note: A yields ${A.unitsPerPass} snippets per pass, B ${B.unitsPerPass}`);
  const [cpuA, cpuB, cpuI] = [A.cpuPerRound, B.cpuPerRound, I.cpuPerRound];
  const bOverA = spread(cpuB.map((v, i) => v / cpuA[i]!));
  log(`A/B, ${what}; ${rounds} rounds of ${roundMs} ms, order alternating`);
  for (const [name, values] of [[A.name, cpuA], [B.name, cpuB]] as const) {
    log(`  ${name}: ${fmtSpread(spread(values), 3)} µs CPU per snippet; incumbent/ours ${fmtSpread(spread(cpuI.map((v, i) => v / values[i]!)), 2, "×")}`);
  }
  log(`  incumbent: ${fmtSpread(spread(cpuI), 3)} µs CPU per snippet`);
  log(`  B/A CPU per snippet, per round: ${fmtSpread(bOverA, 3, "×")} (${bOverA.median >= 1 ? `A ${fmt((bOverA.median - 1) * 100, 1)}% faster` : `B ${fmt((1 / bOverA.median - 1) * 100, 1)}% faster`})`);
  return bOverA;
}

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [a, b] = process.argv.slice(2).filter((arg, i, all) => !arg.startsWith("--") && !all[i - 1]?.startsWith("--"));
  if (!a || !b) {
    console.error("usage: npx tsx bench/ab.ts <A> <B> [--line libraries|inference] [--rounds N] [--round-ms MS]");
    process.exit(2);
  }
  await ab(a, b, { line: option("--line") ?? "libraries", rounds: Number(option("--rounds") ?? 10), roundMs: Number(option("--round-ms") ?? 400) });
}
