// What a library snippet needs before it runs (engine/requirements.ts's SnippetRequirements): the library's
// `install` in catalogue/libraries.yaml for the snippet's template, else the commands of the library's own
// install step, and a token for a gated repository. Worked out once per library and template and shared.
import { libraryInstall, libraryNeeds as neededBeyondInstall } from "../../catalogue/library-snippets.ts";
import type { LibraryNeed } from "../../catalogue/shapes.ts";
import { gatedKind } from "../record.ts";
import { HUB_TOKEN_ENV, type EnvVariable, type SnippetRequirements } from "../requirements.ts";
import { renderResolvedFile, resolveTemplateFile, templateGeneration } from "../render/templates.ts";
import type { LibrarySnippet, RenderedLibrarySnippet } from "./types.ts";

/** Template file → its name, for the files of templates/ (a bounded set), made once each. */
const templateNames = new Map<string, string>();

/** The template's name without folder and extension: `python/transformers/pipeline.hbs` → `pipeline`. */
function templateName(template: string): string {
  let name = templateNames.get(template);
  if (name === undefined) {
    name = template.slice(template.lastIndexOf("/") + 1);
    if (name.endsWith(".hbs")) name = name.slice(0, -4);
    templateNames.set(template, name);
  }
  return name;
}

/** What a gated repository's download reads: a token of an account with access (HF_TOKEN, which the hub's libraries read). */
const GATED_ENV: readonly EnvVariable[] = Object.freeze([
  Object.freeze({ name: HUB_TOKEN_ENV, description: "a Hugging Face access token of an account that has access to this gated model (https://huggingface.co/settings/tokens)" }),
]);

/** The requirements of some install commands, for an ungated and a gated repository (frozen, shared). */
type Needs = readonly [SnippetRequirements, SnippetRequirements];

const NO_ENV: readonly EnvVariable[] = Object.freeze([]);

function needsOf(install: readonly string[]): Needs {
  const commands = Object.freeze(install.slice());
  return [Object.freeze({ install: commands, env: NO_ENV }), Object.freeze({ install: commands, env: GATED_ENV })];
}

/** No install commands; an install step needs nothing at all. */
const NO_NEEDS: Needs = needsOf([]);
const NOTHING = NO_NEEDS[0];

/** What a library's snippets need, made as they are first asked for (in one generation of the templates). */
interface LibraryNeeds {
  /** Template name → the needs of the library's `install` for it (catalogue/libraries.yaml), or null when it gives none. */
  listed: Map<string, Needs | null>;
  /**
   * The needs of the library's install step when its template reads nothing from its context (the same text
   * for every record; most do), null when it reads the record (split afresh each time), undefined: not known yet.
   */
  step: Needs | null | undefined;
}

let libraryNeeds = new Map<string, LibraryNeeds>();
let needsGeneration = -1;

/** The needs of the library's `install` for a template, or null when the catalogue gives none. */
function listedNeeds(needs: LibraryNeeds, library: string, name: string): Needs | null {
  let found = needs.listed.get(name);
  if (found === undefined) {
    const install = libraryInstall(library, name);
    found = install === undefined ? null : needsOf(install);
    needs.listed.set(name, found);
  }
  return found;
}

/** The commands of an install step: its lines that are neither blank nor comments. */
function stepCommands(content: string): string[] {
  return content.split("\n").filter((line) => line.trim() !== "" && !line.trimStart().startsWith("#"));
}

/**
 * Whether the template (a file under templates/, `sh/spacy/install.hbs`) prints the same text for every
 * context: rendered once with a context that notes every read, it read nothing (and did not fail).
 */
function readsNothing(file: string): boolean {
  const [language, folder, name] = file.replace(/\.hbs$/, "").split("/") as [string, string, string];
  let read = false;
  const noting = new Proxy({}, {
    get: () => void (read = true),
    has: () => (read = true) && false,
    getOwnPropertyDescriptor: () => void (read = true),
    ownKeys: () => ((read = true), []),
  });
  try {
    renderResolvedFile(resolveTemplateFile(language, folder, name), noting, true);
  } catch {
    return false;
  }
  return !read;
}

/** The needs of the snippets' own install step, or none. */
function stepNeeds(needs: LibraryNeeds, snippets: RenderedLibrarySnippet[]): Needs {
  let step: RenderedLibrarySnippet | undefined;
  for (let i = 0; i < snippets.length && step === undefined; i++) if (templateName(snippets[i]!.template) === "install") step = snippets[i];
  if (step === undefined) return NO_NEEDS;
  if (needs.step === undefined) needs.step = readsNothing(step.template) ? needsOf(stepCommands(step.content)) : null;
  if (needs.step !== null) return needs.step;
  // Made from this record: its own objects, not frozen (freezing costs more than the split).
  const install = stepCommands(step.content);
  return [{ install, env: NO_ENV }, { install, env: GATED_ENV }];
}

/** The requirements with what the library's `needs` add: their install commands after, their system packages. */
function withNeeds(requirements: SnippetRequirements, needs: LibraryNeed[]): SnippetRequirements {
  const install = [...requirements.install];
  const system = [...(requirements.system ?? [])];
  for (const need of needs) {
    for (const command of need.install ?? []) if (!install.includes(command)) install.push(command);
    for (const pkg of need.system ?? []) if (!system.some((p) => p.name === pkg.name)) system.push(pkg);
  }
  return system.length === 0 ? { install, env: requirements.env } : { install, env: requirements.env, system };
}

/**
 * Each snippet with its requirements. An `install` snippet is the install step itself: nothing. The others
 * need the library's `install` commands (catalogue/libraries.yaml, by template where one needs a newer
 * version), else the commands of the library's own install snippet, what the library's `needs` add for the
 * template and the record's task (more commands, packages of the operating system), and a gated repository a token.
 * Requirements are frozen objects shared by every snippet with the same needs, and each snippet is one
 * literal (no spread: a property written after a spread costs about a microsecond in Node 20): made
 * afresh per snippet, and looked up by hashing each install step's text, they cost a third of the
 * library line (bench/ab.ts).
 */
export function withLibraryRequirements(library: string, snippets: RenderedLibrarySnippet[], record: object): LibrarySnippet[] {
  const gated = gatedKind(record) !== null ? 1 : 0;
  if (needsGeneration !== templateGeneration()) {
    // Templates changed (the playground): what was known of them is forgotten.
    libraryNeeds = new Map();
    needsGeneration = templateGeneration();
  }
  let needs = libraryNeeds.get(library);
  if (needs === undefined) libraryNeeds.set(library, (needs = { listed: new Map(), step: undefined }));
  let fromStep: Needs | undefined;
  const out: LibrarySnippet[] = new Array(snippets.length);
  for (let i = 0; i < snippets.length; i++) {
    const s = snippets[i]!;
    const name = templateName(s.template);
    let requirements = name === "install" ? NOTHING : (listedNeeds(needs, library, name) ?? (fromStep ??= stepNeeds(needs, snippets)))[gated];
    // What the template needs for the record's task beyond the library's install (a program its call runs).
    const more = name === "install" ? [] : neededBeyondInstall(library, name, (record as { pipeline_tag?: string }).pipeline_tag);
    if (more.length > 0) requirements = withNeeds(requirements, more);
    out[i] = { language: s.language, template: s.template, content: s.content, requirements };
  }
  return out;
}
