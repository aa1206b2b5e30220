// Names a user types that must exist: a provider, a language (a model's pipeline tag: ../known-pipeline-tag.ts). An unknown one is
// bad input (exit 2) with the closest known names, never an empty result.
import { providers, unknownProviderMessage } from "../../catalogue/inference.ts";
import { UsageError } from "./errors.ts";
import { didYouMean, unknownName } from "../suggest.ts";

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
