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
import { folderTemplates, templateGeneration } from "../render/templates.ts";
import { selectorFiles } from "#selector-files";
import { baseContext, enterRecord, libraryTemplate, renderTemplate, type LibraryTemplate, type RecordRendering } from "./render.ts";
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

/** What renders a library's snippets: its selector, or (a library without one) every template of its folder. */
interface LibrarySnippets {
  /** The library whose snippets these are (itself, or the one it shares them with). */
  library: string;
  selector: LibrarySelector | null;
  /** The folder's templates, `install` first, in the template generation `generation`. */
  folder: readonly LibraryTemplate[];
  generation: number;
}

/**
 * Snippets of a library without a selector: every template of its folders, `install` first, each with the
 * model id, repository name and access notice, and with its requirements.
 */
function folderSnippets(entry: LibrarySnippets, r: RecordRendering): LibrarySnippet[] {
  const { library } = entry;
  if (entry.generation !== templateGeneration()) {
    entry.folder = folderTemplates(library).map(({ language, template }) => libraryTemplate(language, library, template));
    entry.generation = templateGeneration();
  }
  const { folder } = entry;
  const context = baseContext(r.record, r.notice);
  const out: LibrarySnippet[] = new Array(folder.length);
  for (let i = 0; i < folder.length; i++) out[i] = renderTemplate(folder[i]!, context, r) as LibrarySnippet;
  return out;
}

/** A selector's snippets, each with its requirements (render() gives them; any other snippet gets them here). */
function selectorSnippets(selector: LibrarySelector, r: RecordRendering, options: LibrarySnippetOptions): LibrarySnippet[] {
  const outer = enterRecord(r);
  let rendered: RenderedLibrarySnippet[];
  try {
    rendered = selector(r.record, options);
  } finally {
    enterRecord(outer);
  }
  for (let i = 0; i < rendered.length; i++) {
    if ((rendered[i] as Partial<LibrarySnippet>).requirements === undefined) return withLibraryRequirements(r.library, rendered, r.record, r.notice !== null);
  }
  return rendered as LibrarySnippet[];
}

/** Library id → what renders its snippets. */
const snippetsByLibrary = new Map<string, LibrarySnippets>(
  SNIPPET_LIBRARY_IDS.flatMap((id) => {
    const library = snippetLibraryOf(id);
    if (!library) return [];
    const selector = Object.hasOwn(selectorFiles, library) ? selectorFiles[library]! : null;
    return [[id, { library, selector, folder: [], generation: -1 }]];
  }),
);

/**
 * The options when none are given: one frozen object, not a new one per call, holding each option's default
 * (an option read off an object that lacks it is looked up through Object.prototype at each read).
 */
const NO_OPTIONS: LibrarySnippetOptions = Object.freeze({ placeholders: false });

/** Library snippets for a record that is already validated, with options already checked (internal callers). */
export function librarySnippetsFor(record: ModelRecord, options: LibrarySnippetOptions = NO_OPTIONS): LibrarySnippet[] {
  const id = record.library_name;
  if (!id) return [];
  const entry = snippetsByLibrary.get(id);
  if (!entry) return [];
  const gated = gatedKind(record);
  const r: RecordRendering = { record, library: entry.library, notice: gated === null ? null : { gated, url: modelPageUrl(record.id) } };
  return entry.selector === null ? folderSnippets(entry, r) : selectorSnippets(entry.selector, r, options);
}

/**
 * Library snippets for any value: it is validated first (a bad record is a ModelRecordError, an option that
 * cannot be used a LibrarySnippetOptionsError naming it).
 */
export function getLibrarySnippets(model: ModelRecord | unknown, options: LibrarySnippetOptions = NO_OPTIONS): LibrarySnippet[] {
  if (options === null || typeof options !== "object") {
    throw new LibrarySnippetOptionsError(`options: must be an object such as { placeholders: true }, got ${JSON.stringify(options) ?? String(options)}`);
  }
  if (options.placeholders !== undefined && typeof options.placeholders !== "boolean") {
    throw new LibrarySnippetOptionsError(`placeholders: must be true or false, got ${JSON.stringify(options.placeholders) ?? String(options.placeholders)}`);
  }
  return librarySnippetsFor(validateModel(model), options);
}
