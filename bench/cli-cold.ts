// Cold start of the installed package: builds and packs it, installs it into an empty project (as users
// get it), then times fresh processes that import it and render a first snippet, and of `snippets --version`
// and `snippets render`, against the 300 ms budget. `node -e 0` is timed alongside: on a shared machine it
// says how much of the figure is Node's own start-up.
//   npx tsx bench/cli-cold.ts [runs]
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { packAndInstall } from "../scripts/package/install.ts";
import { fmt, median } from "./measure.ts";

export const CLI_COLD_BUDGET_MS = 300;

function time(command: string, args: string[], cwd: string, runs: number): { times: number[]; median: number; status: number | null } {
  const times: number[] = [];
  let status: number | null = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const run = spawnSync(command, args, { cwd, encoding: "utf8" });
    times.push(performance.now() - start);
    status = run.status;
    if (run.status !== 0) throw new Error(`${[command, ...args].join(" ")}: exit ${run.status}\n${run.stderr}`);
  }
  return { times, median: median(times), status };
}

export function benchCliCold({ runs = 10, log = console.log } = {}) {
  const work = mkdtempSync(join(tmpdir(), "snippets-bench-"));
  try {
    const { packed, project } = packAndInstall(work);
    log(`Installed package: ${packed.filename}, ${fmt(packed.size / 1024, 0)} kB packed, ${fmt(packed.unpackedSize / 1024, 0)} kB unpacked`);
    const bin = join(project, "node_modules", "hub-snippets", "bin", "snippets.js");
    const example = join(project, "node_modules", "hub-snippets", "examples");
    // The API's cold start: a fresh process that imports the package and renders its first snippet.
    const firstSnippet = `const { getInferenceSnippets } = await import("hub-snippets");
if (!getInferenceSnippets({ id: "meta-llama/Llama-3.1-8B-Instruct", pipeline_tag: "text-generation", tags: ["conversational"] }, { provider: "together" }).length) process.exit(1);`;
    const rows: [string, string[]][] = [
      ["node -e 0 (Node alone)", ["-e", "0"]],
      ["import + first snippet (API)", ["--input-type=module", "-e", firstSnippet]],
      ["snippets --version", [bin, "--version"]],
      ["snippets render model.json", [bin, "render", join(example, "model.json")]],
      ["snippets render model.yaml", [bin, "render", join(example, "model.yaml")]],
    ];
    const results: Record<string, number> = {};
    // Rounds alternate between the commands, so a burst of load on a shared machine hits them alike.
    const times: number[][] = rows.map(() => []);
    for (let i = 0; i < runs; i++) rows.forEach(([, args], j) => times[j]!.push(...time(process.execPath, args, project, 1).times));
    const node = median(times[0]!);
    rows.forEach(([name], j) => {
      const m = median(times[j]!);
      results[name] = m;
      const budget = j > 0 ? `, ${fmt(m - node, 0)} ms more than Node alone (budget ${CLI_COLD_BUDGET_MS} ms: ${m <= CLI_COLD_BUDGET_MS ? "within" : "over"})` : "";
      log(`  ${name.padEnd(30)} median ${fmt(m, 0)} ms, min ${fmt(Math.min(...times[j]!), 0)} ms over ${runs} runs${budget}`);
    });
    return results;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log("Cold CLI, installed package:");
  benchCliCold({ runs: Number(process.argv[2] ?? 10) });
}
