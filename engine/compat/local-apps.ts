// `LOCAL_APPS` as the hub's page reads it in @huggingface/tasks: per app its label, docs, main task,
// whether to show it for a model, and either `deeplink(model, filepath?)` or `snippet(model, filepath?)`.
// The hub's contract kept here:
// - where no file is picked, the snippets carry the hub's placeholders `{{QUANT_TAG}}` and `{{GGUF_FILE}}`
//   (the page fills them in from its quantisation picker) and deep links name no file;
// - `snippet()` renders whenever it is called, whatever `displayOnModelPage` says;
// - each app's result has the hub's form (a command for Ollama and Docker Model Runner, steps for the
//   others, each step's commands a list of alternatives for the apps the hub gives so), and a step that
//   calls a server is listed under the steps that start it, not as a way of its own;
// - the apps come in the hub's order.
import { localApps, type LocalAppEntry } from "../../catalogue/local-apps.ts";
import { LocalAppOptionsError, PLACEHOLDER_FILE, deeplinkFor, ggufFileAt, isGGUFRepository, modelFacts, renderSteps, type GGUFFile, type RenderedStep } from "../local-apps/index.ts";
import { holds, type ModelFacts } from "../local-apps/rules.ts";
import type { ModelRecord } from "../model.ts";
import { checkedModel, modelOrUndefined, type ModelData } from "./model.ts";

/** The hub's local apps, in the order its page lists them (`LOCAL_APPS` of @huggingface/tasks). */
export const LOCAL_APP_KEYS = [
  "llama.cpp",
  "node-llama-cpp",
  "vllm",
  "sglang",
  "mlx-lm",
  "tgi",
  "lmstudio",
  "localai",
  "jan",
  "atomic-chat",
  "backyard",
  "jellybox",
  "msty",
  "recursechat",
  "drawthings",
  "diffusionbee",
  "joyfusion",
  "ollama",
  "unsloth",
  "docker-model-runner",
  "lemonade",
  "pi",
  "hermes-agent",
  "openclaw",
] as const;

/** A local app's key, as the hub's `LocalAppKey`. */
export type LocalAppKey = (typeof LOCAL_APP_KEYS)[number];

/** The apps that open the model by a link (the others are run from a terminal). */
export type DeeplinkAppKey = "lmstudio" | "jan" | "atomic-chat" | "backyard" | "jellybox" | "msty" | "recursechat" | "drawthings" | "diffusionbee" | "joyfusion" | "unsloth";
/** The apps whose snippet is one command, a string (the hub's `snippetOllama`, `snippetDockerModelRunner`). */
export type CommandAppKey = "ollama" | "docker-model-runner";
const COMMAND_APPS: readonly CommandAppKey[] = ["ollama", "docker-model-runner"];
/** The apps whose steps list their commands as alternatives (`content: string[]`), as the hub's do. */
const ALTERNATIVES_APPS: ReadonlySet<string> = new Set<LocalAppKey>(["llama.cpp", "vllm", "sglang", "tgi"]);

/** A step of a terminal app, as the hub's `LocalAppSnippet`. */
export interface LocalAppSnippet {
  /** Its heading. */
  title: string;
  /** The setup (install, pull) to run first, if any. */
  setup?: string;
  /** The command that runs the model, or (for the apps the hub gives so) its alternatives, each a block. */
  content: string | string[];
}

/** What every local app has, as the hub's `LocalApp`. */
interface LocalAppBase {
  /** Display name. */
  prettyLabel: string;
  /** Its documentation. */
  docsUrl: string;
  /** The pipeline the app is mainly for. */
  mainTask: string;
  /** Runs on macOS only. */
  macOSOnly?: boolean;
  /** Whether the model page offers the app for a model (false for a value that is no model record). */
  displayOnModelPage: (model: ModelData) => boolean;
}

/** An app that opens the model by a link. */
export interface DeeplinkLocalApp extends LocalAppBase {
  /** The URL that opens the model (and the file picked, `filepath`; without it, the link names no file). */
  deeplink: (model: ModelData, filepath?: string) => URL;
}

/** An app run from a terminal: its snippet for the model, with the hub's placeholders where no file is picked. */
export interface SnippetLocalApp<Result = LocalAppSnippet[]> extends LocalAppBase {
  /** The terminal steps that run the model (the file picked, `filepath`). */
  snippet: (model: ModelData, filepath?: string) => Result;
}

/** The local app of a key, with the form of its result. */
export type LocalAppOf<K extends LocalAppKey> = K extends DeeplinkAppKey ? DeeplinkLocalApp : K extends CommandAppKey ? SnippetLocalApp<string> : SnippetLocalApp;

/** A local app as the hub's `LocalApp` describes it. */
export type LocalApp = DeeplinkLocalApp | SnippetLocalApp<string> | SnippetLocalApp;

/** Whether an app serves GGUF files only (every alternative of its `serves` names `files`). */
function servesGGUFOnly(entry: LocalAppEntry): boolean {
  return entry.serves.every((condition) => condition.files !== undefined);
}

/**
 * The facts an app decides on. The GGUF file is the one picked (`filepath`) when the app runs GGUF files
 * for this record, else the hub's placeholders; a `filepath` that is no GGUF file of the repository leaves
 * the placeholders (the hub's function takes any path). A record that is no GGUF repository gets no file
 * unless the app runs GGUF files alone (the hub's llama.cpp snippet for any record).
 */
function factsFor(entry: LocalAppEntry, model: ModelRecord, filepath: string | undefined): ModelFacts {
  const facts = modelFacts(model, { placeholders: true });
  if (!(servesGGUFOnly(entry) || isGGUFRepository(model))) return { ...facts, gguf: undefined };
  let gguf: GGUFFile = PLACEHOLDER_FILE;
  if (filepath) {
    try {
      gguf = ggufFileAt(model, filepath);
    } catch (error) {
      if (!(error instanceof LocalAppOptionsError)) throw error;
    }
  }
  return { ...facts, gguf };
}

/**
 * The steps in the hub's form: a step that calls a server goes under each step that starts it (same
 * `endpoint`), after that step's own commands; as one more alternative where the app lists alternatives,
 * else as the next block of the step's content.
 */
function hubSteps(id: string, steps: readonly RenderedStep[]): LocalAppSnippet[] {
  const calls = steps.filter((step) => step.data.callsServer);
  const startsAServer = (step: RenderedStep) => step.data.endpoint !== undefined && calls.some((call) => call.data.endpoint === step.data.endpoint);
  const out: LocalAppSnippet[] = [];
  for (const step of steps) {
    if (step.data.callsServer && steps.some((other) => !other.data.callsServer && other.data.endpoint === step.data.endpoint)) continue;
    const blocks = step.alternatives?.map((part) => part.content) ?? [step.snippet.content];
    if (!step.data.callsServer && startsAServer(step)) {
      for (const call of calls) if (call.data.endpoint === step.data.endpoint) blocks.push(call.snippet.content);
    }
    out.push({
      title: step.snippet.title,
      ...(step.snippet.setup ? { setup: step.snippet.setup.content } : {}),
      content: ALTERNATIVES_APPS.has(id) ? blocks : blocks.join("\n\n"),
    });
  }
  return out;
}

function compatApp(entry: LocalAppEntry): LocalApp {
  const base: LocalAppBase = {
    prettyLabel: entry.label,
    docsUrl: entry.docsUrl,
    mainTask: entry.mainTask,
    ...(entry.platforms.length === 1 && entry.platforms[0] === "macos" ? { macOSOnly: true } : {}),
    displayOnModelPage: (model) => {
      const record = modelOrUndefined(model);
      // As a model page asks: no file picked, and a file only where the repository is a GGUF one.
      return record !== undefined && holds(entry.serves, modelFacts(record, { placeholders: true }));
    },
  };
  if (entry.deeplink) {
    return {
      ...base,
      deeplink: (model, filepath) => {
        const record = checkedModel(model);
        return new URL(deeplinkFor(entry, factsFor(entry, record, filepath))!);
      },
    };
  }
  if ((COMMAND_APPS as readonly string[]).includes(entry.id)) {
    return {
      ...base,
      snippet: (model: ModelData, filepath?: string) => {
        const record = modelOrUndefined(model);
        const first = record && renderSteps(entry, factsFor(entry, record, filepath))[0];
        return first ? first.snippet.content : "";
      },
    };
  }
  return {
    ...base,
    snippet: (model: ModelData, filepath?: string) => {
      const record = modelOrUndefined(model);
      return record ? hubSteps(entry.id, renderSteps(entry, factsFor(entry, record, filepath), { alternatives: ALTERNATIVES_APPS.has(entry.id) })) : [];
    },
  };
}

/** Every local app of the hub, in the hub's order. */
export const LOCAL_APPS: { readonly [K in LocalAppKey]: LocalAppOf<K> } = Object.fromEntries(
  LOCAL_APP_KEYS.map((key) => {
    const entry = localApps[key];
    if (!entry) throw new Error(`hub-snippets/compat: the catalogue has no local app ${key}`);
    return [key, compatApp(entry)];
  }),
) as { readonly [K in LocalAppKey]: LocalAppOf<K> };
