// What the mock answers, shaped like the real service: per-task JSON of the hub's inference API, chat
// completions, provider payloads (fal URLs, replicate predictions, Together base64 images), binary media.
import { inferenceTasks, type ProviderTask } from "../catalogue/inference.ts";
import { FORMAT_MEDIA, OUTPUT_MEDIA, type OutputMedia } from "./fixtures.ts";
import type { Expectation, Route } from "./contract.ts";
import { jobProtocol } from "./jobs.ts";

/** A word the snippet must print when the answer is JSON. */
export const SENTINEL = "verifyanswer42";
export const SENTINEL_NUMBER = 0.4242;
/** Pieces of the streamed answer: printed together they read STREAM_TEXT. */
export const STREAM_PIECES = ["The capital ", "is ", "verify", "stream", "42."];
export const STREAM_TEXT = STREAM_PIECES.join("");

export type Outcome =
  | { kind: "json"; printed: string }
  | { kind: "stream"; printed: string }
  | { kind: "media"; file: string; bytes: Buffer; via: "binary" | "url" | "base64"; shown: string };

export interface Answer {
  status: number;
  contentType: string;
  body: Buffer | null;
  /** Server-sent events, one `data:` payload each, written with a pause between them. */
  events?: string[];
  outcome: Outcome | null;
  /** URLs this answer points to, which may now be downloaded. */
  announces?: { url: string; media: OutputMedia }[];
}

function json(value: unknown, outcome: Outcome | null = { kind: "json", printed: SENTINEL }): Answer {
  return { status: 200, contentType: "application/json", body: Buffer.from(JSON.stringify(value)), outcome };
}

const label = (extra: Record<string, unknown> = {}) => [{ label: SENTINEL, score: 0.9, ...extra }];
const tinyPng = OUTPUT_MEDIA.image.bytes.toString("base64");

/** The hub inference API's JSON answer for a task that answers JSON. */
function taskJson(task: string): unknown {
  switch (task) {
    case "text-classification":
      return [label()];
    case "audio-classification":
    case "image-classification":
    case "zero-shot-image-classification":
      return label();
    case "audio-to-audio":
      return [{ label: SENTINEL, blob: OUTPUT_MEDIA.audio.bytes.toString("base64"), "content-type": "audio/flac" }];
    case "automatic-speech-recognition":
      return { text: `Transcript ${SENTINEL}` };
    case "document-question-answering":
      return [{ answer: SENTINEL, score: 0.9, start: 0, end: 1 }];
    case "feature-extraction":
      return [[SENTINEL_NUMBER, 0.125, -0.5]];
    case "fill-mask":
      return [{ score: 0.9, token: 42, token_str: SENTINEL, sequence: `Paris is the ${SENTINEL} of France.` }];
    case "image-segmentation":
      return label({ mask: tinyPng });
    case "image-to-text":
      return { generated_text: `Caption ${SENTINEL}` };
    case "text-generation":
    case "text2text-generation":
      return [{ generated_text: `Generated ${SENTINEL}` }];
    case "object-detection":
      return label({ box: { xmin: 1, ymin: 2, xmax: 30, ymax: 40 } });
    case "question-answering":
      return { answer: SENTINEL, score: 0.9, start: 0, end: 5 };
    case "sentence-similarity":
      return [SENTINEL_NUMBER, 0.125, 0.5];
    case "summarization":
      return [{ summary_text: `Summary ${SENTINEL}` }];
    case "table-question-answering":
      return { answer: SENTINEL, coordinates: [[0, 0]], cells: [SENTINEL], aggregator: "NONE" };
    case "tabular-classification":
    case "tabular-regression":
      return [SENTINEL_NUMBER, 1, 2];
    case "token-classification":
      return [{ entity_group: "PER", score: 0.9, word: SENTINEL, start: 0, end: 12 }];
    case "translation":
      return [{ translation_text: `Translated ${SENTINEL}` }];
    case "zero-shot-classification":
      // The task's output is a list of {label, score} (the legacy {sequence, labels, scores} is no longer
      // what the API answers; huggingface_hub reads only the list, the official JavaScript client both).
      return [label(), { label: "legal", score: 0.07 }, { label: "faq", score: 0.03 }].flat();
    default:
      throw new Error(`the mock has no JSON answer for ${task}`);
  }
}

function printedFor(task: string): string {
  return ["feature-extraction", "sentence-similarity", "tabular-classification", "tabular-regression"].includes(task)
    ? String(SENTINEL_NUMBER)
    : SENTINEL;
}

export function chatAnswer(exp: Expectation, model: string): Answer {
  const created = 1_700_000_000;
  if (exp.streaming) {
    const chunk = (delta: Record<string, unknown>, finish: string | null) =>
      JSON.stringify({ id: "chatcmpl-verify", object: "chat.completion.chunk", created, model, choices: [{ index: 0, delta, finish_reason: finish }] });
    // Like the real service: a role-only first chunk, content chunks, a finish chunk, then a usage chunk
    // with no choices (sent by several providers), then [DONE].
    const usage = JSON.stringify({ id: "chatcmpl-verify", object: "chat.completion.chunk", created, model, choices: [], usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } });
    const events = [
      chunk({ role: "assistant", content: "" }, null),
      ...STREAM_PIECES.map((piece) => chunk({ content: piece }, null)),
      chunk({}, "stop"),
      usage,
      "[DONE]",
    ];
    return { status: 200, contentType: "text/event-stream", body: null, events, outcome: { kind: "stream", printed: STREAM_TEXT } };
  }
  return json({
    id: "chatcmpl-verify",
    object: "chat.completion",
    created,
    model,
    choices: [{ index: 0, message: { role: "assistant", content: `The capital is ${SENTINEL}.` }, finish_reason: "stop" }],
    usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
  });
}

/**
 * The media a task's answer holds; a provider route whose answer is a file where the task's is JSON names
 * its kind, and a route whose API fixes the file type names that (`outputFormat`).
 */
function mediaFor(task: string, route?: Pick<ProviderTask, "output" | "outputFormat">): OutputMedia {
  if (route?.outputFormat) return FORMAT_MEDIA[route.outputFormat];
  const kind = route?.output ?? inferenceTasks[task]!.response;
  if (kind === "json") throw new Error(`${task} answers JSON, not media`);
  return OUTPUT_MEDIA[kind];
}

/**
 * Clients that read a Replicate prediction from the answer to their POST (sent with Prefer: wait) and
 * never poll it: @huggingface/inference, and huggingface_hub, which reads `output` and raises a
 * TimeoutError when the prediction is still running (inference/_providers/replicate.py).
 */
const WAITING_SDKS: ReadonlySet<string> = new Set(["js/huggingface.js", "python/huggingface_hub"]);

/** Answer to a POST on the inference API or a provider task route. */
export function taskAnswer(exp: Expectation, route: Route, requestId: () => string): Answer {
  if (route.kind === "inference-api" && route.completions) {
    return json({ id: "cmpl-verify", object: "text_completion", created: 1_700_000_000, model: exp.providerModelId, choices: [{ index: 0, text: ` ${SENTINEL}`, finish_reason: "stop" }] });
  }
  if (route.kind === "inference-api") {
    const info = inferenceTasks[exp.task]!;
    if (info.response === "json") return json(taskJson(exp.task), { kind: "json", printed: printedFor(exp.task) });
    const media = OUTPUT_MEDIA[info.response];
    return { status: 200, contentType: media.contentType, body: media.bytes, outcome: { kind: "media", file: media.file, bytes: media.bytes, via: "binary", shown: "" } };
  }
  if (route.kind !== "provider-task") throw new Error(`no task answer for ${route.kind}`);
  const task = route.provider.tasks[exp.task]!;
  // A job API (verify/jobs.ts): the POST answers with the job just submitted; polls answer it
  // running, then completed with the file's URL. The official SDK polls these too.
  const job = jobProtocol(route.provider.id, exp.task);
  if (job) {
    const media = mediaFor(exp.task, task);
    const id = requestId();
    const url = `https://${job.files}/files/verify/${id}/${media.file}`;
    if (job.sync?.path.test(route.path)) {
      return { ...json(job.sync.answer(url), { kind: "media", file: media.file, bytes: media.bytes, via: "url", shown: url }), announces: [{ url, media }] };
    }
    return {
      ...json(job.submitted(id, exp.providerModelId), null),
      announces: [{ url, media }],
      queued: { id, result: job.completed(id, exp.providerModelId, url), pending: [job.running(id, exp.providerModelId)], outcome: { kind: "media", file: media.file, bytes: media.bytes, via: "url", shown: url } },
    } as Answer;
  }
  // Build the answer at the provider's response path, e.g. data[0].embedding, images[0].url or output.
  const atPath = (leaf: unknown) => {
    let value: unknown = leaf;
    for (const key of [...task.responsePath].reverse()) value = typeof key === "number" ? Object.assign([], { [key]: value }) : { [key]: value };
    return value;
  };
  // A job the snippet polls: the first answer is still running (as a slow Replicate prediction answers
  // after Prefer: wait gives up), the result comes from polling. The hub's SDKs do not poll (they send
  // Prefer: wait and read the answer), so they get the prediction finished within the wait, at once.
  const pollable = (value: unknown, outcome: Outcome | null): Answer => {
    if (!task.poll || WAITING_SDKS.has(exp.client)) return json(value, outcome);
    const id = requestId();
    return {
      ...json({ id, status: "processing", urls: { get: `https://api.replicate.com/v1/predictions/${id}` } }, null),
      queued: { id, result: { ...(value as object), id, status: "succeeded" }, outcome },
    } as Answer;
  };
  // Providers answer transcription and OCR as plain text at their response path (Replicate's output,
  // Z.ai's md_results), not in the hub API's shape.
  if (task.response === "json") {
    const leaf = ["automatic-speech-recognition", "image-to-text"].includes(exp.task) ? `Text ${SENTINEL}` : taskJson(exp.task);
    return pollable(atPath(leaf), { kind: "json", printed: printedFor(exp.task) });
  }
  const media = mediaFor(exp.task, task);
  if (task.response === "binary") {
    return { status: 200, contentType: media.contentType, body: media.bytes, outcome: { kind: "media", file: media.file, bytes: media.bytes, via: "binary", shown: "" } };
  }
  if (task.response === "base64") {
    const b64 = media.bytes.toString("base64");
    return json({ data: [{ b64_json: b64 }] }, { kind: "media", file: media.file, bytes: media.bytes, via: "base64", shown: b64 });
  }
  const host = route.provider.id === "replicate" ? "replicate.delivery" : "v3.fal.media";
  // A route with `dataUrl` answers the file itself as a data: URL (fal's sync_mode); nothing is downloaded.
  const url = task.dataUrl ? `data:${media.contentType};base64,${media.bytes.toString("base64")}` : `https://${host}/files/verify/${requestId()}/${media.file}`;
  const announces = task.dataUrl ? [] : [{ url, media }];
  // The hub's SDKs turn a file answering a JSON task into that task's JSON and print it: the JS client
  // puts the file's bytes in base64 in it (fal's mask, fal's audio), the Python client labels the mask "mask".
  const sdkPrints = task.output !== undefined && exp.client.endsWith("/huggingface.js") ? media.bytes.toString("base64")
    : task.output !== undefined && exp.client.endsWith("/huggingface_hub") ? "mask"
    : null;
  const outcome: Outcome = sdkPrints !== null ? { kind: "json", printed: sdkPrints } : { kind: "media", file: media.file, bytes: media.bytes, via: "url", shown: url };
  const value = atPath(task.unwrapList ? [url] : url);
  if (route.provider.id === "replicate") Object.assign(value as object, { id: "verify-prediction", status: "succeeded" });
  if (route.queue) {
    // fal's queue: the POST answers with a request id; the result comes from polling.
    const id = requestId();
    return {
      ...json({ request_id: id, status: "IN_QUEUE", response_url: `https://queue.fal.run/${exp.providerModelId}/requests/${id}` }, null),
      announces,
      queued: { id, result: value, outcome },
    } as Answer;
  }
  return { ...pollable(value, outcome), announces };
}

/**
 * The hub's provider mapping for the model. A LoRA model's mapping names the adapter and its weights file
 * (the path under the model's repository), which the SDKs turn into the provider's LoRA fields.
 */
export function mappingAnswer(exp: Expectation, providerId: string, task: string): Answer {
  const repoFiles = `https://huggingface.co/${exp.model.id}/resolve/main/`;
  const weights = exp.lora?.weightsPath;
  const adapter = weights ? { adapter: "lora", adapterWeightsPath: weights.startsWith(repoFiles) ? weights.slice(repoFiles.length) : weights } : {};
  return json(
    { _id: "verify", id: exp.model.id, pipeline_tag: exp.model.pipeline_tag, inferenceProviderMapping: { [providerId]: { providerId: exp.providerModelId, status: "live", task, ...adapter } } },
    null,
  );
}

export function violationAnswer(reason: string): Answer {
  return { status: 400, contentType: "application/json", body: Buffer.from(JSON.stringify({ error: `mock contract: ${reason}` })), outcome: null };
}
