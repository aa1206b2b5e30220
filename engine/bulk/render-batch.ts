// Bulk rendering: a batch of JSONL model records (bytes) → a batch of JSONL results (bytes), one line per
// record, in order; the worker of `snippets render --models` (engine/cli/bulk-worker.ts) runs it.
import type { SnippetOptions } from "../inference/options.ts";
import { getModelSnippets, libraryModelSnippets } from "../model-snippets.ts";
import { validateModel } from "../model.ts";
import { checkPipelineTag } from "../known-pipeline-tag.ts";
import { SharedInference, type SharedSnippets } from "./shared-inference.ts";

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
  const result = renderLineParts(text, line, options, null);
  return result && { json: result.json, snippets: result.snippets, error: result.error };
}

/**
 * renderLine, where the record's inference snippets may come from `shared`: then `json` is the library
 * snippets' JSON text (array elements) and `inference`/`id` the rest of the line (see ByteSink.writeShared).
 */
function renderLineParts(
  text: string,
  line: number,
  options: SnippetOptions,
  shared: SharedInference | null,
): { json: string; snippets: number; error: string | null; inference: SharedSnippets | null; id: string } | null {
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
    const inference = shared === null ? null : shared.for(model);
    if (inference !== null) {
      const library = libraryModelSnippets(model);
      return { json: JSON.stringify(library).slice(1, -1), snippets: inference.count + library.length, error: null, inference, id: model.id };
    }
    const snippets = getModelSnippets(model, options);
    return { json: JSON.stringify({ id: model.id, snippets }), snippets: snippets.length, error: null, inference: null, id: model.id };
  } catch (error) {
    const message = (error as Error).message ?? String(error);
    return { json: JSON.stringify({ line, error: message }), snippets: 0, error: message, inference: null, id: "" };
  }
}

const decoder = new TextDecoder();
const encoder = new TextEncoder();
const LINE_START = encoder.encode('{"id":"');
const SNIPPETS_START = encoder.encode('","snippets":[');

/**
 * The output bytes of a batch, written a line at a time: each line's JSON text is encoded as soon as
 * it is made, so it dies young instead of joining one batch-long string that outlives many collections
 * (that string, its flattened copy and its encoding were the worker's peak memory).
 */
class ByteSink {
  // Starts at the size the last batch's output per input byte suggests (doubling from 64 kB copied the
  // output several times over), not zero-filled: every byte handed on is written first.
  bytes: Uint8Array;
  length = 0;

  constructor(size: number) {
    this.bytes = new Uint8Array(Buffer.allocUnsafeSlow(size).buffer);
  }

  /** Writes `text` and a newline (a byte of its own: `text + "\n"` would copy the whole line first). */
  writeLine(text: string): void {
    this.reserve(text.length * 3 + 1);
    this.length += encoder.encodeInto(text, this.bytes.subarray(this.length)).written;
    this.bytes[this.length++] = 0x0a;
  }

  /**
   * Writes the line `{"id":…,"snippets":[…]}` of a record whose inference snippets are shared: their
   * pieces joined by the id, then the library snippets' JSON text, exactly as JSON.stringify lays out
   * the record's line. `id` is a valid model id: ASCII, nothing JSON escapes.
   */
  writeShared(id: string, inference: SharedSnippets, library: string): void {
    const pieces = inference.pieces;
    let size = LINE_START.length + SNIPPETS_START.length + 4 + id.length * pieces.length + library.length * 3;
    for (let i = 0; i < pieces.length; i++) size += pieces[i]!.length;
    this.reserve(size);
    const bytes = this.bytes;
    bytes.set(LINE_START, this.length);
    let at = this.length + LINE_START.length;
    const idAt = at;
    at += encoder.encodeInto(id, bytes.subarray(at)).written;
    const idEnd = at;
    bytes.set(SNIPPETS_START, at);
    at += SNIPPETS_START.length;
    for (let i = 0; i < pieces.length; i++) {
      if (i > 0) {
        bytes.copyWithin(at, idAt, idEnd);
        at += idEnd - idAt;
      }
      bytes.set(pieces[i]!, at);
      at += pieces[i]!.length;
    }
    if (library !== "") {
      if (inference.count > 0) bytes[at++] = 0x2c;
      at += encoder.encodeInto(library, bytes.subarray(at)).written;
    }
    bytes[at++] = 0x5d;
    bytes[at++] = 0x7d;
    bytes[at++] = 0x0a;
    this.length = at;
  }

  /** Room for `size` more bytes. */
  private reserve(size: number): void {
    if (this.bytes.length - this.length >= size) return;
    const grown = new Uint8Array(Buffer.allocUnsafeSlow(Math.max(this.bytes.length * 2, this.length + size)).buffer);
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }
}

/** One per worker and options: the inference snippets shared by records alike (see shared-inference.ts). */
const sharedByOptions = new WeakMap<SnippetOptions, SharedInference>();

function sharedFor(options: SnippetOptions): SharedInference {
  let shared = sharedByOptions.get(options);
  if (shared === undefined) sharedByOptions.set(options, (shared = new SharedInference(options)));
  return shared;
}

/** Output bytes per input byte of the last batch: the next batch's output buffer starts at its likely size. */
let outputPerInputByte = 1;

export function renderBatch(batch: BulkBatch, options: SnippetOptions, shared: SharedInference | null = sharedFor(options)): BulkBatchResult {
  const lines = decoder.decode(batch.bytes).split("\n");
  const out = new ByteSink(Math.max(1 << 16, Math.ceil(batch.bytes.length * outputPerInputByte * 1.05)));
  let models = 0;
  let snippets = 0;
  const errors: { line: number; error: string }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = batch.firstLine + i;
    const result = renderLineParts(lines[i]!, line, options, shared);
    if (!result) continue;
    if (result.inference !== null) out.writeShared(result.id, result.inference, result.json);
    else out.writeLine(result.json);
    if (result.error !== null) errors.push({ line, error: result.error });
    else {
      models++;
      snippets += result.snippets;
    }
  }
  if (batch.bytes.length > 0) outputPerInputByte = out.length / batch.bytes.length;
  return { seq: batch.seq, bytes: out.bytes.subarray(0, out.length), models, snippets, errors };
}
