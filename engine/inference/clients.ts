// Inference clients. A client is one folder, templates/<language>/<client>/: its templates (at least a
// `_default.hbs`) and a `client.yaml` saying when it applies and where it is listed:
//   order: 40        # snippets are listed by this number
//   serves: http     # which calls it can make (the rules below)
// Adding a client that follows an existing rule is that folder and nothing else.
import { z } from "zod";
import { sdkSupports } from "../../catalogue/inference.ts";
import { loadYamlFile } from "../../catalogue/load.ts";
import { clientFiles } from "#template-files";
import type { InferenceCall } from "./request.ts";

/** When a client can make a call. Decisions, so TypeScript; each client names one. */
export const CLIENT_RULES = {
  /** Any call with a URL: raw HTTP clients. */
  http: (call: InferenceCall) => call.url !== null,
  /** Chat completion: OpenAI-compatible clients. */
  chat: (call: InferenceCall) => call.chat,
  /** The hub's own SDKs, where the SDK has a method for the task and its released version serves the provider. */
  "hub-sdk": (call: InferenceCall, client: string, language: string) =>
    (call.sdk as Record<string, string | null>)[language] != null &&
    (call.endpointUrl !== null ||
      sdkSupports(call.provider, client as "huggingface.js" | "huggingface_hub", call.chat ? "conversational" : call.task)),
  /** A provider's own SDK (fal_client for fal): non-chat calls routed to a provider that names this client. */
  "provider-sdk": (call: InferenceCall, client: string) =>
    !call.chat && call.endpointUrl === null && (call.provider.clients ?? []).includes(client),
} as const;

/** Request flows a client's template may not handle yet; a call that needs one is not offered to it. */
const FLOWS = {
  /** fal's job queue: post, poll the status, fetch the result. */
  queue: (call: InferenceCall) => call.queue !== null,
  /** A job answer polled until it is done (Replicate predictions). */
  poll: (call: InferenceCall) => call.poll !== null,
} as const;

const clientSchema = z.strictObject({
  order: z.number().int().nonnegative(),
  serves: z.enum(Object.keys(CLIENT_RULES) as [keyof typeof CLIENT_RULES, ...(keyof typeof CLIENT_RULES)[]]),
  /** Flows its templates do not handle: no snippet is offered rather than one that stops half way. */
  lacks: z.array(z.enum(Object.keys(FLOWS) as [keyof typeof FLOWS, ...(keyof typeof FLOWS)[]])).optional(),
});

export interface InferenceClient {
  language: string;
  client: string;
  order: number;
  /** The rule it serves by (client.yaml `serves`). */
  serves: keyof typeof CLIENT_RULES;
  /** Whether this client can make the call. */
  applies: (call: InferenceCall) => boolean;
}

/** Reads client definitions (`language/client` → client.yaml text) into clients, in listing order. */
export function loadClients(files: Record<string, string>): InferenceClient[] {
  return Object.entries(files)
    .map(([folder, text]) => {
      const file = `templates/${folder}/client.yaml`;
      const { order, serves, lacks = [] } = loadYamlFile(file, clientSchema, text);
      const [language, client] = folder.split("/") as [string, string];
      const rule = CLIENT_RULES[serves];
      const missing = lacks.map((flow) => FLOWS[flow]);
      const applies =
        missing.length === 0
          ? (call: InferenceCall) => rule(call, client, language)
          : (call: InferenceCall) => {
              if (!rule(call, client, language)) return false;
              for (let i = 0; i < missing.length; i++) if (missing[i]!(call)) return false;
              return true;
            };
      return { language, client, order, serves, applies };
    })
    .sort((a, b) => a.order - b.order || a.language.localeCompare(b.language) || a.client.localeCompare(b.client));
}

/** Every inference client, in the order snippets are listed. */
export const INFERENCE_CLIENTS: readonly InferenceClient[] = loadClients(clientFiles);
