// Rust: one Cargo project (and target folder, kept between verify runs), one module per snippet,
// offline with Debian's packaged crates.
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { CACHE_ROOT, compileSettingAside, has, keyOf, outcomes, run, withLock, writeIfChanged, type Toolchain } from "../../toolchains.ts";
import { defineRuntime } from "../types.ts";

/** rustc through Cargo: `error[E0425]: …` with `--> src/<key>.rs:12:5` on a following line (warnings start `warning:`). */
export const RUST_ERROR = /^error(?:\[[A-Z0-9]+\])?: .*\n\s*--> src\/(s[0-9a-f]{16})\.rs:\d+:\d+/gm;

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

const toolchain: Toolchain = {
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
      const sourcesHash = (included: string[]) => {
        const files = ["main.rs", ...[...included].sort().map((k) => `${k}.rs`)];
        return keyOf([CARGO_TOML, CARGO_CONFIG, ...files.map((f) => readFileSync(join(root, "src", f), "utf8"))].join("\n"));
      };
      const binary = join(root, "target", "debug", "verify-snippets");
      const cargo = async (included: string[]) => {
        writeIfChanged(join(root, "src", "main.rs"), rustDispatcher(included));
        const hash = sourcesHash(included);
        if (existsSync(binary) && existsSync(stamp) && readFileSync(stamp, "utf8") === hash) return { code: 0, output: "" };
        rmSync(stamp, { force: true });
        const r = await run("cargo", ["build", "--offline", "--quiet"], { cwd: root, env: { CARGO_TARGET_DIR: join(root, "target") } });
        if (r.code === 0) writeFileSync(stamp, hash);
        return r;
      };
      // The modules with errors are set aside (a module with warnings only is fine), then the others built.
      const built = await compileSettingAside([...new Set(keys)], cargo, RUST_ERROR, errors);
      // A copy per run, so a later build (another verify run) cannot replace the program under this one.
      const program = join(dir, "rust", "verify-snippets");
      mkdirSync(join(dir, "rust"), { recursive: true });
      if (built.all === null && existsSync(binary)) copyFileSync(binary, program);
      return outcomes(keys, built, (key) => () => ({ command: program, args: [key], env: {} }));
    });
  },
};

export default defineRuntime({
  language: "rust",
  command: "cargo",
  args: ["run", "--quiet"],
  file: "src/main.rs",
  toolchain,
});
