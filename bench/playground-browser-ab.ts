// Before and after in one run for the playground in chromium: bench/playground-browser.ts run in two
// checkouts (each with its own dev server, build and browser; both measured by this checkout's copy of
// the bench), alternating, round by round, with the
// load average beside each run. A side is a folder holding a checkout of the project (its node_modules
// may be a link to this one's), e.g. one made with `git worktree add --detach ../before <rev>`.
//   npx tsx bench/playground-browser-ab.ts <before-dir> [<after-dir>] [--rounds N]
import { spawnSync } from "node:child_process";
import { copyFileSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { fmt, median, REPO } from "./measure.ts";

export interface RunFigures {
  /** Template key → the 20 keystroke-to-paint times, in milliseconds. */
  keystrokes: Record<string, number[]>;
  built: number;
  dev: number;
  load: number;
}

const number = (text: string) => Number(text.replace(/,/g, ""));

/** Reads bench/playground-browser.ts's output (any version: its stderr lines and its closing summary). */
export function parseRun(output: string): Omit<RunFigures, "load"> {
  const keystrokes: Record<string, number[]> = {};
  for (const line of output.split("\n")) {
    const times = /^([\w.-]+\/[\w.-]+\/[\w.-]+): ((?:\d+ ?)+)$/.exec(line.trim());
    if (times) keystrokes[times[1]!] = times[2]!.trim().split(" ").map(Number);
  }
  const first = /first snippet: built page ([\d,.]+) ms.*dev server ([\d,.]+) ms/.exec(output);
  if (!first || Object.keys(keystrokes).length === 0) throw new Error(`bench/playground-browser-ab.ts: no figures in\n${output}`);
  return { keystrokes, built: number(first[1]!), dev: number(first[2]!) };
}

/** This checkout's bench, run in `dir` (a copy beside the checkout's own, removed after): both sides are measured by the same code. */
function runIn(dir: string): RunFigures {
  const load = loadavg()[0]!;
  const script = resolve(dir, "bench/.playground-browser-ab-run.ts");
  copyFileSync(resolve(REPO, "bench/playground-browser.ts"), script);
  try {
    const run = spawnSync("npx", ["tsx", script], { cwd: dir, encoding: "utf8", timeout: 900_000 });
    if (run.status !== 0) throw new Error(`bench/playground-browser.ts in ${dir} failed:\n${run.stdout}\n${run.stderr}`);
    return { ...parseRun(`${run.stderr}\n${run.stdout}`), load };
  } finally {
    rmSync(script, { force: true });
  }
}

function describe(name: string, runs: RunFigures[]): string[] {
  const lines = [`${name}:`];
  const templates = Object.keys(runs[0]!.keystrokes);
  for (const template of templates) {
    const medians = runs.map((r) => median(r.keystrokes[template]!));
    lines.push(`  ${template}.hbs keystroke to paint: median of 20 ${medians.map((m) => `${fmt(m)} ms`).join(", ")} (round by round)`);
  }
  lines.push(`  first snippet, built page: ${runs.map((r) => `${fmt(r.built)} ms`).join(", ")}`);
  lines.push(`  first snippet, dev server: ${runs.map((r) => `${fmt(r.dev)} ms`).join(", ")}`);
  lines.push(`  load average (1 min) at the start of each run: ${runs.map((r) => r.load.toFixed(2)).join(", ")}`);
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const roundsAt = args.indexOf("--rounds");
  const rounds = roundsAt === -1 ? 2 : Number(args.splice(roundsAt, 2)[1]);
  const [before, after = REPO] = args.map((a) => resolve(a));
  if (!before) throw new Error("usage: npx tsx bench/playground-browser-ab.ts <before-dir> [<after-dir>] [--rounds N]");
  const results = { before: [] as RunFigures[], after: [] as RunFigures[] };
  for (let round = 0; round < rounds; round++) {
    // Alternate which side goes first, so neither always meets the machine in the same state.
    const order = round % 2 === 0 ? (["before", "after"] as const) : (["after", "before"] as const);
    for (const side of order) {
      const figures = runIn(side === "before" ? before : after);
      results[side].push(figures);
      console.error(`round ${round + 1} ${side}: ${JSON.stringify(figures)}`);
    }
  }
  console.log(describe(`before (${before})`, results.before).join("\n"));
  console.log(describe(`after (${after})`, results.after).join("\n"));
}
