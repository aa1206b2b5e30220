// `snippets render --models <file.jsonl> --out <file.jsonl>`: every model of a JSONL file, rendered on
// worker threads, written in input order as one JSON line per model: `{ id, snippets }`, or
// `{ line, error }` for a line that could not be rendered (reported, skipped; the run exits 2 at the end).
//
// Streaming with bounded memory: the input is read in chunks and cut into batches of whole lines; at
// most `inFlight` batches are between the reader and the writer at any time (dispatched, rendering,
// or waiting for an earlier batch to be written), and reading pauses while that many are out or while
// the output stream is full. Workers get bytes and give back encoded bytes (buffer transferred), so
// the main thread only cuts lines, keeps order and writes.
import { createReadStream, createWriteStream, renameSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { Writable } from "node:stream";
import { Worker } from "node:worker_threads";
import type { SnippetOptions } from "../inference/options.ts";
import type { BulkBatch, BulkBatchResult } from "../bulk/render-batch.ts";
import { redactTokens, unreadable, UsageError } from "./errors.ts";
import { snippetOptionsFrom, type OptionFlags } from "./options.ts";

export interface BulkOptions {
  /** JSONL input file. */
  models: string;
  /** JSONL output file; null or "-" writes to stdout. */
  out: string | null;
  snippetOptions?: SnippetOptions;
  /** Worker threads (default: os.availableParallelism()). */
  workers?: number;
  /** Target bytes of input per batch. */
  batchBytes?: number;
  /** Batches allowed between reader and writer, per worker. */
  inFlightPerWorker?: number;
  /** "bar" redraws one line (a terminal), "lines" prints a line every `progressEvery` ms, "none" is quiet. */
  progress?: "bar" | "lines" | "none";
  progressEvery?: number;
  /** Where progress, line errors and the summary go (default: stderr). */
  log?: (s: string) => void;
  /** Stream to write to instead of opening `out` (tests). */
  output?: Writable;
  /** Stops the run early (a signal): what is written so far is kept, whole lines only. */
  signal?: AbortSignal;
}

export interface BulkSummary {
  models: number;
  snippets: number;
  errors: number;
  lines: number;
  seconds: number;
  /** Worker threads used (capped at the machine's cores). */
  workers: number;
  /** Why the run ended early: a signal's name, or "EPIPE" when the reader of stdout went away. */
  stopped?: string;
}

/** The most worker threads a run uses: one per core. */
export function maxWorkers(): number {
  return Math.max(1, availableParallelism());
}

/** Refuses an output that is the input itself (by path or by file identity), or inside it. */
export function checkOutputPath(models: string, out: string | null): void {
  if (out === null || out === "-") return;
  const input = resolve(models);
  const output = resolve(out);
  const same = () => {
    try {
      const a = statSync(input);
      const b = statSync(output);
      return a.dev === b.dev && a.ino === b.ino;
    } catch {
      return false;
    }
  };
  if (output === input || output.startsWith(`${input}/`) || same()) {
    throw new UsageError(`--out: ${out}: is the input file --models ${models}; writing it would destroy the input`);
  }
}

const NEWLINE = 0x0a;

/** The URL of tsx's ESM registration API, so a worker can load TypeScript whatever loaded us. */
function tsxApiUrl(): string {
  const require = createRequire(import.meta.url);
  return pathToFileURL(join(dirname(require.resolve("tsx/package.json")), "dist/esm/api/index.mjs")).href;
}

function startWorker(options: SnippetOptions): Worker {
  // Built (the installed package): the worker is bulk-worker.js beside this chunk; from the
  // sources, the worker loads bulk-worker.ts through tsx.
  const built = !import.meta.url.endsWith(".ts");
  const workerUrl = new URL(built ? "./bulk-worker.js" : "./bulk-worker.ts", import.meta.url).href;
  const bootstrap = built
    ? `await import(${JSON.stringify(workerUrl)});\n`
    : `import { register } from ${JSON.stringify(tsxApiUrl())};\nregister();\nawait import(${JSON.stringify(workerUrl)});\n`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), {
    execArgv: [],
    workerData: { bulkWorker: true, options },
    // A small young generation: each record's strings and objects die young either way, and 64 MB per
    // worker cost ~100 MB of peak RSS for no measurable speed once a batch's output stopped being one
    // long string (200k records, installed package: 16 MB 286 MB / 20.0 CPU s, 64 MB 384 MB / 21.2 CPU s).
    resourceLimits: { maxYoungGenerationSizeMb: 16 },
  });
}

export function defaultProgress(stream: { isTTY?: boolean } = process.stderr): "bar" | "lines" {
  return stream.isTTY && !process.env.CI ? "bar" : "lines";
}

function formatSeconds(s: number): string {
  if (!Number.isFinite(s)) return "?";
  if (s < 60) return `${Math.round(s)}s`;
  return `${Math.floor(s / 60)}m${String(Math.round(s % 60)).padStart(2, "0")}s`;
}

const count = (n: number) => n.toLocaleString("en-US");


/**
 * Where the results go: stdout, the stream given, or (a file) a temporary file beside --out, renamed at the
 * end, so the file named --out only ever holds whole lines: the complete result, or (after a signal) the
 * lines done so far. `outputError` rejects on a write error; a closed reader (EPIPE) calls `onClosed`.
 */
function openOutput(opts: BulkOptions, onClosed: () => void) {
  const toStdout = opts.out === null || opts.out === "-";
  checkOutputPath(opts.models, opts.out);
  const temp = !opts.output && !toStdout ? join(dirname(resolve(opts.out!)), `.${basename(opts.out!)}.${process.pid}.tmp`) : null;
  const output: Writable = opts.output ?? (temp ? createWriteStream(temp) : process.stdout);
  let onOutputError: (error: NodeJS.ErrnoException) => void = () => {};
  const outputError = new Promise<never>((_, reject) => {
    onOutputError = (error) => {
      // The reader went away (`| head`): stop quietly.
      if (error.code === "EPIPE") onClosed();
      else reject(error);
    };
    output.on("error", onOutputError);
  });
  outputError.catch(() => {});
  return { output, temp, outputError, onOutputError };
}

/** The render workers; `on` hears each batch's result, a worker's failure, and asks whether the run ended. */
function startWorkers(
  count: number,
  options: SnippetOptions,
  on: { result(worker: number, message: BulkBatchResult): void; failed(error: Error): void; finished(): boolean },
): Worker[] {
  return Array.from({ length: count }, (_, i) => {
    const worker = startWorker(options);
    worker.on("message", (message: BulkBatchResult | { ready: true }) => {
      if (!("ready" in message)) on.result(i, message);
    });
    worker.on("error", (error: Error) => on.failed(error));
    worker.on("exit", (code) => {
      if (code !== 0 && !on.finished()) on.failed(new Error(`a render worker stopped (exit code ${code})`));
    });
    return worker;
  });
}

/** Ends the output: a temporary file is closed and renamed to `out`; stdout is waited on if it was blocked. */
async function finishOutput(output: Writable, temp: string | null, out: string | null, blocked: boolean, outputError: Promise<never>): Promise<void> {
  if (temp) {
    try {
      await Promise.race([new Promise<void>((resolve) => output.end(resolve)), outputError]);
      renameSync(temp, out!);
    } finally {
      rmSync(temp, { force: true });
    }
  } else if (blocked) {
    await Promise.race([new Promise<void>((resolve) => output.once("drain", resolve)), outputError]);
  }
}

/** The progress line: a bar on a terminal, a plain line otherwise. */
function progressLine(mode: string, summary: BulkSummary, elapsed: number, fraction: number): string {
  const done = summary.models + summary.errors;
  const rate = elapsed > 0 ? done / elapsed : 0;
  const eta = fraction > 0 ? (elapsed / fraction) * (1 - fraction) : Infinity;
  const percent = `${Math.floor(fraction * 100)}%`.padStart(4);
  const stats = `${count(done)} models  ${count(Math.round(rate))}/s  ETA ${formatSeconds(eta)}${summary.errors ? `  ${count(summary.errors)} errors` : ""}`;
  if (mode !== "bar") return `render: ${percent.trim()} ${stats}\n`;
  const width = 30;
  const filled = Math.round(fraction * width);
  return `\r[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${percent} ${stats}\x1b[K`;
}

/** The run's last line: counts, time and rate. */
function summaryLine(summary: BulkSummary): string {
  const rate = summary.seconds > 0 ? ` (${count(Math.round((summary.models + summary.errors) / summary.seconds))} models/s)` : "";
  return `${count(summary.models)} models, ${count(summary.snippets)} snippets, ${count(summary.errors)} errors, ${summary.seconds.toFixed(1)} s${rate}\n`;
}

/** Lines in a batch of whole lines (the last may lack its newline). */
function countLines(bytes: Uint8Array): number {
  let lines = 0;
  for (let at = bytes.indexOf(NEWLINE); at !== -1; at = bytes.indexOf(NEWLINE, at + 1)) lines++;
  if (bytes.length && bytes[bytes.length - 1] !== NEWLINE) lines++;
  return lines;
}

/**
 * Cuts the file into batches of whole lines, about batchBytes each, and hands each on. Only a new chunk
 * is searched for a newline, so a very long line costs linear time: its chunks are kept apart until it ends.
 */
async function readBatches(path: string, batchBytes: number, onBatch: (bytes: Uint8Array) => Promise<void>, stopped: () => boolean): Promise<void> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const input = createReadStream(path, { highWaterMark: Math.min(batchBytes, 1 << 20) });
  for await (const chunk of input as AsyncIterable<Buffer>) {
    if (stopped()) break;
    pending.push(chunk);
    pendingBytes += chunk.length;
    if (pendingBytes < batchBytes) continue;
    const cutInChunk = chunk.lastIndexOf(NEWLINE);
    if (cutInChunk === -1) continue; // still inside a line: keep its chunks, join once it ends
    const joined = pending.length === 1 ? pending[0]! : Buffer.concat(pending, pendingBytes);
    const cut = pendingBytes - chunk.length + cutInChunk;
    // Copy into its own buffer: a slice would keep (and clone) the whole chunk.
    await onBatch(new Uint8Array(joined.subarray(0, cut + 1)));
    const rest = joined.subarray(cut + 1);
    pending = rest.length ? [Buffer.from(rest)] : [];
    pendingBytes = rest.length;
  }
  input.destroy();
  if (pendingBytes && !stopped()) await onBatch(new Uint8Array(Buffer.concat(pending, pendingBytes)));
}
export async function runBulk(opts: BulkOptions): Promise<{ code: number; summary: BulkSummary }> {
  const log = opts.log ?? ((s: string) => void process.stderr.write(s));
  const workerCount = Math.min(maxWorkers(), Math.max(1, opts.workers ?? availableParallelism()));
  const batchBytes = opts.batchBytes ?? 64 * 1024;
  const limit = workerCount * (opts.inFlightPerWorker ?? 2);
  const progressMode = opts.progress ?? defaultProgress();
  const progressEvery = opts.progressEvery ?? (progressMode === "bar" ? 100 : 5000);
  const snippetOptions = opts.snippetOptions ?? {};

  let totalBytes = 0;
  try {
    const stats = statSync(opts.models);
    if (stats.isDirectory()) throw Object.assign(new Error("a folder"), { code: "EISDIR" });
    totalBytes = stats.size;
  } catch (error) {
    throw unreadable(opts.models, opts.models, error);
  }

  const { output, temp, outputError, onOutputError } = openOutput(opts, () => stop("EPIPE"));
  let stopped: string | undefined;

  const start = performance.now();
  const summary: BulkSummary = { models: 0, snippets: 0, errors: 0, lines: 0, seconds: 0, workers: workerCount };
  let bytesDone = 0;

  // Order: results wait in `ready` until every earlier batch has been written.
  const ready = new Map<number, BulkBatchResult & { inputBytes: number }>();
  const inputBytesOf = new Map<number, number>();
  let nextToWrite = 0;
  let outstanding = 0; // dispatched and not yet written
  let outputBlocked = false;
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  const waitUntil = async (condition: () => boolean) => {
    while (!condition() && !failure && !stopped) await new Promise<void>((resolve) => (wake = resolve));
    if (failure) throw failure;
  };
  function stop(reason: string) {
    stopped ??= reason;
    notify();
  }
  const onAbort = () => stop(String(opts.signal?.reason ?? "aborted"));
  if (opts.signal?.aborted) onAbort();
  opts.signal?.addEventListener("abort", onAbort, { once: true });
  const onDrain = () => {
    outputBlocked = false;
    notify();
  };
  output.on("drain", onDrain);

  let lastProgress = 0;
  const progress = () => {
    if (progressMode === "none") return;
    const now = performance.now();
    if (now - lastProgress < progressEvery) return;
    lastProgress = now;
    log(progressLine(progressMode, summary, (performance.now() - start) / 1000, totalBytes > 0 ? Math.min(1, bytesDone / totalBytes) : 1));
  };

  const flush = () => {
    for (let result = ready.get(nextToWrite); result; result = ready.get(nextToWrite)) {
      ready.delete(nextToWrite);
      nextToWrite++;
      outstanding--;
      if (stopped) continue; // after a stop nothing more is written: the output ends at a whole line
      if (result.bytes.byteLength && !output.write(result.bytes)) outputBlocked = true;
      summary.models += result.models;
      summary.snippets += result.snippets;
      summary.errors += result.errors.length;
      bytesDone += result.inputBytes;
      for (const e of result.errors) {
        if (progressMode === "bar") log("\r\x1b[K");
        log(redactTokens(`line ${e.line}: ${e.error.replace(/\n/g, "\n  ")}\n`));
      }
    }
    progress();
    notify();
  };

  const busy = new Array<number>(workerCount).fill(0);
  const workers = startWorkers(workerCount, snippetOptions, {
    result(i, message) {
      busy[i]!--;
      const inputBytes = inputBytesOf.get(message.seq) ?? 0;
      inputBytesOf.delete(message.seq);
      ready.set(message.seq, { ...message, inputBytes });
      flush();
    },
    failed(error) {
      failure ??= error;
      notify();
    },
    finished: () => finished,
  });
  let finished = false;

  let seq = 0;
  let nextLine = 1;
  const dispatch = async (bytes: Uint8Array) => {
    await waitUntil(() => outstanding < limit && !outputBlocked);
    const lines = countLines(bytes);
    const batch: BulkBatch = { seq, firstLine: nextLine, bytes };
    inputBytesOf.set(seq, bytes.length);
    seq++;
    nextLine += lines;
    summary.lines += lines;
    outstanding++;
    // The least busy worker takes it.
    let pick = 0;
    for (let i = 1; i < workerCount; i++) if (busy[i]! < busy[pick]!) pick = i;
    busy[pick]!++;
    workers[pick]!.postMessage(batch);
  };

  try {
    await readBatches(opts.models, batchBytes, dispatch, () => stopped !== undefined);
    await waitUntil(() => outstanding === 0);
  } catch (error) {
    // A failed run leaves no output file behind, and the previous one (if any) untouched.
    if (temp) {
      output.destroy();
      rmSync(temp, { force: true });
    }
    throw error;
  } finally {
    finished = true;
    await Promise.all(workers.map((w) => w.terminate()));
  }

  opts.signal?.removeEventListener("abort", onAbort);
  await finishOutput(output, temp, opts.out, outputBlocked && !stopped, outputError);
  // process.stdout outlives the run: leave no listener on it (an EPIPE after this point is main's).
  output.removeListener("drain", onDrain);
  if (!temp) output.removeListener("error", onOutputError);
  summary.seconds = (performance.now() - start) / 1000;
  summary.stopped = stopped;
  if (stopped === "EPIPE") return { code: 0, summary };
  if (progressMode === "bar") log("\r\x1b[K");
  log(summaryLine(summary));
  if (stopped) {
    log(`stopped by ${stopped}: ${temp ? `${opts.out} holds` : "wrote"} the first ${count(summary.models + summary.errors)} results, whole lines only\n`);
    return { code: SIGNAL_EXIT[stopped] ?? 1, summary };
  }
  return { code: summary.errors > 0 ? 2 : 0, summary };
}

/** Exit codes after a signal: 128 + its number, as shells report them. */
export const SIGNAL_EXIT: Readonly<Record<string, number>> = { SIGINT: 130, SIGTERM: 143 };

/** `render --models`: the CLI side of runBulk (option values as node:util parseArgs gives them). */
export async function bulkCommand(
  values: OptionFlags & {
    models?: string;
    out?: string;
    workers?: string;
    language?: string;
    client?: string;
    json?: boolean;
  },
  positionals: string[],
): Promise<number> {
  if (positionals.length) throw new UsageError("render --models takes no model file argument");
  if (values.language || values.client || values.json) {
    throw new UsageError("render --models writes every snippet as JSON lines; --language, --client and --json do not apply");
  }
  let workers: number | undefined;
  if (values.workers !== undefined) {
    workers = Number(values.workers);
    if (!Number.isInteger(workers) || workers < 1) throw new UsageError(`--workers: expected a positive integer, got ${JSON.stringify(values.workers)}`);
    if (workers > maxWorkers()) {
      process.stderr.write(`--workers ${workers}: capped at ${maxWorkers()}, the machine's cores\n`);
      workers = maxWorkers();
    }
  }
  checkOutputPath(values.models!, values.out ?? null);
  // SIGINT / SIGTERM stop the run: whole lines are kept and the exit code is 130 / 143.
  // A second signal while finishing exits at once: the file named --out is only ever renamed into place
  // complete, and stdout has been written a whole batch at a time.
  const controller = new AbortController();
  const handlers = (["SIGINT", "SIGTERM"] as const).map((name) => {
    const handler = () => (controller.signal.aborted ? process.exit(SIGNAL_EXIT[name]) : controller.abort(name));
    process.on(name, handler);
    return [name, handler] as const;
  });
  try {
    const { code } = await runBulk({
      models: values.models!,
      out: values.out ?? null,
      workers,
      snippetOptions: snippetOptionsFrom(values),
      signal: controller.signal,
    });
    return code;
  } finally {
    for (const [name, handler] of handlers) process.removeListener(name, handler);
  }
}
