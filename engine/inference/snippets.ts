// The inference path's orchestrator: a model record and options in, snippets out, through one stage after
// another, each entered once and each returning plain data:
//   validate (engine/model.ts) → resolve the provider mapping (mapping.ts) → check the options (check.ts)
//   → the HTTP request (request.ts) → the template context (context.ts) → the clients that make the call
//   (clients.ts) → render each (render.ts).
// The public API, bulk rendering, the playground and the verify run all come through prepareInference.
import { CHAT_TASKS, DEFAULT_PROVIDER, providers } from "../../catalogue/inference.ts";
import type { ModelRecord } from "../model.ts";
import { validateModel } from "../model.ts";
import { gatedKind } from "../record.ts";
import { sampleInputFor, sampleMessages } from "../inputs.ts";
import { resolveMapping } from "./mapping.ts";
import type { OptionFields, ProviderMappingEntry, UnavailableReason } from "./mapping.ts";
import { checkCall, type CheckedCall, type InferenceRecord, type RecordDefaults } from "./check.ts";
import type { SnippetOptions } from "./options.ts";
import { buildRequest, type HttpRequest } from "./request.ts";
import { templateContext, type InferenceContext } from "./context.ts";
import { clientOfFolder, clientsFor, type InferenceClient } from "./clients.ts";
import { renderClientSnippet } from "./render.ts";
import type { Snippet } from "./snippet.ts";

export type { Snippet } from "./snippet.ts";

/** A call made ready to render: the stages' outputs, and the clients that make it. */
export interface PreparedInference {
  /** The checked call (check stage). */
  call: CheckedCall;
  /** Its HTTP request (request stage). */
  request: HttpRequest;
  /** What its templates read (context stage). */
  context: InferenceContext;
  /** The clients that make it, in listing order (clients stage). */
  clients: readonly InferenceClient[];
}

/** Why there is nothing to show, where the hub shows nothing (no error). */
export interface Unavailable {
  /** The reason, as a code. */
  reason: UnavailableReason | "no-inference-snippet";
  /** The reason, in words. */
  message: string;
}

/** What prepareInference gives: the call made ready, or why there is nothing to show. */
export interface InferencePreparation {
  /** The provider the snippets are for. */
  provider: string;
  /** The provider mapping entry the call was made from (the options' `mapping` or the record's), or null. */
  mapping: ProviderMappingEntry | null;
  /** The entry's status is `staging`: set up for tests, and the hub shows it as such. */
  staging: boolean;
  /** The call made ready (no client may make it: then `unavailable` says so); null where the hub shows nothing or the task has no call. */
  prepared: PreparedInference | null;
  /** Why there is nothing to show; null when there is a call to render. */
  unavailable: Unavailable | null;
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
  unavailable: Unavailable | null;
}

/**
 * The stages up to rendering, for any model record: validated (ModelRecordError), its mapping resolved, its
 * options checked (SnippetOptionsError naming the field the caller gave), its request, context and clients.
 */
export function prepareInference(model: ModelRecord | unknown, options: SnippetOptions = {}): InferencePreparation {
  const record = validateModel(model);
  const resolution = resolveMapping(record, options);
  const entry = resolution.entry;
  const provider = entry?.provider ?? options.provider ?? DEFAULT_PROVIDER;
  const staging = entry?.status === "staging";
  if (resolution.unavailable) return { provider, mapping: entry, staging, prepared: null, unavailable: resolution.unavailable };
  const prepared = prepareResolved(resolution.model, resolution.options, resolution.fields);
  if (prepared === null || prepared.clients.length === 0) {
    const task = resolution.model.pipeline_tag;
    const message = task ? `no inference snippet for task ${task}` : "the model has no pipeline_tag";
    return { provider, mapping: entry, staging, prepared, unavailable: { reason: "no-inference-snippet", message } };
  }
  return { provider, mapping: entry, staging, prepared, unavailable: null };
}

/** The stages after resolution: check, request, context, clients. Null when the task has no inference snippet. */
function prepareResolved(record: InferenceRecord, options: SnippetOptions & { provider: string }, fields?: OptionFields): PreparedInference | null {
  const defaults = recordDefaults(record, options.provider);
  const call = checkCall(record, defaults, options, fields);
  if (call === null) return null;
  const request = buildRequest(call);
  const context = templateContext(call, request);
  return { call, request, context, clients: clientsFor(context) };
}

/** What the record gives a call before any option: its gate, and the sample a call of its task sends. */
function recordDefaults(record: InferenceRecord, provider: string): RecordDefaults {
  const gated = gatedKind(record);
  if (record.pipeline_tag !== undefined && CHAT_TASKS.has(record.pipeline_tag)) return { sample: null, messages: sampleMessages(record), gated };
  return { sample: sampleInputOn(record, provider), messages: [], gated };
}

/**
 * The sample input of the model's task as a provider's call sends it: the provider's own file where its
 * route for the task names one (fal takes no FLAC), else the task's (engine/inputs.ts).
 */
export function sampleInputOn<M extends Pick<ModelRecord, "pipeline_tag" | "mask_token">>(model: M, provider?: string): ReturnType<typeof sampleInputFor> {
  const own = provider === undefined || !model.pipeline_tag ? undefined : providers[provider]?.tasks[model.pipeline_tag]?.sampleInput;
  return sampleInputFor(model, own);
}

/** Renders every client's snippet of a prepared call, in client order. */
export function renderPrepared(prepared: PreparedInference): Snippet[] {
  const { clients, context } = prepared;
  const snippets: Snippet[] = [];
  for (let i = 0; i < clients.length; i++) snippets.push(renderClientSnippet(clients[i]!.language, clients[i]!.client, clients[i], context));
  return snippets;
}

/**
 * Renders one folder's snippet of a prepared call (the playground re-renders one client after an edit; a
 * folder that is not one of the call's clients renders all the same, without requirements).
 */
export function renderPreparedClient(prepared: PreparedInference, language: string, client: string): Snippet {
  return renderClientSnippet(language, client, clientOfFolder(language, client), prepared.context);
}

/**
 * Inference snippets for a model record, with the reason when there are none. The record is validated
 * first (ModelRecordError); options that cannot be used throw SnippetOptionsError (both InputError).
 */
export function getInferenceSnippetsResult(model: ModelRecord | unknown, options: SnippetOptions = {}): InferenceSnippetsResult {
  const { provider, mapping, staging, prepared, unavailable } = prepareInference(model, options);
  return { snippets: prepared && !unavailable ? renderPrepared(prepared) : [], provider, mapping, staging, unavailable };
}

/**
 * Inference snippets for a model record (validated first: a bad record is a ModelRecordError, a bad option
 * a SnippetOptionsError). An empty list where there is nothing to show; getInferenceSnippetsResult says why.
 */
export function getInferenceSnippets(model: ModelRecord | unknown, options: SnippetOptions = {}): Snippet[] {
  return getInferenceSnippetsResult(model, options).snippets;
}

/**
 * Inference snippets for a record that is already validated, its options without a mapping (bulk rendering
 * and getModelSnippets): the stages after resolution.
 */
export function inferenceSnippetsFor<M extends InferenceRecord>(record: M, options: SnippetOptions = {}): Snippet[] {
  const prepared = prepareResolved(record, options.provider === undefined ? { ...options, provider: DEFAULT_PROVIDER } : (options as SnippetOptions & { provider: string }));
  return prepared ? renderPrepared(prepared) : [];
}
