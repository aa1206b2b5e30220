// Library snippets: "how to use this model" code for the model's library.
// A library with snippets says so in the catalogue (`snippets: true`, or the id of a library whose
// snippets it shares). Its templates live under templates/<language>/<library>/. When choosing among
// them needs code, engine/libraries/selectors/<library>.ts decides (found by its name); otherwise every
// template of the folder renders, `install` first, with the model id and repository name.
import { gatedKind, modelPageUrl, withAccessNotices } from "../notices.ts";
import { SNIPPET_LIBRARY_IDS, libraryInstall, snippetLibraryOf } from "../../catalogue/library-snippets.ts";
import { HUB_TOKEN_ENV, type SnippetRequirements } from "../requirements.ts";
import { validateModel } from "../model.ts";
import type { ModelRecord } from "../model.ts";
import { folderTemplates } from "../templates.ts";
import { selectorFiles } from "#selector-files";
import { baseContext, render } from "./render.ts";
import type { LibrarySelector, LibrarySnippet, RenderedLibrarySnippet } from "./types.ts";

export type { LibrarySelector, LibrarySnippet, RenderedLibrarySnippet } from "./types.ts";

/** Selectors by library id: the modules under engine/libraries/selectors/. */
export const librarySelectors: Readonly<Record<string, LibrarySelector>> = selectorFiles;


/** The template's name without folder and extension: `python/transformers/pipeline.hbs` → `pipeline`. */
function templateName(template: string): string {
  const name = template.slice(template.lastIndexOf("/") + 1);
  return name.endsWith(".hbs") ? name.slice(0, -4) : name;
}

/** The shell commands of an install snippet: its lines that are neither blank nor comments. */
function commandsOf(snippet: RenderedLibrarySnippet): string[] {
  return snippet.content.split("\n").filter((line) => line.trim() !== "" && !line.trimStart().startsWith("#"));
}

/** The commands of the snippets' own install step, or none. */
function installStepCommands(snippets: RenderedLibrarySnippet[]): string[] {
  const step = snippets.find((s) => templateName(s.template) === "install");
  return step ? commandsOf(step) : [];
}

/** What a gated repository's download reads. */
const GATED_TOKEN_DESCRIPTION = "a Hugging Face access token of an account that has access to this gated model (https://huggingface.co/settings/tokens)";

/**
 * Each snippet with its requirements. An `install` snippet is the install step itself: nothing. The others
 * need the library's `install` commands (catalogue/libraries.yaml, by template where one needs a newer
 * version), else the commands of the library's own install snippet. A gated repository's files are
 * downloaded with a token of an account that has access (HF_TOKEN, which the hub's libraries read).
 * Each snippet is written out as one literal with fresh lists (no spread: a property written after a
 * spread costs about a microsecond in Node 20, as much as rendering a library snippet).
 */
function withLibraryRequirements(library: string, snippets: RenderedLibrarySnippet[], record: object): LibrarySnippet[] {
  const gated = gatedKind(record) !== null;
  let fromStep: string[] | undefined;
  const out: LibrarySnippet[] = new Array(snippets.length);
  for (let i = 0; i < snippets.length; i++) {
    const s = snippets[i]!;
    const name = templateName(s.template);
    let requirements: SnippetRequirements;
    if (name === "install") requirements = { install: [], env: [] };
    else {
      const listed = libraryInstall(library, name) ?? (fromStep ??= installStepCommands(snippets));
      requirements = { install: listed.slice(), env: gated ? [{ name: HUB_TOKEN_ENV, description: GATED_TOKEN_DESCRIPTION }] : [] };
    }
    out[i] = { language: s.language, template: s.template, content: s.content, requirements };
  }
  return out;
}

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

/** Library snippets for a record that is already validated (internal callers). */
export function librarySnippetsFor(record: ModelRecord): LibrarySnippet[] {
  const library = record.library_name;
  if (!library) return [];
  const snippets = snippetsByLibrary.get(library);
  if (!snippets) return [];
  const rendered = snippets(record);
  const noticed = gatedKind(record) === null ? rendered : withAccessNotices(rendered, record, modelPageUrl(record.id));
  return withLibraryRequirements(snippetLibraryOf(library)!, noticed, record);
}

/** Library snippets for any value: it is validated first (a bad record is a ModelRecordError). */
export function getLibrarySnippets(model: ModelRecord | unknown): LibrarySnippet[] {
  return librarySnippetsFor(validateModel(model));
}
