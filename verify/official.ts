// What the official client, @huggingface/inference (a dev dependency, pinned), sends for a model, a
// provider and the snippet options: its own request builder (the provider helper's payload preparation
// and makeRequestOptionsFromResolvedModel) given the same input the snippets send. The request contract
// compares our snippets' requests with this, never with our own providers.yaml.
import * as official from "@huggingface/inference";
import { PROVIDERS } from "@huggingface/inference";
// The client caches provider mappings by model id; cases give one model different provider ids.
import { inferenceProviderMappingCache } from "../node_modules/@huggingface/inference/dist/esm/lib/getInferenceProviderMapping.js";
import { inferenceTasks, providerServesTask, providers } from "../catalogue/inference.ts";
import { chatMessagesOption, responseFormatFor } from "../engine/inference/check.ts";
import { sampleInputOn } from "../engine/inference/snippets.ts";
import { templateKindFor } from "../engine/inference/context.ts";
import type { SnippetOptions } from "../engine/inference/options.ts";
import { sampleInputFor, sampleMessages } from "../engine/inputs.ts";
import type { ModelRecord } from "../engine/model.ts";
import { INPUT_FILES } from "./fixtures.ts";

/** The router's OpenAI-compatible base: official chat snippets call it with `model: <id>:<provider>`. */
const ROUTER_CHAT_BASE = "https://router.huggingface.co/v1";
const HUB_RESOLVE = "https://huggingface.co/";

export interface OfficialRequest {
  method: string;
  url: string;
  /** Header names in lower case; the client's own User-Agent left out. */
  headers: Record<string, string>;
  /** A JSON body (parsed), the bytes of a binary body, or null. */
  body: { json: unknown } | { bytes: Buffer } | null;
}

export interface OfficialTokens {
  hub: string;
  endpoint: string;
  providerKey: (provider: string) => string;
}

/** The (provider, task) pairs the official client serves, from its provider table. */
export function officialPairs(): { provider: string; task: string }[] {
  return Object.entries(PROVIDERS).flatMap(([provider, tasks]) => Object.keys(tasks ?? {}).map((task) => ({ provider, task })));
}

/** Tasks the official client serves as chat: its `conversational`, and `text-generation`, which it sends as chat too. */
export const OFFICIAL_CHAT_TASKS: ReadonlySet<string> = new Set(["conversational", "text-generation"]);

/**
 * The (provider, task) pairs both clients serve: the official client's (officialPairs) that our
 * catalogue serves too, a chat task by the provider's chat route. The request contract checks each of
 * them; the speed bench renders each.
 */
export function pairsBothServe(): { provider: string; task: string }[] {
  return officialPairs().filter(({ provider, task }) => {
    const p = Object.hasOwn(providers, provider) ? providers[provider] : undefined;
    if (!p) return false;
    return OFFICIAL_CHAT_TASKS.has(task) ? p.chat : providerServesTask(p, task);
  });
}

/**
 * The options that reach a pair: openai serves only direct requests; a route that serves named models
 * only (providers.yaml `models`) gets the first of them unless `providerModelId` is one of them.
 */
export function pairOptions(provider: string, task: string, providerModelId?: string): SnippetOptions {
  if (provider === "openai") return { provider, directRequest: true };
  const named = providers[provider]?.tasks[task]?.models;
  if (named && (providerModelId === undefined || !named.includes(providerModelId))) return { provider, providerModelId: named[0]! };
  return providerModelId === undefined ? { provider } : { provider, providerModelId };
}

function fileBlob(name: string): Blob {
  const file = INPUT_FILES[name];
  if (!file) throw new Error(`no fixture named ${name}`);
  return new Blob([new Uint8Array(file.bytes)], { type: file.contentType });
}

/** The official client's arguments for the input our snippets send. */
function officialArgs(model: ModelRecord, chat: boolean, options: SnippetOptions): Record<string, unknown> {
  if (chat) {
    const args: Record<string, unknown> = { messages: chatMessagesOption(options) ?? sampleMessages(model) };
    for (const key of ["temperature", "max_tokens", "top_p"] as const) if (options[key] !== undefined) args[key] = options[key];
    // Structured output is asked of the official client as of ours: the json_schema form, left out for a provider
    // whose API takes none (providers.yaml responseFormat: false), which the official client would send as given.
    const format = responseFormatFor(options.responseFormat, providers[options.provider ?? "hf-inference"] ?? {});
    if (format !== null) args.response_format = format;
    if (options.streaming) args.stream = true;
    return args;
  }
  const sample = sampleInputOn(model, options.provider)!;
  const inputs = options.inputs ?? sample.inputs;
  const info = inferenceTasks[model.pipeline_tag!]!;
  const parameters = { ...sample.parameters };
  if (info.inputFile === "input") return { inputs: fileBlob(inputs as string), ...(Object.keys(parameters).length ? { parameters } : {}) };
  if (info.inputFile === "inputs.image") {
    const { image, ...rest } = inputs as Record<string, unknown>;
    if (model.pipeline_tag === "document-question-answering") return { inputs: { ...rest, image: fileBlob(image as string) } };
    return { inputs: fileBlob(image as string), parameters: { ...rest, ...parameters } };
  }
  return { inputs, ...(Object.keys(parameters).length ? { parameters } : {}) };
}

/** Thrown by the capturing fetch once the inference request is seen: nothing is sent anywhere. */
class Captured extends Error {
  constructor(readonly request: OfficialRequest) {
    super("captured");
  }
}

async function bodyOf(body: unknown): Promise<OfficialRequest["body"]> {
  if (body === undefined || body === null) return null;
  if (typeof body === "string") return { json: JSON.parse(body) };
  if (body instanceof Blob) return { bytes: Buffer.from(await body.arrayBuffer()) };
  if (body instanceof ArrayBuffer) return { bytes: Buffer.from(body) };
  if (ArrayBuffer.isView(body)) return { bytes: Buffer.from(body.buffer, body.byteOffset, body.byteLength) };
  throw new Error(`the official client sent a body of type ${Object.prototype.toString.call(body)}`);
}

/**
 * The request the official client makes, or null where it makes none our raw-HTTP snippets could be
 * compared with (the `auto` policy outside chat, which only its SDKs serve). It calls the client's own
 * task function (`textToImage`, `chatCompletion`, ...) with a fetch that answers the hub's model API with
 * the provider mapping and captures the first inference request: every per-task step of the client runs.
 * Chat through the router is called as official chat snippets call it: the router's OpenAI-compatible
 * route with `model: <id>:<provider>`.
 */
export function officialRequest(model: ModelRecord, options: SnippetOptions, tokens: OfficialTokens, how: { sdk?: boolean } = {}): Promise<OfficialRequest | null> {
  // The client keeps one provider-mapping cache per model id for the whole process, and each call
  // fills it with its own mapping: two calls at once (the verify run checks snippets concurrently) could
  // read each other's, and one would find no mapping for its provider. So one call at a time.
  const request = officialCalls.then(() => requestAlone(model, options, tokens, how));
  officialCalls = request.catch(() => undefined);
  return request;
}

/** The official calls in flight, one after another (see officialRequest). */
let officialCalls: Promise<unknown> = Promise.resolve();

async function requestAlone(model: ModelRecord, options: SnippetOptions, tokens: OfficialTokens, how: { sdk?: boolean }): Promise<OfficialRequest | null> {
  const kind = templateKindFor(model, options.streaming);
  if (!kind) return null;
  const chat = kind === "conversational" || kind === "conversationalStream";
  const provider = options.provider ?? "hf-inference";
  if (provider === "auto" && !chat) return null;
  const task = chat ? "conversational" : model.pipeline_tag!;
  const method = chat ? (options.streaming ? "chatCompletionStream" : "chatCompletion") : inferenceTasks[task]?.["huggingface.js"] ?? camelCase(task);
  const fn = method ? (official as unknown as Record<string, (args: unknown, options: unknown) => unknown>)[method] : undefined;
  if (!fn) throw new Error(`the official client has no function for ${task}`);
  const route = options.endpointUrl ? "endpoint" : options.directRequest || provider === "openai" ? "direct" : "router";
  const accessToken = options.accessToken ?? (route === "endpoint" ? tokens.endpoint : route === "direct" ? tokens.providerKey(provider) : tokens.hub);
  const providerModelId = options.providerModelId ?? (options.lora && provider === "fal-ai" ? "fal-ai/lora" : model.id);
  const lora = options.lora?.weightsPath;
  const adapterPrefix = `${HUB_RESOLVE}${model.id}/resolve/main/`;
  const viaRouterChat = chat && route === "router" && !how.sdk;
  const mapping = {
    [provider]: {
      providerId: providerModelId,
      status: "live",
      task,
      ...(lora ? { adapter: "lora", adapterWeightsPath: lora.startsWith(adapterPrefix) ? lora.slice(adapterPrefix.length) : lora } : {}),
    },
  };
  const args: Record<string, unknown> = {
    ...officialArgs(model, chat, options),
    accessToken,
    provider: viaRouterChat ? "auto" : provider,
    model: viaRouterChat && provider !== "auto" ? `${model.id}:${provider}` : model.id,
  };
  // A dedicated endpoint is named by its URL alone (the client refuses a provider with it).
  if (options.endpointUrl) {
    args.endpointUrl = options.endpointUrl;
    delete args.provider;
    // The SDK snippet calls `client.endpoint(url)` without a model, as its users do, but for chat: there the
    // client would send the endpoint's URL as the body's model, which an OpenAI-compatible server refuses,
    // so the snippet names the model.
    if (how.sdk && !chat) delete args.model;
  }
  inferenceProviderMappingCache.clear();
  const capture = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.startsWith(`${HUB_RESOLVE}api/models/`)) {
      return new Response(JSON.stringify({ _id: "x", id: model.id, inferenceProviderMapping: mapping }), { headers: { "Content-Type": "application/json" } });
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of new Headers(init?.headers).entries()) if (name !== "user-agent") headers[name] = value;
    throw new Captured({ method: init?.method ?? "GET", url, headers, body: await bodyOf(init?.body) });
  };
  try {
    const result = fn(args, { fetch: capture, billTo: options.billTo });
    if (result && typeof (result as AsyncIterable<unknown>)[Symbol.asyncIterator] === "function") {
      for await (const _ of result as AsyncIterable<unknown>) break;
    } else await result;
  } catch (error) {
    if (error instanceof Captured) return error.request;
    throw error;
  }
  throw new Error(`the official client made no request for ${provider}/${task}`);
}

/** The official client names its task functions after the task: `image-to-video` → `imageToVideo`. */
function camelCase(task: string): string {
  return task.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
