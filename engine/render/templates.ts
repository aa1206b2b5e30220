// The template store: `language/client/template` → a template, found by name and rendered. A template is
// either a Handlebars source (the repository and the playground: engine/render/compiler.ts compiles it,
// and the playground may replace one at run time with setTemplateSource) or a precompiled function (the
// installed package: engine/render/precompiled.ts links it, with neither Handlebars nor eval). The
// sources come from the loader package.json "imports" picks (#template-files); precompiled templates come
// in packs handed to useTemplates().
import { createSourceCompiler, templateFiles } from "#template-files";
import { InputError } from "../../catalogue/input-error.ts";
import { findPrecompiledWith, type TemplateFactory, type TemplatePack } from "./precompiled.ts";
import { addWriters, enterLanguage } from "./helpers.ts";
import { addLanguage } from "../languages/index.ts";
import { TemplateError } from "./location.ts";
import { BAIL } from "./runtime.ts";
import { isLanguageWidePartialKey } from "./partials.ts";

export { TemplateError, type TemplateLocation } from "./location.ts";
export { IdentifierError, identifierIn, isIdentifierIn, OUTPUT_HELPERS } from "./helpers.ts";
export type { TemplateFactory, TemplatePack } from "./precompiled.ts";

/** The values a template renders with. */
export type TemplateContext = Record<string, unknown>;
type Fast = (context: TemplateContext) => string;

/** Every template: its Handlebars source, or its precompiled factory. */
const entries = new Map<string, string | TemplateFactory>(Object.entries(templateFiles));
const sourceOf = (key: string) => {
  const entry = entries.get(key);
  return typeof entry === "string" ? entry : undefined;
};
/** The source compiler, where the loader has one (not in the installed package). */
const compiler = createSourceCompiler ? createSourceCompiler({ source: sourceOf, keys: () => entries.keys() }) : null;
findPrecompiledWith((key) => {
  const entry = entries.get(key);
  return typeof entry === "function" ? entry : undefined;
});

/** The inference clients' definitions the packs brought (their client.yaml data), by folder (`python/requests`). */
const packClients = new Map<string, unknown>();
/** What runs after each useTemplates(): engine/inference/clients.ts adds the clients the packs brought. */
const packListeners: (() => void)[] = [];

/**
 * Adds precompiled templates (the package's `hub-snippets/templates/<language>` modules, or the library
 * and local-app packs): what a page renders is what it handed over. A key already present is replaced.
 */
export function useTemplates(...packs: TemplatePack[]): void {
  for (const pack of packs) {
    for (const [id, definition] of Object.entries(pack.languages ?? {})) addLanguage(id, definition);
    for (const [id, writers] of Object.entries(pack.writers ?? {})) addWriters({ id, ...writers });
    for (const [folder, templates] of Object.entries(pack.templates)) {
      for (const [name, factory] of Object.entries(templates)) entries.set(`${folder}/${name}`, factory);
    }
    for (const [folder, definition] of Object.entries(pack.clients ?? {})) packClients.set(folder, definition);
  }
  changed();
  for (const listener of packListeners) listener();
}

/** Calls `listener` after each useTemplates(). */
export function afterUseTemplates(listener: () => void): void {
  packListeners.push(listener);
}

/** The inference clients' definitions (client.yaml data) of the packs handed to useTemplates, by folder: engine/inference/clients.ts reads them. */
export function packClientDefinitions(): ReadonlyMap<string, unknown> {
  return packClients;
}

/** Whether any template of `language/folder` is in the store (a page may hand over only some languages). */
export function hasTemplateFolder(language: string, folder: string): boolean {
  const prefix = `${language}/${folder}/`;
  for (const key of entries.keys()) if (key.startsWith(prefix)) return true;
  return false;
}

/**
 * A template that does not exist. The message is exactly `Template not found: <key>`; `available` lists
 * the templates of the same language/client (or, when there are none, the language/client folders), so
 * callers such as the CLI can say what exists.
 */
export class TemplateNotFoundError extends InputError {
  /** The class's name, kept in the minified package. */
  override readonly name: string = "TemplateNotFoundError";
  /** The templates of the same folder (or the folders, when it has none). */
  readonly available: string[];
  constructor(
    /** `<language>/<client>/<template>`. */
    readonly key: string,
  ) {
    super(`Template not found: ${key}`);
    const folder = key.slice(0, key.lastIndexOf("/") + 1);
    const inFolder = [...entries.keys()].filter((k) => k.startsWith(folder) && !k.slice(folder.length).startsWith("_"));
    this.available = inFolder.length
      ? inFolder.map((k) => k.slice(folder.length)).sort()
      : [...new Set([...entries.keys()].map((k) => k.slice(0, k.lastIndexOf("/"))))].sort();
  }
}

/** A template's key: `<language>/<client>/<template>`. */
export function templateKey(language: string, client: string, template: string): string {
  return `${language}/${client}/${template}`;
}

/** The name of a client's default template, used for any template the client has no file of its own for. */
export const DEFAULT_TEMPLATE = "_default";

/**
 * The template that renders `language/client/<first of names>`, in lookup order: each name in `names`
 * (`templates/<language>/<client>/<name>.hbs`), then the client's default (`_default.hbs`). A partial
 * (a name starting with `_`) never falls back. Undefined when none exists.
 */
export function resolveTemplate(language: string, client: string, ...names: string[]): string | undefined {
  for (const name of names) {
    const key = templateKey(language, client, name);
    if (entries.has(key)) return key;
  }
  if (names.length === 0 || names[0]!.startsWith("_")) return undefined;
  const fallback = templateKey(language, client, DEFAULT_TEMPLATE);
  return entries.has(fallback) ? fallback : undefined;
}

/** Whether `renderTemplate(language, client, template, …)` finds a template (its own or the default). */
export function hasTemplate(language: string, client: string, template: string): boolean {
  return resolveTemplate(language, client, template) !== undefined;
}

const folderIndex = new Map<string, { language: string; template: string }[]>();

/**
 * The templates (not partials) of a folder name across languages, e.g. every `<language>/timm/<name>`:
 * `install` first, then by name, then by language.
 */
export function folderTemplates(client: string): readonly {
  /** The language. */
  language: string;
  /** The template's name. */
  template: string;
}[] {
  let found = folderIndex.get(client);
  if (!found) {
    found = [];
    for (const key of entries.keys()) {
      const [language, folder, template] = key.split("/") as [string, string, string];
      if (folder === client && !template.startsWith("_")) found.push({ language, template });
    }
    const rank = (t: { template: string }) => (t.template === "install" ? 0 : 1);
    found.sort((a, b) => rank(a) - rank(b) || a.template.localeCompare(b.template) || a.language.localeCompare(b.language));
    folderIndex.set(client, found);
  }
  return found;
}

/** Every template key in the store, sorted. */
export function listTemplates(): string[] {
  return [...entries.keys()].sort();
}

/** A template's Handlebars source; undefined for a precompiled one (the installed package ships none). */
export function getTemplateSource(key: string): string | undefined {
  return sourceOf(key);
}

/** Editing a template needs its compiler, which the installed package (precompiled templates) leaves out. */
export class TemplateEditingError extends InputError {
  /** The class\'s name, kept in the minified package. */
  override readonly name: string = "TemplateEditingError";
}

/**
 * Replaces (or adds) a template's source. Only what can depend on it is recompiled on the next render:
 * the template itself, or, for a partial (`_name`), every template of its folder (of its language, for a
 * language-wide partial: engine/render/partials.ts).
 */
export function setTemplateSource(key: string, source: string): void {
  if (!compiler) {
    throw new TemplateEditingError(`templates/${key}.hbs: this build renders precompiled templates; editing one needs the engine from its sources (a clone of the repository)`);
  }
  entries.set(key, source);
  changed();
  const slash = key.lastIndexOf("/");
  const folder = key.slice(0, slash + 1);
  if (isLanguageWidePartialKey(key)) {
    // Every folder of the language may include it.
    const language = key.slice(0, key.indexOf("/") + 1);
    compiler.forget((k) => k.startsWith(language));
    return;
  }
  const isPartial = key[slash + 1] === "_";
  compiler.forget((k) => k === key || (isPartial && k.startsWith(folder)), folder.slice(0, -1));
}

/** Restores every template to what the loader read (templates handed over with useTemplates are dropped). */
export function resetTemplateSources(): void {
  entries.clear();
  for (const [key, source] of Object.entries(templateFiles)) entries.set(key, source);
  changed();
  compiler?.forget(() => true);
}

/** What rendered a snippet: the template file under templates/ (provenance) and its output. */
export interface RenderedTemplate {
  /** Path under templates/, e.g. `python/requests/_default.hbs`. */
  template: string;
  /** The output. */
  content: string;
}

/**
 * Renders the first template found for `names` (see resolveTemplate) and says which file it was. Throws
 * `Template not found: <language>/<client>/<first name>` when there is none.
 */
export function renderTemplateFile(
  language: string,
  client: string,
  names: string | readonly string[],
  context: TemplateContext,
  options: {
    /** Without trailing whitespace. */
    trimEnd?: boolean;
  } = {},
): RenderedTemplate {
  const found = resolved(language, client, names);
  return { template: found.file, content: renderResolution(found, context, options.trimEnd ?? false) };
}

/** Bumped whenever a template source changes: resolutions a caller keeps (resolveTemplateFile) are then stale. */
let generation = 0;

/** The current generation: changes whenever a template source does. */
export function templateGeneration(): number {
  return generation;
}

/** A template found for a list of names (see resolveTemplateFile), to be rendered by renderResolvedFile. */
export type ResolvedTemplate = Readonly<Pick<Resolution, "file">>;

/**
 * What renderTemplateFile looks up before it renders: the template file for `names`, for a caller that
 * renders it many times. It holds until templateGeneration() changes. Throws as renderTemplateFile does.
 */
export function resolveTemplateFile(language: string, client: string, names: string | readonly string[]): ResolvedTemplate {
  return resolved(language, client, names);
}

/**
 * Renders a template resolveTemplateFile found (in the current generation): renderTemplateFile without
 * the lookup. `trimEnd`: without trailing whitespace.
 */
export function renderResolvedFile(found: ResolvedTemplate, context: TemplateContext, trimEnd = false): string {
  return renderResolution(found as Resolution, context, trimEnd);
}

/** Renders `templates/<language>/<client>/<template>.hbs`, or the client's `_default.hbs` when it has none. */
export function renderTemplate(language: string, client: string, template: string, context: TemplateContext): string {
  return renderResolution(resolved(language, client, template), context, false);
}

interface Resolution {
  /** The language. */
  language: string;
  /** The client's (or library's) folder. */
  client: string;

  /** The template's name in its folder. */
  name: string;
  /** Its file under templates/. */
  file: string;
  /** Its key in the store, `language/client/name`. */
  key: string;
  /** Whether it is precompiled (the installed package) rather than a source. */
  precompiled: boolean;
  /** Its fast renderer: undefined until first looked up, null when it has none. */
  fast: Fast | null | undefined;
  /** Likewise, rendering without trailing whitespace. */
  trimmedFast: Fast | null | undefined;
}

/**
 * client → requested name (a list's names joined) → what it resolves to, one entry per language asked
 * (mostly one); cleared when a source changes. Two lookups and a scan of a list or two long.
 */
const resolutions = new Map<string, Map<string, Resolution[]>>();
/** A list of names' key in the map above. */
function requestedKey(names: string | readonly string[]): string {
  if (typeof names === "string") return names;
  if (names.length === 1) return names[0]!;
  return names.join("\0");
}

function resolved(language: string, client: string, names: string | readonly string[]): Resolution {
  const requested = requestedKey(names);
  let byName = resolutions.get(client);
  if (byName === undefined) resolutions.set(client, (byName = new Map()));
  const inLanguages = byName.get(requested);
  if (inLanguages !== undefined) for (let i = 0; i < inLanguages.length; i++) if (inLanguages[i]!.language === language) return inLanguages[i]!;
  const list = typeof names === "string" ? [names] : names;
  const key = resolveTemplate(language, client, ...list);
  if (key === undefined) throw new TemplateNotFoundError(templateKey(language, client, list[0] ?? ""));
  const found: Resolution = {
    language,
    client,
    name: key.slice(key.lastIndexOf("/") + 1),
    file: `${key}.hbs`,
    key,
    precompiled: typeof entries.get(key) === "function",
    fast: undefined,
    trimmedFast: undefined,
  };
  if (inLanguages === undefined) byName.set(requested, [found]);
  else inLanguages.push(found);
  return found;
}

/** Clears what depends on the set of templates (after a change), and bumps the generation. */
function changed(): void {
  generation++;
  folderIndex.clear();
  resolutions.clear();
}

/** Told of each template render and its output (engine/render/trace.ts re-renders it with source positions). */
export type RenderObserver = (key: string, context: TemplateContext, trimEnd: boolean, output: string) => void;
let observer: RenderObserver | null = null;

/** Makes `next` the function told of every template render (null: none); returns the one before, to restore. */
export function observeTemplateRenders(next: RenderObserver | null): RenderObserver | null {
  const before = observer;
  observer = next;
  return before;
}

/** A resolved template's render (renderFound), told to the observer when there is one. */
function renderResolution(found: Resolution, context: TemplateContext, trimEnd: boolean): string {
  const out = renderFound(found, context, trimEnd);
  if (observer !== null) observer(found.key, context, trimEnd, out);
  return out;
}

/**
 * Renders a resolved template: precompiled, or through the source compiler (its fast renderer, else
 * Handlebars). `trimEnd`: without trailing whitespace.
 */
function renderFound(found: Resolution, context: TemplateContext, trimEnd: boolean): string {
  let fast = trimEnd ? found.trimmedFast : found.fast;
  if (fast === undefined) {
    fast = fastFor(found.key, trimEnd);
    if (trimEnd) found.trimmedFast = fast;
    else found.fast = fast;
  }
  if (found.precompiled) return renderPrecompiled(found, fast!, context);
  if (!compiler) throw new TemplateNotFoundError(found.key);
  return compiler.render(found.key, found.language, found.client, context, trimEnd, fast);
}

function fastFor(key: string, trimEnd: boolean): Fast | null {
  const entry = entries.get(key);
  if (typeof entry === "function") return trimEnd ? (context) => entry(context).trimEnd() : entry;
  return compiler ? compiler.fast(key, trimEnd) : null;
}

/**
 * A precompiled template's render. What makes generated code bail (a value the template reads is missing
 * or is not plain data) has no Handlebars to re-render it here: it is the template's error, named.
 */
function renderPrecompiled(found: Resolution, fast: Fast, context: TemplateContext): string {
  const outer = enterLanguage(found.language);
  try {
    return fast(context);
  } catch (error) {
    if (error instanceof InputError) throw error;
    const where = { file: `templates/${found.file}`, includedFrom: [] };
    if (error === BAIL) {
      throw new TemplateError(where, "a value the template reads is missing from its context, or is not plain data (a string, number, boolean, null, array or plain object)");
    }
    throw new TemplateError(where, (error as Error)?.message ?? String(error), { cause: error });
  } finally {
    enterLanguage(outer);
  }
}

/**
 * Templates the fast path does not compile, which render through Handlebars alone: for tests (a
 * generator bug would otherwise only show as lost speed) and diagnostics.
 */
export function templatesWithoutFastPath(): string[] {
  if (!compiler) return [];
  return [...entries.keys()].filter((key) => typeof entries.get(key) === "string" && !compiler.hasFastPath(key)).sort();
}
