// How the verify run builds and starts snippets of compiled languages (a language definition with
// `runtime.compiled`). Each toolchain builds a whole batch at once, so a compiler starts once per
// language rather than once per snippet: one `go build` for every Go snippet, one JVM compiling every
// Java snippet, one mcs call for every C# snippet, one Cargo project (and target folder, kept between
// verify runs) for every Rust snippet. Their HTTP clients reach the mock through the run's proxy
// (proxy.ts), trusting the run's certificate authority.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

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

/** One built snippet: how to start it for a run. */
export type Built = (proxy: ProxySettings) => Launch;

export interface Toolchain {
  /** Why it cannot be used here (what to install), or null. */
  missing(): string | null;
  /** Builds every source; each gets its launcher or the compiler's complaint. */
  build(sources: string[], dir: string): Promise<(Built | { error: string })[]>;
}

/** Where builds are kept between verify runs (Go's cache, Cargo's target folder). */
export const CACHE_ROOT = join(tmpdir(), "verify-snippets-cache");

const has = (cmd: string, args: string[]) => spawnSync(cmd, args, { stdio: "ignore" }).status === 0;

export const keyOf = (source: string) => `s${createHash("sha256").update(source).digest("hex").slice(0, 16)}`;

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

/** The compiler's lines about one file, for a failed snippet's report. */
function linesAbout(output: string, needle: string): string {
  const lines = output.split("\n");
  const at = lines.findIndex((l) => l.includes(needle));
  return (at === -1 ? lines.slice(0, 8) : lines.slice(Math.max(0, at - 1), at + 6)).join("\n").trim();
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

const go: Toolchain = {
  missing: () => (has("go", ["version"]) ? null : "go is not installed (apt-get install -y golang-go)"),
  async build(sources, dir) {
    const root = join(dir, "go");
    mkdirSync(join(root, "bin"), { recursive: true });
    writeFileSync(join(root, "go.mod"), "module verify\n\ngo 1.19\n");
    const keys = sources.map(keyOf);
    sources.forEach((source, i) => {
      mkdirSync(join(root, keys[i]!), { recursive: true });
      writeFileSync(join(root, keys[i]!, "main.go"), source);
    });
    const buildAll = (list: string[]) => run("go", ["build", "-o", "bin/", ...list.map((k) => `./${k}`)], { cwd: root, env: GO_ENV });
    const all = await buildAll([...new Set(keys)]);
    const errors = new Map<string, string>();
    if (all.code !== 0) {
      // Find the culprits one by one; the others then build together.
      for (const key of new Set(keys)) {
        const one = await buildAll([key]);
        if (one.code !== 0) errors.set(key, one.output.trim());
      }
    }
    return keys.map((key) =>
      errors.has(key) ? { error: errors.get(key)! } : () => ({ command: join(root, "bin", key), args: [], env: {} }),
    );
  },
};

const java: Toolchain = {
  missing: () => (has("javac", ["-version"]) ? null : "javac is not installed (apt-get install -y openjdk-17-jdk-headless)"),
  async build(sources, dir) {
    const root = join(dir, "java");
    const keys = sources.map(keyOf);
    sources.forEach((source, i) => {
      mkdirSync(join(root, keys[i]!), { recursive: true });
      writeFileSync(join(root, keys[i]!, "Main.java"), source);
    });
    const unique = [...new Set(keys)];
    const r = await run("java", [join(HERE, "java", "CompileEach.java"), ...unique], { cwd: root });
    const errors = new Map<string, string>();
    for (const line of r.output.split("\n")) {
      const m = /^(s[0-9a-f]{16}): (.*)$/.exec(line);
      if (m) errors.set(m[1]!, m[2]!);
    }
    if (r.code !== 0 && errors.size === 0) return keys.map(() => ({ error: r.output.trim() }));
    return keys.map((key) =>
      errors.has(key)
        ? { error: errors.get(key)! }
        : (proxy: ProxySettings) => ({
            command: "java",
            args: [
              `-Dhttps.proxyHost=127.0.0.1`, `-Dhttps.proxyPort=${proxy.port}`, `-Dhttp.proxyHost=127.0.0.1`, `-Dhttp.proxyPort=${proxy.port}`,
              `-Djavax.net.ssl.trustStore=${proxy.trustStore}`, "-Djavax.net.ssl.trustStorePassword=verify", "-Djavax.net.ssl.trustStoreType=PKCS12",
              "-XX:TieredStopAtLevel=1", "-Xshare:auto", "-cp", join(root, key), "Main",
            ],
            env: {},
          }),
    );
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
  async build(sources, dir) {
    const root = join(dir, "csharp");
    const keys = sources.map(keyOf);
    const json = newtonsoft()!;
    // mcs has no `async Task Main` entry point: VerifyEntry.cs is compiled beside each snippet and starts it.
    const builds = new Map<string, Promise<{ code: number | null; output: string }>>();
    for (const [i, key] of keys.entries()) {
      if (builds.has(key)) continue;
      mkdirSync(join(root, key), { recursive: true });
      writeFileSync(join(root, key, "Program.cs"), sources[i]!);
      builds.set(key, run("mcs", ["-nowarn:28", "-main:VerifyEntry", "-r:System.Net.Http.dll", `-r:${json}`, "-out:Program.exe", "Program.cs", join(HERE, "csharp", "VerifyEntry.cs")], { cwd: join(root, key) }));
      // Two compilers at a time: mcs is single-threaded and the machine is shared.
      if (builds.size % 2 === 0) await builds.get(key);
    }
    const results = new Map<string, { code: number | null; output: string }>();
    for (const [key, build] of builds) results.set(key, await build);
    return keys.map((key) => {
      const r = results.get(key)!;
      if (r.code !== 0) return { error: linesAbout(r.output, "error") };
      return (proxy: ProxySettings) => ({
        command: "mono",
        args: [join(root, key, "Program.exe")],
        env: { MONO_PATH: dirname(json), HOME: monoHome(proxy.caFile) },
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
incremental = false
`;

/** Offline Cargo: crates come from Debian's packaged registry (librust-*-dev). */
const CARGO_CONFIG = `[source.crates-io]
replace-with = "debian"

[source.debian]
directory = "/usr/share/cargo/registry"

[net]
offline = true
`;

const rust: Toolchain = {
  missing: () => {
    if (!has("cargo", ["--version"])) return "cargo is not installed (apt-get install -y cargo librust-reqwest-dev librust-serde-json-dev)";
    return existsSync("/usr/share/cargo/registry") && readdirSync("/usr/share/cargo/registry").some((c) => c.startsWith("reqwest-"))
      ? null
      : "Debian's reqwest crate is not installed (apt-get install -y librust-reqwest-dev librust-serde-json-dev)";
  },
  async build(sources) {
    // One project for every Rust snippet, kept between runs so its dependencies compile once.
    const root = join(CACHE_ROOT, "rust");
    mkdirSync(join(root, ".cargo"), { recursive: true });
    writeFileSync(join(root, "Cargo.toml"), CARGO_TOML);
    writeFileSync(join(root, ".cargo", "config.toml"), CARGO_CONFIG);
    rmSync(join(root, "src"), { recursive: true, force: true });
    // Resolved afresh each time (offline, from the same registry): a lock file written by a newer Cargo
    // (lock format 4) stops Debian's.
    rmSync(join(root, "Cargo.lock"), { force: true });
    mkdirSync(join(root, "src", "bin"), { recursive: true });
    const keys = sources.map(keyOf);
    sources.forEach((source, i) => writeFileSync(join(root, "src", "bin", `${keys[i]}.rs`), source));
    const errors = new Map<string, string>();
    const cargo = () => run("cargo", ["build", "--bins", "--offline", "--quiet"], { cwd: root, env: { CARGO_TARGET_DIR: join(root, "target") } });
    let r = await cargo();
    for (let attempt = 0; r.code !== 0 && attempt < 3; attempt++) {
      // Set the snippets that fail aside, then build the others.
      const failing = [...new Set([...r.output.matchAll(/src\/bin\/(s[0-9a-f]{16})\.rs/g)].map((m) => m[1]!))];
      if (failing.length === 0) break;
      for (const key of failing) {
        errors.set(key, linesAbout(r.output, `${key}.rs`));
        rmSync(join(root, "src", "bin", `${key}.rs`), { force: true });
      }
      r = await cargo();
    }
    return keys.map((key) => {
      if (errors.has(key)) return { error: errors.get(key)! };
      if (r.code !== 0) return { error: r.output.trim().split("\n").slice(0, 12).join("\n") };
      return () => ({ command: join(root, "target", "debug", key), args: [], env: {} });
    });
  },
};

/** Toolchains by language id, for the languages whose definition says `compiled`. */
export const TOOLCHAINS: Record<string, Toolchain> = { go, java, csharp, rust };

export { proxyEnv };
