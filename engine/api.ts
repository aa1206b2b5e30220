// The public inference functions with the types a caller gets from the package's entries (the library and
// local-app ones are typed likewise in their entries, engine/entries/, so that no entry loads another's code): the model is a record as
// the hub's API gives it (ModelRecordInput: a value of another type, or a misspelt field, does not compile;
// what it holds is still checked when called), and a provider written as a literal must be one the
// catalogue knows (engine/api.test-d.ts holds both). The repository's own tools (the verify
// run, the fuzz gate, the CLI), which hand over records read from files, call the same functions from
// their modules, where the model is `unknown` until validated.
import type { ProviderId } from "./generated/ids.ts";
import { getInferenceSnippets as inferenceSnippets, getInferenceSnippetsResult as inferenceSnippetsResult } from "./inference/snippets.ts";
import type { InferenceSnippetsResult, Snippet } from "./inference/snippets.ts";
import type { SnippetOptions as EngineSnippetOptions } from "./inference/options.ts";
import type { ModelRecordInput } from "./model.ts";

/**
 * A provider option: written as a literal it must be a provider of the catalogue (`"togther"` does not
 * compile); a `string` a page passes through (from the hub's mapping, a URL) is accepted and checked when
 * called (an unknown one is a SnippetOptionsError).
 */
export type ProviderOption<P extends string> = P & (string extends P ? unknown : ProviderId);

/** The options of getInferenceSnippets (see each field); `provider` is a ProviderOption. */
export type SnippetOptions<P extends string = string> = Omit<EngineSnippetOptions, "provider"> & {
  /** The inference provider (`hf-inference` by default; `together`, `fal-ai`, ..., `auto`). */
  provider?: ProviderOption<P>;
};

/**
 * Inference snippets for a model record, in client order. The record is validated first (a bad one is a
 * ModelRecordError); an option that cannot be used is a SnippetOptionsError. An empty list where there is
 * nothing to show (getInferenceSnippetsResult says why).
 */
export const getInferenceSnippets: <P extends string = string>(model: ModelRecordInput, options?: SnippetOptions<P>) => Snippet[] = inferenceSnippets;

/** getInferenceSnippets with the reason when there is nothing to show, the provider, its mapping entry and its status. */
export const getInferenceSnippetsResult: <P extends string = string>(model: ModelRecordInput, options?: SnippetOptions<P>) => InferenceSnippetsResult = inferenceSnippetsResult;
