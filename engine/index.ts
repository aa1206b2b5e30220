// The public API of the snippet engine.
export {
  getInferenceSnippets,
  renderInferenceSnippet,
  snippetContext,
  templateNamesFor,
} from "./inference/snippets.ts";
export type { Snippet } from "./inference/snippets.ts";
export { INFERENCE_CLIENTS, CLIENT_RULES } from "./inference/clients.ts";
export type { InferenceClient } from "./inference/clients.ts";
export { buildInferenceCall, templateKindFor, SnippetOptionsError } from "./inference/request.ts";
export type { InferenceCall, SnippetOptions } from "./inference/request.ts";
export {
  getTemplateSource,
  DEFAULT_TEMPLATE,
  hasTemplate,
  listTemplates,
  renderTemplate,
  renderTemplateFile,
  resolveTemplate,
  resetTemplateSources,
  setTemplateSource,
  TemplateError,
} from "./templates.ts";
export type { TemplateLocation } from "./templates.ts";
export { getModelSnippets } from "./model-snippets.ts";
export type { ModelSnippet } from "./model-snippets.ts";
export { getLibrarySnippets } from "./libraries/index.ts";
export type { LibrarySnippet } from "./libraries/index.ts";
export { getModelInputSnippet, NO_INPUT_EXAMPLE } from "./inputs.ts";
export type { InputSnippetOptions } from "./inputs.ts";
export { validateModel, isModelRecord, ModelRecordError, MODEL_ID_RE } from "./model.ts";
export { InputError } from "../catalogue/input-error.ts";
export type { ModelRecord } from "./model.ts";
export { jsonLiteral } from "./literals.ts";
export { jsLiteral } from "./languages/js.ts";
export { pyLiteral } from "./languages/python.ts";
export { shLiteral } from "./languages/sh.ts";
export { comment, extensionFor, languages } from "./languages/index.ts";
export type { LanguageDefinition } from "./languages/index.ts";
export { getLocalApps, LocalAppOptionsError, ggufFiles, chooseGGUF } from "./local-apps/index.ts";
export type { LocalApp, LocalAppOptions, LocalAppSnippet, GGUFFile } from "./local-apps/index.ts";
