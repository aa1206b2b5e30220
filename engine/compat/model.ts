// The model record as compat's functions take it: a value typed as the hub's `ModelData`
// (@huggingface/tasks) is one without a cast. The hub declares some fields as interfaces (its widget
// examples, `transformersInfo`), which TypeScript does not let stand for a record with an index signature;
// here those fields are any object, and every value is still checked at run time (validateModel).
import type { RawProviderMapping } from "./mapping.ts";
import { ModelRecordError, validateModel, type ModelRecord, type ModelRecordInput } from "../model.ts";

/** Fields the hub's type declares as interfaces or narrower objects: here, any object. */
export type ObjectFields = "config" | "cardData" | "widgetData" | "transformersInfo" | "gguf" | "inferenceProviderMapping";

/** A model record as the hub's page holds it (`ModelData` of @huggingface/tasks), or as the hub's API gives it (nulls). */
export type ModelData = Omit<ModelRecordInput, ObjectFields> & {
  /** The repository's `config.json` summary. */
  config?: object | null;
  /** The model card's metadata. */
  cardData?: object | null;
  /** The widget's example inputs; the first one is the snippets' input. */
  widgetData?: readonly object[] | null;
  /** What transformers knows of the model. */
  transformersInfo?: object | null;
  /** The hub's summary of a GGUF repository's header. */
  gguf?: object | null;
  /** The providers that serve the model, as the hub's API gives them (null fields allowed). */
  inferenceProviderMapping?: RawProviderMapping | undefined;
  /** The hub's inference status of the model (read by the hub's page, not here). */
  inference?: string | null;
  /** Whether the repository is private (not read here). */
  private?: boolean | null;
  /** The hub's safetensors summary (not read here). */
  safetensors?: object | null;
};

/** The record checked, as the engine reads it (a ModelRecordError names what is wrong). */
export function checkedModel(model: ModelData): ModelRecord {
  return validateModel(model);
}

/** The record checked, or undefined when it is none (for the calls where the hub's function never throws). */
export function modelOrUndefined(model: ModelData): ModelRecord | undefined {
  try {
    return validateModel(model);
  } catch (error) {
    if (error instanceof ModelRecordError) return undefined;
    throw error;
  }
}
