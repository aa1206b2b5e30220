// What catalogue/providers.yaml and catalogue/inference/tasks.yaml hold: the schemas catalogue/inference.ts
// validates them with, each checked to give exactly the shape catalogue/shapes.ts declares.
import { z } from "zod";
import {
  BODY_PLACEHOLDERS,
  OUTPUT_FORMATS,
  TEMPLATE_KINDS,
  type Holds,
  type InferenceTask,
  type ProviderData,
  type ProviderTask,
  type RetiredProvider,
  type SameType,
} from "./shapes.ts";

const httpsUrl = z.string().regex(/^https:\/\/[^\s/]+[^\s]*[^/\s]$/, "must be an https URL without a trailing slash");
/** An environment variable's name (a provider's key, a variable a client reads). */
export const envName = z.string().regex(/^[A-Z][A-Z0-9_]*$/, "must be an environment variable name (A-Z, 0-9, _)");
const jsonPath = z.array(z.union([z.string(), z.number().int().nonnegative()])).min(1);
const urlPath = z.string().regex(/^\/[A-Za-z0-9_{}./-]*$/, "must be a URL path starting with /");


const bodyTemplate: z.ZodType<unknown> = z.lazy(() =>
  z.union([
    z.string().refine((v) => !v.startsWith("$") || (BODY_PLACEHOLDERS as readonly string[]).includes(v), {
      message: `unknown placeholder; known: ${BODY_PLACEHOLDERS.join(", ")}`,
    }),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(bodyTemplate),
    z.record(z.string(), bodyTemplate).refine((o) => !("..." in o) || o["..."] === "$parameters", {
      message: '"..." spreads "$parameters" and nothing else',
    }),
  ]),
);

export const providerTaskSchema = z.strictObject({
  path: urlPath,
  body: z.record(z.string(), bodyTemplate),
  /** Bodies for particular provider models: the first whose `models` pattern (case-insensitive) matches wins. */
  variants: z
    .array(
      z.strictObject({
        models: z.string().refine((pattern) => {
          try {
            new RegExp(pattern, "i");
            return true;
          } catch {
            return false;
          }
        }, "must be a regular expression"),
        body: z.record(z.string(), bodyTemplate),
      }),
    )
    .optional(),
  /** Task parameters the provider names differently: ours → theirs. */
  parameterNames: z.record(z.string(), z.string()).optional(),
  /**
   * The answer is a job that may still be running. Either the answer names the job's URL at `url` (its
   * path is sent to the route's base) and may already be done, or it names the job's id at `id`, which
   * ends `path` (under the route's base) in place of `{id}`, and the job is polled from the start. The snippet polls
   * until the value at `status` is `done`, failing on one of `failed`; the response path then applies to
   * the last answer.
   */
  poll: z
    .strictObject({
      url: jsonPath.optional(),
      path: z.string().regex(/^\/[A-Za-z0-9_./?=&-]*\{id\}$/, "must be a URL path starting with / and ending with {id}").optional(),
      id: jsonPath.optional(),
      status: jsonPath,
      done: z.string().min(1),
      failed: z.array(z.string().min(1)).min(1),
    })
    .refine((p) => (p.url !== undefined) !== (p.path !== undefined && p.id !== undefined) && (p.path === undefined) === (p.id === undefined), {
      message: "names the job either by `url` or by `path` and `id`",
    })
    .optional(),
  /** Sent through the provider's job queue (`queue` on the provider): post, poll the status, fetch the result. */
  queue: z.boolean().optional(),
  /**
   * The input file's type as the provider reads it, by file extension (lower case): the label the data
   * URL carries. A file of another extension is refused.
   */
  fileTypes: z.record(z.string().regex(/^[a-z0-9]+$/, "must be a file extension without the dot"), z.string().regex(/^[a-z]+\/[a-z0-9.+-]+$/, "must be a media type")).optional(),
  /** The sample input file shown for this route instead of the task's (one of the types in `fileTypes`). */
  sampleInput: z.string().regex(/^[A-Za-z0-9_.-]+$/, "must be a file name").optional(),
  /** The provider's own model ids this route serves (absent: any); another id is refused, as the official client refuses it. */
  models: z.array(z.string().min(1)).min(1).optional(),
  /**
   * The file type of the answer where the provider's API fixes it (its documented default format), as
   * the saved file's extension: `output.<format>`. Absent: the task's (output.png, output.flac, output.mp4).
   */
  outputFormat: z.enum(OUTPUT_FORMATS).optional(),
  /** What the file the answer points to holds, where the task's own answer is JSON (a mask, an audio file). */
  output: z.enum(["image", "audio", "video"]).optional(),
  response: z.enum(["json", "base64", "url", "binary"]),
  responsePath: z.array(z.union([z.string(), z.number().int().nonnegative()])),
  unwrapList: z.boolean().optional(),
  /** The URL at the response path may be a data: URL holding the file itself (fal's sync_mode): decoded, not downloaded. */
  dataUrl: z.boolean().optional(),
});

export const providerSchema = z.strictObject({
  apiKeyEnv: envName,
  authScheme: z.enum(["Bearer", "Key"]),
  chat: z.boolean(),
  chatPath: urlPath.nullable(),
  /** Provider SDK clients (a folder under templates/<language>/) offered for this provider's non-chat calls. */
  clients: z.array(z.string().regex(/^[a-z][a-z0-9_.-]*$/)).optional(),
  /** Headers every non-chat request to this provider carries, e.g. replicate's `Prefer: wait`. */
  headers: z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9-]*$/, "must be a header name"), z.string().regex(/^[\x20-\x7e]+$/, "must be printable ASCII")).optional(),
  /**
   * LoRA adapters: the tasks that take them, the endpoint model used for them (absent: the hub's mapping
   * names it, as for any model) and the base model it loads; `adapterPath` is what each adapter's `path`
   * names: the weights file's URL (`weightsUrl`, the default) or the adapter's hub model id (`modelId`).
   */
  lora: z
    .strictObject({
      tasks: z.array(z.string()).min(1),
      model: z.string().min(1).optional(),
      baseModel: z.string().min(1).optional(),
      adapterPath: z.enum(["weightsUrl", "modelId"]).optional(),
    })
    .optional(),
  /**
   * The router picks the provider itself (`auto`): chat sends the bare model id, and other tasks are
   * only offered through the SDKs, which resolve the provider.
   */
  selectsProvider: z.boolean().optional(),
  direct: httpsUrl.nullable(),
  /** Not served through the router: every call goes to `direct` with the provider's own key. */
  directOnly: z.boolean().optional(),
  inferenceApi: z.strictObject({ pipelineRoutes: z.array(z.string()), unserved: z.array(z.string()) }).optional(),
  label: z.string().min(1),
  /** Its models are the hub ids under this prefix; the provider's own id is the rest (client-side routing). */
  modelIdPrefix: z.string().regex(/^[A-Za-z0-9_.-]+\/$/, "must be an organisation name followed by /").optional(),
  /** The host of the provider's job queue, for tasks marked `queue` (the router reaches it with ?_subdomain=queue). */
  queue: httpsUrl.optional(),
  /**
   * Structured output: `false` when the provider's API documentation says its chat route does not take
   * `response_format` with a JSON schema (the snippets then leave the option out); absent: it does.
   */
  responseFormat: z.literal(false).optional(),
  router: z.string().regex(/^[a-z0-9-]+$/).nullable(),
  sdkLacks: z.partialRecord(z.enum(["huggingface.js", "huggingface_hub"]), z.array(z.string())),
  tasks: z.record(z.string(), providerTaskSchema),
});

export const retiredProviderSchema = z.strictObject({
  label: z.string().min(1),
  retired: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD"),
});


export const inferenceTaskSchema = z.strictObject({
  "huggingface.js": z.string().regex(/^[a-z][A-Za-z]*$/).nullable(),
  huggingface_hub: z.string().regex(/^[a-z][a-z_]*$/).nullable(),
  inputFile: z.enum(["input", "inputs.image", "none"]),
  kind: z.enum(TEMPLATE_KINDS),
  request: z.enum(["json", "audio", "image"]),
  response: z.enum(["json", "image", "audio", "video"]),
});

/** providers.yaml as it is read first: each entry is then checked against the schema of its kind (catalogue/inference.ts). */
export const providerEntriesSchema = z.record(z.string(), z.record(z.string(), z.unknown()));

/** catalogue/inference/tasks.yaml: each pipeline's call. */
export const inferenceTasksFileSchema = z.record(z.string(), inferenceTaskSchema);

export type InferenceSchemaChecks = [
  Holds<SameType<z.infer<typeof providerTaskSchema>, ProviderTask>>,
  Holds<SameType<z.infer<typeof providerSchema>, ProviderData>>,
  Holds<SameType<z.infer<typeof retiredProviderSchema>, RetiredProvider>>,
  Holds<SameType<z.infer<typeof inferenceTaskSchema>, InferenceTask>>,
];
