// Runs one generated snippet for real against the mock: writes it to a temporary folder with the input
// fixtures, runs it with its runtime (node, python3, bash + curl) redirected to the mock, then checks the
// exit code, what it printed or saved, and that the mock is satisfied.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { providers } from "../../catalogue/inference.ts";
import type { SnippetOptions } from "../inference/request.ts";
import { languageOf } from "../languages/index.ts";
import { validateModel } from "../model.ts";
import { ENDPOINT_TOKEN_VALUE, HF_TOKEN_VALUE, expectationFor, providerKeyValue } from "./contract.ts";
import { writeInputFiles } from "./fixtures.ts";
import { TOKENS } from "./official-compare.ts";
import { officialRequest } from "./official.ts";
import { knownFailure } from "./known.ts";
import type { MockServer } from "./mock.ts";

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO = resolve(HERE, "../..");
const PRELOAD = pathToFileURL(join(HERE, "preload.mjs")).href;
const PYTHON_DIR = join(HERE, "python");
const BIN_DIR = join(HERE, "bin");

export interface SnippetToRun {
  /** `case/provider`, for messages. */
  name: string;
  language: string;
  client: string;
  content: string;
  model: unknown;
  options: SnippetOptions;
}

export type RunStatus = "passed" | "failed" | "skipped" | "known";

export interface RunResult {
  name: string;
  client: string;
  status: RunStatus;
  reasons: string[];
  ms: number;
}

interface Runtime {
  command: string;
  args: (file: string) => string[];
  file: string;
}

/** Clients whose runtime this machine has, and why the others are skipped. */
export function runtimes(): { runnable: Map<string, Runtime>; skipped: Map<string, string> } {
  const runnable = new Map<string, Runtime>();
  const skipped = new Map<string, string>();
  const has = (cmd: string, args: string[]) => spawnSync(cmd, args, { stdio: "ignore" }).status === 0;
  // How each language starts comes from its definition; the js runtime also loads the mock's preload.
  const start = (id: string, extra: string[] = []): Runtime => {
    const runtime = languageOf(id).runtime;
    if (!runtime) throw new Error(`language ${id} has no runtime`);
    // "node" is this very Node, so snippets run with the version the tests run with.
    const command = runtime.command === "node" ? process.execPath : runtime.command;
    return { command, args: (f) => [...runtime.args, ...extra, f], file: runtime.file };
  };
  const node = start("js", ["--import", PRELOAD]);
  for (const client of ["js/fetch", "js/openai", "js/huggingface.js"]) runnable.set(client, node);
  if (has("curl", ["--version"])) runnable.set("sh/curl", start("sh"));
  else skipped.set("sh/curl", "curl is not installed");
  if (has("python3", ["-c", "import requests"])) runnable.set("python/requests", start("python"));
  else skipped.set("python/requests", "python3 with requests is not installed (apt-get install -y python3-requests)");
  for (const [client, module] of [["python/huggingface_hub", "huggingface_hub"], ["python/openai", "openai"], ["python/fal_client", "fal_client"]]) {
    skipped.set(client!, `runtime not installable here (Python package ${module} comes from PyPI, which is unreachable)`);
  }
  return { runnable, skipped };
}

/** A scratch folder whose node_modules resolves to the repository's. */
export function makeWorkRoot(): string {
  const root = mkdtempSync(join(tmpdir(), "verify-snippets-"));
  symlinkSync(join(REPO, "node_modules"), join(root, "node_modules"), "dir");
  writeFileSync(join(root, "package.json"), '{ "type": "module" }\n');
  return root;
}

export function removeWorkRoot(root: string): void {
  rmSync(root, { recursive: true, force: true });
}

function environment(base: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: `${BIN_DIR}:${process.env.PATH ?? "/usr/bin:/bin"}`,
    HOME: process.env.HOME ?? tmpdir(),
    LANG: "C.UTF-8",
    VERIFY_MOCK_BASE: base,
    VERIFY_REAL_CURL: spawnSync("bash", ["-c", "command -v curl"], { encoding: "utf8" }).stdout.trim() || "/usr/bin/curl",
    PYTHONPATH: PYTHON_DIR,
    PYTHONDONTWRITEBYTECODE: "1",
    PYTHONIOENCODING: "utf-8",
    NO_PROXY: "127.0.0.1",
    HF_TOKEN: HF_TOKEN_VALUE,
    API_TOKEN: ENDPOINT_TOKEN_VALUE,
  };
  for (const provider of Object.values(providers)) if (provider.apiKeyEnv !== "HF_TOKEN") env[provider.apiKeyEnv] = providerKeyValue(provider);
  return env;
}

function execute(runtime: Runtime, cwd: string, env: NodeJS.ProcessEnv, timeoutMs: number) {
  return new Promise<{ code: number | null; stdout: string; stderr: string; timedOut: boolean }>((done) => {
    const child = spawn(runtime.command, runtime.args(runtime.file), { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    let timedOut = false;
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, timeoutMs);
    child.on("close", (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr, timedOut });
    });
  });
}

function tail(text: string, lines = 6): string {
  const all = text.trim().split("\n");
  const error = all.find((l) => /Error\b|error:/.test(l));
  const last = all.filter((l) => !/^\s+at |^Node\.js v|^\s*$/.test(l)).slice(-lines);
  return [...(error && !last.includes(error) ? [error] : []), ...last].join("\n");
}

export async function runSnippet(
  mock: MockServer,
  snippet: SnippetToRun,
  workRoot: string,
  options: { timeoutMs?: number; keep?: boolean; serviceError?: number; downloadError?: number } = {},
): Promise<RunResult> {
  const client = `${snippet.language}/${snippet.client}`;
  const started = Date.now();
  const result = (status: RunStatus, reasons: string[] = []): RunResult => ({ name: snippet.name, client, status, reasons, ms: Date.now() - started });
  const { runnable, skipped } = cachedRuntimes();
  const runtime = runnable.get(client);
  if (!runtime) return result("skipped", [skipped.get(client) ?? `no runtime for ${client}`]);

  const model = validateModel(snippet.model);
  const exp = expectationFor(snippet.name, client, model, snippet.options);
  // The official client's request for this case: its SDK calls a provider's own route, snippets the router's.
  exp.official = await officialRequest(model, snippet.options, TOKENS, { sdk: client === "js/huggingface.js" });
  const run = mock.register(exp, options.serviceError ?? null, options.downloadError ?? null);
  const failure = options.serviceError ?? options.downloadError;
  const cwd = mkdtempSync(join(workRoot, "run-"));
  try {
    writeInputFiles(cwd);
    writeFileSync(join(cwd, runtime.file), snippet.content);
    const out = await execute(runtime, cwd, environment(mock.baseUrl(run)), options.timeoutMs ?? 30_000);
    const reasons: string[] = [];
    if (failure !== undefined) {
      // The service (or the CDN) answers an error: the snippet must exit non-zero and save no file.
      const what = options.serviceError !== undefined ? "answer" : "download";
      if (out.timedOut) reasons.push(`timed out on an error ${what}`);
      else if (out.code === 0) reasons.push(`exit code 0 on an HTTP ${failure} ${what}`);
      for (const file of ["output.png", "output.flac", "output.mp4"]) if (existsSync(join(cwd, file))) reasons.push(`wrote ${file} from an HTTP ${failure} ${what}`);
      if (options.downloadError !== undefined && run.announced.size && ![...run.announced.keys()].every((u) => run.downloaded.has(u))) {
        reasons.push("the answer's URL was never requested");
      }
      if (options.serviceError !== undefined) reasons.push(...mock.problems(run));
      else reasons.push(...run.violations);
      if (reasons.length) reasons.push(`requests: ${run.log.join("; ") || "none"}`);
      const known = knownFailure(client, snippet.name, options.downloadError !== undefined ? "download-error" : undefined);
      if (known && reasons.length) return result("known", [known.reason, ...reasons]);
      if (known?.mode) return result("failed", [`listed in engine/verify/known.ts but passes now: remove the entry (${known.reason})`]);
      return result(reasons.length ? "failed" : "passed", reasons);
    }
    if (out.timedOut) reasons.push(`timed out after ${options.timeoutMs ?? 30_000} ms`);
    else if (out.code !== 0) reasons.push(`exit code ${out.code}: ${tail(out.stderr || out.stdout)}`);
    reasons.push(...mock.problems(run));
    const outcome = run.outcomes.at(-1);
    if (outcome) {
      if (outcome.kind === "stream" && client === "sh/curl") {
        // curl prints the server-sent lines as they come.
        if (!out.stdout.trimEnd().endsWith("data: [DONE]")) reasons.push("stdout does not end with the stream's data: [DONE]");
      } else if (outcome.kind === "json" || outcome.kind === "stream") {
        if (!out.stdout.includes(outcome.printed)) reasons.push(`stdout does not show the answer ${JSON.stringify(outcome.printed)}; it was: ${JSON.stringify(tail(out.stdout, 3))}`);
      } else if (client === "sh/curl" && outcome.via !== "binary") {
        if (!out.stdout.includes(outcome.shown)) reasons.push(`stdout does not show the ${outcome.via} answer`);
      } else {
        const path = join(cwd, outcome.file);
        if (!existsSync(path)) reasons.push(`${outcome.file} was not written`);
        else if (!readFileSync(path).equals(outcome.bytes)) reasons.push(`${outcome.file} does not hold the bytes the service answered (${readFileSync(path).length} bytes)`);
      }
    }
    if (reasons.length) reasons.push(`requests: ${run.log.join("; ") || "none"}`);
    const known = knownFailure(client, snippet.name);
    if (known && reasons.length) return result("known", [known.reason, ...reasons]);
    if (known) return result("failed", [`listed in engine/verify/known.ts but passes now: remove the entry (${known.reason})`]);
    return result(reasons.length ? "failed" : "passed", reasons);
  } finally {
    mock.release(run);
    if (!options.keep) rmSync(cwd, { recursive: true, force: true });
  }
}

let runtimeCache: ReturnType<typeof runtimes> | undefined;
function cachedRuntimes() {
  runtimeCache ??= runtimes();
  return runtimeCache;
}

/** Runs snippets with at most `concurrency` processes at a time, keeping their order in the result. */
export async function runAll(
  mock: MockServer,
  snippets: SnippetToRun[],
  workRoot: string,
  concurrency: number,
  onResult?: (r: RunResult) => void,
  options: { serviceError?: number; downloadError?: number } = {},
): Promise<RunResult[]> {
  const results: RunResult[] = new Array(snippets.length);
  let next = 0;
  const worker = async () => {
    while (next < snippets.length) {
      const i = next++;
      results[i] = await runSnippet(mock, snippets[i]!, workRoot, options);
      onResult?.(results[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return results;
}

