// Sample inputs for a model's task, as data (for requests) and as a printable snippet.
import { sampleInputs } from "../catalogue/sample-inputs.ts";
import type { ModelRecord } from "./model.ts";
import { hasTag } from "./model.ts";
import { constantData } from "./literals.ts";

/** What getModelInputSnippet gives for a task without a sample input. */
export const NO_INPUT_EXAMPLE = "No input example has been defined for this model task.";
const DEFAULT_MASK_TOKEN = "[MASK]";

/** Whether plain data holds a `{mask}` placeholder anywhere. */
function hasMask(value: unknown): boolean {
  if (typeof value === "string") return value.includes("{mask}");
  if (Array.isArray(value)) return value.some(hasMask);
  if (value && typeof value === "object") return Object.values(value).some(hasMask);
  return false;
}

// Sample inputs are shared by every snippet: frozen once, and copied only to fill in a mask token.
constantData(sampleInputs);
const EMPTY_PARAMETERS: Record<string, unknown> = constantData({});
const masked = new WeakSet<object>(
  Object.values(sampleInputs.tasks).filter((sample) => hasMask(sample.inputs)),
);

/** A deep copy of plain data (what YAML gives), with `{mask}` replaced in strings when a mask is given. */
function copyData(value: unknown, mask: string | null): unknown {
  if (typeof value === "string") return mask !== null && value.includes("{mask}") ? value.replaceAll("{mask}", mask) : value;
  if (Array.isArray(value)) return value.map((v) => copyData(v, mask));
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) out[key] = copyData((value as Record<string, unknown>)[key], mask);
    return out;
  }
  return value;
}

/** Whether the model is a chat model: a text-generation or image-text-to-text model tagged `conversational`. */
export function isConversational(model: ModelRecord): boolean {
  return (
    (model.pipeline_tag === "text-generation" || model.pipeline_tag === "image-text-to-text") &&
    hasTag(model, "conversational")
  );
}

/** The chat messages a conversational model's snippets send. */
export function sampleMessages<M extends Pick<ModelRecord, "pipeline_tag">>(model: M): unknown[] {
  return model.pipeline_tag === "image-text-to-text" ? sampleInputs.chat.image : sampleInputs.chat.text;
}

/**
 * The sample `inputs` and `parameters` for the model's task, or null when none is defined. `own`: the
 * input a provider's route for the task names instead (its `sampleInput` file: fal takes no FLAC).
 */
export function sampleInputFor<M extends Pick<ModelRecord, "pipeline_tag" | "mask_token">>(
  model: M,
  own?: string,
): {
  /** The `inputs`. */
  inputs: unknown;
  /** The task's parameters. */
  parameters: Record<string, unknown>;
} | null {
  const sample = model.pipeline_tag ? sampleInputs.tasks[model.pipeline_tag] : undefined;
  if (!sample) return null;
  return {
    inputs: own ?? (masked.has(sample) ? copyData(sample.inputs, model.mask_token ?? DEFAULT_MASK_TOKEN) : sample.inputs),
    parameters: sample.parameters ?? EMPTY_PARAMETERS,
  };
}

/** The options of getModelInputSnippet. */
export interface InputSnippetOptions {

  /** One line: tabs and newlines become a space. */
  flatten?: boolean;
  /** A string input without its surrounding quotes. */
  stripQuotes?: boolean;
}

/**
 * The sample input of a model's task as text: a JSON string or value, a chat message list for
 * conversational models, or exactly NO_INPUT_EXAMPLE.
 */
export function getModelInputSnippet(model: ModelRecord, options: InputSnippetOptions = {}): string {
  let value: unknown;
  if (isConversational(model)) value = sampleMessages(model);
  else {
    const sample = sampleInputFor(model);
    if (!sample) return NO_INPUT_EXAMPLE;
    value = sample.inputs;
  }
  let text =
    typeof value === "string" && options.stripQuotes ? value : JSON.stringify(value, null, options.flatten ? 0 : 4);
  if (options.flatten) text = text.replace(/[\t\n\r]/g, " ");
  return text;
}
