// Typed, validated access to the inference-API tables: providers, how each pipeline is called, and the
// sample inputs the snippets send.
import { z } from "zod";
import { loadCatalogueFile } from "./load.ts";

export const TEMPLATE_KINDS = [
  "basic",
  "basicAudio",
  "basicImage",
  "conversational",
  "conversationalStream",
  "documentQuestionAnswering",
  "imageToImage",
  "imageToVideo",
  "questionAnswering",
  "tableQuestionAnswering",
  "tabular",
  "textToAudio",
  "textToImage",
  "textToSpeech",
  "textToVideo",
  "zeroShotClassification",
  "zeroShotImageClassification",
] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export const PAYLOAD_SHAPES = [
  "fal",
  "fal-image",
  "fal-text",
  "openai-completions",
  "openai-images",
  "replicate",
  "replicate-text",
] as const;

const httpsUrl = z.string().regex(/^https:\/\/[^\s/]+[^\s]*[^/\s]$/, "must be an https URL without a trailing slash");
const envName = z.string().regex(/^[A-Z][A-Z0-9_]*$/, "must be an environment variable name (A-Z, 0-9, _)");
const urlPath = z.string().regex(/^\/[A-Za-z0-9_{}./-]*$/, "must be a URL path starting with /");

const providerTaskSchema = z.strictObject({
  path: urlPath,
  payload: z.enum(PAYLOAD_SHAPES),
  response: z.enum(["json", "base64", "url"]),
  responsePath: z.array(z.union([z.string(), z.number().int().nonnegative()])),
  unwrapList: z.boolean().optional(),
});

const providerSchema = z.strictObject({
  apiKeyEnv: envName,
  authScheme: z.enum(["Bearer", "Key"]),
  chat: z.boolean(),
  chatPath: urlPath.nullable(),
  /** Provider SDK clients (a folder under templates/<language>/) offered for this provider's non-chat calls. */
  clients: z.array(z.string().regex(/^[a-z][a-z0-9_.-]*$/)).optional(),
  /** Headers every non-chat request to this provider carries, e.g. replicate's `Prefer: wait`. */
  headers: z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9-]*$/, "must be a header name"), z.string().regex(/^[\x20-\x7e]+$/, "must be printable ASCII")).optional(),
  /** LoRA adapters: the tasks that take them and the endpoint model used when none is given. */
  lora: z.strictObject({ tasks: z.array(z.string()).min(1), model: z.string().min(1) }).optional(),
  /**
   * The router picks the provider itself (`auto`): chat sends the bare model id, and other tasks are
   * only offered through the SDKs, which resolve the provider.
   */
  selectsProvider: z.boolean().optional(),
  direct: httpsUrl.nullable(),
  inferenceApi: z.boolean(),
  label: z.string().min(1),
  queue: z.boolean().optional(),
  router: z.string().regex(/^[a-z0-9-]+$/).nullable(),
  sdkLacks: z.partialRecord(z.enum(["huggingface.js", "huggingface_hub"]), z.array(z.string())),
  tasks: z.record(z.string(), providerTaskSchema),
});

export type Provider = z.infer<typeof providerSchema> & { id: string };
export type ProviderTask = z.infer<typeof providerTaskSchema>;

const inferenceTaskSchema = z.strictObject({
  "huggingface.js": z.string().regex(/^[a-z][A-Za-z]*$/).nullable(),
  huggingface_hub: z.string().regex(/^[a-z][a-z_]*$/).nullable(),
  inputFile: z.enum(["input", "inputs.image", "none"]),
  kind: z.enum(TEMPLATE_KINDS),
  request: z.enum(["json", "audio", "image"]),
  response: z.enum(["json", "image", "audio", "video"]),
});
export type InferenceTask = z.infer<typeof inferenceTaskSchema>;

const sampleInputSchema = z.strictObject({
  inputs: z.unknown(),
  parameters: z.record(z.string(), z.unknown()).optional(),
});
export type SampleInput = z.infer<typeof sampleInputSchema>;

// A record (not an object schema) so the message keeps its own key order: role first, as requests show it.
const chatMessage = z.record(z.string(), z.unknown()).superRefine((message, ctx) => {
  if (!["system", "user", "assistant"].includes(message.role as string)) {
    ctx.addIssue({ code: "custom", path: ["role"], message: "must be system, user or assistant" });
  }
  if (!("content" in message)) ctx.addIssue({ code: "custom", path: ["content"], message: "is required" });
});
const sampleInputsSchema = z.strictObject({
  chat: z.strictObject({ image: z.array(chatMessage), text: z.array(chatMessage) }),
  tasks: z.record(z.string(), sampleInputSchema),
});

export const providers: Record<string, Provider> = Object.fromEntries(
  Object.entries(loadCatalogueFile("providers.yaml", z.record(z.string(), providerSchema))).map(([id, p]) => [
    id,
    { id, ...p },
  ]),
);

export const inferenceTasks: Record<string, InferenceTask> = loadCatalogueFile(
  "inference/tasks.yaml",
  z.record(z.string(), inferenceTaskSchema),
);

export const sampleInputs = loadCatalogueFile("inference/sample-inputs.yaml", sampleInputsSchema);

/** Whether an SDK client's released version can make this provider's call for a task. */
export function sdkSupports(provider: Provider, client: "huggingface.js" | "huggingface_hub", task: string): boolean {
  const lacks = provider.sdkLacks[client];
  return !lacks || !(lacks.includes("*") || lacks.includes(task));
}

export function unknownProviderMessage(providerId: string): string {
  return `Unknown provider "${providerId}". Known providers: ${Object.keys(providers).sort().join(", ")}`;
}
