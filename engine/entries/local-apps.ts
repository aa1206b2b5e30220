// `hub-snippets/local-apps`: the local apps that run a model (llama.cpp, Ollama, LM Studio, ...).
import { getLocalApps as localApps } from "../local-apps/index.ts";
import type { LocalApp, LocalAppOptions } from "../local-apps/index.ts";
import type { ModelRecordInput } from "../model.ts";

/** The local apps that can run a model, each with its deep link or its shell steps (options: `file` or `quant`). */
export const getLocalApps: (model: ModelRecordInput, options?: LocalAppOptions) => LocalApp[] = localApps;
export { LocalAppOptionsError } from "../local-apps/index.ts";
export type { LocalApp, LocalAppOptions, LocalAppSnippet } from "../local-apps/index.ts";
export { TemplateError } from "../render/templates.ts";
export { validateModel, ModelRecordError } from "../model.ts";
export type { ModelRecord, ModelRecordInput } from "../model.ts";
export { InputError } from "../../catalogue/input-error.ts";
