// What a library snippet needs before it runs (engine/requirements.ts's SnippetRequirements), from the catalogue
// alone: the library's `install` in catalogue/libraries.yaml for the snippet's template (a command's `{id}` and
// `{name}` are the record's id and repository name: each word holding one is written as a shell word), what the
// library's `needs` add for the template and the record's task (more commands, packages of the operating
// system), and a token for a gated repository. Nothing is read back from rendered text.
import { libraryInstall, libraryNeeds as neededBeyondInstall } from "../../catalogue/library-snippets.ts";
import type { LibraryNeed } from "../../catalogue/shapes.ts";
import { shString } from "../languages/sh.ts";
import type { ModelRecord } from "../model.ts";
import { gatedKind } from "../record.ts";
import { HUB_TOKEN_ENV, type EnvVariable, type SnippetRequirements } from "../requirements.ts";
import { repoName } from "../record.ts";
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

/** The requirements of some install commands, for an ungated and a gated repository. */
type Needs = readonly [SnippetRequirements, SnippetRequirements];

const NO_ENV: readonly EnvVariable[] = Object.freeze([]);

function needsOf(install: readonly string[]): Needs {
  const commands = Object.freeze(install.slice());
  return [Object.freeze({ install: commands, env: NO_ENV }), Object.freeze({ install: commands, env: GATED_ENV })];
}

/** No install commands; an install step needs nothing at all. */
const NO_NEEDS: Needs = needsOf([]);
const NOTHING = NO_NEEDS[0];

/** A place for the record's id or repository name in an install command. */
const PLACEHOLDER = /\{(id|name)\}/g;

/**
 * Library id → template name → the needs of the library's `install` for it (frozen, shared), or null when a
 * command holds the record's id or name (made per record).
 */
const listed = new Map<string, Map<string, Needs | null>>();

/** The needs of the library's `install` for a template, for this record. */
function installNeeds(library: string, name: string, record: ModelRecord): Needs {
  let byTemplate = listed.get(library);
  if (byTemplate === undefined) listed.set(library, (byTemplate = new Map()));
  let found = byTemplate.get(name);
  if (found === undefined) {
    const install = libraryInstall(library, name) ?? [];
    found = install.some((command) => command.includes("{")) ? null : install.length === 0 ? NO_NEEDS : needsOf(install);
    byTemplate.set(name, found);
  }
  if (found !== null) return found;
  // Made from this record: its own objects.
  const install = libraryInstall(library, name)!.map((command) => withRecord(command, record));
  return [{ install, env: NO_ENV }, { install, env: GATED_ENV }];
}

/** The command with the record's id and name in place of `{id}` and `{name}`: each word holding one, a shell word. */
function withRecord(command: string, record: ModelRecord): string {
  const values: Record<string, string> = { id: record.id, name: repoName(record.id) };
  return command
    .split(" ")
    .map((word) => (word.includes("{") ? shString(word.replace(PLACEHOLDER, (_, key: string) => values[key]!)) : word))
    .join(" ");
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
 * need the library's `install` commands (catalogue/libraries.yaml, by template where one needs others), what
 * the library's `needs` add for the template and the record's task, and a gated repository a token.
 * Requirements are frozen objects shared by every snippet with the same needs, and each snippet is one
 * literal (no spread: a property written after a spread costs about a microsecond in Node 20).
 */
export function withLibraryRequirements(library: string, snippets: RenderedLibrarySnippet[], record: ModelRecord): LibrarySnippet[] {
  const gated = gatedKind(record) !== null ? 1 : 0;
  const out: LibrarySnippet[] = new Array(snippets.length);
  for (let i = 0; i < snippets.length; i++) {
    const s = snippets[i]!;
    const name = templateName(s.template);
    let requirements = name === "install" ? NOTHING : installNeeds(library, name, record)[gated];
    // What the template needs for the record's task beyond the library's install (a program its call runs).
    const more = name === "install" ? [] : neededBeyondInstall(library, name, record.pipeline_tag);
    if (more.length > 0) requirements = withNeeds(requirements, more);
    out[i] = { language: s.language, template: s.template, content: s.content, requirements };
  }
  return out;
}
