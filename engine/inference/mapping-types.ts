// The hub's inference provider mapping, as types (a leaf module: the record, the options and the resolver share them).

/**
 * One entry of the hub's provider mapping: how one provider serves the model. The hub's API gives
 * `provider`, `providerId`, `hfModelId`, `task`, `status` and, for LoRA adapters, `adapter` and
 * `adapterWeightsPath`; `type` is `"tag-filter"` for an entry the hub gives every model with some tags
 * (a provider endpoint shared by the LoRAs of one base model), else `"single-model"`.
 */
export interface ProviderMappingEntry {
  /** The provider (`together`, `fal-ai`, ...). Implied by the key in the object form of the mapping. */
  provider: string;
  /** The model's id at the provider: what its API is called with. */
  providerId: string;
  /** The hub id the entry is for (default: the record's id); a LoRA's weights are downloaded from it. */
  hfModelId?: string;
  /** The task the provider serves the model for (`conversational` for chat models). */
  task?: string;
  /** `live`, or `staging` (set up for tests: snippets are shown, and `staging` says so). */
  status?: string;
  /** `lora` when the entry serves a LoRA adapter on a base model. */
  adapter?: string;
  /** The adapter's weights file, a path in the repository (`lora.safetensors`). */
  adapterWeightsPath?: string;
  /** `single-model` (the default) or `tag-filter`. */
  type?: string;
}

/** The record's `inferenceProviderMapping`: a list of entries, or (as the hub's API gave it before) an object keyed by provider. */
export type InferenceProviderMapping = ProviderMappingEntry[] | Record<
  string,
  Omit<ProviderMappingEntry, "provider"> & {
    /** The provider (default: the key). */
    provider?: string;
  }
>;

