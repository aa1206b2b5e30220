// The hub's inference provider mapping as an input: which providers serve a model, under which id, for
// which task, with which LoRA adapter. It comes in the record (`inferenceProviderMapping`, as the hub's
// model API gives it with `expand[]=inferenceProviderMapping`: a list of entries, or the older object keyed
// by provider) or as one entry in the options (`mapping`). This module checks it (errors name the field),
// turns an entry into the options the request builder takes (providerModelId, lora) and decides, as the
// hub's own snippet code does (@huggingface/inference 4.13 getInferenceSnippets), when a mapped provider
// has nothing to show: the hub renders no snippet, without an error, for a provider it does not know or
// no longer offers and for a task the provider does not serve; a `staging` entry is shown (the hub's
// client only warns that it is for tests); the client refuses a call whose task is not the entry's.
import { DEFAULT_PROVIDER, isChatTask, providers, providerServes, retiredProviders } from "../../catalogue/inference.ts";
import type { ModelRecord } from "../model.ts";
import { isModelId } from "../model.ts";
import { HUB_URL } from "../hub.ts";
import { SnippetOptionsError } from "./options.ts";
import type { SnippetOptions } from "./options.ts";
import type { ProviderMappingEntry } from "./mapping-types.ts";

export type { InferenceProviderMapping, ProviderMappingEntry } from "./mapping-types.ts";

/** Where the options a call is made with came from, by option: the caller's `options.<name>` or a mapping entry's field. */
export interface OptionFields {
  /** Of the provider. */
  provider: string;
  /** Of the provider's model id. */
  providerModelId: string;
  /** Of the LoRA adapter. */
  lora: string;
}

/** The options' own fields: what a call made without a mapping entry names in its messages. */
export const OPTION_FIELDS: OptionFields = { provider: "options.provider", providerModelId: "options.providerModelId", lora: "options.lora" };

/** Why a mapped provider has nothing to show (see MappingResolution). */
export type UnavailableReason = "unknown-provider" | "retired-provider" | "task-not-served" | "task-mismatch" | "not-mapped";

/** What a mapping entry gives a call, or why there is nothing to show. */
export type MappingResolution =
  | {
      /** The entry used, or null when there is none. */
      entry: ProviderMappingEntry | null;
      /** Where each option the call is made with came from, for messages: `options.providerModelId`, or the entry's field (`model.inferenceProviderMapping[2].providerId`). */
      fields: OptionFields;
      /** The options with what the entry gives (provider model id, LoRA). */
      options: SnippetOptions & {
        /** The provider. */
        provider: string;
      };
      /** The record, with the entry's task where it has none. */
      model: ModelRecord;
      /** Null: there is something to show. */
      unavailable: null;
    }
  | {
      /** The entry, or null when there is none. */
      entry: ProviderMappingEntry | null;
      /** Why there is nothing to show. */
      unavailable: {
        /** The reason, as a code. */
        reason: UnavailableReason;
        /** The reason, in words. */
        message: string;
      };
    };


const ENTRY_FIELDS = ["provider", "providerId", "hfModelId", "task", "status", "adapter", "adapterWeightsPath", "type"] as const;
const PROVIDER_RE = /^[a-z0-9][a-z0-9-]*$/;
/**
 * A provider's model id goes into URLs and bodies (as literals): any text but control characters, not
 * blank (the hub's own snippet tests use `<together alias for ...>`).
 */
const PROVIDER_ID_RE = /^(?=.*\S)[^\0-\x1f\x7f]+$/;
const TASK_RE = /^[a-z][a-z0-9-]*$/;
/** Tasks the hub's own API takes for one another (sentence-transformers models). */
const EQUIVALENT_TASKS = ["feature-extraction", "sentence-similarity"];

const isPlain = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);

/** Checks one entry (null fields are absent); throws SnippetOptionsError naming `field.<name>`. */
function checkEntry(data: unknown, field: string, provider?: string): ProviderMappingEntry {
  if (!isPlain(data)) throw new SnippetOptionsError(`${field}: expected an object (a provider mapping entry), got ${data === null ? "null" : Array.isArray(data) ? "a list" : `a ${typeof data}`}`);
  const entry: Record<string, string> = {};
  for (const name of ENTRY_FIELDS) {
    const value = name === "provider" && provider !== undefined && data.provider == null ? provider : data[name];
    if (value === undefined || value === null) continue;
    if (typeof value !== "string") throw new SnippetOptionsError(`${field}.${name}: expected a string, got ${Array.isArray(value) ? "a list" : `a ${typeof value}`}`);
    entry[name] = value;
  }
  const problem = entryProblem(entry, provider);
  if (problem) throw new SnippetOptionsError(`${field}.${problem[0]}: ${problem[1]}`);
  return entry as unknown as ProviderMappingEntry;
}

function entryProblem(entry: Record<string, string>, key?: string): [string, string] | null {
  const { provider, providerId, hfModelId, task, adapterWeightsPath } = entry;
  if (provider === undefined) return ["provider", "required (the provider's id)"];
  if (!PROVIDER_RE.test(provider)) return ["provider", `${JSON.stringify(provider)} is not a provider id (lower-case letters, digits, '-')`];
  if (key !== undefined && provider !== key) return ["provider", `${JSON.stringify(provider)} differs from the key ${JSON.stringify(key)}`];
  if (providerId === undefined) return ["providerId", "required (the model's id at the provider)"];
  if (!PROVIDER_ID_RE.test(providerId)) return ["providerId", `${JSON.stringify(providerId)} must be text without control characters`];
  if (hfModelId !== undefined && !isModelId(hfModelId)) return ["hfModelId", `${JSON.stringify(hfModelId)} is not a hub model id`];
  if (task !== undefined && !TASK_RE.test(task)) return ["task", `${JSON.stringify(task)} is not a task id`];
  if (adapterWeightsPath !== undefined) {
    const parts = adapterWeightsPath.split("/");
    if (adapterWeightsPath === "" || parts.some((p) => p === "" || p === "." || p === "..") || /[\0-\x1f\x7f\\]/.test(adapterWeightsPath)) {
      return ["adapterWeightsPath", `${JSON.stringify(adapterWeightsPath)} must be a file path in the repository (no leading '/', no '.' or '..' parts)`];
    }
  }
  return null;
}

/**
 * The record's provider mapping as a list of checked entries (the object form keyed by provider
 * becomes entries with that provider), in the record's order; [] without one. Throws SnippetOptionsError
 * naming `model.inferenceProviderMapping...` and the field.
 */
export function providerMappingOf(model: Pick<ModelRecord, "inferenceProviderMapping">): ProviderMappingEntry[] {
  const mapping: unknown = model.inferenceProviderMapping;
  const field = "model.inferenceProviderMapping";
  if (mapping === undefined || mapping === null) return [];
  if (Array.isArray(mapping)) return mapping.map((entry, i) => checkEntry(entry, `${field}[${i}]`));
  if (!isPlain(mapping)) throw new SnippetOptionsError(`${field}: expected a list of entries or an object keyed by provider`);
  return Object.entries(mapping).map(([provider, entry]) => checkEntry(entry, `${field}.${provider}`, provider));
}

/** Whether an entry's task is the one the model's snippets call (as the hub's client checks it). */
function taskMatches(entryTask: string, modelTask: string, provider: string): boolean {
  if (entryTask === modelTask) return true;
  if (entryTask === "conversational") return isChatTask(modelTask);
  return provider === "hf-inference" && EQUIVALENT_TASKS.includes(entryTask) && EQUIVALENT_TASKS.includes(modelTask);
}

/** The task a record's snippets are for: its own, else the entry's (`conversational` is a chat model's text-generation). */
function recordTask(model: ModelRecord, entry: ProviderMappingEntry | null): string | undefined {
  if (model.pipeline_tag !== undefined || entry?.task === undefined) return model.pipeline_tag;
  return entry.task === "conversational" ? "text-generation" : entry.task;
}

/** The LoRA the entry names, for a provider and task that take one (the hub's client ignores it elsewhere). */
function loraOf(entry: ProviderMappingEntry, modelId: string, task: string | undefined): { weightsPath: string } | undefined {
  const lora = providers[entry.provider]?.lora;
  if (entry.adapter !== "lora" || !lora || task === undefined || !lora.tasks.includes(task)) return undefined;
  const repo = entry.hfModelId ?? modelId;
  if (entry.adapterWeightsPath !== undefined) {
    return { weightsPath: `${HUB_URL}/${repo}/resolve/main/${entry.adapterWeightsPath.split("/").map(encodeURIComponent).join("/")}` };
  }
  // A provider that names the adapter by its hub id needs no weights file.
  return lora.adapterPath === "modelId" ? { weightsPath: `${HUB_URL}/${repo}` } : undefined;
}

/**
 * The options and record a call is made with, from the options' `mapping`, else the record's entry for
 * the provider asked for (`provider`, default `hf-inference`), else the options as given. Nothing to
 * show (with the reason) where the hub shows nothing for a mapped provider; SnippetOptionsError for what
 * is bad input.
 */
export function resolveMapping(model: ModelRecord, options: SnippetOptions): MappingResolution {
  let entry: ProviderMappingEntry | null = null;
  let field = "options.mapping";
  if (options.mapping !== undefined) {
    entry = checkEntry(options.mapping, field, (options.mapping as { provider?: unknown } | null)?.provider == null ? options.provider : undefined);
    if (options.provider !== undefined && entry.provider !== options.provider) {
      throw new SnippetOptionsError(`options.mapping.provider: ${JSON.stringify(entry.provider)} differs from options.provider ${JSON.stringify(options.provider)}`);
    }
  } else {
    const provider = options.provider ?? DEFAULT_PROVIDER;
    const all = providerMappingOf(model);
    const index = all.findIndex((e) => e.provider === provider);
    if (index >= 0) {
      entry = all[index]!;
      field = Array.isArray(model.inferenceProviderMapping) ? `model.inferenceProviderMapping[${index}]` : `model.inferenceProviderMapping.${provider}`;
    } else if (all.length > 0 && provider !== "auto" && !(options.endpointUrl ?? "")) {
      return {
        entry: null,
        unavailable: { reason: "not-mapped", message: `provider "${provider}" is not in the model's provider mapping (${all.map((e) => e.provider).join(", ")})` },
      };
    }
  }
  // No entry means no options.mapping (one would have given the entry): the options go on as they are
  // (no copy: a property written after a spread costs about a microsecond in Node 20), with the default
  // provider when they name none.
  if (entry === null) {
    return { entry, fields: OPTION_FIELDS, options: options.provider === undefined ? { ...options, provider: DEFAULT_PROVIDER } : (options as SnippetOptions & { provider: string }), model, unavailable: null };
  }
  const { mapping: _mapping, ...rest } = options;

  const provider = entry.provider;
  const none = (reason: UnavailableReason, message: string): MappingResolution => ({ entry, unavailable: { reason, message } });
  if (retiredProviders[provider]) return none("retired-provider", `provider "${provider}" was retired on ${retiredProviders[provider]!.retired}`);
  const known = providers[provider];
  if (!known) return none("unknown-provider", `provider "${provider}" is not one this package knows`);
  const task = recordTask(model, entry);
  if (task !== undefined && entry.task !== undefined && !taskMatches(entry.task, task, provider)) {
    return none("task-mismatch", `Model ${model.id} is not supported for task ${task} and provider ${provider}. Supported task: ${entry.task}.`);
  }
  if (task !== undefined && !providerServes(known, task)) {
    return none("task-not-served", `provider "${provider}" does not serve ${isChatTask(task) ? "chat completion" : task}`);
  }
  if (options.providerModelId !== undefined && options.providerModelId !== entry.providerId) {
    throw new SnippetOptionsError(`options.providerModelId: ${JSON.stringify(options.providerModelId)} differs from ${field}.providerId ${JSON.stringify(entry.providerId)}`);
  }
  const lora = options.lora ?? loraOf(entry, model.id, task);
  const resolved: SnippetOptions & { provider: string } = { ...rest, provider, providerModelId: entry.providerId, ...(lora ? { lora } : {}) };
  const fields = { provider: `${field}.provider`, providerModelId: `${field}.providerId`, lora: options.lora === undefined ? `${field}.adapter` : "options.lora" };
  return { entry, fields, options: resolved, model: task === model.pipeline_tag ? model : { ...model, pipeline_tag: task }, unavailable: null };
}
