// Library snippets run for real: each Python library golden case whose library the library runtime holds
// (transformers, sentence-transformers, peft) gets tiny models of the architecture its record names,
// made here (tiny_models.py) and put in a huggingface_hub cache under the record's own id, so the
// snippet runs exactly as written, offline. The snippets run as jobs of a server that imports torch and
// the libraries once and forks a child per snippet (verify/runtimes/python/serve.py).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadCases } from "../../engine/golden/harness.ts";
import { getLibrarySnippets } from "../../engine/libraries/index.ts";
import { ServerPool } from "../session.ts";

const REPO = join(import.meta.dirname, "../..");
/** The library runtime's virtual environment (VERIFY_LIBRARIES_ENV elsewhere), and the command that makes it. */
export const LIBRARIES_ENV = process.env.VERIFY_LIBRARIES_ENV ?? join(REPO, ".cache/venv-libraries");
export const MAKE_LIBRARIES_ENV = "verify/runtimes/python/make-env.sh libraries";
/** Built tiny models, kept between runs (keyed by what they are made from). */
const STORE = join(REPO, ".cache/tiny-models");

/** The libraries whose snippets run for real: their packages are in the library runtime. */
export const RUN_FOR_REAL = ["transformers", "sentence-transformers", "peft"];

export interface LibraryCaseRun {
  library: string;
  case: string;
  template: string;
  status: "passed" | "failed" | "not run";
  reason: string;
  ms: number;
}

interface LibrarySnippetToRun {
  library: string;
  case: string;
  template: string;
  content: string;
  model: Record<string, unknown>;
}

/** The Python snippets of every library golden case of the libraries run for real. */
export function collectLibrarySnippets(filter?: (name: string) => boolean): LibrarySnippetToRun[] {
  const out: LibrarySnippetToRun[] = [];
  for (const c of loadCases({ root: join(REPO, "golden") })) {
    if (!c.library || (filter && !filter(c.name))) continue;
    const model = c.model as Record<string, unknown>;
    const library = String(model.library_name ?? "");
    if (!RUN_FOR_REAL.includes(library)) continue;
    for (const s of getLibrarySnippets(model)) {
      if (s.language !== "python") continue;
      out.push({ library, case: c.name, template: s.template, content: s.content, model });
    }
  }
  return out;
}

/** Why the library runtime cannot run here (the command that makes it), or null. */
export function librariesMissing(): string | null {
  const python = join(LIBRARIES_ENV, "bin", "python");
  if (!existsSync(python)) return `the library runtime is not installed (${MAKE_LIBRARIES_ENV})`;
  const ok = spawnSync(python, ["-c", "import torch, transformers, sentence_transformers, peft"], { stdio: "ignore" }).status === 0;
  return ok ? null : `the library runtime lacks a package (${MAKE_LIBRARIES_ENV})`;
}

/** Builds the tiny models the records need into `cache`; returns, per model id, why one could not be made. */
function buildTinyModels(records: Record<string, unknown>[], cache: string): Map<string, string | null> {
  mkdirSync(STORE, { recursive: true });
  const r = spawnSync(join(LIBRARIES_ENV, "bin", "python"), [join(import.meta.dirname, "tiny_models.py")], {
    input: JSON.stringify({ cache, store: STORE, records }),
    encoding: "utf8",
    env: { ...process.env, TRANSFORMERS_VERBOSITY: "error", HF_HUB_DISABLE_PROGRESS_BARS: "1", TQDM_DISABLE: "1" },
    maxBuffer: 16 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`verify/libraries/tiny_models.py failed:\n${r.stderr}`);
  return new Map(Object.entries(JSON.parse(r.stdout.trim().split("\n").at(-1)!) as Record<string, string | null>));
}

function tail(text: string, lines = 6): string {
  return text
    .trim()
    .split("\n")
    .filter((l) => !/^\s*$|it\/s\]$|Loading weights|Writing model shards/.test(l))
    .slice(-lines)
    .join("\n");
}

/** Runs every library snippet; `onResult` hears each as it ends. */
export async function runLibrarySnippets(
  snippets: LibrarySnippetToRun[],
  onResult?: (r: LibraryCaseRun) => void,
  options: { servers?: number; timeoutMs?: number } = {},
): Promise<LibraryCaseRun[]> {
  const root = mkdtempSync(join("/tmp", "verify-libraries-"));
  const cache = join(root, "hub-cache");
  const results: LibraryCaseRun[] = [];
  try {
    const records = [...new Map(snippets.map((s) => [String(s.model.id), s.model])).values()];
    const built = buildTinyModels(records, cache);
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
      VERIFY_PRELOAD: "torch,transformers,sentence_transformers,peft",
      VERIFY_MOCK_BASE: "http://127.0.0.1:9/verify-libraries-offline",
    };
    const pool = new ServerPool(
      { id: "python-libraries", command: join(LIBRARIES_ENV, "bin", "python"), args: [join(REPO, "verify/runtimes/python/serve.py")], env, servers: options.servers ?? 2 },
      root,
    );
    try {
      await Promise.all(
        snippets.map(async (s) => {
          const started = Date.now();
          const done = (status: LibraryCaseRun["status"], reason: string) => {
            const r = { library: s.library, case: s.case, template: s.template, status, reason, ms: Date.now() - started };
            results.push(r);
            onResult?.(r);
          };
          const why = built.get(String(s.model.id));
          // A model that could not be built is our failure; one that cannot exist here is said, not failed.
          if (why) return done(why.startsWith("building the tiny model failed") ? "failed" : "not run", why);
          await pool.with(async (runJob) => {
            const dir = mkdtempSync(join(root, "run-"));
            const out = mkdtempSync(join(root, "out-"));
            writeFileSync(join(dir, "snippet.py"), s.content);
            const job = { dir, snippet: "snippet.py", stdout: join(out, "stdout"), stderr: join(out, "stderr"), base: env.VERIFY_MOCK_BASE!, proxyPort: 0 };
            const r = await runJob(job, options.timeoutMs ?? 120_000);
            const read = (f: string) => (existsSync(f) ? readFileSync(f, "utf8") : "");
            if (r.timedOut) done("failed", `timed out after ${options.timeoutMs ?? 120_000} ms`);
            else if (r.code !== 0) done("failed", `exit code ${r.code}: ${tail([read(job.stderr), r.crashed ?? ""].join("\n"))}`);
            else done("passed", tail(read(job.stdout), 2));
            rmSync(dir, { recursive: true, force: true });
            rmSync(out, { recursive: true, force: true });
          });
        }),
      );
    } finally {
      await pool.stop();
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  return results;
}

/** `libraries: peft 7/7 passed, ...`: per library, the snippets that passed of those run. */
export function librarySummary(results: LibraryCaseRun[]): string {
  const libraries = [...new Set(results.map((r) => r.library))].sort();
  return `libraries: ${libraries
    .map((library) => {
      const list = results.filter((r) => r.library === library);
      const ran = list.filter((r) => r.status !== "not run");
      const notRun = list.length - ran.length;
      return `${library} ${ran.filter((r) => r.status === "passed").length}/${ran.length} passed${notRun ? ` (${notRun} not run)` : ""}`;
    })
    .join(", ")}`;
}
