// The context stage of the inference path: what templates read, made from a checked call and its HTTP
// request. The template kind (which template a client renders), the SDKs' method names and argument
// layouts, shell `jq` paths, the bill-to headers SDKs take, and the access notice's fields. Templates
// only print what this holds.
import type { TemplateKind } from "../../catalogue/inference.ts";
import { inferenceTasks, isChatTask } from "../../catalogue/inference.ts";
import type { ModelRecord } from "../model.ts";
import { modelPageUrl } from "../hub.ts";
import type { CheckedCall } from "./check.ts";
import type { HttpRequest, PollRequest } from "./request.ts";
import { BILL_TO_HEADER } from "./request.ts";
import { jsArguments, pythonArguments, type JsArguments, type PythonArguments } from "./sdk-arguments.ts";

/** The call's decisions and its request: what a client rule or a contract check reads of a call. */
export type InferenceCall = CheckedCall & HttpRequest;

/** Everything an inference template reads: the call, its request, and what only templates need. */
export interface InferenceContext extends Omit<InferenceCall, "poll" | "inputFile"> {
  /** The template kind: which template each client renders (with TEMPLATE_LOOKUP's fallbacks). */
  kind: TemplateKind;
  /** A job the snippet polls, with its paths as jq filters for shell snippets; null when there is none. */
  poll: (PollRequest & {
    /** The same paths as jq filters. */
    jq: {
      /** Of `url`. */
      url: string | null;
      /** Of `id`. */
      id: string | null;
      /** Of `status`. */
      status: string;
    };
  }) | null;
  /** What a binary answer holds (SDKs return images as image objects, audio and video as bytes); null for JSON. */
  media: "image" | "audio" | "video" | null;
  /** The SDK methods of the task, null where an SDK has none. */
  sdk: {
    /** huggingface_hub's. */
    python: string | null;
    /** @huggingface/inference's. */
    js: string | null;
  };
  /** huggingface_hub's positional and keyword arguments. */
  python: PythonArguments;
  /** @huggingface/inference's arguments. */
  jsArgs: JsArguments;
  /** fal_client's arguments: the request body. */
  falArguments: unknown;
  /** The headers SDKs are given for billing (`{ "X-HF-Bill-To": org }`), or null. */
  billToHeaders: Record<string, string> | null;
  /** The access notice's fields (templates/<language>/notices/_gated.hbs), or null for an open repository. */
  notice: {
    /** How access is granted. */
    gated: "auto" | "manual";
    /** The model's page, where access is asked for. */
    url: string;
  } | null;
}

/** The template kind for a model, or null when its task has no inference snippet. */
export function templateKindFor<M extends Pick<ModelRecord, "pipeline_tag">>(model: M, streaming = false): TemplateKind | null {
  return model.pipeline_tag === undefined ? null : kindOfTask(model.pipeline_tag, streaming);
}

/** The template kind of a task's call (a chat task's, streamed or not), or null when the task has none. */
function kindOfTask(task: string, streaming: boolean): TemplateKind | null {
  if (isChatTask(task)) return streaming ? "conversationalStream" : "conversational";
  return inferenceTasks[task]?.kind ?? null;
}

/**
 * Template names tried for a kind, most specific first; after them a client's `_default.hbs`.
 * Streaming chat is chat with a flag: clients write one `conversational` template for both.
 */
export const TEMPLATE_LOOKUP: Record<string, readonly string[]> = {
  conversationalStream: ["conversationalStream", "conversational"],
};

/** The template names tried for a kind, in lookup order (a client's `_default.hbs` comes after them). */
export function templateNamesFor(kind: string): readonly string[] {
  return Object.hasOwn(TEMPLATE_LOOKUP, kind) ? TEMPLATE_LOOKUP[kind]! : [kind];
}

/** A jq filter for a path: `.["urls"]["get"]`, `.["data"][0]`. */
function jqPath(path: (string | number)[]): string {
  let filter = ".";
  for (let i = 0; i < path.length; i++) filter += `[${JSON.stringify(path[i])}]`;
  return filter;
}

/**
 * A polled job as templates read it: the request's poll with its paths as jq filters. A literal, field by
 * field: with a property added after a spread (`{ ...poll, jq }`) a polled call's context took 2.5 to 6 µs
 * in a loop (load 24), against 0.8 to 1.2 µs so and 0.2 to 0.5 µs for a call without a poll.
 */
function pollContext(poll: PollRequest): NonNullable<InferenceContext["poll"]> {
  const jq = { url: poll.url ? jqPath(poll.url) : null, id: poll.id ? jqPath(poll.id) : null, status: jqPath(poll.status) };
  return { base: poll.base, url: poll.url, id: poll.id, prefix: poll.prefix, status: poll.status, done: poll.done, failed: poll.failed, jq };
}

/**
 * The template context of a call. Written out field by field rather than as `{ ...call }`: spreading the
 * 30-field call cost more than building the call itself; the type makes the compiler insist on every field.
 */
export function templateContext(call: CheckedCall, request: HttpRequest): InferenceContext {
  const info = call.chat ? undefined : inferenceTasks[call.task]!;
  // The poll's context first: the walk of a snippet's path then leaves this stage once (kindOfTask asks the catalogue).
  const poll = request.poll === null ? null : pollContext(request.poll);
  return {
    // A checked call's task has a kind (the check stage gives none for a task without).
    kind: kindOfTask(call.task, call.streaming)!,
    task: call.task,
    provider: call.provider,
    modelId: call.modelId,
    gated: call.gated,
    providerModelId: call.providerModelId,
    requestModel: call.requestModel,
    route: call.route,
    chat: call.chat,
    streaming: call.streaming,
    url: request.url,
    chatBaseUrl: request.chatBaseUrl,
    endpointUrl: call.endpointUrl,
    token: call.token,
    auth: call.auth,
    billTo: call.billTo,
    headers: request.headers,
    contentType: request.contentType,
    bodyFile: request.bodyFile,
    embeddedFile: request.embeddedFile,
    body: request.body,
    response: request.response,
    queue: request.queue,
    poll,
    media: !info || info.response === "json" ? null : info.response,
    inputs: call.inputs,
    parameters: call.parameters,
    messages: call.messages,
    chatParameters: call.chatParameters,
    lora: call.lora,
    sdk: info ? { python: info.huggingface_hub, js: info["huggingface.js"] } : { python: "chat_completion", js: call.streaming ? "chatCompletionStream" : "chatCompletion" },
    providerTask: call.providerTask,
    python: pythonArguments(call),
    jsArgs: jsArguments(call, request),
    falArguments: request.body,
    billToHeaders: call.billTo === null ? null : { [BILL_TO_HEADER]: call.billTo },
    notice: call.gated === null ? null : { gated: call.gated, url: modelPageUrl(call.modelId) },
  };
}
