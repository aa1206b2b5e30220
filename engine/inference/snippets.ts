// Inference-API snippets: choose the clients that apply to a call, give each its template context, render.
import { withGatedNotice, type GatedKind } from "../notices.ts";
import { INFERENCE_CLIENTS, clientRequirements } from "./clients.ts";
import { noRequirements, type SnippetRequirements } from "../requirements.ts";
import type { InferenceClientId, Language } from "../generated/ids.ts";
import type { ModelRecord } from "../model.ts";
import { validateModel } from "../model.ts";
import { hasTemplateFolder, renderTemplateFile, templateGeneration } from "../render/templates.ts";
import type { InferenceClient } from "./clients.ts";
import type { InferenceCall, InferenceRecord, SnippetOptions } from "./request.ts";
import { buildInferenceCall, modelPageUrl, SnippetOptionsError } from "./request.ts";
import { resolveMapping } from "./mapping.ts";
import type { ProviderMappingEntry, UnavailableReason } from "./mapping.ts";
import { jsArguments, pythonArguments } from "./sdk-arguments.ts";

/** One snippet: the code and what made it. */
export interface Snippet {
  /** The language it is written in (`python`, `js`, `sh`, `go`, ...). */
  language: Language;
  /** The client it calls the API with (`requests`, `openai`, `huggingface_hub`, `fetch`, `curl`, `http`, ...; `local-apps` for a local app's step). */
  client: InferenceClientId | "local-apps";
  /** The file under templates/ that rendered it, e.g. `python/requests/_default.hbs`. */
  template: string;
  /** The code. */
  content: string;
  /** What to install and which environment variables to set before running it (from the client's `setup`). */
  requirements: SnippetRequirements;
}

/**
 * Template names tried for a kind, most specific first; after them a client's `_default.hbs`.
 * Streaming chat is chat with a flag: clients write one `conversational` template for both.
 */
export const TEMPLATE_LOOKUP: Record<string, readonly string[]> = {
  conversationalStream: ["conversationalStream", "conversational"],
};

/**
 * The template context: the call plus the per-language argument layouts the SDK templates print.
 * Written out field by field rather than as `{ ...call }`: spreading the 30-field call cost more than
 * building the call itself. The type makes the compiler insist on every field of InferenceCall.
 */
export function snippetContext(call: InferenceCall): Record<string, unknown> {
  const context: InferenceCall & Record<"python" | "jsArgs" | "falArguments" | "billToHeaders", unknown> = {
    kind: call.kind,
    task: call.task,
    provider: call.provider,
    modelId: call.modelId,
    gated: call.gated,
    providerModelId: call.providerModelId,
    requestModel: call.requestModel,
    route: call.route,
    chat: call.chat,
    streaming: call.streaming,
    url: call.url,
    chatBaseUrl: call.chatBaseUrl,
    endpointUrl: call.endpointUrl,
    token: call.token,
    auth: call.auth,
    billTo: call.billTo,
    headers: call.headers,
    contentType: call.contentType,
    bodyFile: call.bodyFile,
    embeddedFile: call.embeddedFile,
    body: call.body,
    response: call.response,
    queue: call.queue,
    poll: call.poll,
    media: call.media,
    inputs: call.inputs,
    parameters: call.parameters,
    messages: call.messages,
    chatParameters: call.chatParameters,
    lora: call.lora,
    sdk: call.sdk,
    providerTask: call.providerTask,
    python: pythonArguments(call),
    jsArgs: jsArguments(call),
    falArguments: call.body,
    billToHeaders: call.billTo === null ? null : { "X-HF-Bill-To": call.billTo },
  };
  return context as unknown as Record<string, unknown>;
}

/** The template names tried for a kind, in lookup order (a client's `_default.hbs` comes after them). */
export function templateNamesFor(kind: string): readonly string[] {
  return Object.hasOwn(TEMPLATE_LOOKUP, kind) ? TEMPLATE_LOOKUP[kind]! : [kind];
}

/** Renders one client's snippet of a call from its template context (see snippetContext). */
export function renderInferenceSnippet(language: string, client: string, kind: string, context: Record<string, unknown>): Snippet {
  return renderClientSnippet(language, client, CLIENTS_BY_FOLDER.get(`${language}/${client}`), kind, context);
}

/** The inference clients by folder, `language/client`. */
const CLIENTS_BY_FOLDER = new Map(INFERENCE_CLIENTS.map((c) => [`${c.language}/${c.client}`, c]));

/** Renders a client's snippet; `definition` gives its requirements (none for a client that is not defined). */
function renderClientSnippet(language: string, client: string, definition: InferenceClient | undefined, kind: string, context: Record<string, unknown>): Snippet {
  const { template, content } = renderTemplateFile(language, client, templateNamesFor(kind), context);
  const requirements = definition
    ? clientRequirements(definition, context.token as InferenceCall["token"], context.provider as InferenceCall["provider"], context.task as string)
    : noRequirements();
  // The clients are those of templates/, which engine/generated/ids.ts lists.
  const snippet: Snippet = { language: language as Language, client: client as InferenceClientId, template, content, requirements };
  // A gated repository's snippet opens with its access notice (engine/notices.ts).
  const gated = context.gated as GatedKind | null | undefined;
  return gated ? withGatedNotice(snippet, modelPageUrl(context.modelId as string), gated) : snippet;
}

/** What getInferenceSnippetsResult gives: the snippets, or why there are none. */
export interface InferenceSnippetsResult {
  /** The snippets, in client order; empty when `unavailable` says why. */
  snippets: Snippet[];
  /** The provider they are for. */
  provider: string;
  /** The provider mapping entry they were made from (the options' `mapping` or the record's), or null. */
  mapping: ProviderMappingEntry | null;
  /** The entry's status is `staging`: set up for tests, and the hub shows it as such. */
  staging: boolean;
  /**
   * Why there is nothing to show, where the hub shows nothing (no error): a mapped provider it does not
   * know or no longer offers, a task the provider does not serve or that is not the entry's, a provider not
   * in the record's mapping, a task without inference snippets. Null when there are snippets.
   */
  unavailable: {
    /** The reason, as a code. */
    reason: UnavailableReason | "no-inference-snippet";
    /** The reason, in words. */
    message: string;
  } | null;

}

/**
 * Inference snippets for a model record, with the reason when there are none. The record is validated
 * first (ModelRecordError); options that cannot be used throw SnippetOptionsError (both InputError).
 */
export function getInferenceSnippetsResult(model: ModelRecord | unknown, options: SnippetOptions = {}): InferenceSnippetsResult {
  const record = validateModel(model);
  const resolution = resolveMapping(record, options);
  const entry = resolution.entry;
  // Each result written out as one literal: a property written after a spread costs about a microsecond in Node 20.
  const provider = entry?.provider ?? options.provider ?? "hf-inference";
  const staging = entry?.status === "staging";
  if (resolution.unavailable) return { snippets: [], provider, mapping: entry, staging, unavailable: resolution.unavailable };
  let snippets: Snippet[];
  try {
    snippets = inferenceSnippetsFor(resolution.model, resolution.options);
  } catch (error) {
    // An option the mapping gave is named by the mapping's field.
    if (entry && error instanceof SnippetOptionsError) {
      const message = error.message
        .replace(/^options\.providerModelId:/, `${resolution.field}.providerId:`)
        .replace(/^options\.lora:/, `${resolution.field}.adapter:`);
      if (message !== error.message) throw new SnippetOptionsError(message);
    }
    throw error;
  }
  if (snippets.length === 0) {
    const task = resolution.model.pipeline_tag;
    const message = task ? `no inference snippet for task ${task}` : "the model has no pipeline_tag";
    return { snippets, provider, mapping: entry, staging, unavailable: { reason: "no-inference-snippet", message } };
  }
  return { snippets, provider, mapping: entry, staging, unavailable: null };
}

/**
 * Inference snippets for a model record (validated first: a bad record is a ModelRecordError, a bad option
 * a SnippetOptionsError). An empty list where there is nothing to show; getInferenceSnippetsResult says why.
 */
export function getInferenceSnippets(model: ModelRecord | unknown, options: SnippetOptions = {}): Snippet[] {
  return getInferenceSnippetsResult(model, options).snippets;
}

/** Inference snippets for a record that is already validated (internal callers). */
export function inferenceSnippetsFor<M extends InferenceRecord>(record: M, options: SnippetOptions = {}): Snippet[] {
  const call = buildInferenceCall(record, options);
  if (!call) return [];
  const context = snippetContext(call);
  const snippets: Snippet[] = [];
  const clients = loadedClients();
  for (let i = 0; i < clients.length; i++) {
    const definition = clients[i]!;
    if (!definition.applies(call)) continue;
    snippets.push(renderClientSnippet(definition.language, definition.client, definition, call.kind, context));
  }
  return snippets;
}

let loaded: { generation: number; clients: readonly InferenceClient[] } = { generation: -1, clients: [] };

/**
 * The clients whose templates are in the store: every one from the sources and from the package's default
 * entries; a page that hands over only some languages' templates (`hub-snippets/inference/core`) gets
 * those languages' snippets and no others.
 */
function loadedClients(): readonly InferenceClient[] {
  const generation = templateGeneration();
  if (loaded.generation !== generation) {
    loaded = { generation, clients: INFERENCE_CLIENTS.filter(({ language, client }) => hasTemplateFolder(language, client)) };
  }
  return loaded.clients;
}
