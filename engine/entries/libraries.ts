// `hub-snippets/libraries`: the "Use this model" snippets of a model's library.
import { getLibrarySnippets as librarySnippets } from "../libraries/index.ts";
import type { LibrarySnippet, LibrarySnippetOptions } from "../libraries/index.ts";
import type { ModelRecordInput } from "../model.ts";

/**
 * The "Use this model" snippets of the model's library (the first installs it); [] for a library without
 * snippets. `{ placeholders: true }` leaves the hub's `{{GGUF_FILE}}` where a snippet loads the file a page
 * picks.
 */
export const getLibrarySnippets: (model: ModelRecordInput, options?: LibrarySnippetOptions) => LibrarySnippet[] = librarySnippets;
export type { LibrarySnippet, LibrarySnippetOptions } from "../libraries/index.ts";
export { LibrarySnippetOptionsError } from "../libraries/index.ts";
export { TemplateError } from "../render/templates.ts";
export { validateModel, ModelRecordError } from "../model.ts";
export type { ModelRecord, ModelRecordInput } from "../model.ts";
export { InputError } from "../../catalogue/input-error.ts";
