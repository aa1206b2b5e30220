// The shapes of the catalogue's data, as TypeScript: what the catalogue modules export and what the
// package's declarations show (free of the schema library, which the package does not install). Each
// *-schema.ts module holds the zod schema that validates a file and checks, at compile time, that the
// schema gives exactly the shape declared here (SameType), so the two cannot drift apart.

/** True when A and B are the same type (neither wider nor narrower). */
export type SameType<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only when T is true: `type _ = Holds<SameType<X, Y>>`. */
export type Holds<T extends true> = T;

// ── Pipelines (catalogue/pipelines.yaml) ─────────────────────────────────────────────────────────

export const MODALITIES = ["audio", "cv", "multimodal", "nlp", "other", "rl", "tabular"] as const;
/** A pipeline's kind of data. */
export type Modality = (typeof MODALITIES)[number];

export const MODALITY_LABELS: Record<Modality, string> = {
  audio: "Audio",
  cv: "Computer Vision",
  multimodal: "Multimodal",
  nlp: "Natural Language Processing",
  other: "Other",
  rl: "Reinforcement Learning",
  tabular: "Tabular",
};

/** A pipeline id such as `text-classification`. */
export type PipelineType = string;

/** A narrower task within a pipeline (`extractive-qa` within question answering). */
export interface SubTask {
  /** Display name. */
  name: string;
  /** Its id, lower-case words joined by hyphens. */
  type: string;
}

/** A pipeline as catalogue/pipelines.yaml describes it. */
export interface PipelineData {
  /** Hidden from the dataset filters. */
  hideInDatasets?: boolean | undefined;
  /** Hidden from the model filters. */
  hideInModels?: boolean | undefined;
  modality: Modality;
  /** Display name, e.g. "Text Classification". */
  name: string;
  subtasks?: SubTask[] | undefined;
}

// ── Libraries (catalogue/libraries.yaml, catalogue/library-tasks.yaml) ───────────────────────────────

/** A model library as catalogue/libraries.yaml describes it. */
export interface LibraryData {
  /** The Python API tables (catalogue/api-tables/<table>.yaml) its Python snippets are checked with. */
  apiTables?: string[] | undefined;
  /** Which repository files count as a download; absent: config.json, config.yaml, hyperparams.yaml, params.json, meta.yaml. */
  countDownloads?: string | undefined;
  docsUrl?: string | undefined;
  /** Shown among the hub's model filters. */
  filter?: boolean | undefined;
  /** Name shown on tags and on the "use this model" button. */
  prettyLabel: string;
  /** Name of the library's code repository. */
  repoName: string;
  repoUrl: string;
  /** `true`: snippets of its own; a library id: that library's snippets; absent: none. */
  snippets?: true | string | undefined;
}

/** The pipeline tags a library's pipeline-style API serves, with where the list comes from. */
export interface LibraryTasksEntry {
  /** Where the list comes from: a URL or a package file. */
  source: string;
  tasks: string[];
  /** The library version the list holds for, when the source names one. */
  version?: string | undefined;
}

// ── Inference (catalogue/providers.yaml, catalogue/inference/*.yaml) ─────────────────────────────────

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
/** The kind of call a task makes, which picks the template (`templates/<language>/<client>/<kind>.hbs`). */
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** File types a provider's answer can be declared to hold (providers.yaml `outputFormat`), as file extensions. */
export const OUTPUT_FORMATS = ["png", "jpg", "webp", "flac", "wav", "mp3", "mp4"] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** A body template (see providers.yaml): JSON whose `$name` strings are filled in by the request builder. */
export const BODY_PLACEHOLDERS = ["$inputs", "$prompt", "$model", "$file", "$fileBase64", "$loras", "$loraBaseModel", "$loraModelUrl", "$parameters"] as const;

/** A path into a JSON answer: keys and list indexes. */
export type JsonPath = (string | number)[];

/** How a provider serves one task: its route, body and answer (catalogue/providers.yaml, `tasks`). */
export interface ProviderTask {
  path: string;
  body: Record<string, unknown>;
  /** Bodies for particular provider models: the first whose `models` pattern (case-insensitive) matches wins. */
  variants?: { models: string; body: Record<string, unknown> }[] | undefined;
  /** Task parameters the provider names differently: ours → theirs. */
  parameterNames?: Record<string, string> | undefined;
  /** The answer is a job that may still be running: where it is named, and how its state reads. */
  poll?:
    | {
        url?: JsonPath | undefined;
        path?: string | undefined;
        id?: JsonPath | undefined;
        status: JsonPath;
        done: string;
        failed: string[];
      }
    | undefined;
  /** Sent through the provider's job queue. */
  queue?: boolean | undefined;
  /** The input file's media type as the provider reads it, by file extension. */
  fileTypes?: Record<string, string> | undefined;
  /** The sample input file shown for this route instead of the task's. */
  sampleInput?: string | undefined;
  /** The provider's own model ids this route serves (absent: any). */
  models?: string[] | undefined;
  /** The file type of the answer where the provider's API fixes it. */
  outputFormat?: OutputFormat | undefined;
  /** What the file the answer points to holds, where the task's own answer is JSON. */
  output?: "image" | "audio" | "video" | undefined;
  response: "json" | "base64" | "url" | "binary";
  responsePath: JsonPath;
  unwrapList?: boolean | undefined;
  /** The URL at the response path may be a data: URL holding the file itself. */
  dataUrl?: boolean | undefined;
}

/** An inference provider as catalogue/providers.yaml describes it. */
export interface ProviderData {
  /** The environment variable its own API key is read from. */
  apiKeyEnv: string;
  authScheme: "Bearer" | "Key";
  /** Serves chat completion. */
  chat: boolean;
  /** Its chat completion route, where it has one of its own. */
  chatPath: string | null;
  /** Provider SDK clients (a folder under templates/<language>/) offered for its non-chat calls. */
  clients?: string[] | undefined;
  /** Headers every non-chat request to it carries. */
  headers?: Record<string, string> | undefined;
  /** LoRA adapters: the tasks that take them, the endpoint model and base model, what an adapter's path names. */
  lora?:
    | {
        tasks: string[];
        model?: string | undefined;
        baseModel?: string | undefined;
        adapterPath?: "weightsUrl" | "modelId" | undefined;
      }
    | undefined;
  /** The router picks the provider itself (`auto`). */
  selectsProvider?: boolean | undefined;
  /** Its own API's base URL, for direct requests. */
  direct: string | null;
  /** Not served through the router: every call goes to `direct` with its own key. */
  directOnly?: boolean | undefined;
  inferenceApi?: { pipelineRoutes: string[]; unserved: string[] } | undefined;
  /** Display name. */
  label: string;
  /** Its models are the hub ids under this prefix. */
  modelIdPrefix?: string | undefined;
  /** The host of its job queue. */
  queue?: string | undefined;
  /** false: its API documentation says its chat route takes no `response_format` with a JSON schema. */
  responseFormat?: false | undefined;
  /** Its name in the router's paths. */
  router: string | null;
  /** What a released SDK cannot do with it yet, by SDK. */
  sdkLacks: Partial<Record<"huggingface.js" | "huggingface_hub", string[]>>;
  /** The tasks it serves, by pipeline id. */
  tasks: Record<string, ProviderTask>;
}

/** A current provider, with its id. */
export type Provider = ProviderData & { id: string };

/** A provider the hub no longer offers. */
export interface RetiredProvider {
  label: string;
  /** The date it left, YYYY-MM-DD. */
  retired: string;
}

/** How a pipeline is called (catalogue/inference/tasks.yaml). */
export interface InferenceTask {
  /** Its method in @huggingface/inference, or null where the client has none. */
  "huggingface.js": string | null;
  /** Its method in huggingface_hub's InferenceClient, or null where it has none. */
  huggingface_hub: string | null;
  /** Where the input file goes: the whole input, the `image` of the inputs, or none. */
  inputFile: "input" | "inputs.image" | "none";
  kind: TemplateKind;
  request: "json" | "audio" | "image";
  response: "json" | "image" | "audio" | "video";
}

/** A task's sample input (catalogue/inference/sample-inputs.yaml). */
export interface SampleInput {
  inputs: unknown;
  parameters?: Record<string, unknown> | undefined;
}

/** Every sample input: the chat conversations, and one per task. */
export interface SampleInputs {
  chat: { image: Record<string, unknown>[]; text: Record<string, unknown>[] };
  tasks: Record<string, SampleInput>;
}

// ── Local apps (catalogue/local-apps.yaml) ────────────────────────────────────────────────────────────

export const PLATFORMS = ["linux", "macos", "windows"] as const;
export type Platform = (typeof PLATFORMS)[number];

/** What a condition can say about a model's files. */
export const FILE_KINDS = ["gguf", "gguf-single-file"] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** One alternative of a rule: it holds when every condition in it holds. */
export interface Condition {
  anyTag?: string[] | undefined;
  files?: FileKind | undefined;
  library?: string[] | undefined;
  pipeline?: string[] | undefined;
  quantMethod?: string[] | undefined;
  tags?: string[] | undefined;
  toolCalling?: true | undefined;
}

/** A rule: a list of alternatives, any of which may hold. */
export type Rule = Condition[];

/** One snippet of a local app: its run template, an optional setup template, when it is shown. */
export interface LocalAppSnippetData {
  /** The local server's base URL, for templates that call it. */
  endpoint?: string | undefined;
  /** The context length (tokens) the app needs from the local server it starts. */
  contextSize?: number | undefined;
  run: string;
  setup?: string | undefined;
  title: string;
  unless?: Rule | undefined;
  when?: Rule | undefined;
}

/** A command or deep link as the app's docs give it, and the page that gives it. */
export interface DocumentedForm {
  source: string;
  text: string;
}

/** A local app as catalogue/local-apps.yaml describes it. */
export interface LocalAppData {
  /** When and against which pages of the app's docs its output was checked. */
  checked: { date: string; forms: DocumentedForm[] };
  deeplink?: { url: string; when?: Rule | undefined }[] | undefined;
  docsUrl: string;
  /** Name shown on the "use this model" button. */
  label: string;
  mainTask: string;
  platforms: Platform[];
  serves: Rule;
  snippets?: LocalAppSnippetData[] | undefined;
}

/** A local app, with its id. */
export type LocalAppEntry = LocalAppData & { id: string };

// ── Tasks (catalogue/tasks/*.yaml, catalogue/task-libraries.yaml) ─────────────────────────────────────

/** A model, dataset, space or metric a task page shows. */
export interface ExampleRepo {
  description: string;
  /** A hub id (`owner/name`) for models, datasets and spaces; a metric's name for metrics. */
  id: string;
}

/** One input or output of a task page's demo. */
export type TaskDemoEntry =
  | { filename: string; type: "audio" }
  | { data: { label: string; score: number }[]; type: "chart" }
  | { filename: string; type: "img" }
  | { table: string[][]; type: "tabular" }
  | { content: string; label: string; type: "text" }
  | { text: string; tokens: { end: number; start: number; type: string }[]; type: "text-with-tokens" };

/** A task page's description as written (catalogue/tasks/<task>.yaml). */
export interface TaskDescription {
  /** The task whose page this one stands for. */
  canonicalId?: string | undefined;
  datasets: ExampleRepo[];
  demo: { inputs: TaskDemoEntry[]; outputs: TaskDemoEntry[] };
  isPlaceholder?: boolean | undefined;
  metrics: ExampleRepo[];
  models: ExampleRepo[];
  spaces: ExampleRepo[];
  summary: string;
  /** Models shown in the task page's widget. */
  widgetModels: string[];
  /** A YouTube video id explaining the task, or "" when there is none. */
  youtubeId: string;
}

export type TaskDemo = TaskDescription["demo"];
