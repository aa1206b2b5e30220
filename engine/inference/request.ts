// Builds the inference call a model's snippets show: which kind of template, which URL, which token,
// which headers, which body, and how the answer comes back. Plain data in, plain data out; templates
// only print what this decides.
import type { InferenceTask, Provider, ProviderTask, TemplateKind } from "../../catalogue/inference.ts";
import { inferenceTasks, providers, unknownProviderMessage } from "../../catalogue/inference.ts";
import { CodeRef } from "../literals.ts";
import type { ModelRecord } from "../model.ts";
import { isConversational, sampleInputFor, sampleMessages } from "../inputs.ts";

export const ROUTER_URL = "https://router.huggingface.co";
export const ROUTER_CHAT_BASE_URL = `${ROUTER_URL}/v1`;
export const ENDPOINT_TOKEN_ENV = "API_TOKEN";
export const HUB_TOKEN_ENV = "HF_TOKEN";

export interface SnippetOptions {
  provider?: string;
  providerModelId?: string;
  streaming?: boolean;
  billTo?: string;
  accessToken?: string;
  directRequest?: boolean;
  endpointUrl?: string;
  /** Replaces the task's sample input. */
  inputs?: unknown;
  temperature?: number;
  max_tokens?: number;
  top_p?: number;
  lora?: { weightsPath: string };
}

export class SnippetOptionsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SnippetOptionsError";
  }
}

export type ResponseKind = "json" | "binary" | "base64" | "url" | "stream";

export interface EmbeddedFile {
  /** Variable the snippet reads the file into, base64-encoded. */
  variable: string;
  path: string;
  contentType: string;
  /** Text before the base64 data: `data:<type>;base64,` for providers that take data URLs, else "". */
  prefix: string;
}

export interface InferenceCall {
  kind: TemplateKind;
  task: string;
  provider: Provider;
  modelId: string;
  providerModelId: string;
  /** The model name clients send: `id:provider` through the router's chat route. */
  requestModel: string;
  route: "router" | "direct" | "endpoint";
  chat: boolean;
  streaming: boolean;
  /** Full URL raw HTTP clients post to; null when only SDK clients can make this call. */
  url: string | null;
  /** Base URL OpenAI clients are given (chat only). */
  chatBaseUrl: string | null;
  endpointUrl: string | null;
  token: { env: string; literal: string | null };
  auth: { scheme: string; env: string; literal: string | null };
  billTo: string | null;
  /** Headers besides Authorization and Content-Type, in order. */
  headers: { name: string; value: string }[];
  contentType: string;
  /** A file sent as the whole body (audio and image tasks); null for JSON bodies. */
  bodyFile: string | null;
  embeddedFile: EmbeddedFile | null;
  body: unknown;
  response: { kind: ResponseKind; path: (string | number)[]; unwrapList: boolean; outputFile: string | null };
  /** What a binary answer holds (SDKs return images as image objects, audio and video as bytes); null for JSON. */
  media: "image" | "audio" | "video" | null;
  /** What SDK clients pass: the task input and its parameters. */
  inputs: unknown;
  parameters: Record<string, unknown>;
  messages: unknown[] | null;
  /** Chat parameters given as options (temperature, max_tokens, top_p). */
  chatParameters: Record<string, number>;
  lora: { weightsPath: string } | null;
  sdk: { python: string | null; js: string | null };
  providerTask: ProviderTask | null;
}

const CONTENT_TYPE = { json: "application/json", audio: "audio/flac", image: "image/jpeg" } as const;
const OUTPUT_FILE = { image: "output.png", audio: "output.flac", video: "output.mp4" } as const;
/** Values that become HTTP header text must not be able to end the header. */
const BILL_TO_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,95}$/;
const TOKEN_RE = /^[\x21-\x7e]+$/;

function resolveProvider(id: string): Provider {
  const provider = providers[id];
  if (!provider) throw new SnippetOptionsError(unknownProviderMessage(id));
  return provider;
}

/** The template kind for a model, or null when its task has no inference snippet. */
export function templateKindFor(model: ModelRecord, streaming = false): TemplateKind | null {
  if (isConversational(model)) return streaming ? "conversationalStream" : "conversational";
  const task = model.pipeline_tag ? inferenceTasks[model.pipeline_tag] : undefined;
  if (!task || model.pipeline_tag === "image-text-to-text") return null;
  return task.kind;
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

function chatParametersFrom(options: SnippetOptions): Record<string, number> {
  const out: Record<string, number> = {};
  for (const key of ["temperature", "max_tokens", "top_p"] as const) {
    const value = options[key];
    if (value === undefined) continue;
    if (typeof value !== "number" || !Number.isFinite(value)) {
      throw new SnippetOptionsError(`options.${key}: must be a finite number`);
    }
    out[key] = value;
  }
  return out;
}

/** The file a task's input names, per the catalogue's `inputFile`. */
function filesIn(task: InferenceTask, inputs: unknown): string | null {
  if (task.inputFile === "input") return typeof inputs === "string" ? inputs : null;
  if (task.inputFile === "inputs.image" && inputs && typeof inputs === "object" && "image" in inputs) {
    return String((inputs as { image: unknown }).image);
  }
  return null;
}

/** Builds the JSON body for a provider task's payload shape. */
function providerBody(
  shape: ProviderTask["payload"],
  requestModel: string,
  inputs: unknown,
  parameters: Record<string, unknown>,
  image: CodeRef | null,
  lora: { weightsPath: string } | null,
): unknown {
  const prompt = inputs && typeof inputs === "object" && "prompt" in inputs ? (inputs as { prompt: unknown }).prompt : inputs;
  const loras = lora ? { loras: [{ path: lora.weightsPath, scale: 1 }] } : {};
  switch (shape) {
    case "fal":
      return { prompt, ...parameters, ...loras };
    case "fal-image":
      return { image_url: image, prompt, ...parameters };
    case "fal-text":
      return { text: inputs, ...parameters };
    case "replicate":
      return { input: { prompt, ...parameters } };
    case "replicate-text":
      return { input: { text: inputs, ...parameters } };
    case "openai-completions":
      return { model: requestModel, prompt: inputs };
    case "openai-images":
      return { model: requestModel, prompt: inputs, response_format: "base64" };
  }
}

/** Builds the `{inputs, parameters}` body of the hub's own inference API. */
function inferenceApiBody(kind: TemplateKind, inputs: unknown, parameters: Record<string, unknown>, image: CodeRef | null) {
  let bodyInputs = inputs;
  let bodyParameters = parameters;
  if (image && kind === "documentQuestionAnswering") bodyInputs = { ...(inputs as object), image };
  else if (image && (kind === "imageToImage" || kind === "imageToVideo")) {
    const { image: _file, ...rest } = inputs as Record<string, unknown>;
    bodyInputs = image;
    bodyParameters = { ...rest, ...parameters };
  } else if (image) bodyInputs = image;
  return Object.keys(bodyParameters).length ? { inputs: bodyInputs, parameters: bodyParameters } : { inputs: bodyInputs };
}

export function buildInferenceCall(model: ModelRecord, options: SnippetOptions = {}): InferenceCall | null {
  const streaming = options.streaming ?? false;
  const kind = templateKindFor(model, streaming);
  if (!kind) return null;
  const provider = resolveProvider(options.provider ?? "hf-inference");
  const task = model.pipeline_tag!;
  const chat = kind === "conversational" || kind === "conversationalStream";
  const endpointUrl = options.endpointUrl ?? null;
  if (endpointUrl !== null && !/^https?:\/\/[^\s]+$/.test(endpointUrl)) {
    throw new SnippetOptionsError(`options.endpointUrl: must be an http(s) URL, got ${JSON.stringify(endpointUrl)}`);
  }
  const direct = options.directRequest ?? false;
  if (direct && endpointUrl) throw new SnippetOptionsError("options: directRequest and endpointUrl cannot be combined");
  if (direct && !provider.direct) {
    throw new SnippetOptionsError(
      `options.directRequest: provider "${provider.id}" has no direct URL; it is reached through the router`,
    );
  }
  if (chat && !provider.chat && !endpointUrl) {
    throw new SnippetOptionsError(`options.provider: "${provider.id}" does not serve chat completion`);
  }
  const inferenceTask = inferenceTasks[task];
  const providerTask = chat ? null : (provider.tasks[task] ?? null);
  if (!chat && !endpointUrl && !provider.inferenceApi && !providerTask && !provider.selectsProvider) {
    const served = Object.keys(provider.tasks);
    throw new SnippetOptionsError(
      `options.provider: "${provider.id}" does not serve ${task}; it serves ${["conversational", ...served].filter((t) => t !== "conversational" || provider.chat).join(", ") || "nothing"}`,
    );
  }
  if (options.lora && !provider.lora?.tasks.includes(task)) {
    const supported = Object.values(providers).flatMap((p) => (p.lora ? p.lora.tasks.map((t) => `${t} with provider ${p.id}`) : []));
    throw new SnippetOptionsError(`options.lora: LoRA weights are supported for ${supported.join(", ")}`);
  }
  if (options.lora && typeof options.lora.weightsPath !== "string") {
    throw new SnippetOptionsError("options.lora.weightsPath: must be a string");
  }
  const lora = options.lora ?? null;

  const providerModelId = options.providerModelId ?? (lora && provider.lora ? provider.lora.model : model.id);
  const route = endpointUrl ? "endpoint" : direct ? "direct" : "router";
  const requestModel =
    route === "router" && chat ? (provider.selectsProvider ? model.id : `${model.id}:${provider.id}`) : route === "endpoint" ? model.id : providerModelId;
  const tokenEnv = route === "endpoint" ? ENDPOINT_TOKEN_ENV : route === "direct" ? provider.apiKeyEnv : HUB_TOKEN_ENV;
  const scheme = route === "direct" ? provider.authScheme : "Bearer";
  const tokenLiteral = options.accessToken ?? null;
  const billTo = options.billTo ?? null;
  if (billTo !== null && (typeof billTo !== "string" || !BILL_TO_RE.test(billTo))) {
    throw new SnippetOptionsError(
      `options.billTo: ${JSON.stringify(billTo)} is not an organisation name (letters, digits, '-', '_', '.')`,
    );
  }
  if (tokenLiteral !== null && (typeof tokenLiteral !== "string" || !TOKEN_RE.test(tokenLiteral))) {
    throw new SnippetOptionsError("options.accessToken: must be printable ASCII without spaces");
  }

  // Input and body.
  let inputs: unknown = null;
  let parameters: Record<string, unknown> = {};
  let messages: unknown[] | null = null;
  if (chat) {
    messages = options.inputs !== undefined ? (options.inputs as unknown[]) : sampleMessages(model);
    if (!Array.isArray(messages)) throw new SnippetOptionsError("options.inputs: a chat model takes a list of messages");
  } else {
    const sample = sampleInputFor(model);
    if (!sample) return null;
    if (options.inputs !== undefined) checkInputsShape(task, sample.inputs, options.inputs);
    const path = filesIn(inferenceTask!, options.inputs);
    if (path !== null && /[\0\n\r]/.test(path)) {
      throw new SnippetOptionsError("options.inputs: a file path cannot contain NUL or line breaks");
    }
    inputs = options.inputs ?? sample.inputs;
    parameters = sample.parameters;
  }
  const chatParameters = chatParametersFrom(options);

  let url: string | null = null;
  let chatBaseUrl: string | null = null;
  let body: unknown = null;
  let bodyFile: string | null = null;
  let embeddedFile: EmbeddedFile | null = null;
  let contentType: string = CONTENT_TYPE.json;
  let response: InferenceCall["response"] = { kind: "json", path: [], unwrapList: false, outputFile: null };
  const headers: { name: string; value: string }[] = [];

  if (chat) {
    chatBaseUrl =
      route === "endpoint"
        ? `${endpointUrl!.replace(/\/+$/, "")}/v1`
        : route === "direct"
          ? `${provider.direct}${provider.chatPath!.replace(/\/chat\/completions$/, "")}`
          : ROUTER_CHAT_BASE_URL;
    url = `${chatBaseUrl}/chat/completions`;
    body = { model: requestModel, messages, ...chatParameters, ...(streaming ? { stream: true } : {}) };
    response = { kind: streaming ? "stream" : "json", path: ["choices", 0, "message"], unwrapList: false, outputFile: null };
  } else {
    const file = filesIn(inferenceTask!, inputs);
    const viaInferenceApi = route === "endpoint" || (provider.inferenceApi && !providerTask);
    const outputFile = inferenceTask!.response === "json" ? null : OUTPUT_FILE[inferenceTask!.response];
    if (viaInferenceApi) {
      url = route === "endpoint" ? endpointUrl : `${ROUTER_URL}/${provider.router}/models/${providerModelId}`;
      if (inferenceTask!.request !== "json") {
        bodyFile = file;
        contentType = CONTENT_TYPE[inferenceTask!.request];
      } else {
        const image = file ? new CodeRef("image") : null;
        if (file) embeddedFile = { variable: "image", path: file, contentType: CONTENT_TYPE.image, prefix: "" };
        body = inferenceApiBody(kind, inputs, parameters, image);
      }
      response = { kind: outputFile ? "binary" : "json", path: [], unwrapList: false, outputFile };
    } else if (providerTask) {
      const path = expandPath(providerTask.path, providerModelId);
      url = route === "direct" ? `${provider.direct}${path}` : `${ROUTER_URL}/${provider.router}${path}`;
      const image = file ? new CodeRef("image") : null;
      if (file) embeddedFile = {
          variable: "image",
          path: file,
          contentType: CONTENT_TYPE.image,
          prefix: `data:${CONTENT_TYPE.image};base64,`,
        };
      body = providerBody(providerTask.payload, providerModelId, inputs, parameters, image, lora);
      for (const [name, value] of Object.entries(provider.headers ?? {})) headers.push({ name, value });
      response = {
        kind: providerTask.response === "json" ? "json" : providerTask.response,
        path: providerTask.responsePath,
        unwrapList: providerTask.unwrapList ?? false,
        outputFile,
      };
    }
    else {
      // A provider-selecting route outside chat: only SDK clients, which resolve the provider themselves.
      response = { kind: outputFile ? "binary" : "json", path: [], unwrapList: false, outputFile };
    }
  }
  if (billTo !== null) headers.push({ name: "X-HF-Bill-To", value: billTo });

  return {
    kind,
    task,
    provider,
    modelId: model.id,
    providerModelId,
    requestModel,
    route,
    chat,
    streaming: chat && streaming,
    url,
    chatBaseUrl,
    endpointUrl,
    token: { env: tokenEnv, literal: tokenLiteral },
    auth: { scheme, env: tokenEnv, literal: tokenLiteral === null ? null : `${scheme} ${tokenLiteral}` },
    billTo,
    headers,
    contentType,
    bodyFile,
    embeddedFile,
    body,
    response,
    media: chat || inferenceTask!.response === "json" ? null : inferenceTask!.response,
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
