// What a library snippet needs before it runs (engine/requirements.ts's SnippetRequirements), from the catalogue
// alone: the library's `install` in catalogue/libraries.yaml for the snippet's template (a command's `{id}` and
// `{name}` are the record's id and repository name: each word holding one is written as a shell word), what the
// library's `needs` add for the template and the record's task (more commands, packages of the operating
// system), and a token for a gated repository. Nothing is read back from rendered text.
import { libraryInstall, libraryNeeds as neededBeyondInstall, libraryTemplateNeeds } from "../../catalogue/library-snippets.ts";
import type { LibraryNeed } from "../../catalogue/shapes.ts";
import { shString } from "../languages/sh.ts";
import type { ModelRecord } from "../model.ts";
import { HUB_TOKEN_ENV, type EnvVariable, type SnippetRequirements } from "../requirements.ts";
import { repoName } from "../record.ts";
import type { LibrarySnippet, RenderedLibrarySnippet } from "./types.ts";

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

/** No install commands. */
const NO_NEEDS: Needs = needsOf([]);
/** An install step's needs, gated repository or not: nothing. */
const INSTALL_STEP: Needs = [NO_NEEDS[0], NO_NEEDS[0]];

/** What the snippets one template of a library renders need, worked out once from the catalogue. */
interface TemplatePlan {
  /** The template's name (`pipeline`). */
  name: string;
  /**
   * Its needs when the record's task is none that the library's `needs` name (frozen, shared), or null when an
   * install command holds the record's id or name (made per record, from `install`).
   */
  shared: Needs | null;
  /** The task → its needs, for the tasks the library's `needs` name for this template (frozen, shared); null: none. */
  byTask: ReadonlyMap<string, Needs> | null;
  /** The library's `install` for the template, each command as its words (for a record's commands: commandWords). */
  install: readonly (readonly CommandWord[])[];
}

/** Library id → template file → its plan, made as each is first asked for. */
const plans = new Map<string, Map<string, TemplatePlan>>();

/** The plans of a library's templates. */
function plansOf(library: string): Map<string, TemplatePlan> {
  let byFile = plans.get(library);
  if (byFile === undefined) plans.set(library, (byFile = new Map()));
  return byFile;
}

/** The template's name without folder and extension: `python/transformers/pipeline.hbs` → `pipeline`. */
function templateName(template: string): string {
  const name = template.slice(template.lastIndexOf("/") + 1);
  return name.endsWith(".hbs") ? name.slice(0, -4) : name;
}

/**
 * The plan of a template of a library. An `install` template is the install step itself: it needs nothing.
 * The others need the library's `install` for them, and what its `needs` add for the template and a task.
 */
function planOf(library: string, template: string): TemplatePlan {
  const name = templateName(template);
  if (name === "install") return { name, shared: INSTALL_STEP, byTask: null, install: [] };
  const install = libraryInstall(library, name) ?? [];
  const words = install.map(commandWords);
  if (install.some((command) => command.includes("{"))) return { name, shared: null, byTask: null, install: words };
  const base = install.length === 0 ? NO_NEEDS : needsOf(install);
  const tasks = new Set(libraryTemplateNeeds(library, name).flatMap((need) => need.tasks ?? []));
  const byTask = new Map([...tasks].map((task) => [task, withNeedsBoth(base, neededBeyondInstall(library, name, task))] as const));
  return { name, shared: withNeedsBoth(base, neededBeyondInstall(library, name, undefined)), byTask: byTask.size > 0 ? byTask : null, install: words };
}

/** Both needs (ungated, gated) with what `needs` add, frozen; `base` itself when they add nothing. */
function withNeedsBoth(base: Needs, needs: LibraryNeed[]): Needs {
  if (needs.length === 0) return base;
  return [Object.freeze(withNeeds(base[0], needs)), Object.freeze(withNeeds(base[1], needs))];
}

/** The install commands of a plan whose commands hold the record's id or name, for this record. */
function recordNeeds(plan: TemplatePlan, record: ModelRecord): Needs {
  const name = repoName(record.id);
  const install = plan.install.map((words) => withRecord(words, record.id, name));
  return [{ install, env: NO_ENV }, { install, env: GATED_ENV }];
}

/**
 * A word of an install command: as it is, or (a word holding a `{`) its parts around each `{id}` and `{name}`,
 * the text between them at even places and the placeholder at odd ones (`["x/", "{id}", ".whl"]`).
 */
type CommandWord = string | readonly string[];

/** A command of `install` as its words, each word holding a `{` split once here, not per record. */
function commandWords(command: string): CommandWord[] {
  return command.split(" ").map((word) => (word.includes("{") ? word.split(/(\{id\}|\{name\})/) : word));
}

/** The command (its words) with the record's id and name in place of `{id}` and `{name}`: each word holding one, a shell word. */
function withRecord(words: readonly CommandWord[], id: string, name: string): string {
  let command = "";
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (i > 0) command += " ";
    if (typeof word === "string") {
      command += word;
      continue;
    }
    let text = "";
    for (let j = 0; j < word.length; j++) text += j % 2 === 0 ? word[j]! : word[j] === "{id}" ? id : name;
    command += shString(text);
  }
  return command;
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

/** A snippet's requirements by its template's plan, for this record (`gated`: 1 for a gated repository, else 0). */
export function snippetRequirements(plan: TemplateNeeds, library: string, record: ModelRecord, gated: 0 | 1): SnippetRequirements {
  if (plan.shared !== null) {
    const task = plan.byTask === null ? undefined : record.pipeline_tag;
    return ((task !== undefined && plan.byTask!.get(task)) || plan.shared)[gated];
  }
  // Made from this record: its own objects.
  const more = neededBeyondInstall(library, plan.name, record.pipeline_tag);
  const own = recordNeeds(plan, record)[gated];
  return more.length === 0 ? own : withNeeds(own, more);
}

/**
 * Each snippet with its requirements. An `install` snippet is the install step itself: nothing. The others
 * need the library's `install` commands (catalogue/libraries.yaml, by template where one needs others), what
 * the library's `needs` add for the template and the record's task, and a gated repository a token.
 * Requirements are frozen objects shared by every snippet with the same needs (worked out once per template:
 * TemplatePlan), and each snippet is one literal (no spread: a property written after a spread costs about a
 * microsecond in Node 20). `gated`: whether the record's repository is gated (its gatedKind, which the caller has).
 */
export function withLibraryRequirements(library: string, snippets: RenderedLibrarySnippet[], record: ModelRecord, gated: boolean): LibrarySnippet[] {
  const byFile = plansOf(library);
  const out: LibrarySnippet[] = new Array(snippets.length);
  for (let i = 0; i < snippets.length; i++) {
    const s = snippets[i]!;
    let plan = byFile.get(s.template);
    if (plan === undefined) byFile.set(s.template, (plan = planOf(library, s.template)));
    out[i] = { language: s.language, template: s.template, content: s.content, requirements: snippetRequirements(plan, library, record, gated ? 1 : 0) };
  }
  return out;
}

/** What the snippets of one template of a library need, worked out once: for a caller that renders it for many records. */
export type TemplateNeeds = Readonly<TemplatePlan>;

/** The needs of a template file of a library (`python/timm/usage.hbs`), for snippetRequirements. */
export function templateNeeds(library: string, template: string): TemplateNeeds {
  const byFile = plansOf(library);
  let plan = byFile.get(template);
  if (plan === undefined) byFile.set(template, (plan = planOf(library, template)));
  return plan;
}
