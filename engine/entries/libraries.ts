// `hub-snippets/libraries`: the "Use this model" snippets of a model's library.
import { getLibrarySnippets as librarySnippets } from "../libraries/index.ts";
import type { LibrarySnippet } from "../libraries/index.ts";
import type { ModelRecordInput } from "../model.ts";

/** The "Use this model" snippets of the model's library (the first installs it); [] for a library without snippets. */
export const getLibrarySnippets: (model: ModelRecordInput) => LibrarySnippet[] = librarySnippets;
export type { LibrarySnippet } from "../libraries/index.ts";
export { TemplateError } from "../render/templates.ts";
export { validateModel, ModelRecordError } from "../model.ts";
export type { ModelRecord, ModelRecordInput } from "../model.ts";
export { InputError } from "../../catalogue/input-error.ts";
