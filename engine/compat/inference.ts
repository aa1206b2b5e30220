// `snippets.getInferenceSnippets` as the hub's page calls it in @huggingface/inference: the model, the
// provider, its mapping entry and the options, positionally; `{ language, client, content }` for
// Python, JavaScript and shell, each language's clients in the hub's order. Where the hub's function
// gives no snippet (a provider or task it cannot serve), so does this one; and where this package would
// refuse the input (an option it cannot use, a record it cannot read), it gives no snippet either, never
// an exception: getInferenceSnippetsResult says why.
import { InputError } from "../../catalogue/input-error.ts";
import type { ProviderId } from "../generated/ids.ts";
import { getInferenceSnippetsResult as nativeResult, type Unavailable } from "../inference/snippets.ts";
import type { SnippetOptions } from "../inference/options.ts";
import { ModelRecordError } from "../model.ts";
import type { InferenceProviderMappingEntry, RawProviderMappingEntry } from "./mapping.ts";
import type { ModelData } from "./model.ts";

/** The languages the hub's function writes, in the hub's order (`inferenceSnippetLanguages` of @huggingface/tasks). */
export const inferenceSnippetLanguages = ["python", "js", "sh"] as const;
/** One of inferenceSnippetLanguages. */
export type InferenceSnippetLanguage = (typeof inferenceSnippetLanguages)[number];
/** The languages compat writes: inferenceSnippetLanguages (the name this package gave them first). */
export const COMPAT_LANGUAGES = inferenceSnippetLanguages;

/** An inference provider the hub offers, as its `InferenceProvider`. */
export type InferenceProvider = Exclude<ProviderId, "auto">;
/** A provider, or `auto` (the hub picks one), as the hub's `InferenceProviderOrPolicy`. */
export type InferenceProviderOrPolicy = ProviderId;

/** A snippet as the hub's function gives it (`InferenceSnippet` of @huggingface/tasks). */
export interface InferenceSnippet {
  /** `python`, `js` or `sh`. */
  language: InferenceSnippetLanguage;
  /** The client (`openai`, `huggingface_hub`, `requests`, `fal_client`, `huggingface.js`, `fetch`, `curl`). */
  client: string;
  /** The code. */
  content: string;
}

/** The options the hub's function reads; others are ignored, as there. */
export type InferenceSnippetOptions = Pick<
  SnippetOptions,
  "streaming" | "billTo" | "accessToken" | "directRequest" | "endpointUrl" | "inputs" | "messages" | "temperature" | "max_tokens" | "top_p"
> &
  Record<string, unknown>;

/** Why compat gives no snippet: the engine's reasons, and input it cannot use (which the hub's function takes). */
export interface CompatUnavailable {
  /** The reason, as a code: the engine's, `invalid-record` (a record it cannot read) or `invalid-options`. */
  reason: Unavailable["reason"] | "invalid-record" | "invalid-options";
  /** The reason, in words (for an input error, its message naming the field). */
  message: string;
}

/** What getInferenceSnippetsResult gives: the snippets, or why there are none. */
export interface CompatInferenceResult {
  /** The snippets, as getInferenceSnippets gives them. */
  snippets: InferenceSnippet[];
  /** Why there are none; null when there are. */
  unavailable: CompatUnavailable | null;
}

/** A mapping entry as the hub's function takes it: its `providerId` at least; other fields may be null (raw API data). */
export type MappingArgument = RawProviderMappingEntry | InferenceProviderMappingEntry;

/** The hub's clients per language, in its order (@huggingface/inference, getInferenceSnippets). */
const HUB_CLIENT_ORDER: Readonly<Record<InferenceSnippetLanguage, readonly string[]>> = {
  python: ["openai", "huggingface_hub", "fal_client", "requests"],
  js: ["openai", "huggingface.js", "fetch"],
  sh: ["curl"],
};

const OPTION_NAMES = ["streaming", "billTo", "accessToken", "directRequest", "endpointUrl", "inputs", "messages", "temperature", "max_tokens", "top_p"] as const;

const withoutNulls = (entry: object): Record<string, unknown> => Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== null));

const isLanguage = (language: string): language is InferenceSnippetLanguage => (inferenceSnippetLanguages as readonly string[]).includes(language);

/** Where a snippet goes: its language in the hub's order, then its client in the hub's (a client the hub lacks after). */
function rank(snippet: InferenceSnippet): number {
  const order = HUB_CLIENT_ORDER[snippet.language];
  const client = order.indexOf(snippet.client);
  return inferenceSnippetLanguages.indexOf(snippet.language) * 100 + (client === -1 ? order.length : client);
}

/**
 * The snippets with the reason when there are none, for the same call as getInferenceSnippets. Input this
 * package cannot use is a reason here (`invalid-record`, `invalid-options`, with the message naming the
 * field), not an exception.
 */
export function getInferenceSnippetsResult(
  model: ModelData,
  provider: InferenceProviderOrPolicy,
  inferenceProviderMapping?: MappingArgument,
  opts?: InferenceSnippetOptions,
): CompatInferenceResult {
  const id = (model as { id?: unknown } | null)?.id;
  // The entry's fields as given, null ones left out; the provider is the one asked for, as in the hub's function.
  const entry = inferenceProviderMapping ? withoutNulls(inferenceProviderMapping) : { providerId: typeof id === "string" ? id : "" };
  const options: SnippetOptions = { mapping: { ...entry, provider } as SnippetOptions["mapping"] };
  for (const name of OPTION_NAMES) {
    // The hub's function passes chat parameters only when they are set.
    if (opts?.[name] !== undefined && opts[name] !== null) (options as Record<string, unknown>)[name] = opts[name];
  }
  let result;
  try {
    result = nativeResult(model, options);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return { snippets: [], unavailable: { reason: error instanceof ModelRecordError ? "invalid-record" : "invalid-options", message: error.message } };
  }
  const snippets: InferenceSnippet[] = [];
  for (const s of result.snippets) if (isLanguage(s.language)) snippets.push({ language: s.language, client: s.client, content: s.content });
  snippets.sort((a, b) => rank(a) - rank(b));
  return { snippets, unavailable: result.unavailable };
}

/**
 * Inference snippets with the signature of @huggingface/inference's `snippets.getInferenceSnippets`.
 * Without a mapping entry the provider serves the model under its hub id (as there). Never throws for
 * input: where there is nothing to show, an empty list (getInferenceSnippetsResult says why).
 */
export function getInferenceSnippets(
  model: ModelData,
  provider: InferenceProviderOrPolicy,
  inferenceProviderMapping?: MappingArgument,
  opts?: InferenceSnippetOptions,
): InferenceSnippet[] {
  return getInferenceSnippetsResult(model, provider, inferenceProviderMapping, opts).snippets;
}
