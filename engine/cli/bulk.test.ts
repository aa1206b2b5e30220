import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { getInferenceSnippets } from "../inference/snippets.ts";
import { getLibrarySnippets } from "../libraries/index.ts";
import { runBulk } from "./bulk.ts";
import { renderLine } from "../bulk/render-batch.ts";
import { main } from "./main.ts";

const dir = mkdtempSync(join(tmpdir(), "bulk-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function collect(): Writable & { text: () => string } {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  }) as Writable & { text: () => string };
  stream.text = () => Buffer.concat(chunks).toString("utf8");
  return stream;
}

const MODELS = [
  { id: "distilbert/distilbert-base-uncased-finetuned-sst-2-english", pipeline_tag: "text-classification", library_name: "transformers" },
  { id: "meta-llama/Llama-3.1-8B-Instruct", pipeline_tag: "text-generation", tags: ["conversational"], library_name: "transformers" },
  { id: "black-forest-labs/FLUX.1-dev", pipeline_tag: "text-to-image", library_name: "diffusers" },
  { id: "openai/whisper-large-v3", pipeline_tag: "automatic-speech-recognition" },
  { id: "sentence-transformers/all-MiniLM-L6-v2", pipeline_tag: "sentence-similarity", library_name: "sentence-transformers" },
  { id: "no-task/model" },
];

function writeInput(name: string, lines: string[]): string {
  const path = join(dir, name);
  writeFileSync(path, lines.join("\n") + "\n");
  return path;
}

describe("render --models (bulk)", () => {
  it("writes one line per model, in input order, with inference and library snippets", async () => {
    // Many copies and tiny batches, so that batches finish out of order on two workers.
    const records = Array.from({ length: 60 }, (_, i) => ({ ...MODELS[i % MODELS.length]!, id: `${MODELS[i % MODELS.length]!.id}-${i}` }));
    const models = writeInput("order.jsonl", records.map((r) => JSON.stringify(r)));
    const output = collect();
    const logs: string[] = [];
    const { code, summary } = await runBulk({ models, out: null, output, workers: 2, batchBytes: 300, inFlightPerWorker: 2, progress: "none", log: (s) => logs.push(s) });
    expect(code).toBe(0);
    const lines = output.text().trimEnd().split("\n").map((l) => JSON.parse(l));
    expect(lines.map((l) => l.id)).toEqual(records.map((r) => r.id));
    // Same content as the library functions give.
    const first = lines[1];
    const expected = [
      ...getInferenceSnippets(records[1]).map((s) => ({ kind: "inference", ...s })),
      ...getLibrarySnippets(records[1]).map((s) => ({ kind: "library", language: s.language, client: "transformers", template: s.template, content: s.content, requirements: s.requirements })),
    ];
    expect(first.snippets).toEqual(expected);
    expect(summary.models).toBe(60);
    expect(summary.errors).toBe(0);
    expect(summary.snippets).toBe(lines.reduce((n, l) => n + l.snippets.length, 0));
    expect(logs.join("")).toMatch(/^60 models, [\d,]+ snippets, 0 errors, \d+\.\d s/m);
  });

  it("reports a bad line with its line number, skips it, continues and exits 2", async () => {
    const models = writeInput("bad.jsonl", [
      JSON.stringify(MODELS[0]),
      "{ not json",
      "",
      JSON.stringify({ id: "bad id with spaces", pipeline_tag: "text-classification" }),
      JSON.stringify(MODELS[2]),
    ]);
    const output = collect();
    const logs: string[] = [];
    const { code, summary } = await runBulk({ models, out: null, output, workers: 1, progress: "none", log: (s) => logs.push(s) });
    expect(code).toBe(2);
    const lines = output.text().trimEnd().split("\n").map((l) => JSON.parse(l));
    expect(lines.map((l) => l.id ?? `line ${l.line}`)).toEqual([MODELS[0]!.id, "line 2", "line 4", MODELS[2]!.id]);
    expect(lines[1].error).toMatch(/^invalid JSON: /);
    expect(lines[2].error).toMatch(/^model: id: /);
    const log = logs.join("");
    expect(log).toMatch(/^line 2: invalid JSON: /m);
    expect(log).toMatch(/^line 4: model: id: /m);
    expect(summary).toMatchObject({ models: 2, errors: 2, lines: 5 });
    expect(log).toMatch(/^2 models, [\d,]+ snippets, 2 errors, /m);
  });

  it("reads a last line without a newline, CRLF line ends, and prints progress lines when not on a terminal", async () => {
    const models = join(dir, "crlf.jsonl");
    writeFileSync(models, `${JSON.stringify(MODELS[0])}\r\n${JSON.stringify(MODELS[4])}`);
    const output = collect();
    const logs: string[] = [];
    const { code } = await runBulk({ models, out: null, output, workers: 1, progress: "lines", progressEvery: 0, log: (s) => logs.push(s) });
    expect(code).toBe(0);
    expect(output.text().trimEnd().split("\n").map((l) => JSON.parse(l).id)).toEqual([MODELS[0]!.id, MODELS[4]!.id]);
    expect(logs.join("")).toMatch(/^render: 100% 2 models {2}[\d,]+\/s {2}ETA 0s$/m);
    expect(logs.join("")).not.toContain("\r");
  });

  it("runs from the command line, writes --out and exits 2 on a bad line", async () => {
    const models = writeInput("cli.jsonl", [JSON.stringify(MODELS[0]), "[]"]);
    const out = join(dir, "cli-out.jsonl");
    const stderr = process.stderr.write;
    const logged: string[] = [];
    process.stderr.write = ((s: string) => (logged.push(String(s)), true)) as typeof process.stderr.write;
    let code: number;
    try {
      code = await main(["render", "--models", models, "--out", out, "--workers", "1"], () => {}, () => {});
    } finally {
      process.stderr.write = stderr;
    }
    expect(code).toBe(2);
    const lines = readFileSync(out, "utf8").trimEnd().split("\n").map((l) => JSON.parse(l));
    expect(lines[0].id).toBe(MODELS[0]!.id);
    expect(lines[1]).toMatchObject({ line: 2 });
    expect(logged.join("")).toMatch(/1 models, [\d,]+ snippets, 1 errors/);
  });

  it("rejects a missing input file and bad options as bad input", async () => {
    let err = "";
    expect(await main(["render", "--models", join(dir, "missing.jsonl")], () => {}, (s) => void (err += s))).toBe(2);
    expect(err).toBe(`snippets render: ${join(dir, "missing.jsonl")}: the file does not exist (${join(dir, "missing.jsonl")})\n`);
    err = "";
    expect(await main(["render", "--models", dir], () => {}, (s) => void (err += s))).toBe(2);
    expect(err).toBe(`snippets render: ${dir}: a folder, not a file\n`);
    expect(await main(["render", "--models", join(dir, "cli.jsonl"), "--workers", "0"], () => {}, () => {})).toBe(2);
    expect(await main(["render", "--models", join(dir, "cli.jsonl"), "--json"], () => {}, () => {})).toBe(2);
  });

  it("renderLine skips blank lines and reports records that are not objects", () => {
    expect(renderLine("   ", 3, {})).toBeNull();
    expect(renderLine("42", 7, {})).toMatchObject({ json: expect.stringContaining('"line":7'), snippets: 0 });
  });
});
