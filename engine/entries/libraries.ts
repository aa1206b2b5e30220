// `hub-snippets/libraries`: the "Use this model" snippets of a model's library.
export { getLibrarySnippets } from "../api.ts";
export type { LibrarySnippet } from "../libraries/index.ts";
export { TemplateError } from "../templates.ts";
export { validateModel, ModelRecordError } from "../model.ts";
export type { ModelRecord, ModelRecordInput } from "../model.ts";
export { InputError } from "../../catalogue/input-error.ts";
