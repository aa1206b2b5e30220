// Library snippets run for real: each Python library golden case whose library the library runtime holds
// (transformers, sentence-transformers, peft) gets tiny models of the architecture its record names,
// made here (tiny_models.py) and put in a huggingface_hub cache under the record's own id, so the
// snippet runs exactly as written, offline. The snippets run as jobs of a server that imports torch and
// the libraries once and forks a child per snippet (verify/runtimes/python/serve.py).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { loadCases } from "../../engine/golden/harness.ts";
import { getLibrarySnippets } from "../../engine/libraries/index.ts";
import type { SnippetRequirements } from "../../engine/requirements.ts";
import { limit, timedOut, type Limit } from "../machine-load.ts";
import { ServerPool, type Job, type JobResult } from "../session.ts";
import { startStandIn } from "./stand-in.ts";
import { RESULTS, checkCalls, parseCalls } from "./results.ts";

const REPO = join(import.meta.dirname, "../..");
/** The library runtime's virtual environment (VERIFY_LIBRARIES_ENV elsewhere), and the command that makes it. */
export const LIBRARIES_ENV = resolve(process.env.VERIFY_LIBRARIES_ENV ?? join(REPO, ".cache/venv-libraries"));
export const MAKE_LIBRARIES_ENV = "verify/runtimes/python/make-env.sh libraries";
/** Built tiny models, kept between runs (keyed by what they are made from). */
const STORE = join(REPO, ".cache/tiny-models");

/** The libraries whose snippets run for real: their packages are in the library runtime. */
export const RUN_FOR_REAL = ["transformers", "sentence-transformers", "peft", "sklearn", "bm25s", "keras", "spacy", "timm", "open_clip", "derm-foundation", "transformers.js"];
/** What the library runtime must import (a package per library run for real). */
const RUNTIME_MODULES = ["torch", "transformers", "sentence_transformers", "peft", "sklearn", "joblib", "bm25s", "keras", "spacy", "timm", "open_clip", "onnx", "tensorflow", "librosa"];

export interface LibraryCaseRun {
  library: string;
  case: string;
  template: string;
  status: "passed" | "failed" | "not run";
  reason: string;
  ms: number;
  /** The calls of the snippet that returned a result of their task's shape (results.ts). */
  calls?: number;
}

interface LibrarySnippetToRun {
  library: string;
  case: string;
  template: string;
  content: string;
  model: Record<string, unknown>;
  /** What it says it needs (its install commands, its packages of the operating system). */
  requirements: SnippetRequirements;
}

/** The language of the snippets that run for real, per library: Python, but JavaScript for transformers.js. */
const languageOf = (library: string) => (library === "transformers.js" ? "js" : "python");

/** The snippets (Python; JavaScript for transformers.js) of every library golden case of the libraries run for real. */
export function collectLibrarySnippets(filter?: (name: string) => boolean): LibrarySnippetToRun[] {
  const out: LibrarySnippetToRun[] = [];
  for (const c of loadCases({ root: join(REPO, "golden") })) {
    if (!c.library || (filter && !filter(c.name))) continue;
    const model = c.model as Record<string, unknown>;
    const library = String(model.library_name ?? "");
    if (!RUN_FOR_REAL.includes(library)) continue;
    for (const s of getLibrarySnippets(model)) {
      if (s.language !== languageOf(library)) continue;
      out.push({ library, case: c.name, template: s.template, content: s.content, model, requirements: s.requirements });
    }
  }
  return out;
}

/** Why the library runtime cannot run here (the command that makes it), or null. */
export function librariesMissing(): string | null {
  const python = join(LIBRARIES_ENV, "bin", "python");
  if (!existsSync(python)) return `the library runtime is not installed (${MAKE_LIBRARIES_ENV})`;
  // Found, not imported: importing them all (torch, tensorflow) takes half a minute.
  const probe = `import importlib.util, sys; sys.exit(any(importlib.util.find_spec(m) is None for m in ${JSON.stringify(RUNTIME_MODULES)}))`;
  const ok = spawnSync(python, ["-c", probe], { stdio: "ignore" }).status === 0;
  return ok ? null : `the library runtime lacks a package (${MAKE_LIBRARIES_ENV})`;
}

/** What tiny_models.py made: per model id, why no model could be made (or null), and the folders a snippet of
 * that record reads by a name where it runs ([name, folder] pairs: a hostile record's base model). */
interface TinyModels {
  reasons: Map<string, string | null>;
  localFolders: Map<string, [string, string][]>;
}

/** Builds the tiny models the records need into `cache`. */
function buildTinyModels(records: Record<string, unknown>[], cache: string, site: string, onnx: string): TinyModels {
  mkdirSync(STORE, { recursive: true });
  const r = spawnSync(join(LIBRARIES_ENV, "bin", "python"), [join(import.meta.dirname, "tiny_models.py")], {
    input: JSON.stringify({ cache, store: STORE, site, onnx, records }),
    encoding: "utf8",
    env: { ...process.env, TRANSFORMERS_VERBOSITY: "error", HF_HUB_DISABLE_PROGRESS_BARS: "1", TQDM_DISABLE: "1", KERAS_BACKEND: "torch" },
    maxBuffer: 16 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`verify/libraries/tiny_models.py failed:\n${r.stderr}`);
  const made = JSON.parse(r.stdout.trim().split("\n").at(-1)!) as { reasons: Record<string, string | null>; localFolders: Record<string, [string, string][]> };
  return { reasons: new Map(Object.entries(made.reasons)), localFolders: new Map(Object.entries(made.localFolders)) };
}

function tail(text: string, lines = 6): string {
  return text
    .trim()
    .split("\n")
    .filter((l) => !/^\s*$|it\/s\]$|Loading weights|Writing model shards/.test(l))
    .slice(-lines)
    .join("\n");
}

/** Libraries that ask the hub's model-info route before they download (bm25s's load_from_hub calls repo_info):
 * their snippets run online, against the local stand-in (stand-in.ts), instead of offline. */
const HUB_API = new Set(["bm25s"]);

/** Where calls.py records each call a snippet made and the shape of what it returned. */
const CALLS_RECORD = ".verify-calls.jsonl";

/** Why a pipeline snippet of `task` cannot run here (a program or module it needs to read its input, or no tiny model can prove it), or null. */
export function pipelineCannotRun(task: unknown): string | null {
  if (typeof task !== "string") return null;
  const unproven = RESULTS.unproven[task];
  if (unproven) return unproven;
  const need = RESULTS.needs[task];
  if (!need) return null;
  const found = need.program
    ? spawnSync("sh", ["-c", `command -v ${need.program}`], { stdio: "ignore" }).status === 0
    : spawnSync(join(LIBRARIES_ENV, "bin", "python"), ["-c", `import importlib.util, sys; sys.exit(importlib.util.find_spec(${JSON.stringify(need.module)}) is None)`], { stdio: "ignore" }).status === 0;
  return found ? null : `the ${task} pipeline needs ${need.program ?? need.module} to read its input, not installed here (${need.install})`;
}

/**
 * Why a pipeline snippet of `task` fails before it runs: what its pipeline needs to read its input
 * (results.yaml `needs`) is not named in its requirements (a program among their system packages, a Python
 * module in an install command); or null.
 */
export function unnamedNeed(task: unknown, requirements: SnippetRequirements): string | null {
  if (typeof task !== "string") return null;
  const need = RESULTS.needs[task];
  if (!need) return null;
  if (need.program) {
    if ((requirements.system ?? []).some((p) => p.name === need.program)) return null;
    return `the ${task} pipeline runs ${need.program} to read its input, but the snippet's requirements name no system package ${need.program}`;
  }
  const module = need.module!;
  const installs = requirements.install.some((command) => /^pip3? install /.test(command) && command.split(/\s+/).some((word) => word.replace(/^["']|["']$/g, "").split(/[<>=!~[]/)[0] === module));
  return installs ? null : `the ${task} pipeline needs the Python module ${module} to read its input, but no install command of the snippet's requirements installs it`;
}

type RunJob = (job: Job, timeoutMs: number) => Promise<JobResult>;

/** How long a library snippet may run on an idle machine (a tiny model, loaded and run on the CPU), before the time scale. */
export const LIBRARY_SNIPPET_IDLE_MS = 120_000;

/** Runs one snippet as a job of a server; the run's status and why. */
async function runSnippet(
  runJob: RunJob,
  root: string,
  s: LibrarySnippetToRun,
  base: string,
  runLimit: Limit,
  localFolders: [string, string][] = [],
): Promise<[LibraryCaseRun["status"], string, number?]> {
  const dir = mkdtempSync(join(root, "run-"));
  const out = mkdtempSync(join(root, "out-"));
  try {
    writeFileSync(join(dir, "snippet.py"), s.content);
    // No input file is put beside it: a library snippet reads the public sample files (answered by the stand-in),
    // as a user who copies it does.
    for (const [name, folder] of localFolders) symlinkSync(folder, join(dir, name));
    const job = { dir, snippet: "snippet.py", stdout: join(out, "stdout"), stderr: join(out, "stderr"), base, proxyPort: 0 };
    const r = await runJob(job, runLimit.ms);
    const read = (f: string) => (existsSync(f) ? readFileSync(f, "utf8") : "");
    if (r.notReady) return ["failed", r.notReady];
    if (r.timedOut) return ["failed", timedOut("the snippet to exit, counted from the library runtime being ready", runLimit)];
    if (r.code !== 0) return ["failed", `exit code ${r.code}: ${tail([read(job.stderr), r.crashed ?? ""].join("\n"))}`];
    const task = typeof s.model.pipeline_tag === "string" ? s.model.pipeline_tag : null;
    const { returned, problem } = checkCalls(s.template, task, parseCalls(read(join(dir, CALLS_RECORD))));
    if (problem) return ["failed", problem];
    return ["passed", tail(read(job.stdout), 2), returned];
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  }
}

/** Where transformers.js snippets run: a folder inside the repository, so that their import of
 * @huggingface/transformers resolves to its node_modules. */
const TJS_RUNS = join(REPO, ".cache/verify-transformers-js");
const TJS_PRELOAD = join(import.meta.dirname, "tjs-preload.mjs");

/** Runs a transformers.js snippet with Node, its models read from `models` (tjs-preload.mjs). */
async function runTransformersJs(s: LibrarySnippetToRun, models: string, base: string, runLimit: Limit): Promise<[LibraryCaseRun["status"], string]> {
  if (!existsSync(join(REPO, "node_modules/@huggingface/transformers/package.json"))) return ["not run", "@huggingface/transformers is not installed (npm ci)"];
  mkdirSync(TJS_RUNS, { recursive: true });
  const dir = mkdtempSync(join(TJS_RUNS, "run-"));
  try {
    writeFileSync(join(dir, "snippet.mjs"), s.content);
    // .cache may be a link to a folder outside the repository, from where Node does not find its node_modules.
    symlinkSync(join(REPO, "node_modules"), join(dir, "node_modules"), "dir");
    // The URLs it reads (the sample files) are answered by the stand-in at `base` (tjs-preload.mjs).
    const env = { PATH: process.env.PATH, HOME: dir, LANG: "C.UTF-8", VERIFY_TJS_MODELS: `${models}/`, VERIFY_MOCK_BASE: base };
    const child = spawn(process.execPath, ["--import", pathToFileURL(TJS_PRELOAD).href, "snippet.mjs"], { cwd: dir, env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    let killed = false;
    const timer = setTimeout(() => {
      killed = true;
      child.kill("SIGKILL");
    }, runLimit.ms);
    const [code, signal] = await new Promise<[number | null, string | null]>((resolve) => child.on("close", (c, sig) => resolve([c, sig])));
    clearTimeout(timer);
    if (killed) return ["failed", timedOut("node to run the snippet and exit", runLimit)];
    if (code !== 0) return ["failed", `exit code ${code ?? signal}: ${tail(stderr)}`];
    return ["passed", tail(stdout, 2)];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A fallback snippet (templates/<language>/fallback/): a comment, no code. */
const isFallback = (s: LibrarySnippetToRun) => s.template.split("/")[1] === "fallback";

/** A comment's text without its markers, on one line. */
const commentText = (content: string) =>
  content
    .split("\n")
    .map((line) => line.replace(/^\s*(#|\/\/)\s?/, "").trim())
    .filter(Boolean)
    .join(" ");

/** Runs every library snippet; `onResult` hears each as it ends. */
export async function runLibrarySnippets(
  snippets: LibrarySnippetToRun[],
  onResult?: (r: LibraryCaseRun) => void,
  options: { servers?: number; timeoutMs?: number } = {},
): Promise<LibraryCaseRun[]> {
  const root = mkdtempSync(join("/tmp", "verify-libraries-"));
  const cache = join(root, "hub-cache");
  // Models that are Python packages (spaCy's), installed for the snippets to import.
  const site = join(root, "site");
  // transformers.js models (ONNX), at <onnx>/<model id>/ where transformers.js reads local models.
  const onnx = join(root, "onnx-models");
  const results: LibraryCaseRun[] = [];
  const pools: ServerPool[] = [];
  const standIn = await startStandIn(cache);
  try {
    // A fallback is a comment saying why the library shows no code: nothing to run, no model to make.
    const records = [...new Map(snippets.filter((s) => !isFallback(s)).map((s) => [String(s.model.id), s.model])).values()];
    const built = buildTinyModels(records, cache, site, onnx);
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: root,
      LANG: "C.UTF-8",
      HF_HUB_CACHE: cache,
      HF_HUB_OFFLINE: "1",
      HF_HUB_DISABLE_TELEMETRY: "1",
      TRANSFORMERS_VERBOSITY: "error",
      TOKENIZERS_PARALLELISM: "false",
      OMP_NUM_THREADS: "1",
      PYTHONDONTWRITEBYTECODE: "1",
      // calls.py, beside this file, records what the snippets' calls return.
      PYTHONPATH: `${site}:${import.meta.dirname}`,
      KERAS_BACKEND: "torch",
      VERIFY_PRELOAD: "torch,transformers,sentence_transformers,peft,calls",
      // URLs snippets read (an image, an audio clip) go to the stand-in, by requests and by httpx.
      VERIFY_MOCK_BASE: standIn.base,
      VERIFY_PATCH_HTTPX: "1",
    };
    const serve = [join(REPO, "verify/runtimes/python/serve.py")];
    const python = join(LIBRARIES_ENV, "bin", "python");
    const offline = new ServerPool({ id: "python-libraries", command: python, args: serve, env, servers: options.servers ?? 2 }, root);
    pools.push(offline);
    let online: ServerPool | undefined;
    const poolFor = (library: string) => {
      if (!HUB_API.has(library)) return offline;
      if (!online) {
        const onlineEnv = { ...env, HF_HUB_OFFLINE: "0", HF_ENDPOINT: standIn.base, VERIFY_PRELOAD: "huggingface_hub" };
        pools.push((online = new ServerPool({ id: "python-libraries-hub", command: python, args: serve, env: onlineEnv, servers: 1 }, root)));
      }
      return online;
    };
    await Promise.all(
      snippets.map(async (s) => {
        const started = Date.now();
        const done = (status: LibraryCaseRun["status"], reason: string, calls?: number) => {
          const r = { library: s.library, case: s.case, template: s.template, status, reason, ms: Date.now() - started, ...(calls === undefined ? {} : { calls }) };
          results.push(r);
          onResult?.(r);
        };
        if (isFallback(s)) return done("not run", `the snippet is a comment only: ${commentText(s.content)}`);
        const why = built.reasons.get(String(s.model.id));
        // A model that could not be built is our failure; one that cannot exist here is said, not failed.
        if (why) return done(why.startsWith("building the tiny model failed") ? "failed" : "not run", why);
        const pipelineSnippet = s.library === "transformers" && s.template.endsWith("/pipeline.hbs");
        const unnamed = pipelineSnippet ? unnamedNeed(s.model.pipeline_tag, s.requirements) : null;
        if (unnamed) return done("failed", unnamed);
        const program = pipelineSnippet ? pipelineCannotRun(s.model.pipeline_tag) : null;
        if (program) return done("not run", program);
        // The limit is taken when the run starts, at the load of that moment.
        const runLimit = () => limit(options.timeoutMs ?? LIBRARY_SNIPPET_IDLE_MS);
        if (s.library === "transformers.js") return done(...(await runTransformersJs(s, onnx, standIn.base, runLimit())));
        const local = built.localFolders.get(String(s.model.id));
        await poolFor(s.library).with(async (runJob) => done(...(await runSnippet(runJob, root, s, standIn.base, runLimit(), local))));
      }),
    );
  } finally {
    await Promise.all(pools.map((p) => p.stop()));
    await standIn.stop();
    rmSync(root, { recursive: true, force: true });
  }
  return results;
}

/** `libraries: peft 4/7 passed (3 not run), transformers 29/30 passed (41 calls returned), ...`: per library,
 * the cases whose snippets all passed, of its cases (a case none of whose snippets could run here is counted
 * as not run), and the calls of its snippets that returned a result of their task's shape. */
export function librarySummary(results: LibraryCaseRun[]): string {
  const libraries = [...new Set(results.map((r) => r.library))].sort();
  return `libraries: ${libraries
    .map((library) => {
      const cases = new Map<string, LibraryCaseRun[]>();
      for (const r of results.filter((x) => x.library === library)) cases.set(r.case, [...(cases.get(r.case) ?? []), r]);
      const runs = [...cases.values()];
      const notRun = runs.filter((list) => list.every((r) => r.status === "not run")).length;
      const passed = runs.filter((list) => list.some((r) => r.status === "passed") && list.every((r) => r.status !== "failed")).length;
      const calls = runs.flat().reduce((n, r) => n + (r.calls ?? 0), 0);
      const notes = [notRun ? `${notRun} not run` : "", calls ? `${calls} calls returned` : ""].filter(Boolean);
      return `${library} ${passed}/${cases.size} passed${notes.length ? ` (${notes.join(", ")})` : ""}`;
    })
    .join(", ")}`;
}
