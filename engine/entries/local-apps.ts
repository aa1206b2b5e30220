// `hub-snippets/local-apps`: the local apps that run a model (llama.cpp, Ollama, LM Studio, ...).
export { getLocalApps } from "../api.ts";
export { LocalAppOptionsError } from "../local-apps/index.ts";
export type { LocalApp, LocalAppOptions, LocalAppSnippet } from "../local-apps/index.ts";
export { TemplateError } from "../templates.ts";
export { validateModel, ModelRecordError } from "../model.ts";
export type { ModelRecord, ModelRecordInput } from "../model.ts";
export { InputError } from "../../catalogue/input-error.ts";
