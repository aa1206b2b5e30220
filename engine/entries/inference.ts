// `hub-snippets/inference` (with the ten languages' templates) and `hub-snippets/inference/core` (with the
// templates a page hands over): inference-API snippets, and what a caller needs around them.
export { getInferenceSnippets, getInferenceSnippetsResult } from "../api.ts";
export type { ProviderOption, SnippetOptions } from "../api.ts";
export type { InferenceClientId, InferenceLanguage, Language, ProviderId } from "../generated/ids.ts";
export type { InferenceSnippetsResult, Snippet } from "../inference/snippets.ts";
export { providerMappingOf } from "../inference/mapping.ts";
export type { InferenceProviderMapping, ProviderMappingEntry, UnavailableReason } from "../inference/mapping.ts";
export { SnippetOptionsError } from "../inference/options.ts";
export { useTemplates, TemplateError } from "../render/templates.ts";
export type { TemplatePack } from "../render/templates.ts";
export { validateModel, ModelRecordError } from "../model.ts";
export type { ModelRecord, ModelRecordInput } from "../model.ts";
export { InputError } from "../../catalogue/input-error.ts";
