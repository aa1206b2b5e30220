// `npm run verify-snippets`: renders every inference golden case and runs each snippet whose runtime is
// here against the local mock. Prints a table per client and ends with `N passed, M failed`; exits 1 on
// any failure. Then runs the hostile-record fuzz test with 10,000 records (FUZZ_RUNS overrides).
// Arguments: an optional glob over case names (`conversational/*`), `--client js/fetch`, `--jobs N`,
// `--verbose` (one line per run), `--no-fuzz`.
import { spawnSync } from "node:child_process";
import { availableParallelism } from "node:os";
import picomatch from "picomatch";
import { caseOptions } from "../golden/cases.ts";
import { loadCases } from "../golden/harness.ts";
import { inferenceTasks } from "../../catalogue/inference.ts";
import { getInferenceSnippets } from "../inference/snippets.ts";
import { MockServer } from "./mock.ts";
import { makeWorkRoot, removeWorkRoot, runAll, stopServers, type RunResult, type SnippetToRun } from "./runner.ts";

export function collectSnippets(filter?: string): SnippetToRun[] {
  const match = filter ? picomatch(filter) : () => true;
  const out: SnippetToRun[] = [];
  for (const c of loadCases({ root: "golden" })) {
    if (c.library || c.localApps || !match(c.name)) continue;
    for (const provider of c.providers) {
      const options = caseOptions(c, provider);
      for (const s of getInferenceSnippets(c.model, options)) {
        out.push({ name: `${c.name}/${provider}`, language: s.language, client: s.client, content: s.content, model: c.model, options });
      }
    }
  }
  return out;
}

export function formatTable(results: RunResult[]): string {
  const clients = [...new Set(results.map((r) => r.client))].sort();
  const rows = [["client", "run", "passed", "failed", "known", "skipped"]];
  const count = (list: RunResult[], s: string) => list.filter((r) => r.status === s).length;
  for (const client of clients) {
    const list = results.filter((r) => r.client === client);
    const ran = list.length - count(list, "skipped");
    rows.push([client, String(ran), String(count(list, "passed")), String(count(list, "failed")), String(count(list, "known")), String(count(list, "skipped"))]);
  }
  const total = results.length - count(results, "skipped");
  rows.push(["total", String(total), String(count(results, "passed")), String(count(results, "failed")), String(count(results, "known")), String(count(results, "skipped"))]);
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => `| ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(" | ")} |`;
  return [line(rows[0]!), `|${widths.map((w, i) => (i === 0 ? "-".repeat(w + 2) : `${"-".repeat(w + 1)}:`)).join("|")}|`, ...rows.slice(1).map(line)].join("\n");
}

/** One line naming each language with its pass count: `languages: go 88/88 passed, ...`. */
export function languageSummary(results: RunResult[]): string {
  const byLanguage = new Map<string, RunResult[]>();
  for (const r of results) {
    const language = r.client.slice(0, r.client.indexOf("/"));
    byLanguage.set(language, [...(byLanguage.get(language) ?? []), r]);
  }
  const parts = [...byLanguage.keys()].sort().map((language) => {
    const list = byLanguage.get(language)!;
    const ran = list.filter((r) => r.status !== "skipped").length;
    const passed = list.filter((r) => r.status === "passed").length;
    const skipped = list.length - ran;
    return ran ? `${language} ${passed}/${ran} passed${skipped ? ` (${skipped} skipped)` : ""}` : `${language} skipped`;
  });
  return `languages: ${parts.join(", ")}`;
}

/**
 * Error answers: snippets that save media get an HTTP 401 from the mock and must exit non-zero without
 * writing the error body into output.png/.flac/.mp4. curl is included where it writes a file (-o); where
 * it prints the JSON answer it exits 0 on HTTP errors and shows the error body. True when a snippet
 * failed this.
 */
async function errorPass(mock: MockServer, snippets: SnippetToRun[], root: string, jobs: number): Promise<boolean> {
  const media = snippets.filter((s) => {
    const task = (s.model as { pipeline_tag?: string }).pipeline_tag;
    if (s.client === "curl" && !/\n\s+-o /.test(s.content)) return false;
    return task !== undefined && inferenceTasks[task]?.response !== "json" && inferenceTasks[task] !== undefined;
  });
  // Snippets that download the file an answer points to (curl prints the URL instead).
  const downloads = media.filter((s) => s.client !== "curl" && ["fal-ai", "replicate"].includes(s.options.provider ?? ""));
  let anyFailed = false;
  for (const [label, list, option] of [
    ["HTTP 401 answer", media, { serviceError: 401 }],
    ["HTTP 403 on the download", downloads, { downloadError: 403 }],
  ] as const) {
    const results = (await runAll(mock, list, root, jobs, undefined, option)).filter((r) => r.status !== "skipped");
    const failed = results.filter((r) => r.status === "failed");
    const known = results.filter((r) => r.status === "known").length;
    for (const r of failed) process.stdout.write(`FAILED  ${r.client} ${r.name} (${label})\n        ${r.reasons.join("\n        ")}\n`);
    process.stdout.write(
      `error path (${label}, snippets that save media): ${results.length} run, ` +
        `${results.length - failed.length - known} exit non-zero without writing a file, ${failed.length} failed, ${known} known\n`,
    );
    anyFailed ||= failed.length > 0;
  }
  return anyFailed;
}

/** The hostile-record fuzz test at full size; true when it failed. */
function runFuzz(): boolean {
  process.stdout.write(`\nhostile-record fuzzing (${process.env.FUZZ_RUNS ?? 10_000} records):\n`);
  const r = spawnSync(process.execPath, ["node_modules/vitest/vitest.mjs", "run", "engine/verify/fuzz.test.ts"], {
    env: { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS ?? "10000" },
    encoding: "utf8",
  });
  const output = `${r.stdout}${r.stderr}`;
  const summary = /fuzz: .*/.exec(output)?.[0];
  if (r.status === 0) process.stdout.write(`${summary ?? "passed"}\n`);
  else process.stdout.write(`${output}\nhostile-record fuzzing failed\n`);
  return r.status !== 0;
}

async function main(argv: string[]): Promise<number> {
  let filter: string | undefined;
  let clientFilter: string | undefined;
  let jobs = Math.max(2, Math.min(8, availableParallelism() * 2));
  let verbose = false;
  let fuzz = true;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--client") clientFilter = argv[++i];
    else if (a === "--jobs") jobs = Number(argv[++i]);
    else if (a === "--verbose") verbose = true;
    else if (a === "--no-fuzz") fuzz = false;
    else filter = a;
  }
  const snippets = collectSnippets(filter).filter((s) => !clientFilter || `${s.language}/${s.client}` === clientFilter);
  const mock = new MockServer();
  await mock.start();
  const root = makeWorkRoot();
  const started = Date.now();
  try {
    const results = await runAll(mock, snippets, root, jobs, (r) => {
      if (verbose || r.status === "failed") process.stdout.write(`${r.status.toUpperCase().padEnd(7)} ${r.client} ${r.name} (${r.ms} ms)\n`);
      if (r.status === "failed") for (const reason of r.reasons) process.stdout.write(`        ${reason.replaceAll("\n", "\n        ")}\n`);
    });
    const known = results.filter((r) => r.status === "known");
    if (known.length) {
      process.stdout.write(`\nknown failures (engine/verify/known.ts):\n`);
      for (const reason of new Set(known.map((r) => r.reasons[0]))) {
        const names = known.filter((r) => r.reasons[0] === reason).map((r) => `${r.client} ${r.name}`);
        process.stdout.write(`  ${names.join(", ")}\n    ${reason}\n`);
      }
    }
    const skippedClients = new Map(results.filter((r) => r.status === "skipped").map((r) => [r.client, r.reasons[0]]));
    process.stdout.write(`\n${formatTable(results)}\n${languageSummary(results)}\n`);
    for (const [client, reason] of skippedClients) process.stdout.write(`skipped ${client}: ${reason}\n`);
    const passed = results.filter((r) => r.status === "passed").length;
    const failed = results.filter((r) => r.status === "failed").length;
    process.stdout.write(`${snippets.length} snippets in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    if (known.length) process.stdout.write(`${known.length} known failures (not counted as passed)\n`);
    process.stdout.write("\n");
    const errorFailed = await errorPass(mock, snippets, root, jobs);
    const fuzzFailed = fuzz && !filter && !clientFilter ? runFuzz() : false;
    process.stdout.write(`${passed} passed, ${failed} failed\n`);
    return failed || fuzzFailed || errorFailed ? 1 : 0;
  } finally {
    await stopServers(root);
    await mock.close();
    removeWorkRoot(root);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).then((code) => process.exit(code), (error) => {
    console.error(error);
    process.exit(2);
  });
}
