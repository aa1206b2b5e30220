// Names a user types that must exist: a model's pipeline tag, a provider, a language. An unknown one is
// bad input (exit 2) with the closest known names, never an empty result.
import { isPipelineType, PIPELINE_TYPES } from "../../catalogue/pipelines.ts";
import { providers, unknownProviderMessage } from "../../catalogue/inference.ts";
import { ModelRecordError } from "../model.ts";
import { UsageError } from "./errors.ts";
import { didYouMean, unknownName } from "./suggest.ts";

/** `source: pipeline_tag: unknown pipeline tag "…" (did you mean …?)` for a tag the catalogue lacks. */
export function checkPipelineTag(model: { pipeline_tag?: unknown }, source: string): void {
  const tag = model.pipeline_tag;
  if (typeof tag !== "string" || isPipelineType(tag)) return;
  throw new ModelRecordError(`${source}: pipeline_tag: ${unknownName("pipeline tag", tag, PIPELINE_TYPES)}`);
}

/** `--provider: Unknown provider "…". Known providers: …; did you mean …?`. */
export function checkProvider(provider: string | undefined, field = "--provider"): void {
  if (provider === undefined || Object.hasOwn(providers, provider)) return;
  const hint = didYouMean(provider, Object.keys(providers));
  throw new UsageError(`${field}: ${unknownProviderMessage(provider)}${hint ? `; ${hint}` : ""}`);
}

/** `--<field>: unknown <what> "…" (did you mean …?)` when `value` is not in `known`. */
export function checkKnown(value: string | undefined, known: readonly string[], what: string, field: string): void {
  if (value === undefined || known.includes(value)) return;
  throw new UsageError(`${field}: ${unknownName(what, value, known)}`);
}
