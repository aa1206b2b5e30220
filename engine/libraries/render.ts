// Shared pieces of the library selectors: rendering a template of a library, the fallback comments,
// and typed reads of the record fields snippets use. Every value read here is author-controlled text:
// it is handed to templates as data and printed only through the literal helpers.
import type { ModelRecord } from "../model.ts";
import type { GatedKind } from "../record.ts";
import { IdentifierError, isIdentifierIn, renderResolvedFile, resolveTemplateFile, templateGeneration } from "../render/templates.ts";
import type { ResolvedTemplate, TemplateContext } from "../render/templates.ts";
import type { LibrarySnippet, RenderedLibrarySnippet } from "./types.ts";
import { snippetRequirements, templateNeeds, type TemplateNeeds } from "./requirements.ts";
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
 * code that does not parse. For the record being rendered (enterRecord), the snippet comes with its
 * requirements.
 */
export function render(language: string, library: string, template: string, context: TemplateContext): RenderedLibrarySnippet {
  const r = rendering;
  // Every template prints the record's access notice itself ({{> notices/_gated}}), from its context.
  if (context.notice === undefined) context.notice = r === null ? null : r.notice;
  return renderTemplate(libraryTemplate(language, library, template), context, r);
}

/** A template of a library, resolved in a template generation, and what its snippets need from that library's catalogue entry. */
export interface LibraryTemplate {
  language: string;
  /** The template's folder. */
  library: string;
  found: ResolvedTemplate;
  needs: TemplateNeeds;
  /** The template generation it was resolved in (templateGeneration()). */
  generation: number;
}

/** Folder → template name → the template in each language asked for (mostly one). */
const libraryTemplates = new Map<string, Map<string, LibraryTemplate[]>>();

/** `templates/<language>/<library>/<template>.hbs` resolved now, with its needs (made once per template generation). */
export function libraryTemplate(language: string, library: string, template: string): LibraryTemplate {
  let byName = libraryTemplates.get(library);
  if (byName === undefined) libraryTemplates.set(library, (byName = new Map()));
  let inLanguages = byName.get(template);
  if (inLanguages === undefined) byName.set(template, (inLanguages = []));
  const generation = templateGeneration();
  let at = inLanguages.length;
  for (let i = 0; i < inLanguages.length; i++) {
    if (inLanguages[i]!.language !== language) continue;
    if (inLanguages[i]!.generation === generation) return inLanguages[i]!;
    at = i;
  }
  const found = resolveTemplateFile(language, library, template);
  return (inLanguages[at] = { language, library, found, needs: templateNeeds(library, found.file), generation });
}

/**
 * Renders a library template (libraryTemplate) with a context that holds the record's notice. `r`: the record
 * being rendered, whose snippets come with their requirements (null: the snippet alone).
 */
export function renderTemplate(t: LibraryTemplate, context: TemplateContext, r: RecordRendering | null): RenderedLibrarySnippet | LibrarySnippet {
  const { language, found } = t;
  let content: string;
  try {
    content = renderResolvedFile(found, context, true);
  } catch (error) {
    if (!(error instanceof IdentifierError) || t.library === FALLBACK_FOLDER) throw error;
    const shown = typeof error.value === "string" && error.value.length <= 80 ? JSON.stringify(error.value) : "a value";
    // The context's notice is the record's (render() put it there; renderTemplate's other callers did).
    const text = `Invalid class or function name (${shown} in this model's record is a reserved word or not a name in ${language})`;
    return renderTemplate(libraryTemplate(language, FALLBACK_FOLDER, "comment"), { text, notice: context.notice }, r);
  }
  if (r === null) return { language, template: found.file, content };
  // What the record's library needs for this template (its own folder's template, mostly).
  const needs = t.library === r.library ? t.needs : templateNeeds(r.library, found.file);
  return { language, template: found.file, content, requirements: snippetRequirements(needs, r.library, r.record, r.notice === null ? 0 : 1) };
}

/** The record whose snippets are being rendered: its access notice, and what its snippets' requirements are read from. */
export interface RecordRendering {
  record: ModelRecord;
  /** The library whose catalogue entry (`install`, `needs`) the snippets' requirements come from. */
  library: string;
  /** The record's access notice, or null for an open repository (a gated one has one). */
  notice: LibraryNotice | null;
}

/** The record whose snippets a selector is rendering (enterRecord), or null. */
let rendering: RecordRendering | null = null;

/** A gated record's access notice, as templates/<language>/notices/_gated.hbs reads it. */
export interface LibraryNotice {
  /** How access is granted. */
  gated: GatedKind;
  /** The model's page, where access is asked for. */
  url: string;
}

/**
 * The access notice of the record whose snippets are being rendered (null: an open repository, or none being
 * rendered). Every template prints it ({{> notices/_gated}}) from its context's `notice`: a selector writes
 * `notice: recordNotice()` in each context literal, since a property added to a made object (which render()
 * does for a context without one) costs more than one written in its literal.
 */
export function recordNotice(): LibraryNotice | null {
  return rendering === null ? null : rendering.notice;
}

/**
 * Makes `next` the record whose snippets render() makes (null: none), and returns the one before, to restore
 * in a `finally`: a selector's templates then get the record's access notice (recordNotice(), which render()
 * also puts in a context without one), and its snippets their requirements.
 */
export function enterRecord(next: RecordRendering | null): RecordRendering | null {
  const outer = rendering;
  rendering = next;
  return outer;
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
 * the access notice (the record being rendered's unless given; render() would otherwise add it: a property added to a made object costs more
 * than one written in its literal). A template with fields of its own gets them in one literal with these
 * (`{ id, name, field }`): not as `{ ...baseContext(model), field }`, since in Node 20 a property written after
 * a spread costs about a microsecond, nor through Object.assign (about 150 ns; bench/README.md).
 */
export function baseContext(model: ModelRecord, notice: LibraryNotice | null = recordNotice()): { id: string; name: string; sample: typeof SAMPLES; notice: LibraryNotice | null } {
  return { id: model.id, name: repoName(model.id), sample: SAMPLES, notice };
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

