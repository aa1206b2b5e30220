// Inference clients. A client is one folder, templates/<language>/<client>/: its templates (at least a
// `_default.hbs`) and a `client.yaml` saying when it applies and where it is listed:
//   order: 40        # snippets are listed by this number
//   serves: http     # which calls it can make (the rules below)
//   without:         # an HTTP client only: a flow partial it does without, and why (HTTP_FLOWS)
//     _get_json: the poll loops GET inline, one call each
// The file's schema is client-schema.ts, the flows client-flows.ts.
// Adding a client that follows an existing rule is that folder and nothing else.
import { sdkSupports } from "../../catalogue/inference.ts";
import type { z } from "zod";
import type { HttpFlow } from "./client-flows.ts";
import { clientSchema, type CLIENT_FLOW_NAMES, type CLIENT_RULE_NAMES } from "./client-schema.ts";
import { loadYamlFile } from "../../catalogue/load.ts";
import { clientFiles } from "#template-files";
import type { InferenceContext } from "./context.ts";
import { ENDPOINT_TOKEN_ENV } from "./check.ts";
import { HUB_TOKEN_ENV, installCommand, type SnippetRequirements } from "../requirements.ts";
import { afterUseTemplates, hasTemplateFolder, packClientDefinitions, templateGeneration } from "../render/templates.ts";

/** When a client can make a call. Decisions, so TypeScript; each client names one. */
export const CLIENT_RULES = {
  /** Any call with a URL: raw HTTP clients. */
  http: (call: InferenceContext) => call.url !== null,
  /** Chat completion: OpenAI-compatible clients. */
  chat: (call: InferenceContext) => call.chat,
  /** The hub's own SDKs, where the SDK has a method for the task and its released version serves the provider. */
  "hub-sdk": (call: InferenceContext, client: string, language: string) =>
    (call.sdk as Record<string, string | null>)[language] != null &&
    (call.endpointUrl !== null ||
      sdkSupports(call.provider, client as "huggingface.js" | "huggingface_hub", call.chat ? "conversational" : call.task, call.lora !== null)),
  /** A provider's own SDK (fal_client for fal): non-chat calls routed to a provider that names this client. */
  "provider-sdk": (call: InferenceContext, client: string) =>
    !call.chat && call.endpointUrl === null && (call.provider.clients ?? []).includes(client),
} as const satisfies Record<(typeof CLIENT_RULE_NAMES)[number], (call: InferenceContext, client: string, language: string) => boolean>;

/** Request flows a client's template may not handle yet; a call that needs one is not offered to it. */
const FLOWS = {
  /** fal's job queue: post, poll the status, fetch the result. */
  queue: (call: InferenceContext) => call.queue !== null,
  /** A job answer polled until it is done (Replicate predictions). */
  poll: (call: InferenceContext) => call.poll !== null,
} as const satisfies Record<(typeof CLIENT_FLOW_NAMES)[number], (call: InferenceContext) => boolean>;

/** A call that needs a newer version of a client's package than its floor. */
export interface RaisedFloor {
  /** The provider's id. */
  provider: string;
  /** The task (pipeline id) of the call. */
  task: string;
  /** The oldest version that makes the call. */
  floor: string;
  /** Why, in words (what the floor version answers). */
  reason: string;
}

/** What a client's snippets need (client.yaml `setup`): a package of the language's package manager, or commands. */
export interface ClientSetup {
  /** The package the snippets import (pip or npm name); its install command is written per language. */
  package?: string | undefined;
  /** The oldest version the snippets work with, which the verify run runs. */
  floor?: string | undefined;
  /** Calls that need a newer version than `floor`. */
  raise?: RaisedFloor[] | undefined;
  /** Install commands, for a client without a package (empty: nothing to install). */
  install?: string[] | undefined;
  /** Variables the client reads itself, by name, with what to set them to: in place of the call's token. */
  env?: Record<string, string> | undefined;
}

/** An inference client: a folder `templates/<language>/<client>/` and its client.yaml. */
export interface InferenceClient {
  /** The language. */
  language: string;
  /** The client's id (its folder's name). */
  client: string;
  /** Its place among the language's clients (client.yaml `order`). */
  order: number;
  /** The rule it serves by (client.yaml `serves`). */
  serves: keyof typeof CLIENT_RULES;
  /** Whether this client can make the call. */
  applies: (call: InferenceContext) => boolean;
  /** The flow partials an HTTP client does without (client.yaml `without`), each with the reason. */
  without: Partial<Record<HttpFlow, string>>;
  /** What its snippets need (client.yaml `setup`). */
  setup: ClientSetup;
}

/** A client.yaml file's data, validated. */
type ClientFile = z.infer<typeof clientSchema>;

/** The client of a folder (`language/client`) and its client.yaml data. */
function clientOf(folder: string, { order, serves, lacks = [], without = {}, setup }: ClientFile): InferenceClient {
  const [language, client] = folder.split("/") as [string, string];
  const rule = CLIENT_RULES[serves];
  const missing = lacks.map((flow) => FLOWS[flow]);
  const applies =
    missing.length === 0
      ? (call: InferenceContext) => rule(call, client, language)
      : (call: InferenceContext) => {
          if (!rule(call, client, language)) return false;
          for (let i = 0; i < missing.length; i++) if (missing[i]!(call)) return false;
          return true;
        };
  return { language, client, order, serves, applies, without, setup };
}

/** The order snippets are listed in: by `order`, then language and client. */
const listingOrder = (a: InferenceClient, b: InferenceClient) => a.order - b.order || a.language.localeCompare(b.language) || a.client.localeCompare(b.client);

/** Reads client definitions (`language/client` → client.yaml text) into clients, in listing order. */
export function loadClients(files: Record<string, string>): InferenceClient[] {
  return Object.entries(files)
    .map(([folder, text]) => clientOf(folder, loadYamlFile(`templates/${folder}/client.yaml`, clientSchema, text)))
    .sort(listingOrder);
}

/**
 * Every inference client, in the order snippets are listed: those of the template files (the repository),
 * and those the template packs handed to useTemplates() bring (the installed package, where each language's
 * pack carries its clients' client.yaml data: a page gets the clients of the languages it shows). Grows
 * when useTemplates() hands over a pack that brings more.
 */
export const INFERENCE_CLIENTS: readonly InferenceClient[] = loadClients(clientFiles);

const CLIENTS_BY_FOLDER = new Map(INFERENCE_CLIENTS.map((c) => [`${c.language}/${c.client}`, c]));

/** Adds the clients of the packs handed over that are not known yet (their data was validated when the pack was built). */
function addPackClients(): void {
  const added: InferenceClient[] = [];
  for (const [folder, definition] of packClientDefinitions()) {
    if (CLIENTS_BY_FOLDER.has(folder)) continue;
    const client = clientOf(folder, definition as ClientFile);
    CLIENTS_BY_FOLDER.set(folder, client);
    added.push(client);
  }
  if (added.length === 0) return;
  const clients = INFERENCE_CLIENTS as InferenceClient[];
  clients.push(...added);
  clients.sort(listingOrder);
}
addPackClients();
afterUseTemplates(addPackClients);

/** The command that installs a client's package for a provider's call of a task: at its floor, or a raised one. */
function installLine(language: string, setup: ClientSetup, provider: string, task: string): string {
  const floor = setup.raise?.find((r) => r.provider === provider && r.task === task)?.floor ?? setup.floor;
  return installCommand(language, setup.package!, floor);
}

/** The token variables' descriptions; a provider's own key is described by its label. */
const TOKEN_DESCRIPTIONS: Record<string, string> = {
  [HUB_TOKEN_ENV]: "a Hugging Face access token that may call Inference Providers (https://huggingface.co/settings/tokens)",
  [ENDPOINT_TOKEN_ENV]: "an access token that may call your Inference Endpoint",
};

/**
 * What a client's snippet of a call needs: the client's install commands, and the variable the call's token
 * is read from (none when the token is written in), or the variables the client reads itself.
 */
export function clientRequirements(
  client: Pick<InferenceClient, "language" | "setup">,
  token: InferenceContext["token"],
  provider: Pick<InferenceContext["provider"], "id" | "label">,
  task: string,
): SnippetRequirements {
  const { setup, language } = client;
  const install = setup.package !== undefined ? [installLine(language, setup, provider.id, task)] : setup.install!.slice();
  if (setup.env) return { install, env: Object.entries(setup.env).map(([name, description]) => ({ name, description })) };
  if (token.literal !== null) return { install, env: [] };
  return { install, env: [{ name: token.env, description: TOKEN_DESCRIPTIONS[token.env] ?? `your ${provider.label} API key` }] };
}

let loaded: { generation: number; clients: readonly InferenceClient[] } = { generation: -1, clients: [] };

/**
 * The clients whose templates are in the store: every one from the sources and from the package's default
 * entries; a page that hands over only some languages' templates (`hub-snippets/inference/core`) gets
 * those languages' snippets and no others.
 */
function loadedClients(): readonly InferenceClient[] {
  const generation = templateGeneration();
  if (loaded.generation !== generation) {
    addPackClients();
    loaded = { generation, clients: INFERENCE_CLIENTS.filter(({ language, client }) => hasTemplateFolder(language, client)) };
  }
  return loaded.clients;
}

/** The clients that make a call, in the order snippets are listed. */
export function clientsFor(context: InferenceContext): InferenceClient[] {
  const clients = loadedClients();
  const out: InferenceClient[] = [];
  for (let i = 0; i < clients.length; i++) if (clients[i]!.applies(context)) out.push(clients[i]!);
  return out;
}

/** The client of a folder, `language/client`, or undefined. */
export function clientOfFolder(language: string, client: string): InferenceClient | undefined {
  return CLIENTS_BY_FOLDER.get(`${language}/${client}`);
}
