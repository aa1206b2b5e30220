// Library snippets: "how to use this model" code for the model's library.
// A library with snippets says so in the catalogue (`snippets: true`, or the id of a library whose
// snippets it shares). Its templates live under templates/<language>/<library>/. When choosing among
// them needs code, engine/libraries/selectors/<library>.ts decides (found by its name); otherwise every
// template of the folder renders, `install` first, with the model id and repository name.
import { gatedKind, repoName } from "../record.ts";
import { modelPageUrl } from "../hub.ts";
import { SNIPPET_LIBRARY_IDS, snippetLibraryOf } from "../../catalogue/library-snippets.ts";
import { validateModel } from "../model.ts";
import type { ModelRecord } from "../model.ts";
import { folderTemplates, resolveTemplateFile, templateGeneration, type ResolvedTemplate } from "../render/templates.ts";
import { selectorFiles } from "#selector-files";
import { renderFound, withRecordNotice, type LibraryNotice } from "./render.ts";
import { snippetRequirements, templateNeeds, withLibraryRequirements, type TemplateNeeds } from "./requirements.ts";
import { SAMPLES } from "./sample-files.ts";
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

/** A template of a library without a selector, resolved in the current template generation, and what its snippets need. */
interface FolderTemplate {
  language: string;
  found: ResolvedTemplate;
  needs: TemplateNeeds;
}

/** What renders a library's snippets: its selector, or (a library without one) every template of its folder. */
interface LibrarySnippets {
  /** The library whose snippets these are (itself, or the one it shares them with). */
  library: string;
  selector: LibrarySelector | null;
  /** The folder's templates, `install` first, for the template generation `generation`. */
  folder: readonly FolderTemplate[];
  generation: number;
}

/** The folder's templates as resolved now, with their needs. */
function folderPlan(library: string): FolderTemplate[] {
  return folderTemplates(library).map(({ language, template }) => {
    const found = resolveTemplateFile(language, library, template);
    return { language, found, needs: templateNeeds(library, found.file) };
  });
}

/**
 * Snippets of a library without a selector: every template of its folders, `install` first, each with the
 * model id, repository name and access notice, and with its requirements (its template's, known in advance
 * but for a fallback snippet in its place).
 */
function folderSnippets(entry: LibrarySnippets, record: ModelRecord, notice: LibraryNotice | null, gated: 0 | 1): LibrarySnippet[] {
  if (entry.generation !== templateGeneration()) {
    entry.folder = folderPlan(entry.library);
    entry.generation = templateGeneration();
  }
  const { library, folder } = entry;
  const context = { id: record.id, name: repoName(record.id), sample: SAMPLES, notice };
  const out: LibrarySnippet[] = new Array(folder.length);
  for (let i = 0; i < folder.length; i++) {
    const { language, found, needs } = folder[i]!;
    const s = renderFound(language, library, found, context);
    const own = s.template === found.file ? needs : templateNeeds(library, s.template);
    out[i] = { language, template: s.template, content: s.content, requirements: snippetRequirements(own, library, record, gated) };
  }
  return out;
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

/** Library snippets for a record that is already validated, with options already checked (internal callers). */
export function librarySnippetsFor(record: ModelRecord, options: LibrarySnippetOptions = {}): LibrarySnippet[] {
  const id = record.library_name;
  if (!id) return [];
  const entry = snippetsByLibrary.get(id);
  if (!entry) return [];
  const gated = gatedKind(record);
  const notice = gated === null ? null : { gated, url: modelPageUrl(record.id) };
  const { selector } = entry;
  if (selector === null) return folderSnippets(entry, record, notice, gated === null ? 0 : 1);
  const rendered = withRecordNotice(notice, () => selector(record, options));
  return withLibraryRequirements(entry.library, rendered, record, gated !== null);
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
