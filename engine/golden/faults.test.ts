// The golden folder under faults: concurrent updates, updates killed (SIGKILL) at every point, symlinks
// leading out, and a golden folder that is not one. The update processes are engine/golden/faults.test-child.ts
// bundled into plain JavaScript (they start in milliseconds); they run the lock and swap code of
// `golden --update` on a small synthetic tree, so that the suite stays cheap.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import fg from "fast-glob";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compare, isClean, recoverIfInterrupted, update } from "./harness.ts";
import { acquireLock, LOCK_FILE, LockHeldError } from "./lock.ts";
import { goldenRoot, GoldenPathError } from "./root.ts";
import { scaled } from "../../verify/machine-load.ts";

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO = join(HERE, "../..");
const dir = mkdtempSync(join(tmpdir(), "golden-faults-"));
const CHILD = join(dir, "fault-child.mjs");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeAll(() => {
  // esbuild is tsx's own dependency: one bundle of the child, no TypeScript loader per process.
  const esbuild = createRequire(createRequire(import.meta.url).resolve("tsx/package.json"))("esbuild") as typeof import("esbuild");
  esbuild.buildSync({ entryPoints: [join(HERE, "faults.test-child.ts")], bundle: true, platform: "node", format: "esm", outfile: CHILD, logLevel: "error" });
});

/** Every file under root except cases/, with its content; dot files included (leftovers show). */
function snapshot(root: string): Record<string, string> {
  return Object.fromEntries(
    fg.sync("**/*", { cwd: root, dot: true, ignore: ["cases/**"] }).sort().map((f) => [f, readFileSync(join(root, f), "utf8")]),
  );
}

function writeTree(root: string, files: Record<string, string>): void {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(join(root, "cases"), { recursive: true });
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

/** The old tree: six case folders of four outputs each. */
const OLD: Record<string, string> = {};
for (const group of ["alpha", "beta", "gamma", "delta", "epsilon", "zeta"]) {
  for (const file of ["python/requests/hf-inference.py", "python/requests/together.py", "sh/curl/hf-inference.sh", "js/fetch/hf-inference.js"]) {
    OLD[`${group}/case/${file}`] = `old ${group} ${file}\n`;
  }
}

/** An update's changes (every kind: change, add in a new folder, remove a whole folder, remove one file). */
function changes(tag: string): { write: Record<string, string>; remove: string[] } {
  return {
    write: {
      "alpha/case/python/requests/hf-inference.py": `new ${tag} alpha\n`,
      "gamma/case/sh/curl/hf-inference.sh": `new ${tag} gamma\n`,
      "eta/case/python/requests/hf-inference.py": `new ${tag} eta\n`,
      "eta/case/js/fetch/hf-inference.js": `new ${tag} eta js\n`,
    },
    remove: Object.keys(OLD).filter((p) => p.startsWith("beta/")).concat(["delta/case/js/fetch/hf-inference.js"]),
  };
}

function expectedAfter(tag: string): Record<string, string> {
  const c = changes(tag);
  const tree = { ...OLD, ...c.write };
  for (const p of c.remove) delete tree[p];
  return Object.fromEntries(Object.entries(tree).sort(([a], [b]) => (a < b ? -1 : 1)));
}

function expectedOld(): Record<string, string> {
  return Object.fromEntries(Object.entries(OLD).sort(([a], [b]) => (a < b ? -1 : 1)));
}

function changesFile(tag: string): string {
  const file = join(dir, `changes-${tag}.json`);
  writeFileSync(file, JSON.stringify(changes(tag)));
  return file;
}

interface Answer {
  code: number;
  mutations?: number;
  error?: string;
}

/** A running fault child: `send` one update, get its answer; `exit` resolves when the process ends. */
interface Child {
  process: ChildProcess;
  ready: Promise<void>;
  send(root: string, changes: string, killAt?: number): Promise<Answer | null>;
  exit: Promise<NodeJS.Signals | number | null>;
}

function startChild(env: NodeJS.ProcessEnv = {}): Child {
  const child = spawn(process.execPath, [CHILD], { env: { ...process.env, ...env }, stdio: ["pipe", "pipe", "inherit"] });
  const answers: ((a: Answer | null) => void)[] = [];
  let buffer = "";
  let onReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  child.stdout!.on("data", (data: Buffer) => {
    buffer += data.toString("utf8");
    for (let at = buffer.indexOf("\n"); at !== -1; at = buffer.indexOf("\n")) {
      const message = JSON.parse(buffer.slice(0, at)) as Answer & { ready?: true };
      buffer = buffer.slice(at + 1);
      if (message.ready) onReady();
      else answers.shift()?.(message);
    }
  });
  const exit = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.on("exit", (code, signal) => {
      for (const answer of answers.splice(0)) answer(null);
      resolve(signal ?? code);
    }),
  );
  child.stdin!.on("error", () => {}); // writing to a child that was just killed
  return {
    process: child,
    ready,
    exit,
    send(root, changes, killAt) {
      const answer = new Promise<Answer | null>((resolve) => answers.push(resolve));
      child.stdin!.write(`${JSON.stringify({ root, changes, killAt })}\n`);
      return answer;
    },
  };
}

const leftovers = (root: string) => fg.sync(".golden-*", { cwd: root, dot: true, onlyFiles: false });

describe("golden update: concurrent runs", () => {
  it("2 to 8 updates at once, 20 rounds: the tree is always one run's complete result, nothing left behind", async () => {
    const root = join(dir, "concurrent");
    const files = Array.from({ length: 8 }, (_, i) => changesFile(`run${i}`));
    // Eight processes, started once; each round sends an update to 2 to 8 of them at the same moment.
    const children = Array.from({ length: 8 }, () => startChild());
    try {
      await Promise.all(children.map((c) => c.ready));
      const outcomes = { applied: 0, refused: 0 };
      for (let round = 0; round < 20; round++) {
        writeTree(root, OLD);
        const n = 2 + (round % 7);
        const answers = await Promise.all(children.slice(0, n).map((c, i) => c.send(root, files[i]!)));
        for (const a of answers) {
          if (a?.code === 2) {
            expect(a.error).toMatch(/\.golden-lock: locked by pid \d+/);
            outcomes.refused++;
          } else {
            expect(a, a?.error).toMatchObject({ code: 0 });
            outcomes.applied++;
          }
        }
        const after = snapshot(root);
        const candidates = Array.from({ length: n }, (_, i) => expectedAfter(`run${i}`));
        expect(candidates, `round ${round}: a mix of runs`).toContainEqual(after);
        expect(leftovers(root)).toEqual([]);
      }
      expect(outcomes.applied).toBeGreaterThanOrEqual(20);
    } finally {
      for (const c of children) c.process.kill();
    }
  }, scaled(60_000));

  it("a second update waits, then exits 2 naming the holder", async () => {
    const root = join(dir, "held");
    writeTree(root, OLD);
    const lock = acquireLock(root, "golden --update (this test)");
    const child = startChild({ SNIPPETS_LOCK_WAIT_MS: "150" });
    try {
      const answer = await child.send(root, changesFile("held"));
      expect(answer?.code).toBe(2);
      expect(answer?.error).toContain(`locked by pid ${process.pid}`);
      expect(answer?.error).toContain("golden --update (this test)");
      expect(snapshot(root)).toEqual({ ...OLD, [LOCK_FILE]: readFileSync(join(root, LOCK_FILE), "utf8") });
      // In-process too: the harness's update refuses while the lock is held.
      expect(() => update({ root })).toThrow(LockHeldError);
    } finally {
      lock.release();
      child.process.kill();
    }
    expect(existsSync(join(root, LOCK_FILE))).toBe(false);
  });
});

describe("golden update: killed (SIGKILL) at any point", () => {
  it("50 rounds: after the next run's recovery the tree is the old or the new one", async () => {
    const root = join(dir, "killed");
    const file = changesFile("killed");
    writeTree(root, OLD);
    const first = startChild();
    const full = await first.send(root, file);
    first.process.kill();
    expect(full).toMatchObject({ code: 0 });
    const total = full!.mutations!;
    expect(total).toBeGreaterThan(20);
    const old = expectedOld();
    const fresh = expectedAfter("killed");
    const seen = { old: 0, new: 0 };
    // The next round's process starts while this round runs.
    let next = startChild();
    for (let round = 0; round < 50; round++) {
      const child = next;
      next = startChild();
      await child.ready;
      writeTree(root, OLD);
      if (round % 10 === 9) {
        // Killed from outside after a random delay, wherever it is.
        const answer = child.send(root, file);
        setTimeout(() => child.process.kill("SIGKILL"), Math.random() * 5);
        await answer;
        child.process.kill("SIGKILL");
      } else {
        // Killed right after a random change on disk: stratified over every point of the update.
        const k = Math.min(total - 1, Math.floor(((round + Math.random()) * total) / 50));
        expect(await child.send(root, file, k)).toBeNull();
        expect(await child.exit).toBe("SIGKILL");
      }
      await child.exit;
      recoverIfInterrupted(root);
      const after = snapshot(root);
      expect(leftovers(root)).toEqual([]);
      expect([old, fresh], `round ${round}: neither the old nor the new tree`).toContainEqual(after);
      if (JSON.stringify(after) === JSON.stringify(old)) seen.old++;
      else seen.new++;
    }
    next.process.kill();
    // Kills landed both before and after the commit point.
    expect(seen.old).toBeGreaterThan(0);
    expect(seen.new).toBeGreaterThan(0);
  }, scaled(60_000));

  it("a lock left by a killed run is taken over", async () => {
    const root = join(dir, "stale");
    writeTree(root, OLD);
    const killed = startChild();
    expect(await killed.send(root, changesFile("stale"), 0)).toBeNull(); // killed holding the lock
    expect(existsSync(join(root, LOCK_FILE))).toBe(true);
    const next = startChild({ SNIPPETS_LOCK_WAIT_MS: "0" });
    try {
      expect(await next.send(root, changesFile("stale"))).toMatchObject({ code: 0 });
    } finally {
      next.process.kill();
    }
    expect(snapshot(root)).toEqual(expectedAfter("stale"));
  });
});

describe("golden folder boundaries", () => {
  const outside = join(dir, "outside");
  const caseText = "description: A classifier.\nmodel:\n  id: acme/classifier\n  pipeline_tag: text-classification\n";

  function project(name: string): string {
    const root = join(dir, name, "golden");
    writeTree(root, { "cases/basic/classifier.yaml": caseText });
    rmSync(outside, { recursive: true, force: true });
    mkdirSync(outside, { recursive: true });
    writeFileSync(join(outside, "keep.py"), "precious\n");
    return root;
  }

  it("a case file that is a symlink out of the golden folder is not read", () => {
    const root = project("symlink-case");
    symlinkSync("/proc/self/environ", join(root, "cases/basic/leak.yaml"));
    let message = "";
    try {
      compare({ root });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/golden\/cases\/basic\/leak\.yaml: .*outside/);
    expect(message).not.toMatch(/PATH=|HOME=/);
  });

  it("an output file that is a symlink out is neither read nor written through", () => {
    const root = project("symlink-output");
    update({ root });
    const path = "basic/classifier/python/requests/hf-inference.py";
    rmSync(join(root, path));
    symlinkSync(join(outside, "keep.py"), join(root, path));
    const c = compare({ root });
    expect(JSON.stringify(c)).not.toContain("precious");
    expect(c.missing.map((m) => m.path)).toContain(path);
    expect(() => update({ root })).toThrow(/basic\/classifier\/python\/requests\/hf-inference\.py: is a symlink/);
    expect(readFileSync(join(outside, "keep.py"), "utf8")).toBe("precious\n");
  });

  it("update does not write or delete through a symlinked folder", () => {
    const root = project("symlink-folder");
    update({ root });
    const folder = join(root, "basic/classifier/python");
    rmSync(folder, { recursive: true });
    symlinkSync(outside, folder);
    expect(() => update({ root })).toThrow(/is a symlink/);
    expect(fg.sync("**/*", { cwd: outside })).toEqual(["keep.py"]);
    expect(readFileSync(join(outside, "keep.py"), "utf8")).toBe("precious\n");
  });

  it("files that are not golden outputs are never removed", () => {
    const root = project("foreign");
    const foreign = { "notes.md": "notes\n", "basic/helpers.ts": "export {};\n", "basic/classifier/README.txt": "x\n", "tools/x/y.ts": "1\n" };
    for (const [path, text] of Object.entries(foreign)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    update({ root });
    writeFileSync(join(root, "basic/classifier/python/requests/stale.py"), "orphan\n");
    const c = compare({ root });
    expect(c.orphaned.map((o) => o.path)).toEqual(["basic/classifier/python/requests/stale.py"]);
    update({ root });
    expect(isClean(compare({ root }))).toBe(true);
    for (const [path, text] of Object.entries(foreign)) expect(readFileSync(join(root, path), "utf8")).toBe(text);
  });

  it("the default golden folder comes from the project, not the current folder", () => {
    const cwd = process.cwd();
    try {
      process.chdir(join(REPO, "engine"));
      expect(goldenRoot()).toBe(goldenRoot(join(REPO, "golden")));
      expect(goldenRoot().endsWith("/golden")).toBe(true);
    } finally {
      process.chdir(cwd);
    }
    // engine/golden/ holds code, not cases: refused, so nothing there can be taken for an orphan.
    expect(() => goldenRoot(join(REPO, "engine/golden"))).toThrow(/not a golden folder \(it has no cases\/ folder\)/);
    expect(() => goldenRoot(join(dir, "nope"))).toThrow(/--root: .*nope: no such folder/);
  });

  it("two `snippets golden --update` processes at once: each exits 0 or 2 naming the holder, and the result is clean", async () => {
    const root = join(dir, "cli", "golden");
    mkdirSync(root, { recursive: true });
    cpSync(join(REPO, "golden/cases/basic"), join(root, "cases/basic"), { recursive: true });
    const cli = () =>
      new Promise<{ code: number | null; err: string }>((done) => {
        const child = spawn(process.execPath, [join(REPO, "bin/snippets.js"), "golden", "--update", "--root", root], {
          cwd: join(REPO, "engine"),
          stdio: ["ignore", "ignore", "pipe"],
        });
        let err = "";
        child.stderr.on("data", (d) => (err += d));
        child.on("close", (code) => done({ code, err }));
      });
    const runs = await Promise.all([cli(), cli()]);
    for (const r of runs) {
      if (r.code === 2) expect(r.err).toMatch(/locked by pid \d+/);
      else expect(r.code, r.err).toBe(0);
    }
    expect(runs.some((r) => r.code === 0)).toBe(true);
    expect(isClean(compare({ root }))).toBe(true);
    expect(leftovers(root)).toEqual([]);
    // Run from engine/: nothing of engine/golden/ was taken for golden output.
    expect(existsSync(join(HERE, "harness.ts"))).toBe(true);
  }, scaled(90_000));

  it("a copy of the project's own cases updates cleanly (the real harness end to end)", () => {
    const root = join(dir, "copy", "golden");
    mkdirSync(root, { recursive: true });
    cpSync(join(REPO, "golden/cases/basic"), join(root, "cases/basic"), { recursive: true });
    update({ root });
    expect(isClean(compare({ root }))).toBe(true);
    expect(leftovers(root)).toEqual([]);
  });
});
