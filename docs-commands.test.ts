// (Not named readme.test.ts: npm packs every file whose name starts with "readme".)
// Every command in the docs' shell blocks (README.md, the README.md beside what it describes, docs/*.md)
// works as written in a clone: each one is run here, or named below with the test or CI step that runs it
// instead (a new command must be one or the other). A command that starts a server is run until it
// serves, then stopped.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import fg from "fast-glob";
import { afterAll, describe, expect, it } from "vitest";
import { developerShellEnv } from "./verify/developer-shell.ts";
import { limit, scaled, timedOut } from "./verify/machine-load.ts";
import { runWithin } from "./verify/run-within.ts";

const root = import.meta.dirname;

/** Commands not run here, and why. */
const RUN_ELSEWHERE: Record<string, string> = {
  "npm ci": "CI's first step (.ci/run), on a fresh clone",
  "npm test": "CI's second step (.ci/run), right after npm ci; this file is a slow suite (npm run test:slow)",
  "npm run typecheck": "a phase of CI (.ci/run)",
  ".ci/run": "is CI: minutes of installs from Debian and pip, then every suite; on the CI runner, or by hand",
  "npm run build:package": "scripts/build-package.test.ts runs the build",
  "npm run pack:package": "scripts/build-package.test.ts builds, packs and installs the tarball",
  "npm run docs": "CI (.ci/run) builds the reference; scripts/build-package.test.ts checks the doc comments it is made from",

  "npm run bench:entries": "minutes long (nine Vite builds); sizes are a bench's, never a test's",
  "npm run golden -- --watch": "runs until interrupted; repo-cli/watch.test.ts drives it",
  "npm run golden -- --update": "writes golden files; engine/golden/harness.test.ts and engine/cli/main.test.ts run it on a copy",
  "npm run test:e2e": "CI (.ci/run)",
  "npm run test:slow": "CI (.ci/run)",
  "npm run verify-snippets -- --libraries": "CI (.ci/run: npm run verify-snippets runs them); it needs the library runtime (make-env.sh libraries)",
  "npm run verify-snippets": "CI (.ci/run); verify/verify.test.ts and verify/isolation.test.ts run snippets the same way",
  "npm run bench": "minutes long; timings are never tested",
  "scripts/stress-rehearsal.sh": "runs .ci/run with stress-ng beside it: by hand, before CI",
  "scripts/stress-rehearsal.sh 'npm ci' 'npm run test:slow'": "minutes of stress-ng beside a fresh clone's install and slow suites: by hand",
};

/** Commands that start a server and run until stopped: what the page they serve must hold. */
const SERVES: Record<string, RegExp> = {
  "npm start": /<title>Snippet playground<\/title>/,
};

/** What a command must print, where exit 0 alone says too little. */
const PRINTS: Record<string, RegExp> = {
  "npx snippets --version": /^\d+\.\d+\.\d+\n$/,
  "npx snippets render examples/model.yaml": /^# ── inference: python\/huggingface_hub ──\n# Setup:\n/,
  "npx snippets schema --write": /^Schemas and header lines are up to date\.\n$/,
  "npx snippets render examples/model.yaml --provider together --language python --client openai": /model="meta-llama\/Llama-3\.1-8B-Instruct:together"/,
  "cat examples/model.json | npx snippets render - --language sh": /black-forest-labs\/FLUX\.1-dev/,
  "npm run golden": /0 differ, 0 missing, 0 orphaned/,
  "npm run verify-snippets -- --help": /^Usage: npm run verify-snippets/,
  "scripts/stress-rehearsal.sh --help": /^A busy machine's CI run, before CI has one/,
  "npm run verify-snippets -- 'conversational/*' --client python/requests": /\n(\d+) passed, 0 failed/,
  "npm run fuzz -- --runs 1000": /fuzz: seed -?\d+: 1000 records/,
};

/** Files commands write into the clone, removed afterwards. */
const WRITTEN = ["golden-report.md", "snippets.jsonl", "models.jsonl"];
afterAll(() => {
  for (const file of WRITTEN) rmSync(join(root, file), { force: true });
});

/**
 * The project's docs: the top README, one beside each part it describes, and the pages of docs/. Not the
 * installed package's README (scripts/package/README.md): its commands are a user's, in a project that
 * installed the package; scripts/build-package.test.ts runs them there.
 */
export const READMES = [
  "README.md",
  ...fg.sync("*/**/README.md", { cwd: root, ignore: ["**/node_modules/**", "dist/**", ".cache/**", "scripts/package/README.md"] }).sort(),
  ...fg.sync("docs/*.md", { cwd: root }).sort(),
];

function readmeCommands(): string[] {
  const readme = READMES.map((file) => readFileSync(join(root, file), "utf8")).join("\n");
  return [...readme.matchAll(/^```sh\n([\s\S]*?)^```/gm)].flatMap((block) =>
    block[1]!
      .split("\n")
      .map((line) => line.replace(/\s+#\s.*$/, "").trim())
      .filter(Boolean),
  );
}

/** The environment of a newcomer's shell. */
const shellEnv = developerShellEnv({ CI: "1", npm_config_update_notifier: "false" });

const commands = readmeCommands();
/** Each command once, though several pages show it. */
const notElsewhere = [...new Set(commands)].filter((c) => !(c in RUN_ELSEWHERE));
/**
 * A command that is the first step of a chain run here (`npm run build` of `npm run build && npm run
 * bench:bundle`) is run by the chain: the chain exits 0 only if it did, and its npm warnings would be in the
 * chain's stderr. Unless it must print something of its own (PRINTS) or serves (SERVES): then it runs alone.
 */
const firstOfChain = (command: string) =>
  !(command in PRINTS) && !(command in SERVES) && notElsewhere.some((other) => other.startsWith(`${command} && `));
const runHere = notElsewhere.filter((c) => !firstOfChain(c));

describe("README", () => {
  it("has commands, and each one is run here or by a named test", () => {
    expect(commands.length).toBeGreaterThan(20);
    expect(runHere.length).toBeGreaterThan(15);
    // Every exemption is still in the README (a stale one would hide nothing, but misleads).
    expect(Object.keys(RUN_ELSEWHERE).filter((c) => !commands.includes(c))).toEqual([]);
  });

  // Each command has a limit of its own, which fires first and says what it waited for.
  it.each(runHere)("%s", async (command) => {
    if (command in SERVES) return serveThenStop(command, SERVES[command]!);
    const r = runWithin(300_000, "the command to exit", "bash", ["-c", `set -o pipefail; ${command}`], { cwd: root, env: shellEnv, maxBuffer: 64 * 1024 * 1024 });
    expect(r.status, r.stderr).toBe(0);
    // npm reads the project's config (.npmrc, package.json) without a warning, on every npm and npx command.
    expect(r.stderr).not.toMatch(/^npm warn/m);
    expect(r.stdout.length + readIfWritten(command)).toBeGreaterThan(0);
    const pattern = PRINTS[command];
    if (pattern) expect(r.stdout.replace(/^\n?> .*\n(> .*\n)*\n?/, "")).toMatch(pattern);
  }, scaled(330_000));
});

/**
 * Starts a server command, waits until it prints the address it serves on, and checks that address is
 * localhost only (not exposed to the network), that its page holds `page`, that the page's scripts are
 * served, and that npm printed no warning; then stops it and all it started.
 */
async function serveThenStop(command: string, page: RegExp): Promise<void> {
  const child = spawn("bash", ["-c", command], { cwd: root, env: shellEnv, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  let stdout = "";
  let stderr = "";
  child.stderr.on("data", (data: Buffer) => void (stderr += data.toString()));
  const cap = limit(120_000);
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${timedOut("the server to print its address", cap)}\n${stdout}${stderr}`)), cap.ms);
      child.stdout.on("data", (data: Buffer) => {
        stdout += data.toString().replace(/\x1b\[[0-9;]*m/g, "");
        // Vite prints the local address, then the network's (or that none is served).
        const address = /Network:/.test(stdout) ? /Local:\s+(http:\/\/localhost:\d+\/)/.exec(stdout)?.[1] : undefined;
        if (address) {
          clearTimeout(timer);
          resolve(address);
        }
      });
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`"${command}" exited before it served:\n${stdout}${stderr}`));
      });
    });
    expect(stdout, "served to the network").not.toMatch(/Network:\s+http/);
    const html = await fetch(url);
    expect(html.status).toBe(200);
    const text = await html.text();
    expect(text).toMatch(page);
    const scripts = [...text.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => new URL(m[1]!, url).href);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect((await fetch(script)).status, script).toBe(200);
    expect(stderr).not.toMatch(/^npm warn/m);
  } finally {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, "SIGTERM");
    await exited;
  }
}

describe("the docs' links", () => {
  it("each relative link names a file or folder of the clone", () => {
    const broken = READMES.flatMap((file) => {
      // Links in prose only: a code block's brackets are code.
      const prose = readFileSync(join(root, file), "utf8").replace(/^```[\s\S]*?^```/gm, "");
      return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
        .map((m) => m[1]!)
        .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith("#"))
        .filter((target) => !existsSync(join(root, dirname(file), target.replace(/#.*$/, ""))))
        .map((target) => `${file}: ${target}`);
    });
    expect(broken).toEqual([]);
  });
});

describe("npm in a clone", () => {
  const npm = (...args: string[]) => runWithin(60_000, `npm ${args.join(" ")} to exit`, "npm", args, { cwd: root, env: shellEnv });

  it("reads the project's config without a warning (no setting npm does not know)", () => {
    const r = npm("config", "get", "legacy-peer-deps");
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toBe("true\n");
    expect(r.stderr).toBe("");
  });

  // onnxruntime-node's install script fetches a CUDA provider from nuget.org, out of reach here and on CI
  // (npm ci failed on it); package.json's allowScripts denies it and approves the others, reviewed.
  it("denies onnxruntime-node's install script, and every other package's is reviewed", (ctx) => {
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { allowScripts?: Record<string, boolean> };
    expect(pkg.allowScripts?.["onnxruntime-node"]).toBe(false);
    const r = npm("install-scripts", "ls");
    // npm before 11.16 has no install-scripts command (nor reads allowScripts).
    if (r.status !== 0 && /Unknown command/i.test(r.stderr + r.stdout)) ctx.skip();
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^No packages with unreviewed install scripts\.$/m);
  });

  it("npm run pack:package writes its tarball into dist/, which git ignores", () => {
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { name: string; version: string; scripts: Record<string, string> };
    const destination = /\bnpm pack \S+ --pack-destination (\S+)$/.exec(pkg.scripts["pack:package"]!)?.[1];
    expect(destination).toBe("dist");
    const r = runWithin(30_000, "git check-ignore to exit", "git", ["check-ignore", "--no-index", "-q", `${destination}/${pkg.name}-${pkg.version}.tgz`], { cwd: root });
    expect(r.status, "git check-ignore: exit 0 when the path is ignored").toBe(0);
  });
});

/** Characters written by a command that writes a file instead of printing. */
function readIfWritten(command: string): number {
  const file = WRITTEN.find((f) => command.includes(f));
  return file ? readFileSync(join(root, file), "utf8").length : 0;
}
