// Local apps: "run this model on your own machine". The catalogue (catalogue/local-apps.yaml) says
// which models each app serves and what it offers: a deep link, or shell snippets rendered from
// templates/sh/local-apps/. This module decides, for one record, which apps apply, which GGUF file
// they run, and renders their snippets.
import { localApps, type LocalAppEntry, type LocalAppSnippetData, type Platform } from "../../catalogue/local-apps.ts";
import { baseModelOf, repoName } from "../record.ts";
import type { Snippet } from "../inference/snippets.ts";
import { isConversational, sampleInputFor, sampleMessages } from "../inputs.ts";
import { validateModel, type ModelRecord } from "../model.ts";
import { renderTemplateFile } from "../render/templates.ts";
import { LocalAppOptionsError, PLACEHOLDER_FILE, chooseGGUF, ggufFileAt, ggufFiles, isGGUFRepository, type GGUFFile } from "./gguf.ts";
import { handlesTools, holds, type ModelFacts } from "./rules.ts";

export { LocalAppOptionsError, PLACEHOLDER_FILE, availableQuants, chooseGGUF, ggufFileAt, ggufFiles, isGGUFRepository } from "./gguf.ts";
export type { GGUFFile } from "./gguf.ts";

/** Language and folder of every local-app template. */
export const LOCAL_APP_LANGUAGE = "sh" as const;
/** The folder of every local-app template: `templates/sh/local-apps/`. */
export const LOCAL_APP_FOLDER = "local-apps" as const;

/**
 * A rendered part of a local app's step: a snippet without requirements, since the app's own setup step
 * (install, pull) is what it needs.
 */
export type LocalAppPart = Omit<Snippet, "requirements">;

/** One step of an app: an optional setup (install, pull) and the commands to run, each with its template. */
export interface LocalAppSnippet extends LocalAppPart {
  /** Its heading (`Install from brew`, `Use Docker`). */
  title: string;
  /** What to run first (install, pull), if anything. */
  setup?: LocalAppPart;
}

/** A local app that can run the model (getLocalApps): how to open it there, or the commands that run it. */
export interface LocalApp {
  /** The app's id in the catalogue, e.g. `llama.cpp`. */
  app: string;
  /** Display name. */
  label: string;
  /** The app's documentation. */
  docsUrl: string;
  /** The operating systems it runs on. */
  platforms: Platform[];

  /** The URL that opens the model in the app, for apps that take one. */
  deeplink?: string;
  /** Shell steps, in order, for apps run from a terminal; empty for deep-link apps. */
  snippets: LocalAppSnippet[];
}

/** The options of getLocalApps. */
export interface LocalAppOptions {
  /** The GGUF quantisation to run (`Q8_0`); default: Q4_K_M when present, else the nearest one. */
  quant?: string;
  /**
   * The GGUF file the user picked (`path/to/model-Q4_K_M.gguf`), as a model page knows it: the apps run
   * it, with or without `siblings` in the record. Give it or `quant`, not both.
   */
  file?: string;
  /**
   * Where no file is picked (neither `file` nor `quant`), leave the hub's placeholders for the page to
   * fill in: `{{QUANT_TAG}}` where the quantisation goes (`ollama run 'hf.co/<id>:{{QUANT_TAG}}'`),
   * `{{GGUF_FILE}}` where the file's path goes, and deep links without a file. A page with a quantisation
   * picker replaces them as it does the hub's snippets. Default false: a file is chosen from `siblings`.
   */
  placeholders?: boolean;
}

/** Facts about a record that decide its apps, and the template context they share. */
export function modelFacts(model: ModelRecord, options: LocalAppOptions = {}): ModelFacts {
  return {
    model,
    tags: new Set(model.tags ?? []),
    gguf: fileFor(model, options),
    toolCalling: handlesTools(model),
  };
}

/** The GGUF file the apps run: the one picked, else the placeholder (when asked for), else one chosen from `siblings`. */
function fileFor(model: ModelRecord, options: LocalAppOptions): GGUFFile | undefined {
  if (options.file !== undefined) return ggufFileAt(model, options.file);
  if (options.placeholders === true && options.quant === undefined) return isGGUFRepository(model) ? PLACEHOLDER_FILE : undefined;
  return chooseGGUF(ggufFiles(model), options.quant);
}

/** The values templates print (always through literal helpers). */
function templateContext(facts: ModelFacts): Record<string, unknown> {
  const { model, gguf } = facts;
  const quant = gguf?.quant ?? null;
  const ref = quant ? `${model.id}:${quant}` : model.id;
  /** The name the local server knows the model by. */
  const served = gguf ? ref : model.id;
  const conversational = isConversational(model);
  const prompt = sampleInputFor({ ...model, pipeline_tag: "text-generation" })?.inputs ?? null;
  return {
    id: model.id,
    name: repoName(model.id),
    ref,
    quant,
    file: gguf?.path ?? null,
    served,
    tokenizer: gguf ? (baseModelOf(model) ?? null) : null,
    mlx: facts.tags.has("mlx"),
    conversational,
    prompt,
    body: conversational
      ? { model: served, messages: sampleMessages(model) }
      : { model: served, prompt, max_tokens: 128 },
  };
}

function renderPart(template: string, context: Record<string, unknown>): LocalAppPart {
  const rendered = renderTemplateFile(LOCAL_APP_LANGUAGE, LOCAL_APP_FOLDER, [template], context, { trimEnd: true });
  return { language: LOCAL_APP_LANGUAGE, client: LOCAL_APP_FOLDER, template: rendered.template, content: rendered.content };
}

function snippetApplies(s: LocalAppSnippetData, facts: ModelFacts): boolean {
  return (s.when === undefined || holds(s.when, facts)) && (s.unless === undefined || !holds(s.unless, facts));
}

/** A step of an app rendered, beside the catalogue's data for it. */
export interface RenderedStep {
  /** The step as catalogue/local-apps.yaml gives it. */
  data: LocalAppSnippetData;
  /** The step rendered. */
  snippet: LocalAppSnippet;
  /** Its commands one by one (the catalogue's `alternatives`), when asked for and the step has them. */
  alternatives?: LocalAppPart[];
}

/**
 * An app's steps for a record's facts (modelFacts), whether or not the app serves the record: the steps
 * whose `when` holds and `unless` does not, rendered; with `alternatives`, each step's commands one by one
 * too (where the catalogue gives them). getLocalApps offers an app only where it serves.
 */
export function renderSteps(
  app: LocalAppEntry,
  facts: ModelFacts,
  {
    alternatives = false,
    context = templateContext(facts),
  }: {
    /** Also render each step's alternative commands one by one, where the catalogue gives them. */
    alternatives?: boolean;
    /** The template context, when the caller made it already. */
    context?: Record<string, unknown>;
  } = {},
): RenderedStep[] {
  return (app.snippets ?? [])
    .filter((s) => snippetApplies(s, facts))
    .map((s) => {
      const partContext = { ...context, endpoint: s.endpoint ?? null, contextSize: s.contextSize ?? null };
      const run = renderPart(s.run, partContext);
      const step: RenderedStep = { data: s, snippet: { ...run, title: s.title, ...(s.setup ? { setup: renderPart(s.setup, partContext) } : {}) } };
      if (alternatives && s.alternatives) step.alternatives = s.alternatives.map((template) => renderPart(template, partContext));
      return step;
    });
}

/**
 * The deep link: the first pattern whose `when` holds, with the id and file filled in; a pattern that
 * needs the file is passed over while the file is the placeholder (the hub's links then name no file).
 */
export function deeplinkFor(app: LocalAppEntry, facts: ModelFacts): string | undefined {
  const gguf = facts.gguf;
  const link = app.deeplink?.find((l) => (l.when === undefined || holds(l.when, facts)) && !(gguf?.placeholder && l.url.includes("{file}")));
  if (!link) return undefined;
  return link.url.replace(/\{(id|file)\}/g, (_, name: string) => {
    if (name === "id") return facts.model.id; // hub ids are letters, digits, / . _ - only
    if (!gguf) throw new Error(`local app ${app.id}: deep link needs a GGUF file`);
    return gguf.path.split("/").map(encodeURIComponent).join("/");
  });
}

/** Local apps for a record that is already validated (internal callers). */
export function localAppsFor(model: ModelRecord, options: LocalAppOptions = {}): LocalApp[] {
  const facts = modelFacts(model, options);
  let context: Record<string, unknown> | undefined;
  const apps: LocalApp[] = [];
  for (const app of Object.values(localApps)) {
    if (!holds(app.serves, facts)) continue;
    const base = { app: app.id, label: app.label, docsUrl: app.docsUrl, platforms: [...app.platforms] };
    if (app.deeplink) {
      apps.push({ ...base, deeplink: deeplinkFor(app, facts), snippets: [] });
      continue;
    }
    context ??= templateContext(facts);
    const snippets = renderSteps(app, facts, { context }).map((step) => step.snippet);
    if (snippets.length > 0) apps.push({ ...base, snippets });
  }
  return apps;
}

/**
 * The local apps that can run a model, each with its deep link or shell snippets (every snippet names
 * the template that rendered it). The GGUF file is `file` when given (the one the user picked), else
 * chosen from `siblings` (`quant`, default Q4_K_M or the nearest). The record is validated first (a bad
 * one is a ModelRecordError); an unknown `quant` is a LocalAppOptionsError listing the quantisations the
 * files offer, a `file` that is no GGUF file of the repository one naming it.
 */
export function getLocalApps(model: ModelRecord | unknown, options: LocalAppOptions = {}): LocalApp[] {
  if (options.quant !== undefined && typeof options.quant !== "string") {
    throw new LocalAppOptionsError(`quant: must be a string such as "Q4_K_M", got ${JSON.stringify(options.quant)}`);
  }
  if (options.placeholders !== undefined && typeof options.placeholders !== "boolean") {
    throw new LocalAppOptionsError(`placeholders: must be true or false, got ${JSON.stringify(options.placeholders) ?? String(options.placeholders)}`);
  }
  if (options.file !== undefined && options.quant !== undefined) {
    throw new LocalAppOptionsError("file, quant: give the file the user picked or a quantisation, not both");
  }
  return localAppsFor(validateModel(model), options);
}
