// `hub-snippets/compat`: the calls the hub's model page makes today, with the same inputs and result
// shapes, so that moving to this package is a change of import:
//   snippets.getInferenceSnippets  (@huggingface/inference)   → snippets.getInferenceSnippets
//   MODEL_LIBRARIES_UI_ELEMENTS    (@huggingface/tasks)       → MODEL_LIBRARIES_UI_ELEMENTS
//   LOCAL_APPS                     (@huggingface/tasks)       → LOCAL_APPS
import { getInferenceSnippets } from "../compat/inference.ts";

/** As @huggingface/inference's `snippets` namespace: `snippets.getInferenceSnippets(model, provider, mapping?, opts?)`. */
export const snippets = {
  /** See getInferenceSnippets. */
  getInferenceSnippets,
} as const;

export { getInferenceSnippets, COMPAT_LANGUAGES } from "../compat/inference.ts";
export type { CompatInferenceSnippet, CompatSnippetOptions } from "../compat/inference.ts";
export { MODEL_LIBRARIES_UI_ELEMENTS } from "../compat/libraries.ts";
export type { CompatLibraryUiElement } from "../compat/libraries.ts";
export { LOCAL_APPS, LOCAL_APP_KEYS } from "../compat/local-apps.ts";
export type { LocalApp, LocalAppKey, LocalAppOf, LocalAppSnippet, DeeplinkLocalApp, SnippetLocalApp } from "../compat/local-apps.ts";
export type { ModelData } from "../compat/model.ts";
export type { ProviderMappingEntry } from "../inference/mapping.ts";
export { TemplateError } from "../render/templates.ts";
export { validateModel, ModelRecordError } from "../model.ts";
export type { ModelRecord, ModelRecordInput } from "../model.ts";
export { InputError } from "../../catalogue/input-error.ts";
