// Runs one generated snippet for real against the mock: writes it to a temporary folder with the input
// fixtures, runs it with its runtime redirected to the mock, then checks the exit code, what it printed
// or saved, and that the mock is satisfied. Runtimes start once per verify run, not once per snippet
// (session.ts): Python, Ruby and R servers fork a child per snippet, Node, the JVM and Mono run snippet
// after snippet, and snippets that need a process of their own (curl, PHP, the Go and Rust programs) are
// started by a small launcher. Each language has its own queue, so languages run side by side.
import { spawn, spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { providers } from "../catalogue/inference.ts";
import type { SnippetOptions } from "../engine/inference/options.ts";
import { INFERENCE_CLIENTS } from "../engine/inference/clients.ts";
import { validateModel } from "../engine/model.ts";
import { ENDPOINT_TOKEN_VALUE, HF_TOKEN_VALUE, expectationFor, providerKeyValue } from "./contract.ts";
import { OUTPUT_FILES, imageSize, writeInputFiles } from "./fixtures.ts";
import { TOKENS } from "./official-compare.ts";
import { officialRequest } from "./official.ts";
import { knownFailure } from "./known.ts";
import type { MockServer } from "./mock.ts";
import { CertificateAuthority, startRunProxy } from "./proxy.ts";
import { ServerPool, type ServerSpec } from "./session.ts";
import { keyOf, proxyEnv, type Built, type Launch, type ProxySettings, type Served } from "./toolchains.ts";
import { RUNTIMES_DIR, languageRuntimes } from "./runtimes/index.ts";
import { limit, timedOut, type Limit } from "./machine-load.ts";
import type { ClientRuntime } from "./runtimes/types.ts";

const REPO = resolve(import.meta.dirname, "..");
const PYTHON_DIR = join(RUNTIMES_DIR, "python");
const BIN_DIR = join(RUNTIMES_DIR, "sh", "bin");

export interface SnippetToRun {
  /** `case/provider`, for messages. */
  name: string;
  language: string;
  client: string;
  content: string;
  model: unknown;
  options: SnippetOptions;
  /** Run with the client's runtime `<client>@<variant>`: its SDK at another version (runtimes/types.ts). */
  variant?: string;
  /** The install commands the snippet states (its requirements): a variant runs it only from the floor they name. */
  install?: readonly string[];
}

export type RunStatus = "passed" | "failed" | "skipped" | "known";

export interface RunResult {
  name: string;
  client: string;
  status: RunStatus;
  reasons: string[];
  ms: number;
  /** The SDK version it ran with, for a client run at more than one version. */
  version?: string;
}

type Runtime = ClientRuntime;

/** Clients whose runtime this machine has, and why the others are skipped (verify/runtimes/<language>/runtime.ts). */
export function runtimes(): { runnable: Map<string, Runtime>; skipped: Map<string, string> } {
  const runnable = new Map<string, Runtime>();
  const skipped = new Map<string, string>();
  const has = (cmd: string, args: string[]) => spawnSync(cmd, args, { stdio: "ignore" }).status === 0;
  for (const runtime of Object.values(languageRuntimes)) {
    const language = runtime.language;
    if (runtime.toolchain) {
      // A compiled language: every client of the language, when its toolchain is here.
      const missing = runtime.toolchain.missing();
      for (const { client } of INFERENCE_CLIENTS.filter((c) => c.language === language)) {
        if (missing) skipped.set(`${language}/${client}`, missing);
        else runnable.set(`${language}/${client}`, { command: "", args: () => [], file: runtime.file, compiled: language });
      }
      continue;
    }
    // "node" is this very Node, so snippets run with the version the tests run with.
    const command = runtime.command === "node" ? process.execPath : runtime.command;
    const start = (extra: string[] = []): Runtime => ({ command, args: (f) => [...runtime.args, ...extra, f], file: runtime.file });
    for (const [client, how] of Object.entries(runtime.clients!({ dir: join(RUNTIMES_DIR, language), has, start }))) {
      if (typeof how === "string") skipped.set(`${language}/${client}`, how);
      else runnable.set(`${language}/${client}`, how);
    }
  }
  return { runnable, skipped };
}

/**
 * Where work roots go: memory (/dev/shm) where there is one, since every run creates, writes and removes
 * a few files and folders, on the verify process's one thread; else the temporary folder.
 */
function scratchBase(): string {
  try {
    accessSync("/dev/shm", constants.W_OK);
    return "/dev/shm";
  } catch {
    return tmpdir();
  }
}

/** A scratch folder whose node_modules resolves to the repository's. */
export function makeWorkRoot(): string {
  const root = mkdtempSync(join(scratchBase(), "verify-snippets-"));
  symlinkSync(join(REPO, "node_modules"), join(root, "node_modules"), "dir");
  writeFileSync(join(root, "package.json"), '{ "type": "module" }\n');
  return root;
}

export function removeWorkRoot(root: string): void {
  for (const [key, pool] of pools) {
    if (!key.startsWith(`${root}:`)) continue;
    pool.close();
    pools.delete(key);
  }
  rmSync(root, { recursive: true, force: true });
}

/** The slowest start of each kind of server of a work root (ms until it said `@@ready`), slowest first: time no snippet's limit counted. */
export function serverStarts(root: string): [string, number][] {
  const slowest = new Map<string, number>();
  for (const [key, pool] of pools) {
    const [ms] = pool.starts();
    if (key.startsWith(`${root}:`) && ms !== undefined) slowest.set(pool.spec.id, Math.max(ms, slowest.get(pool.spec.id) ?? 0));
  }
  return [...slowest].sort((a, b) => b[1] - a[1]);
}

/** Ends the servers of a work root, waiting for them to leave. */
export async function stopServers(root: string): Promise<void> {
  await Promise.all([...pools].filter(([key]) => key.startsWith(`${root}:`)).map(([, pool]) => pool.stop()));
}

/** The launcher server for snippets run as a process each (python/launch.py), when python3 is here. */
let launcherSpec: Omit<ServerSpec, "id" | "servers"> | null | undefined;
function launcher(): Omit<ServerSpec, "id" | "servers"> | null {
  if (launcherSpec === undefined) {
    const ok = spawnSync("python3", ["--version"], { stdio: "ignore" }).status === 0;
    launcherSpec = ok ? { command: "python3", args: [join(PYTHON_DIR, "launch.py")], env: {} } : null;
  }
  return launcherSpec;
}

/** What VERIFY_MOCK_BASE holds for a server between jobs (each job names its run's base). */
const IDLE_BASE = "http://127.0.0.1:9/verify-server-idle";

/** The servers of a work root, by spec id; they run with the snippets' environment. */
const pools = new Map<string, ServerPool>();
function serverPool(spec: ServerSpec, workRoot: string): ServerPool {
  const key = `${workRoot}:${spec.id}:${JSON.stringify([spec.command, spec.args])}`;
  let pool = pools.get(key);
  if (!pool) {
    pool = new ServerPool({ ...spec, env: { ...environment(IDLE_BASE), ...spec.env } }, workRoot);
    pools.set(key, pool);
  }
  return pool;
}

/** The curl that verify/runtimes/sh/bin/curl hands over to, looked up once. */
let realCurlPath: string | undefined;
function realCurl(): string {
  realCurlPath ??= spawnSync("bash", ["-c", "command -v curl"], { encoding: "utf8" }).stdout.trim() || "/usr/bin/curl";
  return realCurlPath;
}

function environment(base: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: `${BIN_DIR}:${process.env.PATH ?? "/usr/bin:/bin"}`,
    HOME: process.env.HOME ?? tmpdir(),
    LANG: "C.UTF-8",
    VERIFY_MOCK_BASE: base,
    VERIFY_REAL_CURL: realCurl(),
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

/** What a run came to: its exit code and output, or that its limit fired, or that its runner never became ready. */
interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  notReady?: string;
}

function execute(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, timeoutMs: number) {
  return new Promise<Outcome>((done) => {
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
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
  options: { timeoutMs?: number; keep?: boolean; serviceError?: number; downloadError?: number; concurrency?: number } = {},
): Promise<RunResult> {
  // `timeoutMs` is the idle figure; the limit grows with the machine's load (machine-load.ts).
  const client = `${snippet.language}/${snippet.client}`;
  const started = Date.now();
  const key = snippet.variant ? `${client}@${snippet.variant}` : client;
  const { runnable, skipped } = cachedRuntimes();
  const runtime = runnable.get(key);
  const version = runtime?.version;
  const result = (status: RunStatus, reasons: string[] = []): RunResult => ({ name: snippet.name, client, status, reasons, ms: Date.now() - started, ...(version ? { version } : {}) });
  if (!runtime) return result("skipped", [skipped.get(key) ?? `no runtime for ${key}`]);
  const decodesImages = runtime.decodesImages === true;

  let built: Built | undefined;
  if (runtime.compiled) {
    const build = await builtSnippet(runtime.compiled, snippet.content, workRoot);
    if (typeof build !== "function") return result("failed", [`does not compile:\n${build.error}`]);
    built = build;
  }

  const model = validateModel(snippet.model);
  const exp = expectationFor(snippet.name, client, model, snippet.options);
  // The official client's request for this case: its SDK calls a provider's own route, snippets the router's.
  try {
    exp.official = await officialRequest(model, snippet.options, TOKENS, { sdk: client === "js/huggingface.js" });
  } catch (error) {
    // This case's failure, not the run's: the other snippets still run and are reported.
    return result("failed", [`the official client made no request to compare with: ${(error as Error).message}`]);
  }
  const run = mock.register(exp, options.serviceError ?? null, options.downloadError ?? null);
  const failure = options.serviceError ?? options.downloadError;
  const runLimit: Limit = limit(options.timeoutMs ?? SNIPPET_IDLE_MS);
  const timeoutMs = runLimit.ms;
  const base = mock.baseUrl(run);
  const read = (file: string) => (existsSync(file) ? readFileSync(file, "utf8") : "");
  /**
   * Runs the snippet in a folder holding the input files (and what `prepare` writes), then checks it: a
   * process of its own, or a job for one of its runtime's servers (session.ts), whose output files are
   * read back. The folder is the run's own, or the server's when the server cannot change folders (the JVM).
   */
  const runIn = async (launch: Launch | (Served & { env?: NodeJS.ProcessEnv }), env: NodeJS.ProcessEnv, proxyPort: number, prepare: (cwd: string) => void): Promise<RunResult> => {
    const fresh = () => mkdtempSync(join(workRoot, "run-"));
    const done = (cwd: string, own: boolean) => own && !options.keep && rmSync(cwd, { recursive: true, force: true });
    // A process of its own is started by a launcher server where there is one (python/launch.py).
    if (!("server" in launch) && launcher()) {
      const server = { ...launcher()!, id: `launch-${snippet.language}`, servers: Math.max(1, options.concurrency ?? 4) };
      launch = { server, snippet: JSON.stringify([launch.command, ...launch.args]), env };
    }
    if (!("server" in launch)) {
      const cwd = fresh();
      try {
        writeInputFiles(cwd);
        prepare(cwd);
        return check(cwd, await execute(launch.command, launch.args, cwd, env, timeoutMs));
      } finally {
        done(cwd, true);
      }
    }
    return serverPool(launch.server, workRoot).with(async (runJob, fixed) => {
      const cwd = fixed ?? fresh();
      const files = mkdtempSync(join(workRoot, "out-"));
      try {
        writeInputFiles(cwd);
        prepare(cwd);
        const job = { dir: cwd, snippet: launch.snippet, stdout: join(files, "stdout"), stderr: join(files, "stderr"), base, proxyPort, env: launch.env };
        const r = await runJob(job, timeoutMs);
        const stderr = [read(job.stderr), r.crashed].filter(Boolean).join("\n");
        return check(cwd, { code: r.code, stdout: read(job.stdout), stderr, timedOut: r.timedOut, notReady: r.notReady });
      } finally {
        rmSync(files, { recursive: true, force: true });
        done(cwd, !fixed);
      }
    });
  };
  try {
    if (built) {
      // Built already; its HTTP client reaches the mock through this run's proxy.
      const proxy = await startRunProxy(authority(workRoot).ca, base);
      try {
        const { ca, trustStore } = authority(workRoot);
        const settings: ProxySettings = { url: proxy.url, port: proxy.port, caFile: ca.certFile, trustStore };
        const launch = built(settings);
        const env = { ...environment(base), ...proxyEnv(settings), ...("env" in launch ? launch.env : {}) };
        return await runIn(launch, env, proxy.port, () => {});
      } finally {
        await proxy.close();
      }
    }
    const launch: Launch | Served = runtime.server
      ? { server: runtime.server, snippet: runtime.file }
      : { command: runtime.command, args: runtime.args(runtime.file), env: {} };
    return await runIn(launch, environment(base), 0, (cwd) => writeFileSync(join(cwd, runtime.file), withImports(snippet.content, runtime.imports)));
  } finally {
    mock.release(run);
  }

  function check(cwd: string, out: Outcome): RunResult {
    const reasons: string[] = [];
    const exited = "the snippet to exit, counted from its runtime being ready";
    if (out.notReady) reasons.push(out.notReady);
    if (failure !== undefined) {
      // The service (or the CDN) answers an error: the snippet must exit non-zero and save no file.
      const what = options.serviceError !== undefined ? "answer" : "download";
      if (out.timedOut) reasons.push(`on an error ${what}: ${timedOut(exited, runLimit)}`);
      else if (out.code === 0) reasons.push(`exit code 0 on an HTTP ${failure} ${what}`);
      for (const file of OUTPUT_FILES) if (existsSync(join(cwd, file))) reasons.push(`wrote ${file} from an HTTP ${failure} ${what}`);
      if (options.downloadError !== undefined && run.announced.size && ![...run.announced.keys()].every((u) => run.downloaded.has(u))) {
        reasons.push("the answer's URL was never requested");
      }
      if (options.serviceError !== undefined) reasons.push(...mock.problems(run));
      else reasons.push(...run.violations);
      if (reasons.length) reasons.push(`requests: ${run.log.join("; ") || "none"}`);
      const known = knownFailure(client, snippet.name, options.downloadError !== undefined ? "download-error" : undefined);
      if (known && reasons.length) return result("known", [known.reason, ...reasons]);
      if (known?.mode) return result("failed", [`listed in verify/known.ts but passes now: remove the entry (${known.reason})`]);
      return result(reasons.length ? "failed" : "passed", reasons);
    }
    if (out.timedOut) reasons.push(timedOut(exited, runLimit));
    else if (out.code !== 0 && !out.notReady) reasons.push(`exit code ${out.code}: ${tail(out.stderr || out.stdout)}`);
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
        else if (!readFileSync(path).equals(outcome.bytes) && !(decodesImages && sameImage(readFileSync(path), outcome.bytes))) {
          reasons.push(`${outcome.file} does not hold ${decodesImages ? "an image of the size" : "the bytes"} the service answered (${readFileSync(path).length} bytes)`);
        }
      }
    }
    if (reasons.length) reasons.push(`requests: ${run.log.join("; ") || "none"}`);
    const known = knownFailure(client, snippet.name);
    if (known && reasons.length) return result("known", [known.reason, ...reasons]);
    if (known) return result("failed", [`listed in verify/known.ts but passes now: remove the entry (${known.reason})`]);
    return result(reasons.length ? "failed" : "passed", reasons);
  }
}

/** How long a snippet may run on an idle machine, from its runtime being ready, before the time scale (a few seconds is usual). */
export const SNIPPET_IDLE_MS = 30_000;

/** The run's certificate authority (made once per work root) and its Java trust store. */
let authorityCache: { root: string; ca: CertificateAuthority; trustStore: string } | undefined;
function authority(workRoot: string): { ca: CertificateAuthority; trustStore: string } {
  if (authorityCache?.root !== workRoot) {
    const ca = new CertificateAuthority(join(workRoot, "authority"));
    const trustStore = join(workRoot, "authority", "trust.p12");
    if (spawnSync("keytool", ["-help"], { stdio: "ignore" }).status === 0) {
      spawnSync("keytool", ["-importcert", "-noprompt", "-alias", "verify", "-file", ca.certFile, "-keystore", trustStore, "-storetype", "PKCS12", "-storepass", "verify"], { stdio: "ignore" });
    }
    authorityCache = { root: workRoot, ca, trustStore };
  }
  return authorityCache;
}

/** Built snippets by language and source, shared by every pass of a verify run. */
const builds = new Map<string, Promise<Built | { error: string }>>();

function builtSnippet(language: string, content: string, workRoot: string): Promise<Built | { error: string }> {
  const key = `${workRoot}:${language}:${keyOf(content)}`;
  let build = builds.get(key);
  if (!build) {
    build = toolchainOf(language).build([content], join(workRoot, "builds")).then((r) => r[0]!);
    builds.set(key, build);
  }
  return build;
}

/** Wall time of each compiled language's builds in this process (the compiler, or finding it cached). */
export const BUILD_MS = new Map<string, number>();

/** Builds every compiled snippet of a batch, one toolchain call per language; their runs then find them built. */
export async function buildAll(snippets: SnippetToRun[], workRoot: string): Promise<void> {
  const { runnable } = cachedRuntimes();
  const byLanguage = new Map<string, string[]>();
  for (const s of snippets) {
    const language = runnable.get(`${s.language}/${s.client}`)?.compiled;
    if (!language || builds.has(`${workRoot}:${language}:${keyOf(s.content)}`)) continue;
    const list = byLanguage.get(language) ?? [];
    if (!list.includes(s.content)) list.push(s.content);
    byLanguage.set(language, list);
  }
  await Promise.all(
    [...byLanguage].map(async ([language, sources]) => {
      const started = Date.now();
      const results = toolchainOf(language).build(sources, join(workRoot, "builds")).finally(() => {
        BUILD_MS.set(language, (BUILD_MS.get(language) ?? 0) + Date.now() - started);
      });
      sources.forEach((source, i) => builds.set(`${workRoot}:${language}:${keyOf(source)}`, results.then((r) => r[i]!)));
      await results;
    }),
  );
}

let runtimeCache: ReturnType<typeof runtimes> | undefined;
function cachedRuntimes() {
  runtimeCache ??= runtimes();
  return runtimeCache;
}

/** A snippet's imports of the modules `imports` names changed to their replacements (`from "openai"` → `from "openai-min"`). */
export function withImports(content: string, imports: Record<string, string> | undefined): string {
  if (!imports) return content;
  let out = content;
  for (const [from, to] of Object.entries(imports)) out = out.replaceAll(`from "${from}"`, `from "${to}"`).replaceAll(`from '${from}'`, `from '${to}'`);
  return out;
}

/** Version strings compared number by number (`1.33.0` before `2.0.0`, `4.9.0` before `4.13.30`, `1.33` equal to `1.33.0`). */
export function compareVersions(a: string, b: string): number {
  const x = a.split(/[.+-]/).map(Number);
  const y = b.split(/[.+-]/).map(Number);
  for (let i = 0; i < Math.max(x.length, y.length); i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}

/** The oldest version a snippet's install commands state (`pip install "huggingface_hub>=1.33"` → `1.33`), if any. */
export function statedFloor(install: readonly string[] | undefined): string | undefined {
  for (const line of install ?? []) {
    const floor = />=\s*(\d+(?:\.\d+)*)/.exec(line)?.[1];
    if (floor) return floor;
  }
  return undefined;
}

/**
 * The snippets once more for each other version of their client's SDK this machine runs (a runtime keyed
 * `<client>@<variant>`), after the snippets themselves: each that its install line allows at that version (a
 * snippet whose stated floor is newer runs at the newest alone).
 */
export function withVariants(snippets: SnippetToRun[]): SnippetToRun[] {
  const { runnable, skipped } = cachedRuntimes();
  const variants = new Map<string, string[]>();
  for (const key of [...runnable.keys(), ...skipped.keys()]) {
    const at = key.indexOf("@");
    if (at < 0) continue;
    variants.set(key.slice(0, at), [...(variants.get(key.slice(0, at)) ?? []), key.slice(at + 1)]);
  }
  const more = snippets.flatMap((s) =>
    (variants.get(`${s.language}/${s.client}`) ?? []).flatMap((variant) => {
      const version = runnable.get(`${s.language}/${s.client}@${variant}`)?.version;
      const floor = statedFloor(s.install);
      return version && floor && compareVersions(floor, version) > 0 ? [] : [{ ...s, variant }];
    }),
  );
  return [...snippets, ...more];
}

/**
 * A language's queue with its tasks taken in turn (the case's first segment: `textToImage` of
 * `textToImage/flux/fal-ai`), each task's snippets in their order. Snippets of one task wait alike: the
 * media tasks' snippets mostly sleep between polls of a job, and in case order they all came last, so the
 * end of a run had its lanes asleep and the cores idle (about 50 s at 40% CPU in a 111 s pass). Taken in
 * turn, every stretch of the run mixes waiting and computing as the whole run does.
 */
export function mixedByTask(queue: readonly number[], snippets: readonly Pick<SnippetToRun, "name">[]): number[] {
  const byTask = new Map<string, number[]>();
  for (const i of queue) {
    const task = snippets[i]!.name.split("/", 1)[0]!;
    byTask.set(task, [...(byTask.get(task) ?? []), i]);
  }
  const tasks = [...byTask.values()];
  const mixed: number[] = [];
  for (let turn = 0; mixed.length < queue.length; turn++) for (const task of tasks) if (turn < task.length) mixed.push(task[turn]!);
  return mixed;
}

/** Runs snippets, at most `concurrency` at a time per language, keeping their order in the result. */
export async function runAll(
  mock: MockServer,
  snippets: SnippetToRun[],
  workRoot: string,
  concurrency: number,
  onResult?: (r: RunResult) => void,
  options: { serviceError?: number; downloadError?: number; timeoutMs?: number } = {},
): Promise<RunResult[]> {
  // Compilers work while the interpreted snippets run. Each language has its own queue and as many runs
  // at once as it has servers (or `concurrency` processes), so a busy server never holds up another
  // language; compiled languages wait for their build first.
  const building = buildAll(snippets, workRoot);
  const { runnable } = cachedRuntimes();
  const queues = new Map<string, number[]>();
  snippets.forEach((s, i) => {
    const language = s.language;
    queues.set(language, [...(queues.get(language) ?? []), i]);
  });
  for (const [language, queue] of queues) queues.set(language, mixedByTask(queue, snippets));
  const results: RunResult[] = new Array(snippets.length);
  const lanes = [...queues].flatMap(([, queue]) => {
    const first = snippets[queue[0]!]!;
    const servers = runnable.get(`${first.language}/${first.client}`)?.server?.servers;
    const worker = async () => {
      for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
        results[i] = await runSnippet(mock, snippets[i]!, workRoot, { ...options, concurrency });
        onResult?.(results[i]!);
      }
    };
    return Array.from({ length: Math.max(1, Math.min(concurrency, servers ?? concurrency)) }, worker);
  });
  await Promise.all([building, ...lanes]);
  return results;
}


function toolchainOf(language: string) {
  const toolchain = languageRuntimes[language]?.toolchain;
  if (!toolchain) throw new Error(`verify/runtimes/${language}/runtime.ts: no toolchain`);
  return toolchain;
}

/** Whether `saved` is a valid image of the same size as the answered image. */
function sameImage(saved: Buffer, answered: Buffer): boolean {
  const a = imageSize(saved);
  const b = imageSize(answered);
  return a !== null && b !== null && a.width === b.width && a.height === b.height;
}
