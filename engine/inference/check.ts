// The check stage of the inference path: every decision about what the caller asked for, and every error an
// option can raise, before anything is built. In: a validated record and the resolved options (with where
// each came from, so a message names the field the caller gave). Out: a CheckedCall, plain data that the
// request and context stages read and never check again; null when the task has no inference snippet.
import type { InferenceTask, Provider, ProviderTask } from "../../catalogue/inference.ts";
import { CHAT_TASKS, inferenceTasks, providers, providerServes, servedTasksText, unknownProviderMessage } from "../../catalogue/inference.ts";
import { HUB_TOKEN_ENV } from "../requirements.ts";
import type { ModelRecord } from "../model.ts";
import type { GatedKind } from "../record.ts";
import { OPTION_FIELDS, type OptionFields } from "./mapping.ts";
import { SnippetOptionsError, type SnippetOptions } from "./options.ts";

/** The variable a dedicated endpoint's token is read from. */
export const ENDPOINT_TOKEN_ENV = "API_TOKEN";

/** Where a call goes: through the hub's router, to the provider directly, or to a dedicated endpoint. */
export type Route = "router" | "direct" | "endpoint";

/**
 * The fields of a record its inference call is made from: nothing else of a model changes its inference
 * snippets (the type keeps it so). Bulk rendering relies on it: records alike in these but the id share
 * their rendered inference snippets (engine/bulk/shared-inference.ts). `gated` ("auto" or "manual" for a gated
 * repository, false otherwise) only adds the access notice, and bulk rendering does not share a gated
 * record's snippets.
 */
export type InferenceRecord = Pick<ModelRecord, "id" | "pipeline_tag" | "mask_token"> & {
  /** The repository's gate: "auto", "manual", or false. */
  gated?: unknown;
};

/** What the caller asked for, checked: the call's decisions, before any URL or body is built. */
export interface CheckedCall {
  /** The pipeline id. */
  task: string;
  /** A chat completion call. */
  chat: boolean;
  /** The answer is streamed (chat only). */
  streaming: boolean;
  /** The provider, as the catalogue describes it. */
  provider: Provider;
  /** How the provider serves the task (catalogue/providers.yaml), or null on the hub's own API and for chat. */
  providerTask: ProviderTask | null;
  /** Through the hub's router, to the provider directly, or to a dedicated endpoint. */
  route: Route;
  /** The hub id. */
  modelId: string;
  /** The gate on the model's repository ("auto", "manual"), or null. */
  gated: GatedKind | null;
  /** The provider's model id. */
  providerModelId: string;
  /** The model name clients send: `id:provider` through the router's chat route. */
  requestModel: string;
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
  /** A chat call's conversation, or null. */
  messages: unknown[] | null;
  /** What SDK clients pass: the task input. */
  inputs: unknown;
  /** The task's parameters. */
  parameters: Record<string, unknown>;
  /** Chat parameters given as options (temperature, max_tokens, top_p, response_format). */
  chatParameters: Record<string, unknown>;
  /** The LoRA adapter, or null. */
  lora: {
    /** Its weights file's URL. */
    weightsPath: string;
  } | null;
  /** The file the input names, with the media type the provider's route reads it as (null: the task's default), or null. */
  inputFile: {
    /** The file's path. */
    path: string;
    /** Its media type where the provider's route decides it by extension, else null. */
    type: string | null;
  } | null;
}

/** What the record gives a call before any option: read off the record by the orchestrator. */
export interface RecordDefaults {
  /** The task's sample input and parameters as the provider's route takes it, or null when the task has none. */
  sample: {
    /** The `inputs`. */
    inputs: unknown;
    /** The task's parameters. */
    parameters: Record<string, unknown>;
  } | null;
  /** A chat model's sample conversation. */
  messages: unknown[];
  /** The gate on the model's repository, or null. */
  gated: GatedKind | null;
}

/** The options once the provider mapping is resolved: the provider is always named. */
export type ResolvedOptions = SnippetOptions & {
  /** The provider's id. */
  provider: string;
};

/** Values that become HTTP header text must not be able to end the header. */
const BILL_TO_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,95}$/;
const TOKEN_RE = /^[\x21-\x7e]+$/;
const ENDPOINT_URL_RE = /^https?:\/\/[^\s]+$/;

/** The provider a call names; SnippetOptionsError for one the catalogue does not know. */
function providerNamed(id: string, field: string): Provider {
  const provider = providers[id];
  if (!provider) throw new SnippetOptionsError(`${field}: ${unknownProviderMessage(id)}`);
  return provider;
}

/**
 * The checked call of a model's inference snippets, or null when its task has none (no inference route or
 * no sample input). `fields` names where each option came from (the caller's options or a mapping entry).
 * @throws SnippetOptionsError naming the field, for an option that cannot be used.
 */
export function checkCall(model: InferenceRecord, defaults: RecordDefaults, options: ResolvedOptions, fields: OptionFields = OPTION_FIELDS): CheckedCall | null {
  const task = model.pipeline_tag;
  if (task === undefined) return null;
  const chat = CHAT_TASKS.has(task);
  const info = inferenceTasks[task];
  if (!chat && !info) return null;
  const provider = providerNamed(options.provider, fields.provider);
  const route = routeOf(provider, task, options, fields);
  const input = userInput(task, chat, defaults, options, info);
  if (!input) return null;
  const lora = options.lora ?? null;
  if (lora !== null) checkLora(provider, task, lora, fields.lora);
  checkHeaderValues(options);
  if (provider.modelIdPrefix && !model.id.startsWith(provider.modelIdPrefix)) {
    throw new SnippetOptionsError(`${fields.provider}: "${provider.id}" serves only models named ${provider.modelIdPrefix}<model>; ${JSON.stringify(model.id)} is not one`);
  }
  const providerModelId =
    options.providerModelId ?? (lora && provider.lora?.model ? provider.lora.model : provider.modelIdPrefix ? model.id.slice(provider.modelIdPrefix.length) : model.id);
  const providerTask = chat || route === "endpoint" ? null : (provider.tasks[task] ?? null);
  if (providerTask?.models && !providerTask.models.includes(providerModelId)) {
    const given = options.providerModelId !== undefined;
    throw new SnippetOptionsError(
      `${given ? fields.providerModelId : fields.provider}: "${provider.id}" serves ${task} only for its model${providerTask.models.length > 1 ? "s" : ""} ${providerTask.models.join(", ")}; this model's id there is ${JSON.stringify(providerModelId)}${given ? "" : " (set options.providerModelId to the provider's own id)"}`,
    );
  }
  const tokenEnv = route === "endpoint" ? ENDPOINT_TOKEN_ENV : route === "direct" ? provider.apiKeyEnv : HUB_TOKEN_ENV;
  const scheme = route === "direct" ? provider.authScheme : "Bearer";
  const tokenLiteral = options.accessToken ?? null;
  const path = chat ? null : filesIn(info!, input.inputs);
  return {
    task,
    chat,
    streaming: chat && (options.streaming ?? false),
    provider,
    providerTask,
    route,
    modelId: model.id,
    gated: defaults.gated,
    providerModelId,
    requestModel:
      route === "router" && chat ? (provider.selectsProvider ? model.id : `${model.id}:${provider.id}`) : route === "endpoint" ? model.id : providerModelId,
    endpointUrl: options.endpointUrl ?? null,
    token: { env: tokenEnv, literal: tokenLiteral },
    auth: { scheme, env: tokenEnv, literal: tokenLiteral === null ? null : `${scheme} ${tokenLiteral}` },
    billTo: options.billTo ?? null,
    messages: input.messages,
    inputs: input.inputs,
    parameters: input.parameters,
    chatParameters: chatParametersFrom(options, provider),
    lora,
    inputFile: path === null ? null : { path, type: providerTask ? providerFileType(provider, providerTask, task, path) : null },
  };
}

/** Checks the route options against the provider and the task; returns the route. */
function routeOf(provider: Provider, task: string, options: SnippetOptions, fields: OptionFields): Route {
  const endpointUrl = options.endpointUrl ?? null;
  if (endpointUrl !== null && !ENDPOINT_URL_RE.test(endpointUrl)) {
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
  if (!endpointUrl && !providerServes(provider, task)) {
    throw new SnippetOptionsError(`${fields.provider}: "${provider.id}" does not serve ${CHAT_TASKS.has(task) ? "chat completion" : task}; it serves ${servedTasksText(provider)}`);
  }
  return endpointUrl ? "endpoint" : direct || provider.directOnly ? "direct" : "router";
}

function checkLora(provider: Provider, task: string, lora: unknown, field: string): void {
  if (!provider.lora?.tasks.includes(task)) {
    const supported = Object.values(providers).flatMap((p) => (p.lora ? p.lora.tasks.map((t) => `${t} with provider ${p.id}`) : []));
    throw new SnippetOptionsError(`${field}: LoRA weights are supported for ${supported.join(", ")}`);
  }
  if (typeof (lora as { weightsPath?: unknown } | null)?.weightsPath !== "string") throw new SnippetOptionsError(`${field}.weightsPath: must be a string`);
}

function checkHeaderValues(options: SnippetOptions): void {
  if (options.billTo != null && (typeof options.billTo !== "string" || !BILL_TO_RE.test(options.billTo))) {
    throw new SnippetOptionsError(`options.billTo: ${JSON.stringify(options.billTo)} is not an organisation name (letters, digits, '-', '_', '.')`);
  }
  if (options.accessToken != null && (typeof options.accessToken !== "string" || !TOKEN_RE.test(options.accessToken))) {
    throw new SnippetOptionsError("options.accessToken: must be printable ASCII without spaces");
  }
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
function userInput(task: string, chat: boolean, defaults: RecordDefaults, options: SnippetOptions, info: InferenceTask | undefined) {
  if (chat) {
    const given = chatMessagesOption(options);
    const messages = given !== undefined ? given : defaults.messages;
    if (!Array.isArray(messages)) {
      throw new SnippetOptionsError(`options.${options.messages !== undefined ? "messages" : "inputs"}: a chat model takes a list of messages`);
    }
    return { messages: messages as unknown[], inputs: null as unknown, parameters: {} as Record<string, unknown> };
  }
  const sample = defaults.sample;
  if (!sample) return null;
  if (options.inputs !== undefined) {
    checkInputsShape(task, sample.inputs, options.inputs);
    const path = filesIn(info!, options.inputs);
    if (path !== null && /[\0\n\r]/.test(path)) throw new SnippetOptionsError("options.inputs: a file path cannot contain NUL or line breaks");
  }
  return { messages: null, inputs: options.inputs ?? sample.inputs, parameters: sample.parameters };
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

/** The file a task's input names, per the catalogue's `inputFile`. */
function filesIn(task: InferenceTask, inputs: unknown): string | null {
  if (task.inputFile === "input") return typeof inputs === "string" ? inputs : null;
  if (task.inputFile === "inputs.image" && inputs && typeof inputs === "object" && "image" in inputs) {
    return String((inputs as { image: unknown }).image);
  }
  return null;
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
