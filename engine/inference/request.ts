// Builds the inference call a model's snippets show: which kind of template, which URL, which token,
// which headers, which body, and how the answer comes back. Plain data in, plain data out; templates
// only print what this decides.
import { HUB_TOKEN_ENV } from "../requirements.ts";
import type { InferenceTask, OutputFormat, Provider, ProviderTask, TemplateKind } from "../../catalogue/inference.ts";
import { fillBody } from "./body-template.ts";
import { DEFAULT_OUTPUT_FORMAT, inferenceTasks, providerServesTask, providers, unknownProviderMessage } from "../../catalogue/inference.ts";
import { CodeRef, constantData } from "../literals.ts";
import { InputError } from "../../catalogue/input-error.ts";
import type { ModelRecord } from "../model.ts";
import { gatedKind, type GatedKind } from "../notices.ts";
import type { ProviderMappingEntry } from "./mapping-types.ts";
import { sampleInputFor, sampleMessages } from "../inputs.ts";

/**
 * The fields of a record its inference call is made from: nothing else of a model changes its inference
 * snippets (the type keeps it so). Bulk rendering relies on it: records alike in these but the id share
 * their rendered inference snippets (engine/bulk/shared-inference.ts). `gated` ("auto" or "manual" for a gated
 * repository, false otherwise) only adds the access notice (engine/notices.ts), and bulk rendering does not
 * share a gated record's snippets; the engine reads it without declaring it in the model record, since the
 * hub gives false for open models.
 */
export type InferenceRecord = Pick<ModelRecord, "id" | "pipeline_tag" | "mask_token"> & {
  /** The repository's gate: "auto", "manual", or false. */
  gated?: unknown;
};

// The provider and task tables are read, never changed: frozen, and known to the literal writers as
// constants, so that what they write of a table's value (a response path, a list of job states) is
// written once per writer.
constantData(providers);
constantData(inferenceTasks);
const CHAT_RESPONSE_PATH: readonly (string | number)[] = constantData(["choices", 0, "message"]);

/** The hub's inference router. */
export const ROUTER_URL = "https://router.huggingface.co";
export { HUB_URL, modelPageUrl } from "../notices.ts";
import { HUB_URL } from "../notices.ts";

/** The router's OpenAI-compatible base URL. */
export const ROUTER_CHAT_BASE_URL = `${ROUTER_URL}/v1`;
/** The variable a dedicated endpoint's token is read from. */
export const ENDPOINT_TOKEN_ENV = "API_TOKEN";
export { HUB_TOKEN_ENV } from "../requirements.ts";

/** The options of getInferenceSnippets. */
export interface SnippetOptions {
  /** The inference provider (`hf-inference` by default; `together`, `fal-ai`, `replicate`, ..., `auto`). */
  provider?: string;
  /** The model's id at the provider, where it differs from the hub's (a mapping entry's `providerId` gives it too). */
  providerModelId?: string;
  /**
   * The hub's provider mapping entry for the provider (`{ provider?, providerId, task?, status?, adapter?,
   * adapterWeightsPath?, type? }`): the provider's model id, the task and the LoRA adapter come from it.
   * Without it, the record's own `inferenceProviderMapping` entry for `provider` is used.
   */
  mapping?: Partial<ProviderMappingEntry> & {
    /** The provider's model id. */
    providerId: string;
  };
  /** Chat snippets that stream the answer. */
  streaming?: boolean;
  /** The organisation billed for the call (the `X-HF-Bill-To` header). */
  billTo?: string;
  /** The token written into the snippet (default: the snippet reads it from the environment). */
  accessToken?: string;
  /** Calls the provider's own API with its key instead of the hub's router. */
  directRequest?: boolean;
  /** Calls a dedicated endpoint at this URL. */
  endpointUrl?: string;
  /** Replaces the task's sample input (for a chat model, the sample conversation). */
  inputs?: unknown;
  /** Replaces the sample conversation of a chat model, as the official client's `messages` option does. */
  messages?: unknown;
  /** Chat parameter: sampling temperature. */
  temperature?: number;
  /** Chat parameter: the most tokens the answer may have. */
  max_tokens?: number;
  /** Chat parameter: nucleus sampling. */
  top_p?: number;
  /** Structured output: a JSON schema the chat answer must follow, sent as `response_format` (json_schema). */
  responseFormat?: Record<string, unknown>;
  /** A LoRA adapter: `weightsPath` is the full URL of its weights file (`https://huggingface.co/<id>/resolve/main/<file>`). */
  lora?: {
    /** The weights file's URL. */
    weightsPath: string;
  };
}

/** An option getInferenceSnippets cannot use (an unknown provider, a provider that does not serve the task, ...). */
export class SnippetOptionsError extends InputError {
  /** The class\'s name, kept in the minified package. */
  override readonly name: string = "SnippetOptionsError";
}

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

/** Everything an inference snippet shows, decided from the model and the options; templates only print it. */
export interface InferenceCall {
  /** The template kind. */
  kind: TemplateKind;
  /** The pipeline id. */
  task: string;
  /** The provider, as the catalogue describes it. */
  provider: Provider;
  /** The hub id. */
  modelId: string;
  /** The gate on the model's repository ("auto", "manual"), or null: its snippets then open with an access notice. */
  gated: GatedKind | null;
  /** The provider's model id. */
  providerModelId: string;
  /** The model name clients send: `id:provider` through the router's chat route. */
  requestModel: string;
  /** Through the hub's router, to the provider directly, or to a dedicated endpoint. */
  route: "router" | "direct" | "endpoint";
  /** A chat completion call. */
  chat: boolean;
  /** The answer is streamed. */
  streaming: boolean;
  /** Full URL raw HTTP clients post to; null when only SDK clients can make this call. */
  url: string | null;
  /** Base URL OpenAI clients are given (chat only). */
  chatBaseUrl: string | null;
  /** The dedicated endpoint's URL, or null. */
  endpointUrl: string | null;
  /** The token SDK clients are given. */
  token: {
    /** The variable it is read from. */
    env: string;
    /** The token written in, or null. */
    literal: string | null;
  };
  /** The Authorization header. */
  auth: {
    /** `Bearer` or `Key`. */
    scheme: string;
    /** The variable its key is read from. */
    env: string;
    /** The key written in, or null. */
    literal: string | null;
  };
  /** The organisation billed, or null. */
  billTo: string | null;
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
   * `<prefix><id>` from the start until it is done. `jq` holds the same paths as jq filters for
   * shell snippets.
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
    /** The same paths as jq filters. */
    jq: {
      /** Of `url`. */
      url: string | null;
      /** Of `id`. */
      id: string | null;
      /** Of `status`. */
      status: string;
    };
  } | null;
  /** What a binary answer holds (SDKs return images as image objects, audio and video as bytes); null for JSON. */
  media: "image" | "audio" | "video" | null;
  /** What SDK clients pass: the task input and its parameters. */
  inputs: unknown;
  /** The task's parameters. */
  parameters: Record<string, unknown>;
  /** A chat call's conversation, or null. */
  messages: unknown[] | null;
  /** Chat parameters given as options (temperature, max_tokens, top_p, response_format). */
  chatParameters: Record<string, unknown>;
  /** The LoRA adapter, or null. */
  lora: {
    /** Its weights file's URL. */
    weightsPath: string;
  } | null;
  /** The SDK methods of the task, null where an SDK has none. */
  sdk: {
    /** huggingface_hub's. */
    python: string | null;
    /** @huggingface/inference's. */
    js: string | null;
  };
  /** How the provider serves the task (catalogue/providers.yaml), or null on the hub's own API. */
  providerTask: ProviderTask | null;
}

const CONTENT_TYPE = { json: "application/json", audio: "audio/flac", image: "image/jpeg" } as const;
/** The file a media answer is saved as: its route's declared type, else the default for its kind. */
function outputFileFor(media: keyof typeof DEFAULT_OUTPUT_FORMAT, format?: OutputFormat): string {
  return `output.${format ?? DEFAULT_OUTPUT_FORMAT[media]}`;
}
/** Values that become HTTP header text must not be able to end the header. */
const BILL_TO_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,95}$/;
const TOKEN_RE = /^[\x21-\x7e]+$/;

function resolveProvider(id: string): Provider {
  const provider = providers[id];
  if (!provider) throw new SnippetOptionsError(unknownProviderMessage(id));
  return provider;
}

/**
 * Text generation and image-text-to-text are served as chat completion, with or without the
 * `conversational` tag: the providers serve them on their OpenAI-compatible chat routes (as the
 * official client's snippets do).
 */
const CHAT_TASKS = new Set(["text-generation", "image-text-to-text"]);

/** The template kind for a model, or null when its task has no inference snippet. */
export function templateKindFor<M extends Pick<ModelRecord, "pipeline_tag">>(model: M, streaming = false): TemplateKind | null {
  if (CHAT_TASKS.has(model.pipeline_tag ?? "")) return streaming ? "conversationalStream" : "conversational";
  const task = model.pipeline_tag ? inferenceTasks[model.pipeline_tag] : undefined;
  return task ? task.kind : null;
}

/**
 * The sample input of the model's task as a provider's call sends it: the provider's own file where its
 * route for the task names one (fal takes no FLAC), else the task's (engine/inputs.ts).
 */
export function sampleInputOn<M extends Pick<ModelRecord, "pipeline_tag" | "mask_token">>(model: M, provider?: string): ReturnType<typeof sampleInputFor> {
  const own = provider === undefined || !model.pipeline_tag ? undefined : providers[provider]?.tasks[model.pipeline_tag]?.sampleInput;
  return sampleInputFor(model, own);
}

function checkInputsShape(task: string, sample: unknown, given: unknown): void {
  const shape = (v: unknown) => (Array.isArray(v) ? "list" : v === null ? "null" : typeof v);
  if (shape(sample) !== shape(given)) {
    throw new SnippetOptionsError(`options.inputs: ${task} takes a ${shape(sample)} input, got a ${shape(given)}`);
  }
  if (shape(sample) === "object") {
    const missing = Object.keys(sample as object).filter((k) => !(k in (given as object)));
    if (missing.length) throw new SnippetOptionsError(`options.inputs: ${task} input needs ${missing.join(", ")}`);
  }
}

function expandPath(path: string, model: string): string {
  return path.replace("{model}", model);
}

function chatParametersFrom(options: SnippetOptions, provider: Provider): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ["temperature", "max_tokens", "top_p"] as const) {
    const value = options[key];
    if (value === undefined) continue;
    if (typeof value !== "number" || !Number.isFinite(value)) {
      throw new SnippetOptionsError(`options.${key}: must be a finite number`);
    }
    out[key] = value;
  }
  const format = responseFormatFor(options.responseFormat, provider);
  if (format !== null) out.response_format = format;
  return out;
}

/** The `name` OpenAI's json_schema format requires: the schema's title when it is one, else this. */
const DEFAULT_SCHEMA_NAME = "response";
const SCHEMA_NAME_RE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The `response_format` body field for a JSON schema asked for as `options.responseFormat` (OpenAI's
 * json_schema form, which the router, huggingface_hub, @huggingface/inference and openai all take), or null
 * when none is asked for or the provider's API documentation says it takes none (`responseFormat: false`).
 */
export function responseFormatFor(schema: unknown, provider: Pick<Provider, "responseFormat">): Record<string, unknown> | null {
  if (schema === undefined) return null;
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) {
    throw new SnippetOptionsError("options.responseFormat: must be a JSON schema (an object)");
  }
  if (provider.responseFormat === false) return null;
  const title = (schema as { title?: unknown }).title;
  const name = typeof title === "string" && SCHEMA_NAME_RE.test(title) ? title : DEFAULT_SCHEMA_NAME;
  return { type: "json_schema", json_schema: { name, schema, strict: true } };
}

/** The file a task's input names, per the catalogue's `inputFile`. */
function filesIn(task: InferenceTask, inputs: unknown): string | null {
  if (task.inputFile === "input") return typeof inputs === "string" ? inputs : null;
  if (task.inputFile === "inputs.image" && inputs && typeof inputs === "object" && "image" in inputs) {
    return String((inputs as { image: unknown }).image);
  }
  return null;
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

type Route = "router" | "direct" | "endpoint";

interface Request {
  url: string | null;
  chatBaseUrl: string | null;
  body: unknown;
  bodyFile: string | null;
  embeddedFile: EmbeddedFile | null;
  contentType: string;
  headers: { name: string; value: string }[];
  response: InferenceCall["response"];
  queue: InferenceCall["queue"];
  poll: InferenceCall["poll"];
}

/** Checks the options against the provider and the task; returns the route. Throws SnippetOptionsError. */
function checkOptions(provider: Provider, task: string, chat: boolean, options: SnippetOptions): Route {
  const endpointUrl = options.endpointUrl ?? null;
  if (endpointUrl !== null && !/^https?:\/\/[^\s]+$/.test(endpointUrl)) {
    throw new SnippetOptionsError(`options.endpointUrl: must be an http(s) URL, got ${JSON.stringify(endpointUrl)}`);
  }
  const direct = options.directRequest ?? false;
  if (direct && endpointUrl) throw new SnippetOptionsError("options: directRequest and endpointUrl cannot be combined");
  // hf-inference and auto are the hub itself: a direct request goes to the hub's own URL with the hub token.
  if (direct && !provider.direct && provider.apiKeyEnv !== HUB_TOKEN_ENV) {
    throw new SnippetOptionsError(`options.directRequest: provider "${provider.id}" has no direct URL; it is reached through the router`);
  }
  if (!direct && !endpointUrl && provider.directOnly) {
    throw new SnippetOptionsError(
      `options.directRequest: provider "${provider.id}" is not reached through the hub's router; set directRequest to call ${provider.direct} with ${provider.apiKeyEnv}`,
    );
  }
  if (!endpointUrl) {
    const served = chat ? provider.chat : providerServesTask(provider, task) || provider.selectsProvider === true;
    if (!served) {
      const list = provider.inferenceApi
        ? `every task but ${provider.inferenceApi.unserved.join(", ")}`
        : [...(provider.chat ? ["conversational", "text-generation"] : []), ...Object.keys(provider.tasks)].join(", ") || "nothing";
      throw new SnippetOptionsError(`options.provider: "${provider.id}" does not serve ${chat ? "chat completion" : task}; it serves ${list}`);
    }
  }
  if (options.lora !== undefined) {
    if (!provider.lora?.tasks.includes(task)) {
      const supported = Object.values(providers).flatMap((p) => (p.lora ? p.lora.tasks.map((t) => `${t} with provider ${p.id}`) : []));
      throw new SnippetOptionsError(`options.lora: LoRA weights are supported for ${supported.join(", ")}`);
    }
    if (typeof options.lora?.weightsPath !== "string") throw new SnippetOptionsError("options.lora.weightsPath: must be a string");
  }
  if (options.billTo != null && (typeof options.billTo !== "string" || !BILL_TO_RE.test(options.billTo))) {
    throw new SnippetOptionsError(`options.billTo: ${JSON.stringify(options.billTo)} is not an organisation name (letters, digits, '-', '_', '.')`);
  }
  if (options.accessToken != null && (typeof options.accessToken !== "string" || !TOKEN_RE.test(options.accessToken))) {
    throw new SnippetOptionsError("options.accessToken: must be printable ASCII without spaces");
  }
  return endpointUrl ? "endpoint" : direct || provider.directOnly ? "direct" : "router";
}

/**
 * The conversation a chat snippet sends instead of the sample: the `messages` option, or `inputs` (which
 * replaces any task's sample input). Both at once is ambiguous. Non-chat tasks ignore `messages`, as the
 * official client does.
 */
export function chatMessagesOption(options: SnippetOptions): unknown {
  if (options.messages !== undefined && options.inputs !== undefined) {
    throw new SnippetOptionsError("options: messages and inputs both replace the conversation; give one");
  }
  return options.messages ?? options.inputs;
}

/** What the user sends: chat messages, or the task's input and parameters. Null when the task has no sample. */
function userInput(model: InferenceRecord, chat: boolean, options: SnippetOptions) {
  if (chat) {
    const given = chatMessagesOption(options);
    const messages = given !== undefined ? given : sampleMessages(model);
    if (!Array.isArray(messages)) {
      throw new SnippetOptionsError(`options.${options.messages !== undefined ? "messages" : "inputs"}: a chat model takes a list of messages`);
    }
    return { messages: messages as unknown[], inputs: null as unknown, parameters: {} as Record<string, unknown> };
  }
  const task = model.pipeline_tag!;
  const sample = sampleInputOn(model, options.provider);
  if (!sample) return null;
  if (options.inputs !== undefined) {
    checkInputsShape(task, sample.inputs, options.inputs);
    const path = filesIn(inferenceTasks[task]!, options.inputs);
    if (path !== null && /[\0\n\r]/.test(path)) throw new SnippetOptionsError("options.inputs: a file path cannot contain NUL or line breaks");
  }
  return { messages: null, inputs: options.inputs ?? sample.inputs, parameters: sample.parameters };
}

function noRequest(): Request {
  return { url: null, chatBaseUrl: null, body: null, bodyFile: null, embeddedFile: null, contentType: CONTENT_TYPE.json, headers: [], response: { kind: "json", path: [], unwrapList: false, dataUrl: false, outputFile: null }, queue: null, poll: null };
}

/** The OpenAI-compatible base URL a direct chat request goes to; for the hub's own providers, the hub's. */
function directChatBaseUrl(provider: Provider, modelId: string): string {
  if (provider.direct) return `${provider.direct}${provider.chatPath!.replace(/\/chat\/completions$/, "")}`;
  return provider.router ? `${ROUTER_URL}/${provider.router}/models/${modelId}/v1` : ROUTER_CHAT_BASE_URL;
}

function chatRequest(provider: Provider, route: Route, endpointUrl: string | null, modelId: string, body: unknown, streaming: boolean): Request {
  const chatBaseUrl =
    route === "endpoint" ? `${endpointUrl!.replace(/\/+$/, "")}/v1`
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
function inferenceApiRequest(provider: Provider, route: Route, endpointUrl: string | null, kind: TemplateKind, task: string, modelId: string, inputs: unknown, parameters: Record<string, unknown>): Request {
  const info = inferenceTasks[task]!;
  const pipeline = provider.inferenceApi?.pipelineRoutes.includes(task) ? `/pipeline/${task}` : "";
  const url = route === "endpoint" ? endpointUrl : `${ROUTER_URL}/${provider.router}/models/${modelId}${pipeline}`;
  const file = filesIn(info, inputs);
  const outputFile = info.response === "json" ? null : outputFileFor(info.response);
  const response = { kind: outputFile ? ("binary" as const) : ("json" as const), path: [], unwrapList: false, dataUrl: false, outputFile };
  if (info.request !== "json") return { ...noRequest(), url, bodyFile: file, contentType: CONTENT_TYPE[info.request], response };
  const image = file ? new CodeRef("image") : null;
  const embeddedFile = file ? { variable: "image", path: file, contentType: CONTENT_TYPE.image, prefix: "" } : null;
  return { ...noRequest(), url, embeddedFile, body: buildInferenceApiBody(kind, inputs, parameters, image), response };
}

/** A provider's own task route, its body filled in from the providers.yaml template. */
function providerTaskRequest(provider: Provider, providerTask: ProviderTask, route: Route, task: string, providerModelId: string, modelId: string, inputs: unknown, parameters: Record<string, unknown>, lora: { weightsPath: string } | null): Request {
  const info = inferenceTasks[task]!;
  const path = expandPath(providerTask.path, providerModelId);
  const queued = providerTask.queue === true && provider.queue !== undefined;
  const base = route === "direct" ? (queued ? provider.queue! : provider.direct!) : `${ROUTER_URL}/${provider.router}`;
  const query = queued && route === "router" ? "?_subdomain=queue" : "";
  const file = filesIn(info, inputs);
  const media = info.request === "audio" ? "audio" : "image";
  const variant = providerTask.variants?.find((v) => new RegExp(v.models, "i").test(providerModelId));
  const template = variant?.body ?? providerTask.body;
  // The body takes the file as a data URL ($file) or as plain base64 ($fileBase64).
  const plainBase64 = JSON.stringify(template).includes('"$fileBase64"');
  const fileType = file ? providerFileType(provider, providerTask, task, file) ?? CONTENT_TYPE[media] : null;
  const embeddedFile = file ? { variable: media, path: file, contentType: fileType!, prefix: plainBase64 ? "" : `data:${fileType};base64,` } : null;
  const prompt = inputs && typeof inputs === "object" && "prompt" in inputs ? (inputs as { prompt: unknown }).prompt : inputs;
  const usesLoraModel = lora !== null && provider.lora !== undefined && providerModelId === provider.lora.model;
  const body = fillBody(
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
  const output = providerTask.output ?? (info.response === "json" ? null : info.response);
  const outputFile = output === null ? null : outputFileFor(output, providerTask.outputFormat);
  return {
    ...noRequest(),
    url: `${base}${path}${query}`,
    embeddedFile,
    body,
    headers: Object.entries(provider.headers ?? {}).map(([name, value]) => ({ name, value })),
    response: { kind: providerTask.response, path: providerTask.responsePath, unwrapList: providerTask.unwrapList ?? false, dataUrl: providerTask.dataUrl ?? false, outputFile },
    queue: queued ? { base, query } : null,
    poll: providerTask.poll ? pollOf(providerTask.poll, base) : null,
  };
}

/** What a LoRA adapter's `path` names for a provider: the weights file's URL, or the adapter's hub id. */
function loraAdapterPath(provider: Provider, modelId: string, lora: { weightsPath: string }): string {
  return provider.lora?.adapterPath === "modelId" ? modelId : lora.weightsPath;
}

/** How the snippet polls a job, the poll description's URL put together for this route's base. */
function pollOf(poll: NonNullable<ProviderTask["poll"]>, base: string): NonNullable<InferenceCall["poll"]> {
  return {
    base,
    url: poll.url ?? null,
    id: poll.id ?? null,
    prefix: poll.path ? `${base}${poll.path.slice(0, -"{id}".length)}` : base,
    status: poll.status,
    done: poll.done,
    failed: poll.failed,
    jq: { url: poll.url ? jqPath(poll.url) : null, id: poll.id ? jqPath(poll.id) : null, status: jqPath(poll.status) },
  };
}

/** The type a provider reads a file as, by its extension, where the route names the types it takes. */
function providerFileType(provider: Provider, providerTask: ProviderTask, task: string, file: string): string | null {
  if (!providerTask.fileTypes) return null;
  const extension = /\.([A-Za-z0-9]+)$/.exec(file)?.[1]?.toLowerCase() ?? "";
  const type = providerTask.fileTypes[extension];
  if (!type) {
    const known = Object.keys(providerTask.fileTypes).join(", ");
    throw new SnippetOptionsError(`options.inputs: "${provider.id}" takes ${task} files of type ${known}, not ${JSON.stringify(file)}`);
  }
  return type;
}

/** A jq filter for a path: `.["urls"]["get"]`, `.["data"][0]`. */
function jqPath(path: (string | number)[]): string {
  return `.${path.map((key) => `[${JSON.stringify(key)}]`).join("")}`;
}

/**
 * The inference call a model's snippets show, or null when its task has none.
 * @throws SnippetOptionsError for an option that cannot be used; ModelRecordError for a bad record.
 */
export function buildInferenceCall<M
 extends InferenceRecord>(model: M, options: SnippetOptions = {}): InferenceCall | null {
  const streaming = options.streaming ?? false;
  const kind = templateKindFor(model, streaming);
  if (!kind) return null;
  const provider = resolveProvider(options.provider ?? "hf-inference");
  const task = model.pipeline_tag!;
  const chat = kind === "conversational" || kind === "conversationalStream";
  const route = checkOptions(provider, task, chat, options);
  const input = userInput(model, chat, options);
  if (!input) return null;
  const { messages, inputs, parameters } = input;
  const endpointUrl = options.endpointUrl ?? null;
  const lora = options.lora ?? null;
  if (provider.modelIdPrefix && !model.id.startsWith(provider.modelIdPrefix)) {
    throw new SnippetOptionsError(`options.provider: "${provider.id}" serves only models named ${provider.modelIdPrefix}<model>; ${JSON.stringify(model.id)} is not one`);
  }
  const providerModelId =
    options.providerModelId ?? (lora && provider.lora?.model ? provider.lora.model : provider.modelIdPrefix ? model.id.slice(provider.modelIdPrefix.length) : model.id);
  const requestModel =
    route === "router" && chat ? (provider.selectsProvider ? model.id : `${model.id}:${provider.id}`) : route === "endpoint" ? model.id : providerModelId;
  const tokenEnv = route === "endpoint" ? ENDPOINT_TOKEN_ENV : route === "direct" ? provider.apiKeyEnv : HUB_TOKEN_ENV;
  const scheme = route === "direct" ? provider.authScheme : "Bearer";
  const tokenLiteral = options.accessToken ?? null;
  const billTo = options.billTo ?? null;
  const chatParameters = chatParametersFrom(options, provider);
  const providerTask = chat || route === "endpoint" ? null : (provider.tasks[task] ?? null);
  if (providerTask?.models && !providerTask.models.includes(providerModelId)) {
    const field = options.providerModelId === undefined ? "options.provider" : "options.providerModelId";
    throw new SnippetOptionsError(
      `${field}: "${provider.id}" serves ${task} only for its model${providerTask.models.length > 1 ? "s" : ""} ${providerTask.models.join(", ")}; this model's id there is ${JSON.stringify(providerModelId)}${options.providerModelId === undefined ? " (set options.providerModelId to the provider's own id)" : ""}`,
    );
  }

  const request = chat
    ? chatRequest(provider, route, endpointUrl, providerModelId, { model: requestModel, messages, ...chatParameters, ...(streaming ? { stream: true } : {}) }, streaming)
    : providerTask
      ? providerTaskRequest(provider, providerTask, route, task, providerModelId, model.id, inputs, parameters, lora)
      : route === "endpoint" || provider.inferenceApi
        ? inferenceApiRequest(provider, route, endpointUrl, kind, task, providerModelId, inputs, parameters)
        : // A provider-selecting route outside chat: only SDK clients, which resolve the provider themselves.
          { ...noRequest(), response: { kind: inferenceTasks[task]!.response === "json" ? ("json" as const) : ("binary" as const), path: [], unwrapList: false, dataUrl: false, outputFile: inferenceTasks[task]!.response === "json" ? null : outputFileFor(inferenceTasks[task]!.response as "image") } };
  const headers = billTo === null ? request.headers : [...request.headers, { name: "X-HF-Bill-To", value: billTo }];
  const inferenceTask = inferenceTasks[task];

  return {
    kind,
    task,
    provider,
    modelId: model.id,
    gated: gatedKind(model),
    providerModelId,
    requestModel,
    route,
    chat,
    streaming: chat && streaming,
    url: request.url,
    chatBaseUrl: request.chatBaseUrl,
    endpointUrl,
    token: { env: tokenEnv, literal: tokenLiteral },
    auth: { scheme, env: tokenEnv, literal: tokenLiteral === null ? null : `${scheme} ${tokenLiteral}` },
    billTo,
    headers,
    contentType: request.contentType,
    bodyFile: request.bodyFile,
    embeddedFile: request.embeddedFile,
    body: request.body,
    response: request.response,
    queue: request.queue,
    poll: request.poll,
    media: chat || !inferenceTask || inferenceTask.response === "json" ? null : inferenceTask.response,
    inputs,
    parameters,
    messages,
    chatParameters,
    lora,
    sdk: chat
      ? { python: "chat_completion", js: streaming ? "chatCompletionStream" : "chatCompletion" }
      : { python: inferenceTask!.huggingface_hub, js: inferenceTask!["huggingface.js"] },
    providerTask,
  };
}
