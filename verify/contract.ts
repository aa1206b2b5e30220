// The contracts of the inference API's routes, as the mock enforces them. Each request is matched to a
// route from the catalogue (router, provider's own host, dedicated endpoint, hub API, download CDN) and
// checked against what that route accepts: method, path, Authorization with the token from the
// environment, Content-Type, X-HF-Bill-To, and a body of the task's shape. The engine's request builder
// is not consulted: the expectations come from the catalogue and from what the user asked for.
import { inferenceTasks, providers, type Provider } from "../catalogue/inference.ts";
import { sampleInputFor, sampleMessages } from "../engine/inputs.ts";
import { chatMessagesOption, responseFormatFor } from "../engine/inference/check.ts";
import { sampleInputOn } from "../engine/inference/snippets.ts";
import { templateKindFor } from "../engine/inference/context.ts";
import type { ModelRecord } from "../engine/model.ts";
import type { SnippetOptions } from "../engine/inference/options.ts";
import { INPUT_FILES, inputFileInBase64, whichInputFile } from "./fixtures.ts";
import { JOB_PROTOCOLS, polledJob } from "./jobs.ts";
import type { OfficialRequest } from "./official.ts";
import { rawFileAccepted, reconcileBodies, sameRoute, type WireScope } from "./sdk-wire.ts";

export const ROUTER_HOST = "router.huggingface.co";
export const HUB_HOST = "huggingface.co";
/** Hosts that serve the files providers answer with a URL to. */
export const DOWNLOAD_HOSTS = ["fal.media", "v3.fal.media", "replicate.delivery", ...new Set(Object.values(JOB_PROTOCOLS).flat().map((p) => p.files))];
/** fal's queue API host, for tasks the SDK sends through the queue. */
export const FAL_QUEUE_HOST = "queue.fal.run";

/** Token values the runner puts in the environment. */
export const HF_TOKEN_VALUE = "hf_verifyRouterToken0123456789";
export const ENDPOINT_TOKEN_VALUE = "verify-endpoint-token";
/** The key a direct request to a provider carries; hf-inference and auto are the hub itself, so theirs is the hub token. */
export function providerKeyValue(provider: Provider): string {
  return provider.apiKeyEnv === "HF_TOKEN" ? HF_TOKEN_VALUE : `verify-${provider.id}-key`;
}

/** What one snippet run is expected to do, from the golden case: not from the engine's rendering. */
export interface Expectation {
  label: string;
  client: string;
  model: ModelRecord;
  task: string;
  chat: boolean;
  streaming: boolean;
  provider: Provider;
  /** The provider's own name for the model (providerModelId, or fal-ai/lora for a LoRA). */
  providerModelId: string;
  route: "router" | "direct" | "endpoint";
  endpoint: URL | null;
  billTo: string | null;
  accessToken: string | null;
  /** What the user sends: chat messages, or the task input and its parameters. */
  messages: unknown[] | null;
  inputs: unknown;
  parameters: Record<string, unknown>;
  chatParameters: Record<string, unknown>;
  lora: { weightsPath: string } | null;
  /**
   * The request the official client (@huggingface/inference) makes for this case and client, set by the
   * runner before the snippet runs; the mock holds the snippet's inference request to it. Null where
   * the official client makes no comparable request (the `auto` policy outside chat).
   */
  official: OfficialRequest | null;
}

export function expectationFor(label: string, client: string, model: ModelRecord, options: SnippetOptions): Expectation {
  const provider = providers[options.provider ?? "hf-inference"];
  if (!provider) throw new Error(`${label}: unknown provider ${options.provider}`);
  // Text generation is chat with or without the conversational tag, as the engine serves it.
  const chat = templateKindFor(model)?.startsWith("conversational") ?? false;
  const task = model.pipeline_tag!;
  const sample = chat ? null : sampleInputOn(model, provider.id);
  const chatParameters: Record<string, unknown> = {};
  for (const key of ["temperature", "max_tokens", "top_p"] as const) if (options[key] !== undefined) chatParameters[key] = options[key]!;
  // Structured output: the json_schema response_format, for providers whose API takes one.
  const format = responseFormatFor(options.responseFormat, provider);
  if (format !== null) chatParameters.response_format = format;
  return {
    label,
    client,
    model,
    task,
    chat,
    streaming: chat && (options.streaming ?? false),
    provider,
    providerModelId: options.providerModelId ?? (options.lora && provider.id === "fal-ai" ? "fal-ai/lora" : model.id),
    route: options.endpointUrl ? "endpoint" : options.directRequest ? "direct" : "router",
    endpoint: options.endpointUrl ? new URL(options.endpointUrl) : null,
    billTo: options.billTo ?? null,
    accessToken: options.accessToken ?? null,
    messages: chat ? ((chatMessagesOption(options) as unknown[] | undefined) ?? sampleMessages(model)) : null,
    inputs: chat ? null : (options.inputs ?? sample?.inputs),
    parameters: sample?.parameters ?? {},
    chatParameters,
    lora: options.lora ?? null,
    official: null,
  };
}

/** The full URL a request was made to, as the snippet wrote it. */
function requestUrl(req: IncomingRequest): string {
  const query = req.query.toString();
  return `https://${req.host}${req.path}${query ? `?${query}` : ""}`;
}

/**
 * Holds an inference request to the official client's: method, URL, Authorization, Content-Type,
 * X-HF-Bill-To and every other header it sends, and the body (JSON compared as values, a file as bytes).
 */
export function checkAgainstOfficial(exp: Expectation, req: IncomingRequest): void {
  const official = exp.official!;
  if (req.method !== official.method) fail(`${req.method}: the official client uses ${official.method}`);
  const url = requestUrl(req);
  const scope: WireScope = { client: exp.client, provider: effectiveProvider(exp).id, task: exp.task, model: exp.model.id };
  // An endpoint URL without a path is the same address with "/"; an SDK may call another route of the
  // provider's (sdk-wire.yaml).
  if (!sameRoute(scope, official.url, url)) fail(`request to ${url}; the official client calls ${official.url}`);
  for (const [name, value] of Object.entries(official.headers)) {
    if (name === "content-type" || name === "accept") continue;
    const got = header(req, name);
    // A comma-separated header value may have optional whitespace after its commas (RFC 9110 §5.6.1);
    // Mono's HttpClient writes "en-US, en" for "en-US,en".
    const list = (v: string | undefined) => v?.split(",").map((item) => item.trim()).join(",");
    if (list(got) !== list(value)) fail(`header ${name} is ${JSON.stringify(got)}; the official client sends ${JSON.stringify(value)}`);
  }
  const billTo = header(req, "x-hf-bill-to");
  if (billTo !== undefined && official.headers["x-hf-bill-to"] === undefined) fail(`X-HF-Bill-To sent (${JSON.stringify(billTo)}) but the official client sends none`);
  const body = official.body;
  if (body && "bytes" in body) {
    if (!req.body.equals(body.bytes)) fail(`body: ${req.body.length} bytes, not the ${body.bytes.length} bytes the official client sends (${whichInputFile(body.bytes) ?? "a file"})`);
    return;
  }
  const wantedType = official.headers["content-type"]?.split(";")[0]!.trim().toLowerCase();
  if (body && wantedType === "application/json" && rawFileAccepted(scope, req.body, mediaType(req), body.json)) return;
  if (wantedType && mediaType(req) !== wantedType) fail(`Content-Type is ${JSON.stringify(header(req, "content-type"))}; the official client sends ${wantedType}`);
  const { sent, official: wanted } = reconcileBodies(scope, req.body.length ? parseJson(req) : null, body ? body.json : null);
  if (!sameValue(wanted, sent)) fail(`body is ${short(sent)}; the official client sends ${short(wanted)}`);
}

export interface IncomingRequest {
  method: string;
  host: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The route a request was matched to. */
export type Route =
  | { kind: "hub-mapping" }
  | { kind: "hub-registry" }
  | { kind: "download"; url: string }
  | { kind: "fal-status"; requestId: string }
  | { kind: "fal-result"; requestId: string }
  | { kind: "prediction"; requestId: string }
  | { kind: "chat"; via: string; provider: Provider | null }
  | { kind: "inference-api"; via: string; pipeline: string | null; completions?: boolean }
  | { kind: "provider-task"; via: string; provider: Provider; queue: boolean; path: string };

export class ContractViolation extends Error {}

function fail(message: string): never {
  throw new ContractViolation(message);
}

function header(req: IncomingRequest, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : value;
}

/** Every provider whose own host is `host`. */
function providerByHost(host: string): Provider | undefined {
  return Object.values(providers).find((p) => p.direct && new URL(p.direct).host === host);
}

/** The provider a request is for: the case's provider, or for `auto` the one the hub mapping named. */
export function effectiveProvider(exp: Expectation): Provider {
  return exp.provider.selectsProvider && !exp.chat ? providers["hf-inference"]! : exp.provider;
}

export function mappingTask(exp: Expectation): string {
  if (exp.chat) return "conversational";
  if (exp.task === "text2text-generation") return "text-generation";
  return exp.task;
}

/** Matches method, host and path to a route of the contract, or throws naming what is wrong. */
export function matchRoute(exp: Expectation, req: IncomingRequest, announced: Set<string>): Route {
  const { host, path, method } = req;
  const provider = effectiveProvider(exp);
  const modelPath = (id: string) => id.split("/").map(encodeURIComponent).join("/");
  if (DOWNLOAD_HOSTS.includes(host)) {
    const url = `https://${host}${path}`;
    if (method !== "GET") fail(`${method} ${url}: files are downloaded with GET`);
    if (!announced.has(url)) fail(`GET ${url}: no answer pointed to this file`);
    return { kind: "download", url };
  }
  if (host === HUB_HOST) {
    // huggingface_hub reads the hub's registry of agent harnesses, best effort, before its first call.
    if (method === "GET" && path === "/api/agent-harnesses" && exp.client === "python/huggingface_hub") return { kind: "hub-registry" };
    if (method !== "GET" || path !== `/api/models/${modelPath(exp.model.id)}`) fail(`${method} https://${host}${path}: not a hub API route for ${exp.model.id}`);
    // The official JavaScript client asks `expand[]=inferenceProviderMapping`; huggingface_hub asks
    // `expand=inferenceProviderMapping`, or the plain model info (its pipeline_tag) first.
    const expand = [...req.query.getAll("expand[]"), ...(exp.client === "python/huggingface_hub" ? req.query.getAll("expand") : [])];
    const plainInfo = exp.client === "python/huggingface_hub" && [...req.query.keys()].length === 0;
    if (!expand.includes("inferenceProviderMapping") && !plainInfo) fail("hub model API: expand[]=inferenceProviderMapping is missing");
    return { kind: "hub-mapping" };
  }
  if (exp.route === "endpoint") {
    const base = exp.endpoint!;
    if (host !== base.host) fail(`request to ${host}, expected the endpoint ${base.host}`);
    const root = base.pathname.replace(/\/+$/, "");
    if (method !== "POST") fail(`${method} on the endpoint: inference calls use POST`);
    if (exp.chat) {
      // The OpenAI-compatible route under the endpoint's URL: a URL that ends in /v1 already takes
      // /chat/completions (as @huggingface/inference and huggingface_hub both build it), any other /v1/chat/completions.
      const chatPath = root.endsWith("/v1") ? `${root}/chat/completions` : `${root}/v1/chat/completions`;
      if (path !== chatPath) fail(`POST ${path} on the endpoint: chat goes to ${chatPath}`);
      return { kind: "chat", via: "endpoint", provider: null };
    }
    if (path !== (root || "/") && path !== root) fail(`POST ${path} on the endpoint: expected ${root || "/"}`);
    return { kind: "inference-api", via: "endpoint", pipeline: null };
  }
  // fal's queue: status and result polling (GET) after a queued POST.
  const falQueue = /^(?:\/fal-ai)?(\/.+)\/requests\/([A-Za-z0-9-]+)(\/status)?$/.exec(path);
  if (method === "GET" && falQueue && (host === FAL_QUEUE_HOST || host === ROUTER_HOST)) {
    return falQueue[3] ? { kind: "fal-status", requestId: falQueue[2]! } : { kind: "fal-result", requestId: falQueue[2]! };
  }
  // A Replicate prediction polled by its id (the `urls.get` of the first answer), routed or direct.
  const prediction = /^(?:\/replicate)?\/v1\/predictions\/([A-Za-z0-9-]+)$/.exec(path);
  if (method === "GET" && prediction && (host === ROUTER_HOST || host === "api.replicate.com")) {
    return { kind: "prediction", requestId: prediction[1]! };
  }
  // A job of a provider's job API (jobs.ts) polled by its id, routed or direct.
  const polled = method === "GET" ? polledJob(ROUTER_HOST, host, path, req.query, exp.task) : null;
  if (polled) {
    if (polled.provider !== provider.id) fail(`GET https://${host}${path}: a poll of ${polled.provider}'s jobs, but the case's provider is ${provider.id}`);
    return { kind: "prediction", requestId: polled.id };
  }
  if (method !== "POST") fail(`${method} https://${host}${path}: inference calls use POST`);
  const direct = exp.route === "direct";
  if (host === ROUTER_HOST) {
    // hf-inference and auto have no host but the hub's: a direct request to them goes to the router too.
    if (direct && provider.direct) fail(`request went through the router, but the case asks for a direct request to ${provider.direct}`);
    if (exp.chat && path === "/v1/chat/completions") return { kind: "chat", via: "router", provider: null };
    const prefix = `/${provider.router}`;
    if (!path.startsWith(`${prefix}/`)) fail(`POST ${path} on the router: expected a route under ${prefix}/ for provider ${provider.id}`);
    const rest = path.slice(prefix.length);
    return providerRoute(exp, provider, rest, "router", req.query.get("_subdomain") === "queue");
  }
  const byHost = host === FAL_QUEUE_HOST ? providers["fal-ai"] : providerByHost(host);
  if (!byHost) fail(`request to unknown host ${host}`);
  if (byHost.id !== provider.id) fail(`request to ${host} (${byHost.id}), but the case's provider is ${provider.id}`);
  if (!direct) fail(`request went straight to ${host}; without directRequest it must go through ${ROUTER_HOST}`);
  return providerRoute(exp, provider, path, "direct", host === FAL_QUEUE_HOST);
}

function providerRoute(exp: Expectation, provider: Provider, rest: string, via: string, queueHost: boolean): Route {
  const modelPath = (id: string) => id.split("/").map(encodeURIComponent).join("/");
  // The official client's URL is the contract (checkAgainstOfficial); here the route is only classified.
  if (exp.official) return exp.chat ? { kind: "chat", via, provider } : provider.tasks[exp.task] ? { kind: "provider-task", via, provider, queue: queueHost, path: rest } : { kind: "inference-api", via, pipeline: null };
  if (exp.chat) {
    if (provider.inferenceApi) {
      const ok = [`/models/${modelPath(exp.model.id)}/v1/chat/completions`, "/v1/chat/completions"];
      if (!ok.includes(rest)) fail(`POST ${rest} for ${provider.id} chat: expected ${ok.join(" or ")}`);
    } else if (rest !== provider.chatPath) fail(`POST ${rest} for ${provider.id} chat: expected ${provider.chatPath}`);
    return { kind: "chat", via, provider };
  }
  if (provider.inferenceApi) {
    const base = `/models/${modelPath(exp.providerModelId)}`;
    if (rest === base) return { kind: "inference-api", via, pipeline: null };
    // The router's OpenAI-compatible completions route for text generation models.
    if (rest === `${base}/v1/completions` && ["text-generation", "text2text-generation"].includes(exp.task)) {
      return { kind: "inference-api", via, pipeline: null, completions: true };
    }
    const pipeline = /^\/pipeline\/([a-z-]+)$/.exec(rest.slice(base.length));
    if (rest.startsWith(base) && pipeline) return { kind: "inference-api", via, pipeline: pipeline[1]! };
    fail(`POST ${rest} on ${provider.id}: expected ${base}`);
  }
  const task = provider.tasks[exp.task];
  if (!task) fail(`provider ${provider.id} does not serve ${exp.task}`);
  const expected = task.path.replace("{model}", exp.providerModelId);
  if (rest !== expected) fail(`POST ${rest} on ${provider.id}: ${exp.task} goes to ${expected}`);
  return { kind: "provider-task", via, provider, queue: queueHost, path: rest };
}

/** The Authorization header a route requires. */
export function expectedAuthorization(exp: Expectation, req: IncomingRequest, route: Route): string | null {
  if (route.kind === "download" || route.kind === "hub-registry") return null;
  if (route.kind === "hub-mapping") return `Bearer ${exp.accessToken ?? HF_TOKEN_VALUE}`;
  const provider = effectiveProvider(exp);
  if (exp.route === "endpoint") return `Bearer ${exp.accessToken ?? ENDPOINT_TOKEN_VALUE}`;
  if (exp.route === "direct") return `${provider.authScheme} ${exp.accessToken ?? providerKeyValue(provider)}`;
  return `Bearer ${exp.accessToken ?? HF_TOKEN_VALUE}`;
}

export function checkHeaders(exp: Expectation, req: IncomingRequest, route: Route): void {
  const auth = header(req, "authorization");
  const wanted = expectedAuthorization(exp, req, route);
  if (route.kind === "download") {
    if (auth) fail(`GET ${route.url}: a download must not send the Authorization header (it would leak the token to a CDN)`);
    return;
  }
  if (route.kind === "hub-registry") return;
  if (route.kind === "hub-mapping") {
    // huggingface_hub reads the model's info with the token of its environment (HF_TOKEN), whatever token
    // the snippet gave InferenceClient: a read of public metadata, with a token of the user's own.
    if (exp.client === "python/huggingface_hub" && auth === `Bearer ${HF_TOKEN_VALUE}`) return;
    if (auth !== undefined && auth !== wanted) fail(`hub API: Authorization is ${JSON.stringify(auth)}, expected none or ${JSON.stringify(wanted)}`);
    return;
  }
  if (auth === undefined) fail(`Authorization header missing (expected ${describeToken(exp)})`);
  if (auth !== wanted) fail(`Authorization is ${JSON.stringify(auth)}, expected ${JSON.stringify(wanted)} (${describeToken(exp)})`);
  if (route.kind === "fal-status" || route.kind === "fal-result" || route.kind === "prediction") return;
  const billTo = header(req, "x-hf-bill-to");
  if (exp.billTo !== null && billTo !== exp.billTo) fail(`X-HF-Bill-To is ${JSON.stringify(billTo)}, expected ${JSON.stringify(exp.billTo)}`);
  if (exp.billTo === null && billTo !== undefined) fail(`X-HF-Bill-To sent (${JSON.stringify(billTo)}) but the case bills nobody`);
}

function describeToken(exp: Expectation): string {
  if (exp.accessToken) return "the literal access token";
  if (exp.route === "endpoint") return "the endpoint token from API_TOKEN";
  if (exp.route === "direct") return `the provider key from ${effectiveProvider(exp).apiKeyEnv}`;
  return "the hub token from HF_TOKEN";
}

function mediaType(req: IncomingRequest): string {
  return (header(req, "content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

function parseJson(req: IncomingRequest): Record<string, unknown> {
  if (mediaType(req) !== "application/json") fail(`Content-Type is ${JSON.stringify(header(req, "content-type"))}, expected application/json`);
  let value: unknown;
  try {
    value = JSON.parse(req.body.toString("utf8"));
  } catch (error) {
    fail(`body is not JSON: ${(error as Error).message}`);
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) fail("body must be a JSON object");
  return value as Record<string, unknown>;
}

/** Deep equality where a file name on the expected side matches its bytes as base64 or a data URL. */
function sameValue(expected: unknown, actual: unknown): boolean {
  if (typeof expected === "string" && expected in INPUT_FILES && typeof actual === "string" && actual !== expected) {
    return inputFileInBase64(actual) === expected;
  }
  if (Array.isArray(expected)) return Array.isArray(actual) && actual.length === expected.length && expected.every((e, i) => sameValue(e, actual[i]));
  if (expected && typeof expected === "object") {
    if (!actual || typeof actual !== "object" || Array.isArray(actual)) return false;
    const a = actual as Record<string, unknown>;
    const keys = Object.keys(expected as object);
    return keys.length === Object.keys(a).length && keys.every((k) => sameValue((expected as Record<string, unknown>)[k], a[k]));
  }
  return Object.is(expected, actual);
}

function expectField(body: Record<string, unknown>, key: string, expected: unknown, what = key): void {
  if (!(key in body)) fail(`body has no "${what}"`);
  if (!sameValue(expected, body[key])) fail(`body "${what}" is ${short(body[key])}, expected ${short(expected)}`);
}

function short(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 160 ? `${text.slice(0, 160)}…` : text;
}

/** The chat body fields a snippet sends only when asked to (options.temperature, ..., options.responseFormat). */
const CHAT_PARAMETERS = ["temperature", "max_tokens", "top_p", "response_format"];

function onlyKeys(body: Record<string, unknown>, allowed: string[], where: string): void {
  const extra = Object.keys(body).filter((k) => !allowed.includes(k));
  if (extra.length) fail(`${where}: unexpected body field(s) ${extra.join(", ")} (accepted: ${allowed.join(", ")})`);
}

/** The body contract of a route. Returns the parsed JSON body (or null for a binary body). */
export function checkBody(exp: Expectation, req: IncomingRequest, route: Route): Record<string, unknown> | null {
  if (route.kind === "download" || route.kind === "hub-mapping" || route.kind === "hub-registry" || route.kind === "fal-status" || route.kind === "fal-result" || route.kind === "prediction") {
    if (req.body.length) fail(`${req.method} ${req.path}: a GET has no body`);
    return null;
  }
  if (route.kind === "chat") {
    const body = parseJson(req);
    onlyKeys(body, ["model", "messages", "stream", ...CHAT_PARAMETERS], "chat completion");
    expectField(body, "messages", exp.messages);
    if (typeof body.model !== "string" || !body.model) fail('chat body: "model" must be a non-empty string');
    const wantedModel =
      route.via === "router" && route.provider === null
        ? exp.provider.selectsProvider ? [exp.model.id] : [`${exp.model.id}:${exp.provider.id}`]
        : route.via === "endpoint" ? null : [exp.providerModelId];
    // A dedicated endpoint serves one model and ignores the name.
    if (wantedModel && !wantedModel.includes(body.model)) fail(`chat body: "model" is ${JSON.stringify(body.model)}, expected ${wantedModel.map((m) => JSON.stringify(m)).join(" or ")}`);
    if (exp.streaming && body.stream !== true) fail('streaming chat: body "stream" must be true');
    if (!exp.streaming && body.stream !== undefined && body.stream !== false) fail('chat without streaming: body "stream" must be absent or false');
    for (const [k, v] of Object.entries(exp.chatParameters)) expectField(body, k, v);
    for (const k of CHAT_PARAMETERS) if (k in body && !(k in exp.chatParameters)) fail(`chat body: "${k}" was not asked for`);
    return body;
  }
  const info = inferenceTasks[exp.task]!;
  if (route.kind === "inference-api") {
    if (route.pipeline !== null && route.pipeline !== exp.task) fail(`pipeline route /pipeline/${route.pipeline} does not match the model's task ${exp.task}`);
    if (route.completions) {
      const body = parseJson(req);
      expectField(body, "model", exp.providerModelId);
      expectField(body, "prompt", exp.inputs);
      return body;
    }
    if (info.request !== "json" && mediaType(req) === "application/json") {
      // The API also takes the file as base64 in a JSON body: {"inputs": "<base64>"}.
      const body = parseJson(req);
      onlyKeys(body, ["inputs", "parameters"], `${exp.task} request`);
      if (inputFileInBase64(body.inputs) !== exp.inputs) fail(`${exp.task}: JSON "inputs" must be ${String(exp.inputs)} in base64`);
      return body;
    }
    if (info.request !== "json") {
      const file = exp.inputs as string;
      const wanted = INPUT_FILES[file]?.contentType ?? `${info.request}/*`;
      const type = mediaType(req);
      if (!type.startsWith(`${info.request}/`)) fail(`${exp.task} takes the ${info.request} file as the body: Content-Type is ${JSON.stringify(header(req, "content-type"))}, expected ${wanted}`);
      if (!req.body.length) fail(`${exp.task}: empty body, expected the bytes of ${file}`);
      const got = whichInputFile(req.body);
      if (got !== file) fail(`${exp.task}: the body is not the bytes of ${file} (${req.body.length} bytes${got ? `, it is ${got}` : ""})`);
      return null;
    }
    const body = parseJson(req);
    onlyKeys(body, ["inputs", "parameters"], `${exp.task} request`);
    checkTaskInputs(exp, body);
    return body;
  }
  // A provider's own task route: its body is held to the official client's (checkAgainstOfficial).
  return parseJson(req);
}

function promptOf(inputs: unknown): unknown {
  return inputs && typeof inputs === "object" && "prompt" in inputs ? (inputs as { prompt: unknown }).prompt : inputs;
}

/** `{inputs, parameters}` of the hub's inference API, per task. */
function checkTaskInputs(exp: Expectation, body: Record<string, unknown>): void {
  const inputs = exp.inputs;
  const params = body.parameters;
  if (params !== undefined && (!params || typeof params !== "object" || Array.isArray(params))) fail('"parameters" must be an object');
  const sent = (params ?? {}) as Record<string, unknown>;
  if (exp.task === "image-to-image" || exp.task === "image-to-video" || exp.task === "image-text-to-image" || exp.task === "image-text-to-video") {
    const { image, ...rest } = inputs as Record<string, unknown>;
    if (inputFileInBase64(body.inputs) !== image) fail(`${exp.task}: "inputs" must be ${image} in base64`);
    for (const [k, v] of Object.entries({ ...rest, ...exp.parameters })) {
      if (!sameValue(v, sent[k])) fail(`${exp.task}: parameters.${k} is ${short(sent[k])}, expected ${short(v)}`);
    }
    return;
  }
  if (exp.task === "zero-shot-image-classification") {
    const image = body.inputs && typeof body.inputs === "object" ? (body.inputs as { image?: unknown }).image : body.inputs;
    if (inputFileInBase64(image) !== inputs) fail(`${exp.task}: "inputs" (or "inputs.image") must be ${String(inputs)} in base64`);
  } else expectField(body, "inputs", inputs);
  for (const [k, v] of Object.entries(exp.parameters)) {
    if (!sameValue(v, sent[k])) fail(`${exp.task}: parameters.${k} is ${short(sent[k])}, expected ${short(v)}`);
  }
}
