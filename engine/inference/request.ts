// The request stage of the inference path: the plain HTTP call a checked call makes (URL, headers, body,
// how the answer comes back, a job queue or poll). Nothing here checks an option (the check stage did)
// and nothing here is for templates only (the context stage adds that).
import type { InferenceTask, Provider, ProviderTask, TemplateKind } from "../../catalogue/inference.ts";
import { DEFAULT_OUTPUT_FORMAT, inferenceTasks, providers, type OutputFormat } from "../../catalogue/inference.ts";
import { fillBody } from "./body-template.ts";
import { CodeRef, constantData } from "../literals.ts";
import { HUB_URL, ROUTER_CHAT_BASE_URL, ROUTER_URL } from "../hub.ts";
import type { CheckedCall, Route } from "./check.ts";

// The provider and task tables are read, never changed: frozen, and known to the literal writers as
// constants, so that what they write of a table's value (a response path, a list of job states) is
// written once per writer.
constantData(providers);
constantData(inferenceTasks);
const CHAT_RESPONSE_PATH: readonly (string | number)[] = constantData(["choices", 0, "message"]);

/** The header that bills a call to an organisation. */
export const BILL_TO_HEADER = "X-HF-Bill-To";

/** How an answer holds its result: JSON, the file's bytes, base64 text, a URL to fetch, or a stream of events. */
export type ResponseKind = "json" | "binary" | "base64" | "url" | "stream";

/** An input file a JSON body carries as base64 text. */
export interface EmbeddedFile {
  /** Variable the snippet reads the file into, base64-encoded. */
  variable: string;
  /** The sample file's path. */
  path: string;
  /** Its media type. */
  contentType: string;
  /** Text before the base64 data: `data:<type>;base64,` for providers that take data URLs, else "". */
  prefix: string;
}

/** The HTTP call a snippet makes. */
export interface HttpRequest {
  /** Full URL raw HTTP clients post to; null when only SDK clients can make this call. */
  url: string | null;
  /** Base URL OpenAI clients are given (chat only). */
  chatBaseUrl: string | null;
  /** Headers besides Authorization and Content-Type, in order. */
  headers: {
    /** Header name. */
    name: string;
    /** Its value. */
    value: string;
  }[];
  /** The request's media type. */
  contentType: string;
  /** A file sent as the whole body (audio and image tasks); null for JSON bodies. */
  bodyFile: string | null;
  /** A file the JSON body carries, or null. */
  embeddedFile: EmbeddedFile | null;
  /** The JSON body raw HTTP clients send. */
  body: unknown;
  /** How the answer is read. */
  response: {
    /** How it holds the result. */
    kind: ResponseKind;
    /** Where the result is. */
    path: (string | number)[];
    /** The result is a list's first item. */
    unwrapList: boolean;
    /** The URL at `path` may be a data: URL, decoded rather than downloaded. */
    dataUrl: boolean;
    /** The file a media result is saved as, or null. */
    outputFile: string | null;
  };
  /**
   * A job queue (fal): the POST answers with a job whose `response_url` names the result; the snippet
   * polls `<base><path of response_url>/status<query>` until COMPLETED, then GETs `<base><path><query>`.
   */
  queue: {
    /** The queue's base URL. */
    base: string;
    /** The query string of its calls. */
    query: string;
  } | null;
  /**
   * A job the snippet polls. With `url` (replicate predictions, wavespeed) the answer names the job's URL
   * there: GET `<base><path of that URL>` until the value at `status` is `done`, the first answer
   * included. With `id` (Z.ai, Novita, Together) the answer names the job's id there: GET
   * `<prefix><id>` from the start until it is done.
   */
  poll: {
    /** The base URL of the job's URL. */
    base: string;
    /** Where the answer names the job's URL, or null. */
    url: (string | number)[] | null;
    /** Where the answer names the job's id, or null. */
    id: (string | number)[] | null;
    /** What the id is appended to. */
    prefix: string;
    /** Where the job's state is. */
    status: (string | number)[];
    /** A finished job's state. */
    done: string;
    /** A failed job's states. */
    failed: string[];
  } | null;
}

/** A job the snippet polls (see HttpRequest.poll). */
export type PollRequest = NonNullable<HttpRequest["poll"]>;

const CONTENT_TYPE = { json: "application/json", audio: "audio/flac", image: "image/jpeg" } as const;
/** The file a media answer is saved as: its route's declared type, else the default for its kind. */
function outputFileFor(media: keyof typeof DEFAULT_OUTPUT_FORMAT, format?: OutputFormat): string {
  return `output.${format ?? DEFAULT_OUTPUT_FORMAT[media]}`;
}
/**
 * The HTTP request of a checked call: the chat route, a provider's own task route, or the hub's inference
 * API; for a provider-selecting route outside chat, no URL (only SDK clients, which resolve the provider).
 */
export function buildRequest(call: CheckedCall): HttpRequest {
  const { provider, route, task } = call;
  const request = call.chat
    ? chatRequest(provider, route, call.endpointUrl, call.providerModelId, { model: call.requestModel, messages: call.messages, ...call.chatParameters, ...(call.streaming ? { stream: true } : {}) }, call.streaming)
    : call.providerTask === null
      ? route === "endpoint" || provider.inferenceApi
        ? inferenceApiRequest(call)
        : sdkOnlyRequest(task)
      : providerTaskRequest(call, call.providerTask);
  if (call.billTo !== null) request.headers = [...request.headers, { name: BILL_TO_HEADER, value: call.billTo }];
  return request;
}

/** A call only SDK clients make: what its answer holds, no URL. */
function sdkOnlyRequest(task: string): HttpRequest {
  return { ...noRequest(), response: taskResponse(inferenceTasks[task]!) };
}

/** How the hub's own inference API answers a task: JSON, or the file's bytes saved under the task's default name. */
function taskResponse(info: InferenceTask): HttpRequest["response"] {
  const outputFile = info.response === "json" ? null : outputFileFor(info.response);
  return { kind: outputFile ? "binary" : "json", path: [], unwrapList: false, dataUrl: false, outputFile };
}

function noRequest(): HttpRequest {
  return { url: null, chatBaseUrl: null, body: null, bodyFile: null, embeddedFile: null, contentType: CONTENT_TYPE.json, headers: [], response: { kind: "json", path: [], unwrapList: false, dataUrl: false, outputFile: null }, queue: null, poll: null };
}

/**
 * A dedicated endpoint's OpenAI-compatible base URL: its URL with `/v1`, unless it ends in `/v1` already
 * (as the official clients take either form).
 */
function endpointChatBaseUrl(endpointUrl: string): string {
  const url = endpointUrl.replace(/\/+$/, "");
  return url.endsWith("/v1") ? url : `${url}/v1`;
}

/** The OpenAI-compatible base URL a direct chat request goes to; for the hub's own providers, the hub's. */
function directChatBaseUrl(provider: Provider, modelId: string): string {
  if (provider.direct) return `${provider.direct}${provider.chatPath!.replace(/\/chat\/completions$/, "")}`;
  return provider.router ? `${ROUTER_URL}/${provider.router}/models/${modelId}/v1` : ROUTER_CHAT_BASE_URL;
}

function chatRequest(provider: Provider, route: Route, endpointUrl: string | null, modelId: string, body: unknown, streaming: boolean): HttpRequest {
  const chatBaseUrl =
    route === "endpoint" ? endpointChatBaseUrl(endpointUrl!)
    : route === "direct" ? directChatBaseUrl(provider, modelId)
    : ROUTER_CHAT_BASE_URL;
  return {
    ...noRequest(),
    url: `${chatBaseUrl}/chat/completions`,
    chatBaseUrl,
    body,
    response: { kind: streaming ? "stream" : "json", path: CHAT_RESPONSE_PATH as (string | number)[], unwrapList: false, dataUrl: false, outputFile: null },
  };
}

/** The hub's own inference API (hf-inference, dedicated endpoints): `{inputs, parameters}` or the file itself. */
function inferenceApiRequest(call: CheckedCall): HttpRequest {
  const { provider, route, task, inputs, parameters } = call;
  const info = inferenceTasks[task]!;
  const pipeline = provider.inferenceApi?.pipelineRoutes.includes(task) ? `/pipeline/${task}` : "";
  const url = route === "endpoint" ? call.endpointUrl : `${ROUTER_URL}/${provider.router}/models/${call.providerModelId}${pipeline}`;
  const file = call.inputFile?.path ?? null;
  const response = taskResponse(info);
  if (info.request !== "json") return { ...noRequest(), url, bodyFile: file, contentType: CONTENT_TYPE[info.request], response };
  const image = file ? new CodeRef("image") : null;
  const embeddedFile = file ? { variable: "image", path: file, contentType: CONTENT_TYPE.image, prefix: "" } : null;
  return { ...noRequest(), url, embeddedFile, body: buildInferenceApiBody(info.kind, inputs, parameters, image), response };
}

/** A provider's own task route, its body filled in from the providers.yaml template. */
function providerTaskRequest(call: CheckedCall, providerTask: ProviderTask): HttpRequest {
  const { provider, route, task, providerModelId } = call;
  const info = inferenceTasks[task]!;
  const path = providerTask.path.replace("{model}", providerModelId);
  const queued = providerTask.queue === true && provider.queue !== undefined;
  const base = route === "direct" ? (queued ? provider.queue! : provider.direct!) : `${ROUTER_URL}/${provider.router}`;
  const query = queued && route === "router" ? "?_subdomain=queue" : "";
  const file = call.inputFile?.path ?? null;
  const media = info.request === "audio" ? "audio" : "image";
  const variant = providerTask.variants?.find((v) => new RegExp(v.models, "i").test(providerModelId));
  const template = variant?.body ?? providerTask.body;
  const fileType = file ? call.inputFile!.type ?? CONTENT_TYPE[media] : null;
  // The body takes the file as a data URL ($file) or as plain base64 ($fileBase64).
  const embeddedFile = file ? { variable: media, path: file, contentType: fileType!, prefix: takesPlainBase64(template) ? "" : `data:${fileType};base64,` } : null;
  const output = providerTask.output ?? (info.response === "json" ? null : info.response);
  const outputFile = output === null ? null : outputFileFor(output, providerTask.outputFormat);
  const poll = providerTask.poll ? pollOf(providerTask.poll, base) : null;
  // The body last: what it needs of the call is decided above.
  const body = filledBody(template, call, providerTask, media, file);
  return {
    ...noRequest(),
    url: `${base}${path}${query}`,
    embeddedFile,
    body,
    headers: Object.entries(provider.headers ?? {}).map(([name, value]) => ({ name, value })),
    response: { kind: providerTask.response, path: providerTask.responsePath, unwrapList: providerTask.unwrapList ?? false, dataUrl: providerTask.dataUrl ?? false, outputFile },
    queue: queued ? { base, query } : null,
    poll,
  };
}

/** Whether a body template takes the input file as plain base64 (a `$fileBase64` value anywhere in it). */
function takesPlainBase64(template: unknown): boolean {
  if (template === "$fileBase64") return true;
  if (template === null || typeof template !== "object") return false;
  for (const value of Object.values(template)) if (takesPlainBase64(value)) return true;
  return false;
}

/** A provider task's body: the providers.yaml template filled in with the call's input, model and adapter. */
function filledBody(template: Record<string, unknown>, call: CheckedCall, providerTask: ProviderTask, media: "audio" | "image", file: string | null): unknown {
  const { provider, providerModelId, modelId, inputs, parameters, lora } = call;
  const prompt = inputs && typeof inputs === "object" && "prompt" in inputs ? (inputs as { prompt: unknown }).prompt : inputs;
  const usesLoraModel = lora !== null && provider.lora !== undefined && providerModelId === provider.lora.model;
  return fillBody(
    template,
    {
      $inputs: inputs,
      $prompt: prompt,
      $model: providerModelId,
      $file: file ? new CodeRef(media) : undefined,
      $fileBase64: file ? new CodeRef(media) : undefined,
      $loras: lora ? [{ path: loraAdapterPath(provider, modelId, lora), scale: 1 }] : undefined,
      $loraBaseModel: usesLoraModel ? provider.lora!.baseModel : undefined,
      $loraModelUrl: lora ? `${HUB_URL}/${modelId}` : undefined,
      $parameters: parameters,
    },
    providerTask.parameterNames,
  );
}

/** What a LoRA adapter's `path` names for a provider: the weights file's URL, or the adapter's hub id. */
function loraAdapterPath(provider: Provider, modelId: string, lora: { weightsPath: string }): string {
  return provider.lora?.adapterPath === "modelId" ? modelId : lora.weightsPath;
}

/** How the snippet polls a job, the poll description's URL put together for this route's base. */
function pollOf(poll: NonNullable<ProviderTask["poll"]>, base: string): PollRequest {
  return {
    base,
    url: poll.url ?? null,
    id: poll.id ?? null,
    prefix: poll.path ? `${base}${poll.path.slice(0, -"{id}".length)}` : base,
    status: poll.status,
    done: poll.done,
    failed: poll.failed,
  };
}

/** Builds the `{inputs, parameters}` body of the hub's own inference API. */
function buildInferenceApiBody(kind: TemplateKind, inputs: unknown, parameters: Record<string, unknown>, image: CodeRef | null) {
  let bodyInputs = inputs;
  let bodyParameters = parameters;
  if (image && kind === "documentQuestionAnswering") bodyInputs = { ...(inputs as object), image };
  else if (image && kind === "zeroShotImageClassification") bodyInputs = { image };
  else if (image && (kind === "imageToImage" || kind === "imageToVideo")) {
    const { image: _file, ...rest } = inputs as Record<string, unknown>;
    bodyInputs = image;
    bodyParameters = { ...rest, ...parameters };
  } else if (image) bodyInputs = image;
  return Object.keys(bodyParameters).length ? { inputs: bodyInputs, parameters: bodyParameters } : { inputs: bodyInputs };
}

