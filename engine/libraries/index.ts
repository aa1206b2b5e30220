// Library snippets: "how to use this model" code for the model's library.
// A library with snippets says so in the catalogue (`snippets: true`, or the id of a library whose
// snippets it shares). Its templates live under templates/<language>/<library>/. When choosing among
// them needs code, engine/libraries/selectors/<library>.ts decides (found by its name); otherwise every
// template of the folder renders, `install` first, with the model id and repository name.
import { gatedKind } from "../record.ts";
import { modelPageUrl } from "../hub.ts";
import { SNIPPET_LIBRARY_IDS, snippetLibraryOf } from "../../catalogue/library-snippets.ts";
import { validateModel } from "../model.ts";
import type { ModelRecord } from "../model.ts";
import { folderTemplates } from "../render/templates.ts";
import { selectorFiles } from "#selector-files";
import { baseContext, render, withRecordNotice } from "./render.ts";
import { withLibraryRequirements } from "./requirements.ts";
import { InputError } from "../../catalogue/input-error.ts";
import type { LibrarySelector, LibrarySnippet, LibrarySnippetOptions, RenderedLibrarySnippet } from "./types.ts";

export type { LibrarySelector, LibrarySnippet, LibrarySnippetOptions, RenderedLibrarySnippet } from "./types.ts";

/** Options getLibrarySnippets cannot use, naming the option. */
export class LibrarySnippetOptionsError extends InputError {
  /** The class's name, kept in the minified package. */
  override readonly name: string = "LibrarySnippetOptionsError";
}

/** Selectors by library id: the modules under engine/libraries/selectors/. */
export const librarySelectors: Readonly<Record<string, LibrarySelector>> = selectorFiles;

/** Snippets of a library without a selector: every template of its folders, `install` first. */
function folderSnippets(library: string, model: ModelRecord): RenderedLibrarySnippet[] {
  const context = baseContext(model);
  return folderTemplates(library).map(({ language, template }) => render(language, library, template, context));
}

/** Library id → what renders its snippets: its selector, the one of the library it shares, or its folder. */
const snippetsByLibrary = new Map<string, LibrarySelector>(
  SNIPPET_LIBRARY_IDS.flatMap((id) => {
    const snippetLibrary = snippetLibraryOf(id);
    if (!snippetLibrary) return [];
    const selector = Object.hasOwn(selectorFiles, snippetLibrary) ? selectorFiles[snippetLibrary]! : null;
    return [[id, selector ?? ((record: ModelRecord) => folderSnippets(snippetLibrary, record))]];
  }),
);

/** Library snippets for a record that is already validated, with options already checked (internal callers). */
export function librarySnippetsFor(record: ModelRecord, options: LibrarySnippetOptions = {}): LibrarySnippet[] {
  const library = record.library_name;
  if (!library) return [];
  const snippets = snippetsByLibrary.get(library);
  if (!snippets) return [];
  const gated = gatedKind(record);
  const rendered = withRecordNotice(gated === null ? null : { gated, url: modelPageUrl(record.id) }, () => snippets(record, options));
  return withLibraryRequirements(snippetLibraryOf(library)!, rendered, record, gated !== null);
}

/**
 * Library snippets for any value: it is validated first (a bad record is a ModelRecordError, an option that
 * cannot be used a LibrarySnippetOptionsError naming it).
 */
export function getLibrarySnippets(model: ModelRecord | unknown, options: LibrarySnippetOptions = {}): LibrarySnippet[] {
  if (options === null || typeof options !== "object") {
    throw new LibrarySnippetOptionsError(`options: must be an object such as { placeholders: true }, got ${JSON.stringify(options) ?? String(options)}`);
  }
  if (options.placeholders !== undefined && typeof options.placeholders !== "boolean") {
    throw new LibrarySnippetOptionsError(`placeholders: must be true or false, got ${JSON.stringify(options.placeholders) ?? String(options.placeholders)}`);
  }
  return librarySnippetsFor(validateModel(model), options);
}
