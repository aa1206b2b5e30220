// The hub's provider mapping entry as compat's callers hold it: the type of @huggingface/inference, and
// the raw form the hub's API gives (null in a field it has no value for).
import { providerMappingOf as nativeProviderMappingOf } from "../inference/mapping.ts";
import type { ProviderMappingEntry } from "../inference/mapping-types.ts";

/** One provider's entry of a model's mapping, as the hub's `InferenceProviderMappingEntry`. */
export interface InferenceProviderMappingEntry {
  /** A LoRA's adapter kind (`lora`). */
  adapter?: string;
  /** The LoRA's weights file, a path in the repository. */
  adapterWeightsPath?: string;
  /** The hub id the entry is for. */
  hfModelId: string;
  /** The provider. */
  provider: string;
  /** The model's id at the provider. */
  providerId: string;
  /** `live` or `staging`. */
  status: "live" | "staging";
  /** The task the provider serves it for. */
  task: string;
  /** `single-model` or `tag-filter`. */
  type?: "single-model" | "tag-filter";
}

/** An entry as the hub's API gives it: any field but `providerId` may be missing or null. */
export type RawProviderMappingEntry = {
  [K in Exclude<keyof InferenceProviderMappingEntry, "providerId">]?: InferenceProviderMappingEntry[K] | string | null;
} & {
  /** The model's id at the provider. */
  providerId: string;
};

/** A record's `inferenceProviderMapping` as the hub's API gives it: a list, or an object keyed by provider; null for none. */
export type RawProviderMapping =
  | RawProviderMappingEntry[]
  | Record<
      string,
      Omit<RawProviderMappingEntry, "provider"> & {
        /** The provider (default: the key). */
        provider?: string | null;
      }
    >
  | null;

/**
 * A record's provider mapping as a list of checked entries, from the raw form the hub's API gives (null
 * fields are absent). A malformed entry is a SnippetOptionsError naming it.
 */
export function providerMappingOf(model: {
  /** The record's provider mapping, as the hub's API gives it. */
  inferenceProviderMapping?: RawProviderMapping | undefined;
}): ProviderMappingEntry[] {
  return nativeProviderMappingOf(model as Parameters<typeof nativeProviderMappingOf>[0]);
}
