// Typed, validated access to the inference-API tables: providers, how each pipeline is called, and the
// sample inputs the snippets send.
import { inferenceTasksFileSchema, providerEntriesSchema, providerSchema, retiredProviderSchema } from "./inference-schema.ts";
import { loadCatalogueFile, validate } from "./load.ts";
import type { InferenceTask, OutputFormat, Provider, ProviderData, RetiredProvider } from "./shapes.ts";

export { sampleInputs } from "./sample-inputs.ts";
export {
  BODY_PLACEHOLDERS,
  OUTPUT_FORMATS,
  TEMPLATE_KINDS,
  type InferenceTask,
  type OutputFormat,
  type Provider,
  type ProviderData,
  type ProviderTask,
  type RetiredProvider,
  type SampleInput,
  type TemplateKind,
} from "./shapes.ts";

/** The file type a media answer is saved as where its route does not name one, by the task's answer kind. */
export const DEFAULT_OUTPUT_FORMAT: Record<"image" | "audio" | "video", OutputFormat> = { image: "png", audio: "flac", video: "mp4" };

// Each entry is checked against the schema its kind needs, so an error names that entry's own field.
const providerFile = Object.fromEntries(
  Object.entries(loadCatalogueFile("providers.yaml", providerEntriesSchema)).map(([id, entry]) => [
    id,
    validate("catalogue/providers.yaml", "retired" in entry ? retiredProviderSchema : providerSchema, entry, [id]),
  ]),
) as Record<string, ProviderData | RetiredProvider>;

/** Current providers. */
export const providers: Record<string, Provider> = Object.fromEntries(
  Object.entries(providerFile).flatMap(([id, p]) => ("retired" in p ? [] : [[id, { id, ...p } as Provider]])),
);

/** Providers the hub no longer offers, with the date they left. */
export const retiredProviders: Record<
  string,
  {
    /** Display name. */
    label: string;
    /** The date it left, YYYY-MM-DD. */
    retired: string;
  }
> = Object.fromEntries(
  Object.entries(providerFile).flatMap(([id, p]) => ("retired" in p ? [[id, p]] : [])),
);

/** How each pipeline is called, by pipeline id (catalogue/inference/tasks.yaml). */
export const inferenceTasks: Record<string, InferenceTask> = loadCatalogueFile("inference/tasks.yaml", inferenceTasksFileSchema);


/**
 * Whether an SDK client's released version can make this provider's call for a task; with `lora`, the call
 * with LoRA weights (an entry `<task>+lora` withholds only those calls).
 */
export function sdkSupports(provider: Provider, client: "huggingface.js" | "huggingface_hub", task: string, lora = false): boolean {
  const lacks = provider.sdkLacks[client];
  return !lacks || !(lacks.includes("*") || lacks.includes(task) || (lora && lacks.includes(`${task}+lora`)));
}

/** The message for a provider that is not a current one (naming its retirement date, if retired). */
export function unknownProviderMessage(providerId: string): string {

  const current = Object.keys(providers).sort().join(", ");
  const retired = retiredProviders[providerId];
  if (retired) return `provider '${providerId}' was retired on ${retired.retired}; current providers: ${current}`;
  return `Unknown provider "${providerId}". Known providers: ${current}`;
}

/** Whether a provider serves a non-chat task itself (the `auto` policy aside). */
export function providerServesTask(provider: Provider, task: string): boolean {
  return provider.tasks[task] !== undefined || (provider.inferenceApi !== undefined && !provider.inferenceApi.unserved.includes(task));
}

/** The provider a call uses when none is given: the hub's own inference API. */
export const DEFAULT_PROVIDER = "hf-inference";

/**
 * Tasks served as chat completion, with or without the `conversational` tag: the providers serve text
 * generation and image-text-to-text on their OpenAI-compatible chat routes (the hub's provider mapping
 * names them `conversational`).
 */
export const CHAT_TASKS: ReadonlySet<string> = new Set(["text-generation", "image-text-to-text"]);

/** Whether a task is called as chat completion. */
export function isChatTask(task: string): boolean {
  return CHAT_TASKS.has(task);
}

/** Whether a provider serves a task's call: chat completion for a chat task, else the task itself, or picks a provider that does. */
export function providerServes(provider: Provider, task: string): boolean {
  return isChatTask(task) ? provider.chat === true : providerServesTask(provider, task) || provider.selectsProvider === true;
}

/** What a provider serves, in words, for messages: "every task but …", or its tasks. */
export function servedTasksText(provider: Provider): string {
  if (provider.inferenceApi) return `every task but ${provider.inferenceApi.unserved.join(", ")}`;
  return [...(provider.chat ? ["conversational", "text-generation"] : []), ...Object.keys(provider.tasks)].join(", ") || "nothing";
}
