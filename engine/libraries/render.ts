// Shared pieces of the library selectors: rendering a template of a library, the fallback comments,
// and typed reads of the record fields snippets use. Every value read here is author-controlled text:
// it is handed to templates as data and printed only through the literal helpers.
import type { ModelRecord } from "../model.ts";
import type { GatedKind } from "../record.ts";
import { IdentifierError, isIdentifierIn, renderResolvedFile, resolveTemplateFile } from "../render/templates.ts";
import type { ResolvedTemplate, TemplateContext } from "../render/templates.ts";
import type { RenderedLibrarySnippet } from "./types.ts";
import { SAMPLES } from "./sample-files.ts";
import { repoName } from "../record.ts";

/** The exact fallback texts; each is shown as a comment of the snippet's language. */
export const FALLBACK = {
  espnetType: "unknown model type (must be text-to-speech or automatic-speech-recognition)",
  sklearnFile: "Model filename not specified in config.json",
  speechbrainMissing: "interface not specified in config.json",
  speechbrainInvalid: "interface in config.json invalid",
  modelType: "Type of model unknown",
  audiocraftType: "Type of model unknown.",
  pipelineTag: "Unknown pipeline tag",
  pipelineUnsupported: "The library's pipeline API has no pipeline for this model's task.",
  taskType: "Task type is invalid.",
  nemoDomain: "tag did not correspond to a valid NeMo domain.",
  noInput: "No input example has been defined for this model task.",
} as const;

/** Stands in for a base model the record does not name. */
export const BASE_MODEL_PLACEHOLDER = "fill-in-base-model";

/**
 * Renders `templates/<language>/<library>/<template>.hbs`. A name from the record that is not a name in
 * the language (a reserved word such as `class`, or `None`) gives a fallback snippet saying so, never
 * code that does not parse.
 */
export function render(language: string, library: string, template: string, context: TemplateContext): RenderedLibrarySnippet {
  // Every template prints the record's access notice itself ({{> notices/_gated}}), from its context.
  if (context.notice === undefined) context.notice = recordNotice;
  return renderFound(language, library, resolveTemplateFile(language, library, template), context);
}

/**
 * Renders a template of a library that resolveTemplateFile found (in the current template generation), its
 * context holding the record's notice: render() without the lookup, for a caller that keeps what it found.
 */
export function renderFound(language: string, library: string, found: ResolvedTemplate, context: TemplateContext): RenderedLibrarySnippet {
  try {
    return { language, template: found.file, content: renderResolvedFile(found, context, true) };
  } catch (error) {
    if (!(error instanceof IdentifierError) || library === FALLBACK_FOLDER) throw error;
    const shown = typeof error.value === "string" && error.value.length <= 80 ? JSON.stringify(error.value) : "a value";
    // The context's notice is the record's (render() put it there; a caller of renderFound did).
    const text = `Invalid class or function name (${shown} in this model's record is a reserved word or not a name in ${language})`;
    return render(language, FALLBACK_FOLDER, "comment", { text, notice: context.notice });
  }
}

/** The access notice of the record whose snippets are being rendered (see withRecordNotice), or null. */
let recordNotice: LibraryNotice | null = null;

/** A gated record's access notice, as templates/<language>/notices/_gated.hbs reads it. */
export interface LibraryNotice {
  /** How access is granted. */
  gated: GatedKind;
  /** The model's page, where access is asked for. */
  url: string;
}

/**
 * Runs a record's selector with the record's access notice (null for an open repository) in the context of
 * every template it renders: selectors build their contexts without knowing of it.
 */
export function withRecordNotice<T>(notice: LibraryNotice | null, renderAll: () => T): T {
  const outer = recordNotice;
  recordNotice = notice;
  try {
    return renderAll();
  } finally {
    recordNotice = outer;
  }
}

/** Folder of the templates that print a fallback text as a comment: templates/<language>/fallback/. */
export const FALLBACK_FOLDER = "fallback";

/** A snippet that is only a fallback text, written as a comment of `language`. */
export function fallback(language: string, text: string): RenderedLibrarySnippet {
  return render(language, FALLBACK_FOLDER, "comment", { text });
}

/**
 * The context every library template gets: the model id, its repository name, the public sample files
 * (`sample.image`, `sample.audio`, `sample.video`: catalogue/inference/sample-inputs.yaml) a snippet reads, and
 * the record's access notice (render() would otherwise add it: a property added to a made object costs more
 * than one written in its literal). A template with fields of its own gets them in one literal with these
 * (`{ id, name, field }`): not as `{ ...baseContext(model), field }`, since in Node 20 a property written after
 * a spread costs about a microsecond, nor through Object.assign (about 150 ns; bench/README.md).
 */
export function baseContext(model: ModelRecord): { id: string; name: string; sample: typeof SAMPLES; notice: LibraryNotice | null } {
  return { id: model.id, name: repoName(model.id), sample: SAMPLES, notice: recordNotice };
}

/**
 * A class or function name taken from the record: `value` when it is an identifier, otherwise
 * `fallbackName` together with a note (for a comment) saying why.
 */
export function safeIdentifier(
  value: unknown,
  fallbackName: string,
  what: string,
  language = "python",
): { name: string; note: string | null } {
  if (isIdentifierIn(language, value)) return { name: value, note: null };
  if (value === undefined || value === null) return { name: fallbackName, note: null };
  return { name: fallbackName, note: `The ${what} named by this model is not a valid identifier; using ${fallbackName}.` };
}

