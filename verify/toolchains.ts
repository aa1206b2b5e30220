// What the compiled languages' toolchains share (each toolchain is in its runtime folder,
// verify/runtimes/<language>/runtime.ts). A toolchain builds a whole batch at once, so a compiler starts
// once per language rather than once per snippet; built programs reach the mock through the run's proxy
// (proxy.ts), trusting the run's certificate authority.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { ServerSpec } from "./session.ts";

/** What a run of a built snippet gets: the proxy URL, its port and the authority's certificate file. */
export interface ProxySettings {
  url: string;
  port: number;
  caFile: string;
  /** The authority as a Java trust store (PKCS12, password `verify`). */
  trustStore: string;
}

export interface Launch {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}

/** A snippet that a long-lived server (session.ts) runs: the server, and the snippet's name for it. */
export interface Served {
  server: ServerSpec;
  snippet: string;
}

/** One built snippet: how to start it (a process of its own, or a job for a server) for a run. */
export type Built = (proxy: ProxySettings) => Launch | Served;

export interface Toolchain {
  /** Why it cannot be used here (what to install), or null. */
  missing(): string | null;
  /** Builds every source; each gets its launcher or the compiler's complaint. */
  build(sources: string[], dir: string): Promise<(Built | { error: string })[]>;
}

/** Where builds are kept between verify runs (Go's cache, Cargo's project and target folder); gitignored. */
export const CACHE_ROOT = join(import.meta.dirname, "..", ".cache", "verify-snippets");

export const has = (cmd: string, args: string[]) => spawnSync(cmd, args, { stdio: "ignore" }).status === 0;

export const keyOf = (source: string) => `s${createHash("sha256").update(source).digest("hex").slice(0, 16)}`;

/**
 * Runs `fn` holding a lock file, so two verify runs of one checkout (a test and the full run) do not
 * write one build folder at once. A lock whose process is gone is taken over.
 */
function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function withLock<T>(file: string, fn: () => Promise<T>): Promise<T> {
  mkdirSync(dirname(file), { recursive: true });
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      break;
    } catch {
      const holder = readFileSync(file, { encoding: "utf8", flag: "a+" });
      if (holder !== "" && !alive(Number(holder))) rmSync(file, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(file, { force: true });
  }
}

export function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("error", (error) => done({ code: -1, output: String(error) }));
    child.on("close", (code) => done({ code, output }));
  });
}

export const proxyEnv = (proxy: ProxySettings): NodeJS.ProcessEnv => ({
  HTTPS_PROXY: proxy.url,
  https_proxy: proxy.url,
  HTTP_PROXY: proxy.url,
  http_proxy: proxy.url,
  NO_PROXY: "",
  no_proxy: "",
  SSL_CERT_FILE: proxy.caFile,
});

// Where each compiler names a snippet in an error, never in a warning (a snippet with warnings only
// compiles, and must not be set aside with the failing ones): the first group of each language's pattern
// (verify/runtimes/<language>/runtime.ts) is the snippet's key.

/**
 * The snippets a compiler's output names in an error (`pattern`, global), each with the lines of its
 * first error: up to seven, ending at a blank line (where rustc ends a diagnostic).
 */
export function compileErrors(output: string, pattern: RegExp): Map<string, string> {
  const found = new Map<string, string>();
  const lines = output.split("\n");
  for (const match of output.matchAll(pattern)) {
    const key = match[1]!;
    if (found.has(key)) continue;
    const first = output.slice(0, match.index).split("\n").length - 1;
    const shown = lines.slice(first, first + 7);
    const blank = shown.findIndex((line) => line.trim() === "");
    found.set(key, (blank === -1 ? shown : shown.slice(0, blank)).join("\n").trim());
  }
  return found;
}

/**
 * Compiles `keys` (missing from the cache) with `compile`, setting aside the ones the compiler names
 * until the others compile; returns each failing key's complaint, or `all` when the compiler failed
 * without naming any. Keys already in `errors` (found before compiling) are never compiled.
 */
export async function compileSettingAside(
  keys: string[],
  compile: (keys: string[]) => Promise<{ code: number | null; output: string }>,
  pattern: RegExp,
  errors = new Map<string, string>(),
): Promise<{ errors: Map<string, string>; all: string | null }> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const left = keys.filter((k) => !errors.has(k));
    if (left.length === 0) return { errors, all: null };
    const r = await compile(left);
    if (r.code === 0) return { errors, all: null };
    const failing = [...compileErrors(r.output, pattern)].filter(([key]) => left.includes(key));
    if (failing.length === 0) return { errors, all: r.output.trim().split("\n").slice(0, 12).join("\n") };
    for (const [key, error] of failing) errors.set(key, error);
  }
  return { errors, all: "the compiler kept failing after setting four rounds of snippets aside" };
}

/**
 * What each snippet of a build gets: its own complaint, the compiler's when it failed without naming any,
 * or its launch.
 */
export function outcomes<T>(keys: string[], built: { errors: Map<string, string>; all: string | null }, launch: (key: string) => T): (T | { error: string })[] {
  return keys.map((key) => {
    if (built.errors.has(key)) return { error: built.errors.get(key)! };
    if (built.all !== null) return { error: built.all };
    return launch(key);
  });
}

/** Writes a file only when its text changed, so Cargo's fingerprints (file times) stay fresh otherwise. */
export function writeIfChanged(path: string, text: string): void {
  if (existsSync(path) && readFileSync(path, "utf8") === text) return;
  writeFileSync(path, text);
}
