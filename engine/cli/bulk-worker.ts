// Worker of `snippets render --models`: turns a batch of JSONL lines into a batch of JSONL results.
// It receives whole lines as bytes and returns the encoded output with its buffer transferred, so the
// main thread only splits, orders and writes bytes.
import { parentPort, workerData } from "node:worker_threads";
import type { SnippetOptions } from "../inference/request.ts";
import { getModelSnippets } from "../model-snippets.ts";
import { validateModel } from "../model.ts";
import { checkPipelineTag } from "./known-names.ts";

export interface BulkBatch {
  seq: number;
  /** Line number (1-based) of the batch's first line. */
  firstLine: number;
  bytes: Uint8Array;
}

export interface BulkBatchResult {
  seq: number;
  bytes: Uint8Array;
  models: number;
  snippets: number;
  errors: { line: number; error: string }[];
}

/** One input line → one output line (without its newline), or null for a blank line. */
export function renderLine(
  text: string,
  line: number,
  options: SnippetOptions,
): { json: string; snippets: number; error: string | null } | null {
  if (text.endsWith("\r")) text = text.slice(0, -1);
  if (text.trim() === "") return null;
  try {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      throw new Error(`invalid JSON: ${(error as Error).message}`);
    }
    const model = validateModel(data);
    checkPipelineTag(model, "model");
    const snippets = getModelSnippets(model, options);
    return { json: JSON.stringify({ id: model.id, snippets }), snippets: snippets.length, error: null };
  } catch (error) {
    const message = (error as Error).message ?? String(error);
    return { json: JSON.stringify({ line, error: message }), snippets: 0, error: message };
  }
}

const decoder = new TextDecoder();
const encoder = new TextEncoder();

/**
 * The output bytes of a batch, written a line at a time: each line's JSON text is encoded as soon as
 * it is made, so it dies young instead of joining one batch-long string that outlives many collections
 * (that string, its flattened copy and its encoding were the worker's peak memory).
 */
class ByteSink {
  // Grown by doubling: starting at a batch's final size (some sixty times its input) kept more memory
  // live than the run's budget allows.
  bytes = new Uint8Array(1 << 16);
  length = 0;

  /** Writes `text` and a newline (a byte of its own: `text + "\n"` would copy the whole line first). */
  writeLine(text: string): void {
    // UTF-8 takes at most 3 bytes per UTF-16 code unit.
    if (this.bytes.length - this.length < text.length * 3 + 1) {
      const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + text.length * 3 + 1));
      grown.set(this.bytes.subarray(0, this.length));
      this.bytes = grown;
    }
    this.length += encoder.encodeInto(text, this.bytes.subarray(this.length)).written;
    this.bytes[this.length++] = 0x0a;
  }
}

export function renderBatch(batch: BulkBatch, options: SnippetOptions): BulkBatchResult {
  const lines = decoder.decode(batch.bytes).split("\n");
  const out = new ByteSink();
  let models = 0;
  let snippets = 0;
  const errors: { line: number; error: string }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = batch.firstLine + i;
    const result = renderLine(lines[i]!, line, options);
    if (!result) continue;
    out.writeLine(result.json);
    if (result.error !== null) errors.push({ line, error: result.error });
    else {
      models++;
      snippets += result.snippets;
    }
  }
  return { seq: batch.seq, bytes: out.bytes.subarray(0, out.length), models, snippets, errors };
}

if (parentPort && workerData?.bulkWorker) {
  const port = parentPort;
  const options = workerData.options as SnippetOptions;
  port.on("message", (batch: BulkBatch) => {
    const result = renderBatch(batch, options);
    port.postMessage(result, [result.bytes.buffer as ArrayBuffer]);
  });
  port.postMessage({ ready: true });
}
