// The command line under faults and bad input: every bad input exits 2 with a message naming the file
// or flag, the field and the problem (with "did you mean" for a mistyped name); bulk keeps whole lines
// when stopped by a signal (exit 130 / 143), never writes over its input, caps its workers, ends quietly
// on a closed pipe and reads very long lines in linear time; tokens stay out of error output.
import { spawn } from "node:child_process";
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join, resolve } from "node:path";
import { Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runBulk } from "./bulk.ts";
import { closest, didYouMean } from "../suggest.ts";
import { run, scratchDir } from "./main.test-run.ts";
import { scaled } from "../../verify/machine-load.ts";

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const CLI = join(REPO, "bin/snippets.js");
const dir = scratchDir("cli-faults-");
afterEach(() => vi.restoreAllMocks());

const STACK = /\n\s+at .+[:(]/;

function write(path: string, text: string): string {
  const file = join(dir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
}

const CLASSIFIER = "description: A classifier.\nmodel:\n  id: acme/classifier\n  pipeline_tag: text-classification\n";

describe("did you mean", () => {
  it("finds close names, swaps included, and nothing for a far one", () => {
    expect(closest("text-generaton", ["text-generation", "text-to-image", "translation"])).toEqual(["text-generation"]);
    expect(closest("pyhton", ["python", "js", "sh"])).toEqual(["python"]);
    expect(didYouMean("cobol", ["python", "js", "sh"])).toBe("");
    expect(didYouMean("togther", ["together", "groq"])).toBe('did you mean "together"?');
  });
});

describe("bad input exits 2 naming the file or flag, the field and the problem", () => {
  it("golden: a missing root, a folder without cases/, an empty selection, a report inside the golden folder, a mistyped command", async () => {
    const missing = await run("golden", "--root", join(dir, "nope"));
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/--root: .*nope: no such folder/);
    mkdirSync(join(dir, "not-golden"), { recursive: true });
    const noCases = await run("golden", "--root", join(dir, "not-golden"));
    expect(noCases.code).toBe(2);
    expect(noCases.err).toMatch(/--root: .*not-golden: not a golden folder \(it has no cases\/ folder\)/);
    write("g1/cases/basic/classifier.yaml", CLASSIFIER);
    const root = join(dir, "g1");
    const empty = await run("golden", "--root", root, "--filter", "textToImage/*");
    expect(empty.code).toBe(2);
    expect(empty.err).toMatch(/--filter: "textToImage\/\*" matches none of the 1 cases/);
    const report = await run("golden", "report", "--root", root, "--report", join(root, "report.md"));
    expect(report.code).toBe(2);
    expect(report.err).toMatch(/--report: .*is inside the golden folder/);
    expect(existsSync(join(root, "report.md"))).toBe(false);
    const typo = await run("golden", "udpate", "--root", root);
    expect(typo.code).toBe(2);
    expect(typo.err).toMatch(/did you mean "update"\?/);
    for (const r of [missing, noCases, empty, report, typo]) expect(r.err).not.toMatch(STACK);
  });

  it("a mistyped pipeline tag: in a model file and in a golden case", async () => {
    const model = write("typo.yaml", "id: acme/writer\npipeline_tag: text-generaton\n");
    const r = await run("render", model);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`${model}: pipeline_tag: unknown pipeline tag "text-generaton"`);
    expect(r.err).toMatch(/did you mean "text-generation"\?/);
    write("g2/cases/basic/typo.yaml", "description: Typo.\nmodel:\n  id: acme/writer\n  pipeline_tag: text-generaton\n");
    const golden = await run("golden", "--root", join(dir, "g2"));
    expect(golden.code).toBe(2);
    expect(golden.err).toMatch(/golden\/cases\/basic\/typo\.yaml: model: pipeline_tag: unknown pipeline tag "text-generaton".*did you mean "text-generation"/);
  });

  it("a mistyped language, client or provider", async () => {
    const model = write("ok.yaml", "id: acme/classifier\npipeline_tag: text-classification\n");
    const language = await run("render", model, "--language", "pyhton");
    expect(language.code).toBe(2);
    expect(language.err).toMatch(/--language: unknown language "pyhton"; known languages: .*; did you mean "python"\?/);
    const client = await run("render", model, "--client", "reqests");
    expect(client.code).toBe(2);
    expect(client.err).toMatch(/did you mean "requests"\?/);
    const provider = await run("render", model, "--provider", "hf-infrence");
    expect(provider.code).toBe(2);
    expect(provider.err).toMatch(/did you mean "hf-inference"\?/);
  });

  it("bulk: --out equal to the input (by name, by another path, by a hard link) is refused and the input kept", async () => {
    const input = write("in/models.jsonl", `${JSON.stringify({ id: "acme/classifier", pipeline_tag: "text-classification" })}\n`);
    const before = readFileSync(input, "utf8");
    linkSync(input, join(dir, "in/hardlink.jsonl"));
    for (const out of [input, join(dir, "in/../in/models.jsonl"), join(dir, "in/hardlink.jsonl")]) {
      const r = await run("render", "--models", input, "--out", out);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/--out: .*: is the input file --models/);
    }
    expect(readFileSync(input, "utf8")).toBe(before);
  });

  it("an access token never reaches the error output", async () => {
    const token = "hf_abcdefghijklmnopqrstuvwxyz0123456789";
    const model = write("ok2.yaml", "id: acme/classifier\npipeline_tag: text-classification\n");
    const r = await run("render", model, "--endpoint-url", `ftp://${token}@example.com/`);
    expect(r.code).toBe(2);
    expect(r.err).not.toContain(token);
    expect(r.err).toContain("redacted");
  });
});

const RECORD = (i: number) => JSON.stringify({ id: `acme/classifier-${i}`, pipeline_tag: "text-classification" });

function sink(onWrite?: (count: number) => void): Writable & { text: () => string } {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      onWrite?.(chunks.length);
      done();
    },
  }) as Writable & { text: () => string };
  stream.text = () => Buffer.concat(chunks).toString("utf8");
  return stream;
}

function expectWholeLines(text: string): unknown[] {
  expect(text.endsWith("\n")).toBe(true);
  return text.trimEnd().split("\n").map((line) => JSON.parse(line));
}

describe("bulk under faults", () => {
  const models = write("bulk/models.jsonl", Array.from({ length: 400 }, (_, i) => RECORD(i)).join("\n") + "\n");

  it("a signal stops it after whole lines with exit 130 / 143; --workers is capped at the machine's cores", async () => {
    for (const [signal, code] of [["SIGINT", 130], ["SIGTERM", 143]] as const) {
      const controller = new AbortController();
      const output = sink((n) => n === 1 && controller.abort(signal));
      const r = await runBulk({ models, out: null, output, workers: 512, batchBytes: 2000, progress: "none", log: () => {}, signal: controller.signal });
      expect(r.code).toBe(code);
      expect(r.summary.workers).toBe(Math.max(1, availableParallelism()));
      expect(r.summary.stopped).toBe(signal);
      const lines = expectWholeLines(output.text());
      expect(lines.length).toBeLessThan(400);
    }
  }, scaled(60_000));

  it("--out is written under a temporary name: after a signal it holds whole lines, and no temporary file is left", async () => {
    const out = join(dir, "bulk/out.jsonl");
    const controller = new AbortController();
    let logged = 0;
    const r = await runBulk({
      models,
      out,
      workers: 1,
      batchBytes: 2000,
      progress: "lines",
      progressEvery: 0,
      log: () => ++logged === 1 && controller.abort("SIGTERM"),
      signal: controller.signal,
    });
    expect(r.code).toBe(143);
    const lines = expectWholeLines(readFileSync(out, "utf8"));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThan(400);
    expect(readdirSync(join(dir, "bulk")).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  }, scaled(60_000));

  it("a very long line is joined once, not once per chunk (linear, not quadratic)", async () => {
    const long = JSON.stringify({ id: "acme/long", pipeline_tag: "text-classification", tags: ["x".repeat(4 * 1024 * 1024)] });
    const file = write("bulk/long.jsonl", `${RECORD(1)}\n${long}\n${RECORD(2)}\n`);
    const concat = vi.spyOn(Buffer, "concat");
    const output = sink();
    const r = await runBulk({ models: file, out: null, output, workers: 1, batchBytes: 64 * 1024, progress: "none", log: () => {} });
    expect(r.code).toBe(0);
    const copied = concat.mock.calls.reduce((sum, [list]) => sum + (list as Buffer[]).reduce((s, b) => s + b.length, 0), 0);
    // Each byte is copied a small number of times; per-chunk joining copied ~ size²/chunk (~ 270 MB here).
    expect(copied).toBeLessThan(3 * long.length);
    expect(expectWholeLines(output.text()).length).toBe(3);
  }, scaled(60_000));

  it("as a process: SIGTERM exits 143 with whole lines; a closed pipe (| head) ends quietly", async () => {
    const big = write("bulk/big.jsonl", Array.from({ length: 20000 }, (_, i) => RECORD(i)).join("\n") + "\n");
    const out = join(dir, "bulk/big-out.jsonl");
    const term = await new Promise<{ code: number | null; err: string }>((done) => {
      const child = spawn(process.execPath, [CLI, "render", "--models", big, "--out", out, "--workers", "1"], { cwd: REPO, stdio: ["ignore", "ignore", "pipe"] });
      let err = "";
      let sent = false;
      child.stderr.on("data", (d) => (err += d));
      // Stopped once its output file has lines in it: it is rendering (the run takes about a second).
      const poll = setInterval(() => {
        const temp = readdirSync(join(dir, "bulk")).find((f) => f.endsWith(".tmp"));
        const size = temp ? (statSync(join(dir, "bulk", temp), { throwIfNoEntry: false })?.size ?? 0) : 0;
        if (!sent && size > 0) sent = child.kill("SIGTERM");
      }, 5);
      child.on("close", (code) => {
        clearInterval(poll);
        done({ code, err });
      });
    });
    expect(term.code).toBe(143);
    expect(term.err).toMatch(/stopped by SIGTERM/);
    if (existsSync(out)) expectWholeLines(readFileSync(out, "utf8"));
    expect(readdirSync(join(dir, "bulk")).filter((f) => f.endsWith(".tmp"))).toEqual([]);

    const pipe = await new Promise<{ code: number | null; err: string }>((done) => {
      const child = spawn(process.execPath, [CLI, "render", "--models", big, "--workers", "1"], { cwd: REPO, stdio: ["ignore", "pipe", "pipe"] });
      let err = "";
      child.stderr.on("data", (d) => (err += d));
      child.stdout.once("data", () => child.stdout.destroy());
      child.on("close", (code) => done({ code, err }));
    });
    expect(pipe.code).toBe(0);
    expect(pipe.err).not.toMatch(STACK);
    expect(pipe.err).not.toMatch(/EPIPE/);
  }, scaled(90_000));
});
