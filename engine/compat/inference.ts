// `snippets.getInferenceSnippets` as the hub's page calls it in @huggingface/inference: the model, the
// provider, its mapping entry and the options, positionally; `{ language, client, content }` for
// Python, JavaScript and shell. Where the hub's function gives no snippet (a provider or task it cannot
// serve), so does this one.
import { getInferenceSnippetsResult } from "../inference/snippets.ts";
import type { ProviderMappingEntry } from "../inference/mapping.ts";
import type { SnippetOptions } from "../inference/options.ts";
import type { ModelRecordInput } from "../model.ts";

/** The languages the hub's function writes (`inferenceSnippetLanguages` of @huggingface/tasks). */
export const COMPAT_LANGUAGES = ["python", "js", "sh"] as const;

/** A snippet as the hub's function gives it. */
export interface CompatInferenceSnippet {
  /** `python`, `js` or `sh`. */
  language: (typeof COMPAT_LANGUAGES)[number];
  /** The client (`huggingface_hub`, `openai`, `requests`, `fal_client`, `huggingface.js`, `fetch`, `curl`). */
  client: string;
  /** The code. */
  content: string;
}

/** The options the hub's function reads; others are ignored, as there. */
export type CompatSnippetOptions = Pick<
  SnippetOptions,
  "streaming" | "billTo" | "accessToken" | "directRequest" | "endpointUrl" | "inputs" | "messages" | "temperature" | "max_tokens" | "top_p"
> &
  Record<string, unknown>;

const OPTION_NAMES = ["streaming", "billTo", "accessToken", "directRequest", "endpointUrl", "inputs", "messages", "temperature", "max_tokens", "top_p"] as const;

/**
 * Inference snippets with the signature of @huggingface/inference's `snippets.getInferenceSnippets`.
 * Without a mapping entry the provider serves the model under its hub id (as there). A record that is no
 * model record, or options that cannot be used, throw an InputError.
 */
export function getInferenceSnippets(
  model: ModelRecordInput,
  provider: string,
  inferenceProviderMapping?: Partial<ProviderMappingEntry> & {
    /** The provider's model id. */
    providerId: string;
  },

  opts?: CompatSnippetOptions,
): CompatInferenceSnippet[] {
  const options: SnippetOptions = { mapping: { provider, ...(inferenceProviderMapping ?? { providerId: (model as { id?: unknown }).id as string }) } };
  for (const name of OPTION_NAMES) {
    // The hub's function passes chat parameters only when they are set to something truthy.
    if (opts?.[name] !== undefined && opts[name] !== null) (options as Record<string, unknown>)[name] = opts[name];
  }
  const { snippets } = getInferenceSnippetsResult(model, options);
  const out: CompatInferenceSnippet[] = [];
  for (const s of snippets) {
    if ((COMPAT_LANGUAGES as readonly string[]).includes(s.language)) out.push({ language: s.language as CompatInferenceSnippet["language"], client: s.client, content: s.content });
  }
  return out;
}
