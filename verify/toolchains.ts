// How the verify run builds and starts snippets of compiled languages (a language definition with
// `runtime.compiled`). Each toolchain builds a whole batch at once, so a compiler starts once per
// language rather than once per snippet: one `go build` for every Go snippet, one JVM compiling every
// Java snippet, one mcs call for every C# snippet, one Cargo project (and target folder, kept between
// verify runs) for every Rust snippet. Their HTTP clients reach the mock through the run's proxy
// (proxy.ts), trusting the run's certificate authority.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import type { ServerSpec } from "./session.ts";

const HERE = dirname(fileURLToPath(import.meta.url));

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
export const CACHE_ROOT = join(HERE, "..", ".cache", "verify-snippets");

const has = (cmd: string, args: string[]) => spawnSync(cmd, args, { stdio: "ignore" }).status === 0;

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

async function withLock<T>(file: string, fn: () => Promise<T>): Promise<T> {
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

function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("error", (error) => done({ code: -1, output: String(error) }));
    child.on("close", (code) => done({ code, output }));
  });
}

const proxyEnv = (proxy: ProxySettings): NodeJS.ProcessEnv => ({
  HTTPS_PROXY: proxy.url,
  https_proxy: proxy.url,
  HTTP_PROXY: proxy.url,
  http_proxy: proxy.url,
  NO_PROXY: "",
  no_proxy: "",
  SSL_CERT_FILE: proxy.caFile,
});

const GO_ENV = { GOPROXY: "off", GOFLAGS: "-mod=mod", GOTOOLCHAIN: "local", GOCACHE: join(CACHE_ROOT, "go-build"), GOPATH: join(CACHE_ROOT, "go-path") };

/** A Go snippet as package `key` of the one verify program: its `main` becomes the exported `Main`. */
export function goPackage(source: string, key: string): string | null {
  if (!/^package main\s*$/m.test(source) || !/^func main\(\) \{/m.test(source)) return null;
  return source.replace(/^package main\s*$/m, `package ${key}`).replace(/^func main\(\) \{/m, "func Main() {");
}

/** The Go program's entry point: runs the snippet its first argument names. */
function goDispatcher(keys: string[]): string {
  return [
    "package main",
    "",
    "import (",
    '\t"fmt"',
    '\t"os"',
    ...keys.map((k) => `\t${k} "verify/${k}"`),
    ")",
    "",
    "var snippets = map[string]func(){",
    ...keys.map((k) => `\t"${k}": ${k}.Main,`),
    "}",
    "",
    "func main() {",
    "\trun, ok := snippets[os.Args[1]]",
    "\tif !ok {",
    '\t\tfmt.Fprintln(os.Stderr, "verify: no snippet", os.Args[1])',
    "\t\tos.Exit(2)",
    "\t}",
    "\trun()",
    "}",
    "",
  ].join("\n");
}

const go: Toolchain = {
  missing: () => (has("go", ["version"]) ? null : "go is not installed (apt-get install -y golang-go)"),
  // Every snippet becomes a package of one program (`go build` links once); each run starts it naming its snippet.
  async build(sources, dir) {
    const root = join(dir, "go");
    rmSync(root, { recursive: true, force: true });
    mkdirSync(root, { recursive: true });
    writeFileSync(join(root, "go.mod"), "module verify\n\ngo 1.19\n");
    const keys = sources.map(keyOf);
    const errors = new Map<string, string>();
    sources.forEach((source, i) => {
      const code = goPackage(source, keys[i]!);
      if (code === null) errors.set(keys[i]!, "not a Go program: no `package main` with `func main() {`");
      else {
        mkdirSync(join(root, keys[i]!), { recursive: true });
        writeFileSync(join(root, keys[i]!, "main.go"), code);
      }
    });
    // The program is kept in CACHE_ROOT under a hash of what it is built from: a run whose snippets did
    // not change does not even link.
    let program = "";
    let r = { code: 1 as number | null, output: "" };
    for (let attempt = 0; attempt < 4; attempt++) {
      const included = [...new Set(keys)].filter((k) => !errors.has(k));
      const dispatcher = goDispatcher(included);
      writeFileSync(join(root, "main.go"), dispatcher);
      program = join(CACHE_ROOT, "go", `verify-${keyOf([dispatcher, ...included].join("\n"))}`);
      if (existsSync(program)) {
        r = { code: 0, output: "" };
        break;
      }
      r = await run("go", ["build", "-o", "verify", "."], { cwd: root, env: GO_ENV });
      if (r.code === 0) {
        mkdirSync(dirname(program), { recursive: true });
        copyFileSync(join(root, "verify"), `${program}.tmp-${process.pid}`);
        renameSync(`${program}.tmp-${process.pid}`, program);
        break;
      }
      // Set the packages that fail aside, then build the others.
      const failing = compileErrors(r.output, GO_ERROR);
      if (failing.size === 0) break;
      for (const [key, error] of failing) errors.set(key, error);
    }
    return keys.map((key) => {
      if (errors.has(key)) return { error: errors.get(key)! };
      if (r.code !== 0) return { error: r.output.trim().split("\n").slice(0, 12).join("\n") };
      return () => ({ command: program, args: [key], env: {} });
    });
  },
};

// Where each compiler names a snippet in an error, never in a warning (a snippet with warnings only
// compiles, and must not be set aside with the failing ones): the first group is the snippet's key.

/** go: each failing package's errors come under `# verify/<key>` (go has no warnings). */
export const GO_ERROR = /^# verify\/(s[0-9a-f]{16})$/gm;
/** javac: `src/<key>/Main.java:12: error: …` (warnings say `warning:`). */
export const JAVA_ERROR = /^src\/(s[0-9a-f]{16})\/Main\.java:\d+: error: /gm;
/** mcs: `src/<key>.cs(12,5): error CS0103: …` (warnings say `warning CS…`). */
export const CSHARP_ERROR = /^src\/(s[0-9a-f]{16})\.cs\(\d+,\d+\): error /gm;
/** rustc through Cargo: `error[E0425]: …` with `--> src/<key>.rs:12:5` on a following line (warnings start `warning:`). */
export const RUST_ERROR = /^error(?:\[[A-Z0-9]+\])?: .*\n\s*--> src\/(s[0-9a-f]{16})\.rs:\d+:\d+/gm;

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
 * without naming any.
 */
async function compileSettingAside(
  keys: string[],
  compile: (keys: string[]) => Promise<{ code: number | null; output: string }>,
  pattern: RegExp,
): Promise<{ errors: Map<string, string>; all: string | null }> {
  const errors = new Map<string, string>();
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

/** The JVM options of a run: the run's proxy authority, and start-up over peak speed. */
const javaOptions = (proxy: ProxySettings) => [
  `-Djavax.net.ssl.trustStore=${proxy.trustStore}`, "-Djavax.net.ssl.trustStorePassword=verify", "-Djavax.net.ssl.trustStoreType=PKCS12",
  "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xshare:auto",
];

const java: Toolchain = {
  missing: () => (has("javac", ["-version"]) ? null : "javac is not installed (apt-get install -y openjdk-17-jdk-headless)"),
  // One javac for every snippet not compiled yet (each in package <key>, kept in CACHE_ROOT: a key is a
  // hash of the source), then one JVM (java/RunEach.java) runs them in turn.
  async build(sources) {
    const root = join(CACHE_ROOT, "java");
    const classes = join(root, "classes");
    const runner = join(root, `runner-${keyOf(readFileSync(join(HERE, "runtimes", "java", "RunEach.java"), "utf8"))}`);
    const keys = sources.map(keyOf);
    const { errors, all } = await withLock(join(CACHE_ROOT, "java.lock"), async () => {
      const javac = (args: string[]) => run("javac", ["-nowarn", "-Xlint:none", "-proc:none", "-encoding", "UTF-8", ...args], { cwd: root });
      mkdirSync(classes, { recursive: true });
      if (!existsSync(join(runner, "RunEach.class"))) {
        const r = await javac(["-d", runner, join(HERE, "runtimes", "java", "RunEach.java")]);
        if (r.code !== 0) return { errors: new Map<string, string>(), all: `java/RunEach.java does not compile:\n${r.output}` };
      }
      const missing = [...new Set(keys)].filter((k) => !existsSync(join(classes, k, "Main.class")));
      sources.forEach((source, i) => {
        if (!missing.includes(keys[i]!)) return;
        mkdirSync(join(root, "src", keys[i]!), { recursive: true });
        writeFileSync(join(root, "src", keys[i]!, "Main.java"), `package ${keys[i]};\n${source}`);
      });
      return compileSettingAside(
        missing,
        (list) => javac(["-d", classes, ...list.map((k) => join("src", k, "Main.java"))]),
        JAVA_ERROR,
      );
    });
    return keys.map((key) => {
      if (all) return { error: all };
      if (errors.has(key)) return { error: errors.get(key)! };
      return (proxy: ProxySettings) => ({
        snippet: key,
        server: { id: "java", command: "java", args: [...javaOptions(proxy), "-cp", runner, "RunEach", classes], env: {}, servers: 2, fixedDir: true },
      });
    });
  },
};

/** Newtonsoft.Json as Debian installs it for Mono (libnewtonsoft-json-cil-dev). */
function newtonsoft(): string | null {
  const gac = "/usr/lib/mono/gac/Newtonsoft.Json";
  if (!existsSync(gac)) return null;
  const version = readdirSync(gac).sort().at(-1);
  return version ? join(gac, version, "Newtonsoft.Json.dll") : null;
}

/**
 * A home folder whose Mono certificate store trusts the run's authority: Mono's TLS (btls) reads trusted
 * roots from ~/.config/.mono/new-certs/Trust, files named by OpenSSL's subject hash.
 */
function monoHome(caFile: string): string {
  const home = join(dirname(caFile), "mono-home");
  const trust = join(home, ".config", ".mono", "new-certs", "Trust");
  if (!existsSync(trust)) {
    mkdirSync(trust, { recursive: true });
    const hash = spawnSync("openssl", ["x509", "-subject_hash", "-noout", "-in", caFile], { encoding: "utf8" }).stdout.trim();
    copyFileSync(caFile, join(trust, `${hash}.0`));
  }
  return home;
}

const csharp: Toolchain = {
  missing: () => {
    if (!has("mcs", ["--version"]) || !has("mono", ["--version"])) return "mcs and mono are not installed (apt-get install -y mono-mcs libmono-system-net-http4.0-cil)";
    return newtonsoft() ? null : "Newtonsoft.Json is not installed (apt-get install -y libnewtonsoft-json-cil-dev)";
  },
  // One mcs call compiles every snippet (each inside namespace <key>) with csharp/RunEach.cs into one
  // program, kept in CACHE_ROOT under a hash of its sources; one Mono process then runs them in turn.
  async build(sources) {
    const root = join(CACHE_ROOT, "csharp");
    const json = newtonsoft()!;
    const host = join(HERE, "runtimes", "csharp", "RunEach.cs");
    const keys = sources.map(keyOf);
    const unique = [...new Set(keys)].sort();
    const text = new Map(keys.map((k, i) => [k, sources[i]!]));
    const { program, errors, all } = await withLock(join(CACHE_ROOT, "csharp.lock"), async () => {
      mkdirSync(join(root, "src"), { recursive: true });
      for (const key of unique) writeIfChanged(join(root, "src", `${key}.cs`), `namespace ${key}\n{\n${text.get(key)}\n}\n`);
      let built = "";
      const mcs = async (list: string[]) => {
        built = join(root, `verify-${keyOf([readFileSync(host, "utf8"), ...list].join("\n"))}.exe`);
        if (existsSync(built)) return { code: 0, output: "" };
        const r = await run("mcs", ["-nowarn:28", "-main:RunEach", "-r:System.Net.Http.dll", `-r:${json}`, `-out:${built}.tmp`, host, ...list.map((k) => join("src", `${k}.cs`))], { cwd: root });
        if (r.code === 0) copyFileSync(`${built}.tmp`, built);
        rmSync(`${built}.tmp`, { force: true });
        return r;
      };
      const result = await compileSettingAside(unique, mcs, CSHARP_ERROR);
      return { program: built, ...result };
    });
    return keys.map((key) => {
      if (all) return { error: all };
      if (errors.has(key)) return { error: errors.get(key)! };
      return (proxy: ProxySettings) => ({
        snippet: key,
        server: { id: "csharp", command: "mono", args: [program], env: { MONO_PATH: dirname(json), HOME: monoHome(proxy.caFile) }, servers: 2 },
      });
    });
  },
};

const CARGO_TOML = `[package]
name = "verify-snippets"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
base64 = "0.13"
reqwest = { version = "0.11", features = ["blocking", "json"] }
serde_json = "1"

[profile.dev]
debug = 0
incremental = true
`;

/** Offline Cargo: crates come from Debian's packaged registry (librust-*-dev). */
const CARGO_CONFIG = `[source.crates-io]
replace-with = "debian"

[source.debian]
directory = "/usr/share/cargo/registry"

[net]
offline = true
`;

/** A Rust snippet as module `key` of the one verify program: its `main` becomes public. */
export function rustModule(source: string): string | null {
  return /^fn main\(\)/m.test(source) ? source.replace(/^fn main\(\)/m, "pub fn main()") : null;
}

/**
 * The Rust program's entry point: runs the snippet its first argument names and exits as that snippet's
 * own `main` would (an `Err` prints `Error: {:?}` and exits 1, a panic exits 101).
 */
function rustDispatcher(keys: string[]): string {
  return [
    ...keys.map((k) => `mod ${k};`),
    "",
    "trait Exit {",
    "    fn code(self) -> i32;",
    "}",
    "impl Exit for () {",
    "    fn code(self) -> i32 {",
    "        0",
    "    }",
    "}",
    "impl<E: std::fmt::Debug> Exit for Result<(), E> {",
    "    fn code(self) -> i32 {",
    "        match self {",
    "            Ok(()) => 0,",
    "            Err(error) => {",
    '                eprintln!("Error: {:?}", error);',
    "                1",
    "            }",
    "        }",
    "    }",
    "}",
    "",
    "fn main() {",
    "    let name = std::env::args().nth(1).unwrap_or_default();",
    "    let code = match name.as_str() {",
    ...keys.map((k) => `        "${k}" => ${k}::main().code(),`),
    "        _ => {",
    '            eprintln!("verify: no snippet {}", name);',
    "            2",
    "        }",
    "    };",
    "    std::io::Write::flush(&mut std::io::stdout()).ok();",
    "    std::process::exit(code);",
    "}",
    "",
  ].join("\n");
}

/** Writes a file only when its text changed, so Cargo's fingerprints (file times) stay fresh otherwise. */
function writeIfChanged(path: string, text: string): void {
  if (existsSync(path) && readFileSync(path, "utf8") === text) return;
  writeFileSync(path, text);
}

const rust: Toolchain = {
  missing: () => {
    if (!has("cargo", ["--version"])) return "cargo is not installed (apt-get install -y cargo librust-reqwest-dev librust-serde-json-dev)";
    return existsSync("/usr/share/cargo/registry") && readdirSync("/usr/share/cargo/registry").some((c) => c.startsWith("reqwest-"))
      ? null
      : "Debian's reqwest crate is not installed (apt-get install -y librust-reqwest-dev librust-serde-json-dev)";
  },
  async build(sources, dir) {
    // One program, one module per snippet, in a project kept between runs (CACHE_ROOT): its dependencies
    // compile once, and a run whose snippets did not change finds the program built.
    const root = join(CACHE_ROOT, "rust");
    return withLock(join(CACHE_ROOT, "rust.lock"), async () => {
      mkdirSync(join(root, ".cargo"), { recursive: true });
      mkdirSync(join(root, "src"), { recursive: true });
      writeIfChanged(join(root, "Cargo.toml"), CARGO_TOML);
      writeIfChanged(join(root, ".cargo", "config.toml"), CARGO_CONFIG);
      // Resolved afresh each build (offline, from the same registry): a lock file written by a newer Cargo
      // (lock format 4) stops Debian's.
      rmSync(join(root, "Cargo.lock"), { force: true });
      const keys = sources.map(keyOf);
      const errors = new Map<string, string>();
      sources.forEach((source, i) => {
        const code = rustModule(source);
        if (code === null) errors.set(keys[i]!, "not a Rust program: no `fn main()`");
        else writeIfChanged(join(root, "src", `${keys[i]}.rs`), code);
      });
      // Modules of earlier runs that this one does not hold.
      const wanted = new Set(keys.map((k) => `${k}.rs`));
      for (const file of readdirSync(join(root, "src"))) if (file !== "main.rs" && !wanted.has(file)) rmSync(join(root, "src", file), { force: true });
      // What the program was last built from: when nothing changed, Cargo is not even started.
      const stamp = join(root, "built-from");
      const sourcesHash = () => {
        const files = ["main.rs", ...[...new Set(keys)].filter((k) => !errors.has(k)).sort().map((k) => `${k}.rs`)];
        return keyOf([CARGO_TOML, CARGO_CONFIG, ...files.map((f) => readFileSync(join(root, "src", f), "utf8"))].join("\n"));
      };
      const cargo = async () => {
        const hash = sourcesHash();
        if (existsSync(join(root, "target", "debug", "verify-snippets")) && existsSync(stamp) && readFileSync(stamp, "utf8") === hash) return { code: 0, output: "" };
        rmSync(stamp, { force: true });
        const r = await run("cargo", ["build", "--offline", "--quiet"], { cwd: root, env: { CARGO_TARGET_DIR: join(root, "target") } });
        if (r.code === 0) writeFileSync(stamp, hash);
        return r;
      };
      let r = { code: 1 as number | null, output: "" };
      for (let attempt = 0; attempt < 4; attempt++) {
        writeIfChanged(join(root, "src", "main.rs"), rustDispatcher([...new Set(keys)].filter((k) => !errors.has(k))));
        r = await cargo();
        if (r.code === 0) break;
        // Set the modules with errors aside (a module with warnings only is fine), then build the others.
        const failing = compileErrors(r.output, RUST_ERROR);
        if (failing.size === 0) break;
        for (const [key, error] of failing) errors.set(key, error);
      }
      // A copy per run, so a later build (another verify run) cannot replace the program under this one.
      const program = join(dir, "rust", "verify-snippets");
      mkdirSync(join(dir, "rust"), { recursive: true });
      if (r.code === 0) copyFileSync(join(root, "target", "debug", "verify-snippets"), program);
      return keys.map((key) => {
        if (errors.has(key)) return { error: errors.get(key)! };
        if (r.code !== 0) return { error: r.output.trim().split("\n").slice(0, 12).join("\n") };
        return () => ({ command: program, args: [key], env: {} });
      });
    });
  },
};

/** Toolchains by language id, for the languages whose definition says `compiled`. */
export const TOOLCHAINS: Record<string, Toolchain> = { go, java, csharp, rust };

export { proxyEnv };
