// `hub-snippets/compat`: the calls the hub's model page makes today, with the same inputs, result shapes
// and type names, so that moving to this package is a change of import:
//   snippets.getInferenceSnippets  (@huggingface/inference)   → snippets.getInferenceSnippets
//   MODEL_LIBRARIES_UI_ELEMENTS    (@huggingface/tasks)       → MODEL_LIBRARIES_UI_ELEMENTS
//   LOCAL_APPS                     (@huggingface/tasks)       → LOCAL_APPS
//   inferenceSnippetLanguages, and the types ModelData, InferenceSnippet, InferenceProviderMappingEntry,
//   InferenceProvider, ModelLibraryKey, LocalAppKey
import { getInferenceSnippets } from "../compat/inference.ts";

/** As @huggingface/inference's `snippets` namespace: `snippets.getInferenceSnippets(model, provider, mapping?, opts?)`. */
export const snippets = {
  /** See getInferenceSnippets. */
  getInferenceSnippets,
} as const;

export { getInferenceSnippets, getInferenceSnippetsResult, inferenceSnippetLanguages, COMPAT_LANGUAGES } from "../compat/inference.ts";
export type {
  CompatInferenceResult,
  CompatUnavailable,
  InferenceProvider,
  InferenceProviderOrPolicy,
  InferenceSnippet,
  InferenceSnippetLanguage,
  InferenceSnippetOptions,
  MappingArgument,
} from "../compat/inference.ts";
export { providerMappingOf } from "../compat/mapping.ts";
export type { InferenceProviderMappingEntry, RawProviderMapping, RawProviderMappingEntry } from "../compat/mapping.ts";
export type { ProviderMappingEntry } from "../inference/mapping-types.ts";
export { MODEL_LIBRARIES_UI_ELEMENTS } from "../compat/libraries.ts";
export type { LibraryUiElement, ModelLibraryKey } from "../compat/libraries.ts";
export { LOCAL_APPS, LOCAL_APP_KEYS } from "../compat/local-apps.ts";
export type { DeeplinkLocalApp, LocalApp, LocalAppKey, LocalAppOf, LocalAppSnippet, SnippetLocalApp } from "../compat/local-apps.ts";
export type { ModelData } from "../compat/model.ts";
export { TemplateError } from "../render/templates.ts";
export { validateModel, ModelRecordError } from "../model.ts";
export type { ModelRecord, ModelRecordInput } from "../model.ts";
export { InputError } from "../../catalogue/input-error.ts";
