// `npm run verify-snippets`: renders every inference golden case and runs each snippet whose runtime is
// here against the local mock. Prints a table per client and ends with `N passed, M failed`; exits 1 on
// any failure. Then runs the library snippets for real and, beside them, the hostile-record fuzz gate: the
// fuzz test from each fixed seed of verify/fuzz-seeds.yaml (FUZZ_SEED and FUZZ_RUNS override).
// Arguments: an optional glob over case names (`conversational/*`), `--client js/fetch`, `--jobs N` (runs at once per language),
// `--verbose` (one line per run), `--no-fuzz`, `--timings FILE` (the time per language as JSON, for
// bench/verify.ts).
import { writeFileSync } from "node:fs";
import picomatch from "picomatch";
import { caseOptions } from "../engine/golden/cases.ts";
import { loadCases } from "../engine/golden/harness.ts";
import { docsCases } from "../docs-site/cases.ts";
import { templateKindFor, validateModel } from "../engine/index.ts";
import { inferenceTasks, providers } from "../catalogue/inference.ts";
import { getInferenceSnippets } from "../engine/inference/snippets.ts";
import { loadFuzzSeeds } from "./fuzz-seeds.ts";
import { RUN_FOR_REAL, collectLibrarySnippets, librariesMissing, librarySummary, runLibrarySnippets } from "./libraries/run-libraries.ts";
import { concurrencyNote, freeCores } from "./machine-load.ts";
import { MockServer } from "./mock.ts";
import { BUILD_MS, makeWorkRoot, removeWorkRoot, runAll, serverStarts, stopServers, compareVersions, withVariants, type RunResult, type SnippetToRun } from "./runner.ts";
import { unusedSdkWire, type SdkWireDifference } from "./sdk-wire.ts";
import { run } from "./toolchains.ts";

export function collectSnippets(filter?: string): SnippetToRun[] {
  return collectWithDocs(filter).snippets;
}

/** What the docs cases gave a collection: cases, their snippets, and those run as their own. */
export interface DocsCount {
  cases: number;
  snippets: number;
  own: number;
}

/** The golden cases' snippets, then the docs cases' (those not equal to a golden case's), with the docs cases' count. */
export function collectWithDocs(filter?: string): { snippets: SnippetToRun[]; docs: DocsCount } {
  const match = filter ? picomatch(filter) : () => true;
  const out: SnippetToRun[] = [];
  for (const c of loadCases({ root: "golden" })) {
    if (c.library || c.localApps || !match(c.name)) continue;
    for (const provider of c.providers) {
      const options = caseOptions(c, provider);
      for (const s of getInferenceSnippets(c.model, options)) {
        out.push({ name: `${c.name}/${provider}`, language: s.language, client: s.client, content: s.content, model: c.model, options, install: s.requirements.install });
      }
    }
  }
  // The reference pages' examples (docs-site/cases.ts): every snippet a page shows is run here, once: one
  // equal to a golden case's snippet (same language, client and code) is that run.
  const seen = new Set(out.map(snippetKey));
  const docs: DocsCount = { cases: 0, snippets: 0, own: 0 };
  for (const { goldenCase: c, task, provider } of docsCases()) {
    if (!match(c.name)) continue;
    docs.cases++;
    const options = caseOptions(c, provider);
    // Named like a golden case of the call's kind (`textToImage/docs-text-to-image/fal-ai`), so that
    // known.ts's entries, written by kind, name its known failures too.
    const name = `${templateKindFor(validateModel(c.model), false)}/docs-${task}/${provider}`;
    for (const s of getInferenceSnippets(c.model, options)) {
      const snippet = { name, language: s.language, client: s.client, content: s.content, model: c.model, options, install: s.requirements.install };
      docs.snippets++;
      if (seen.has(snippetKey(snippet))) continue;
      seen.add(snippetKey(snippet));
      docs.own++;
      out.push(snippet);
    }
  }
  return { snippets: out, docs };
}

/** A snippet's identity for running it once: what runs is its language, client and code. */
export function snippetKey(s: Pick<SnippetToRun, "language" | "client" | "content">): string {
  return `${s.language}/${s.client}\n${s.content}`;
}

/** The summary's line for the docs cases (the reference pages' examples). */
export function docsSummary(docs: DocsCount): string {
  return `docs cases: ${docs.cases} (the reference pages' examples), ${docs.snippets} snippets: ${docs.own} run as docs cases, ${docs.snippets - docs.own} equal to a golden case's snippet`;
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
 * One line per SDK client run at more than one version, with each version's passed/run count, oldest first:
 * `python/huggingface_hub 1.33.0: 120/120, 2.0.0: 120/120`. Runs without a version (other clients) are not in it.
 */
export function sdkVersionLines(results: RunResult[]): string[] {
  const byClient = new Map<string, Map<string, { ran: number; passed: number }>>();
  for (const r of results) {
    if (r.version === undefined || r.status === "skipped") continue;
    const versions = byClient.get(r.client) ?? new Map<string, { ran: number; passed: number }>();
    const count = versions.get(r.version) ?? { ran: 0, passed: 0 };
    count.ran++;
    if (r.status === "passed") count.passed++;
    versions.set(r.version, count);
    byClient.set(r.client, versions);
  }
  return [...byClient.keys()].sort().map((client) => {
    const versions = [...byClient.get(client)!].sort(([a], [b]) => compareVersions(a, b));
    return `${client} ${versions.map(([version, c]) => `${version}: ${c.passed}/${c.ran}`).join(", ")}`;
  });
}

/**
 * Error answers: snippets that save media get an HTTP 401 from the mock and must exit non-zero without
 * writing the error body into output.png/.flac/.mp4. curl is included where it writes a file (-o); where
 * it prints the JSON answer it exits 0 on HTTP errors and shows the error body. True when a snippet
 * failed this.
 */
async function errorPass(mock: MockServer, snippets: SnippetToRun[], root: string, jobs: number, clock: Clock): Promise<boolean> {
  const media = snippets.filter((s) => {
    const task = (s.model as { pipeline_tag?: string }).pipeline_tag;
    if (s.client === "curl" && !/\n\s+-o /.test(s.content)) return false;
    // A provider route may answer a JSON task with a file (fal's mask); the hub SDKs print the JSON they make of it.
    const route = task === undefined ? undefined : providers[s.options.provider ?? ""]?.tasks[task];
    if (route?.output && s.client.startsWith("huggingface")) return false;
    return task !== undefined && inferenceTasks[task] !== undefined && (inferenceTasks[task]!.response !== "json" || route?.output !== undefined);
  });
  // Snippets that download the file an answer points to (curl prints the URL instead; a data: URL is not downloaded).
  const downloads = media.filter((s) => {
    const task = (s.model as { pipeline_tag?: string }).pipeline_tag ?? "";
    return s.client !== "curl" && ["fal-ai", "replicate"].includes(s.options.provider ?? "") && !providers[s.options.provider!]?.tasks[task]?.dataUrl;
  });
  let anyFailed = false;
  for (const [label, list, option] of [
    ["HTTP 401 answer", media, { serviceError: 401 }],
    ["HTTP 403 on the download", downloads, { downloadError: 403 }],
  ] as const) {
    const results = (await runAll(mock, list, root, jobs, clock.onResult, option)).filter((r) => r.status !== "skipped");
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

/** When each language's runs ended, for the time report: wall time since the start, runs, their summed time. */
export interface LanguageTime {
  runs: number;
  doneMs: number;
  runMs: number;
  buildMs: number;
}

interface Clock {
  started: number;
  languages: Map<string, LanguageTime>;
  onResult: (r: RunResult) => void;
}

function clock(): Clock {
  const started = Date.now();
  const languages = new Map<string, LanguageTime>();
  return {
    started,
    languages,
    onResult(r) {
      if (r.status === "skipped") return;
      const language = r.client.slice(0, r.client.indexOf("/"));
      const t = languages.get(language) ?? { runs: 0, doneMs: 0, runMs: 0, buildMs: 0 };
      t.runs++;
      t.doneMs = Date.now() - started;
      t.runMs += r.ms;
      languages.set(language, t);
    },
  };
}

/** One line per language: when its last run ended (all languages start together), its runs and builds. */
export function timeReport(languages: Map<string, LanguageTime>): string {
  const rows = [...languages].sort((a, b) => b[1].doneMs - a[1].doneMs);
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return rows
    .map(([language, t]) => `  ${language.padEnd(7)} done at ${s(t.doneMs).padStart(7)}  ${String(t.runs).padStart(4)} runs, ${s(t.runMs).padStart(7)} summed${t.buildMs ? `, build ${s(t.buildMs)}` : ""}`)
    .join("\n");
}

/**
 * The hostile-record fuzz gate: the fuzz test once per seed of verify/fuzz-seeds.yaml (`gate`), so two
 * runs of one commit decide the same; FUZZ_SEED and FUZZ_RUNS replace them. It is one process at a time
 * (one core), so it runs beside the library pass: started here, its lines printed when `report` is
 * awaited. Resolves true when it failed.
 */
function startFuzz(): { report: () => Promise<boolean> } {
  const gate = loadFuzzSeeds().gate;
  const seeds = process.env.FUZZ_SEED ? [Number(process.env.FUZZ_SEED)] : gate.seeds;
  const runs = process.env.FUZZ_RUNS ?? String(gate.runs);
  const lines = [`hostile-record fuzzing: seeds ${seeds.join(", ")}, ${runs} records each (verify/fuzz-seeds.yaml; run beside the library snippets)`];
  const runSeed = async (seed: number) => {
    // The fuzz test is one of the slow suites (vitest.slow.ts), which the default test run leaves out.
    const { code, output } = await run(process.execPath, ["node_modules/vitest/vitest.mjs", "run", "verify/fuzz.test.ts"], {
      cwd: process.cwd(),
      env: { FUZZ_RUNS: runs, FUZZ_SEED: String(seed), SNIPPETS_TESTS: "slow" },
    });
    const summary = /fuzz: seed \S+: \d+ records.*/.exec(output)?.[0];
    if (code === 0) lines.push(summary ?? `fuzz: seed ${seed}: passed`);
    else lines.push(output, /fuzz failed: .*/.exec(output)?.[0] ?? `fuzz: seed ${seed} failed`, "hostile-record fuzzing failed");
    return code !== 0;
  };
  const done = (async () => {
    let failed = false;
    for (const seed of seeds) failed = (await runSeed(seed)) || failed;
    return failed;
  })();
  return {
    report: async () => {
      const failed = await done;
      process.stdout.write(`\n${lines.join("\n")}\n`);
      return failed;
    },
  };
}

/**
 * Runs at once per language from the cores free at the start (languages all advance together; a language
 * run by servers has as many runs at once as servers). Runs mostly wait on the mock, so two per free
 * core keep the cores busy; on a machine with none free, one per language.
 */
export function jobsFor(freeCores: number): number {
  return Math.max(1, Math.min(8, 2 * freeCores));
}

export const USAGE = `Usage: npm run verify-snippets -- [case-glob] [options]

Renders every inference golden case and runs each snippet whose runtime is installed against a local
mock of the inference APIs (skipped clients are listed with what to install), then the error passes
and the hostile-record fuzz gate (seeds in verify/fuzz-seeds.yaml). Exit 1 on any failure.

  case-glob        only the cases whose name matches (e.g. 'conversational/*'); skips the fuzz
  --client L/C     only one client (e.g. python/requests, go/http); skips the fuzz
  --jobs N         runs at once per language (default: twice the free cores, 1 to 8)
  --verbose        one line per run
  --no-fuzz        leave out the fuzz gate
  --libraries      only the library snippets that run for real (verify/libraries/README.md)
  --timings FILE   write the time per language as JSON (for bench/verify.ts)
  --help           this text`;

/**
 * Library snippets run for real with tiny models (verify/libraries/), or skipped with the command that
 * makes their runtime. Prints `libraries: …` and `N passed, M failed`; true when one failed.
 */
async function libraryPass(filter: string | undefined, verbose: boolean, free: number): Promise<boolean> {
  const snippets = collectLibrarySnippets(filter ? picomatch(filter) : undefined);
  const missing = librariesMissing();
  process.stdout.write(`\nlibrary snippets run for real (${RUN_FOR_REAL.join(", ")}; tiny models made here): ${snippets.length} snippets\n`);
  if (missing) {
    process.stdout.write(`skipped the library snippets: ${missing}\n`);
    return false;
  }
  const started = Date.now();
  // Each server imports torch and runs a model on the CPU: no more of them than cores free, two at most.
  const servers = Math.min(2, free);
  process.stdout.write(`library snippets: ${concurrencyNote(servers, free)}\n`);
  const results = await runLibrarySnippets(
    snippets,
    (r) => {
      if (verbose || r.status !== "passed") process.stdout.write(`${r.status.toUpperCase().padEnd(7)} ${r.library} ${r.case} ${r.template} (${r.ms} ms)\n`);
      if (r.status !== "passed") process.stdout.write(`        ${r.reason.replaceAll("\n", "\n        ")}\n`);
    },
    { servers },
  );
  const passed = results.filter((r) => r.status === "passed").length;
  const failed = results.filter((r) => r.status === "failed").length;
  process.stdout.write(`${librarySummary(results)}\n${passed} passed, ${failed} failed (library snippets, ${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  return failed > 0;
}

/** The sdk-wire.yaml entries no request of a client that ran every case needed (printed): stale, to remove. */
function staleSdkWire(results: RunResult[]): SdkWireDifference[] {
  const clients = new Set(results.map((r) => r.client));
  for (const r of results) if (r.status === "skipped") clients.delete(r.client);
  const stale = unusedSdkWire(clients);
  for (const d of stale) process.stdout.write(`STALE   verify/sdk-wire.yaml: ${d.client} ${d.kind} ${d.provider ?? ""} ${d.task ?? ""} ${d.field ?? d.from ?? ""}: no request needed it; remove it\n`);
  return stale;
}

async function main(argv: string[]): Promise<number> {
  let filter: string | undefined;
  let clientFilter: string | undefined;
  let jobs: number | undefined;
  let verbose = false;
  let fuzz = true;
  let timings: string | undefined;
  let librariesOnly = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--client") clientFilter = argv[++i];
    else if (a === "--jobs") jobs = Number(argv[++i]);
    else if (a === "--verbose") verbose = true;
    else if (a === "--no-fuzz") fuzz = false;
    else if (a === "--timings") timings = argv[++i];
    else if (a === "--libraries") librariesOnly = true;
    else if (a === "--help" || a === "-h") {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    } else if (a.startsWith("-")) {
      process.stderr.write(`verify-snippets: unknown option ${a}\n\n${USAGE}\n`);
      return 2;
    } else if (filter !== undefined) {
      process.stderr.write(`verify-snippets: one case glob at most (got ${JSON.stringify(filter)} and ${JSON.stringify(a)})\n\n${USAGE}\n`);
      return 2;
    } else filter = a;
  }
  if (clientFilter !== undefined && !/^[a-z]+\/[\w.-]+$/.test(clientFilter)) {
    process.stderr.write(`verify-snippets: --client needs <language>/<client>, e.g. python/requests\n`);
    return 2;
  }
  if (jobs !== undefined && (!Number.isInteger(jobs) || jobs < 1)) {
    process.stderr.write(`verify-snippets: --jobs needs a whole number of 1 or more\n`);
    return 2;
  }
  const free = await freeCores();
  if (librariesOnly) return (await libraryPass(filter, verbose, free)) ? 1 : 0;
  const given = jobs !== undefined;
  jobs ??= jobsFor(free);
  process.stdout.write(`verify-snippets: ${given ? `${jobs} at a time (--jobs)` : concurrencyNote(jobs, free)} per language\n`);
  const collected = collectWithDocs(filter);
  const base = collected.snippets.filter((s) => !clientFilter || `${s.language}/${s.client}` === clientFilter);
  // Each SDK snippet runs again with the SDK's other version (its oldest, or the floor its setup states).
  const snippets = withVariants(base);
  const mock = new MockServer();
  await mock.start();
  const root = makeWorkRoot();
  const time = clock();
  try {
    const results = await runAll(mock, snippets, root, jobs, (r) => {
      time.onResult(r);
      if (verbose || r.status === "failed") process.stdout.write(`${r.status.toUpperCase().padEnd(7)} ${r.client} ${r.name} (${r.ms} ms)\n`);
      if (r.status === "failed") for (const reason of r.reasons) process.stdout.write(`        ${reason.replaceAll("\n", "\n        ")}\n`);
    });
    const known = results.filter((r) => r.status === "known");
    if (known.length) {
      process.stdout.write(`\nknown failures (verify/known.ts):\n`);
      for (const reason of new Set(known.map((r) => r.reasons[0]))) {
        const names = known.filter((r) => r.reasons[0] === reason).map((r) => `${r.client} ${r.name}`);
        process.stdout.write(`  ${names.join(", ")}\n    ${reason}\n`);
      }
    }
    const skippedClients = new Map(results.filter((r) => r.status === "skipped").map((r) => [r.client, r.reasons[0]]));
    process.stdout.write(`\n${formatTable(results)}\n${languageSummary(results)}\n`);
    const versionLines = sdkVersionLines(results);
    if (versionLines.length) process.stdout.write(`SDK versions (passed/run):\n${versionLines.map((line) => `  ${line}\n`).join("")}`);
    for (const [client, reason] of skippedClients) process.stdout.write(`skipped ${client}: ${reason}\n`);
    const passed = results.filter((r) => r.status === "passed").length;
    const failed = results.filter((r) => r.status === "failed").length;
    const mainMs = Date.now() - time.started;
    process.stdout.write(`${snippets.length} snippets in ${(mainMs / 1000).toFixed(1)} s\n${docsSummary(collected.docs)}\n`);
    if (known.length) process.stdout.write(`${known.length} known failures (not counted as passed)\n`);
    process.stdout.write("\n");
    const staleWire = filter ? [] : staleSdkWire(results);
    const errorFailed = await errorPass(mock, base, root, jobs, time);
    const totalMs = Date.now() - time.started;
    for (const [language, ms] of BUILD_MS) if (time.languages.has(language)) time.languages.get(language)!.buildMs = ms;
    const runs = [...time.languages.values()].reduce((n, t) => n + t.runs, 0);
    process.stdout.write(`\ntime per language (main pass and error paths; all run at once, builds included):\n${timeReport(time.languages)}\n`);
    const starts = serverStarts(root).map(([id, ms]) => `${id} ${(ms / 1000).toFixed(1)} s`);
    if (starts.length) process.stdout.write(`runners' slowest start to ready (not counted in any snippet's limit): ${starts.join(", ")}\n`);
    const cpu = process.cpuUsage();
    const ownCpuMs = (cpu.user + cpu.system) / 1000;
    process.stdout.write(`${runs} runs in ${(totalMs / 1000).toFixed(1)} s (main pass ${(mainMs / 1000).toFixed(1)} s; this process's CPU ${(ownCpuMs / 1000).toFixed(1)} s: rendering, mock, proxies, checks; ${jobs} at a time per language)\n\n`);
    const fuzzing = fuzz && !filter && !clientFilter ? startFuzz() : null;
    const librariesStarted = Date.now();
    const librariesFailed = !clientFilter ? await libraryPass(filter, verbose, await freeCores()) : false;
    const librariesMs = Date.now() - librariesStarted;
    const fuzzFailed = fuzzing ? await fuzzing.report() : false;
    if (timings) writeFileSync(timings, JSON.stringify({ totalMs, mainMs, librariesMs, snippets: snippets.length, runs, passed, failed, errorPathFailed: errorFailed, ownCpuMs, languages: Object.fromEntries(time.languages) }, null, 2));
    process.stdout.write(`${passed} passed, ${failed} failed\n`);
    return failed || fuzzFailed || errorFailed || librariesFailed || staleWire.length ? 1 : 0;
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
