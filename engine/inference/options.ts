// The options of getInferenceSnippets and the error an option that cannot be used raises. A leaf module:
// every stage of the inference path reads them.
import { InputError } from "../../catalogue/input-error.ts";
import type { ProviderMappingEntry } from "./mapping-types.ts";

/** The options of getInferenceSnippets. */
export interface SnippetOptions {
  /** The inference provider (`hf-inference` by default; `together`, `fal-ai`, `replicate`, ..., `auto`). */
  provider?: string;
  /** The model's id at the provider, where it differs from the hub's (a mapping entry's `providerId` gives it too). */
  providerModelId?: string;
  /**
   * The hub's provider mapping entry for the provider (`{ provider?, providerId, task?, status?, adapter?,
   * adapterWeightsPath?, type? }`): the provider's model id, the task and the LoRA adapter come from it.
   * Without it, the record's own `inferenceProviderMapping` entry for `provider` is used.
   */
  mapping?: Partial<ProviderMappingEntry> & {
    /** The provider's model id. */
    providerId: string;
  };
  /** Chat snippets that stream the answer. */
  streaming?: boolean;
  /** The organisation billed for the call (the `X-HF-Bill-To` header). */
  billTo?: string;
  /** The token written into the snippet (default: the snippet reads it from the environment). */
  accessToken?: string;
  /** Calls the provider's own API with its key instead of the hub's router. */
  directRequest?: boolean;
  /** Calls a dedicated endpoint at this URL. */
  endpointUrl?: string;
  /** Replaces the task's sample input (for a chat model, the sample conversation). */
  inputs?: unknown;
  /** Replaces the sample conversation of a chat model, as the official client's `messages` option does. */
  messages?: unknown;
  /** Chat parameter: sampling temperature. */
  temperature?: number;
  /** Chat parameter: the most tokens the answer may have. */
  max_tokens?: number;
  /** Chat parameter: nucleus sampling. */
  top_p?: number;
  /** Structured output: a JSON schema the chat answer must follow, sent as `response_format` (json_schema). */
  responseFormat?: Record<string, unknown>;
  /** A LoRA adapter: `weightsPath` is the full URL of its weights file (`https://huggingface.co/<id>/resolve/main/<file>`). */
  lora?: {
    /** The weights file's URL. */
    weightsPath: string;
  };
}

/** An option getInferenceSnippets cannot use (an unknown provider, a provider that does not serve the task, ...). */
export class SnippetOptionsError extends InputError {
  /** The class\'s name, kept in the minified package. */
  override readonly name: string = "SnippetOptionsError";
}
