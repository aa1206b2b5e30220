// The shapes of the catalogue's data, as TypeScript: what the catalogue modules export and what the
// package's declarations show (free of the schema library, which the package does not install). Each
// *-schema.ts module holds the zod schema that validates a file and checks, at compile time, that the
// schema gives exactly the shape declared here (SameType), so the two cannot drift apart.

/** True when A and B are the same type (neither wider nor narrower). */
export type SameType<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only when T is true: `type _ = Holds<SameType<X, Y>>`. */
export type Holds<T extends true> = T;

// ── Pipelines (catalogue/pipelines.yaml) ─────────────────────────────────────────────────────────

/** The modalities a pipeline belongs to. */
export const MODALITIES = ["audio", "cv", "multimodal", "nlp", "other", "rl", "tabular"] as const;
/** A pipeline's kind of data. */
export type Modality = (typeof MODALITIES)[number];

/** Each modality's display name. */
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
  /** Its kind of data. */
  modality: Modality;
  /** Display name, e.g. "Text Classification". */
  name: string;
  /** Its narrower tasks. */
  subtasks?: SubTask[] | undefined;
}

// ── Libraries (catalogue/libraries.yaml, catalogue/library-tasks.yaml) ───────────────────────────────

/** A package of the operating system a snippet needs (a program its call runs), with how to install it. */
export interface SystemPackage {
  /** The package's Debian (and Ubuntu) name, for apt. */
  apt: string;
  /** Its Homebrew name, for macOS. */
  brew: string;
  /** The program's name (`ffmpeg`), as the snippet's library looks for it. */
  name: string;
  /** What the snippet needs it for, in a few words. */
  why: string;
}

/**
 * What some of a library's snippets need beyond its `install`: those of some templates and tasks (absent:
 * all), with more install commands and packages of the operating system.
 */
export interface LibraryNeed {
  /** More install commands. */
  install?: string[] | undefined;
  /** Packages of the operating system. */
  system?: SystemPackage[] | undefined;
  /** The pipeline tags of the records whose snippets need it; absent: every record's. */
  tasks?: string[] | undefined;
  /** The template names (without folder) whose snippets need it; absent: every template's. */
  templates?: string[] | undefined;
}

/** A model library as catalogue/libraries.yaml describes it. */
export interface LibraryData {
  /** The Python API tables (catalogue/api-tables/<table>.yaml) its Python snippets are checked with. */
  apiTables?: string[] | undefined;
  /** Which repository files count as a download; absent: config.json, config.yaml, hyperparams.yaml, params.json, meta.yaml. */
  countDownloads?: string | undefined;
  /** Its documentation. */
  docsUrl?: string | undefined;
  /** What its snippets need installed: shell commands for all, or by template name (`"*"`: the others). */
  install?: string[] | Record<string, string[]> | undefined;
  /** Shown among the hub's model filters. */
  filter?: boolean | undefined;
  /** What some of its snippets need beyond `install` (by template and task). */
  needs?: LibraryNeed[] | undefined;
  /** Name shown on tags and on the "use this model" button. */
  prettyLabel: string;
  /** Name of the library's code repository. */
  repoName: string;
  /** Its code repository's URL. */
  repoUrl: string;
  /** `true`: snippets of its own; a library id: that library's snippets; absent: none. */
  snippets?: true | string | undefined;
}

/** The pipeline tags a library's pipeline-style API serves, with where the list comes from. */
export interface LibraryTasksEntry {
  /** Where the list comes from: a URL or a package file. */
  source: string;
  /** The pipeline tags. */
  tasks: string[];
  /** The library version the list holds for, when the source names one. */
  version?: string | undefined;
}

// ── Inference (catalogue/providers.yaml, catalogue/inference/*.yaml) ─────────────────────────────────

/** Every template kind. */
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
/** A file type in OUTPUT_FORMATS. */
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** A body template (see providers.yaml): JSON whose `$name` strings are filled in by the request builder. */
export const BODY_PLACEHOLDERS = ["$inputs", "$prompt", "$model", "$file", "$fileBase64", "$loras", "$loraBaseModel", "$loraModelUrl", "$parameters"] as const;

/** A path into a JSON answer: keys and list indexes. */
export type JsonPath = (string | number)[];

/** How a provider serves one task: its route, body and answer (catalogue/providers.yaml, `tasks`). */
export interface ProviderTask {
  /** The route, after the provider's base URL. */
  path: string;
  /** The body template. */
  body: Record<string, unknown>;
  /** Bodies for particular provider models: the first whose `models` pattern (case-insensitive) matches wins. */
  variants?:
    | {
        /** A regular expression of the provider model ids it is for. */
        models: string;
        /** The body template for them. */
        body: Record<string, unknown>;
      }[]
    | undefined;
  /** Task parameters the provider names differently: ours → theirs. */
  parameterNames?: Record<string, string> | undefined;
  /** The answer is a job that may still be running: where it is named, and how its state reads. */
  poll?:
    | {
        /** Where the answer gives the job's URL. */
        url?: JsonPath | undefined;
        /** The job's route, with `{id}`, where no URL is given. */
        path?: string | undefined;
        /** Where the answer gives the job's id. */
        id?: JsonPath | undefined;
        /** Where the job's answer gives its state. */
        status: JsonPath;
        /** The state of a finished job. */
        done: string;
        /** The states of a failed job. */
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
  /** How the answer holds the result. */
  response: "json" | "base64" | "url" | "binary";
  /** Where the result is in the answer. */
  responsePath: JsonPath;
  /** The result is the first item of a list. */
  unwrapList?: boolean | undefined;
  /** The URL at the response path may be a data: URL holding the file itself. */
  dataUrl?: boolean | undefined;
}

/** An inference provider as catalogue/providers.yaml describes it. */
export interface ProviderData {
  /** The environment variable its own API key is read from. */
  apiKeyEnv: string;
  /** The scheme of its Authorization header. */
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
        /** The tasks that take an adapter. */
        tasks: string[];
        /** The endpoint model that runs one. */
        model?: string | undefined;
        /** The base model it is sent with. */
        baseModel?: string | undefined;
        /** What names the adapter: its weights' URL or its model id. */
        adapterPath?: "weightsUrl" | "modelId" | undefined;
      }
    | undefined;
  /** The router picks the provider itself (`auto`). */
  selectsProvider?: boolean | undefined;
  /** Its own API's base URL, for direct requests. */
  direct: string | null;
  /** Not served through the router: every call goes to `direct` with its own key. */
  directOnly?: boolean | undefined;
  /** The pipelines of the hub's own inference API. */
  inferenceApi?:
    | {
        /** Those called on their pipeline's route. */
        pipelineRoutes: string[];
        /** Those it does not serve. */
        unserved: string[];
      }
    | undefined;
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
export type Provider = ProviderData & {
  /** Its id, as in `provider` options. */
  id: string;
};

/** A provider the hub no longer offers. */
export interface RetiredProvider {
  /** Display name. */
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
  /** Its template kind. */
  kind: TemplateKind;
  /** What its request sends. */
  request: "json" | "audio" | "image";
  /** What its answer holds. */
  response: "json" | "image" | "audio" | "video";
}

/** The kinds of sample file library snippets read (catalogue/inference/sample-inputs.yaml `files`). */
export const SAMPLE_FILE_KINDS = ["audio", "document", "image", "video"] as const;
/** One of SAMPLE_FILE_KINDS. */
export type SampleFileKind = (typeof SAMPLE_FILE_KINDS)[number];

/** A word of a document and its box. */
export interface WordBox {
  /** x0, y0, x1, y1 on a 0-1000 scale. */
  box: number[];
  /** The word. */
  word: string;
}

/** A sample file of a public dataset on the hub. */
export interface HubFile {
  /** The dataset holding it (`huggingface/documentation-images`). */
  dataset: string;
  /** Its path in the dataset. */
  path: string;
}

/** A sample document: a file of a dataset, or the words of a page with their boxes, the form OCR gives. */
export type SampleDocument =
  | HubFile
  | {
      /** The words of the page, each with its box. */
      words: WordBox[];
    };

/** A sample file library snippets read, of any kind. */
export type SampleFile = HubFile | SampleDocument;

/** A task's sample input (catalogue/inference/sample-inputs.yaml). */
export interface SampleInput {
  /** The kind of sample file its library snippets read in place of the file `inputs` names. */
  file?: SampleFileKind | undefined;
  /** The `inputs`. */
  inputs: unknown;
  /** The task's parameters. */
  parameters?: Record<string, unknown> | undefined;
}

/** Every sample input: the chat conversations, and one per task. */
export interface SampleInputs {
  /** The chat conversations. */
  chat: {
    /** With an image, for vision models. */
    image: Record<string, unknown>[];
    /** Text only. */
    text: Record<string, unknown>[];
  };
  /** The sample files library snippets read, by kind. */
  files: {
    /** The sample audio file. */
    audio: HubFile;
    /** The sample document (a page's words, or a file). */
    document: SampleDocument;
    /** The sample image. */
    image: HubFile;
    /** The sample video. */
    video: HubFile;
  };
  /** By pipeline id. */
  tasks: Record<string, SampleInput>;
}

// ── Local apps (catalogue/local-apps.yaml) ────────────────────────────────────────────────────────────

/** The operating systems a local app runs on. */
export const PLATFORMS = ["linux", "macos", "windows"] as const;
/** One of PLATFORMS. */
export type Platform = (typeof PLATFORMS)[number];

/** What a condition can say about a model's files. */
export const FILE_KINDS = ["gguf", "gguf-single-file"] as const;
/** One of FILE_KINDS. */
export type FileKind = (typeof FILE_KINDS)[number];

/** One alternative of a rule: it holds when every condition in it holds. */
export interface Condition {
  /** The model has one of these tags. */
  anyTag?: string[] | undefined;
  /** Its files are of this kind. */
  files?: FileKind | undefined;
  /** Its library is one of these. */
  library?: string[] | undefined;
  /** Its pipeline is one of these. */
  pipeline?: string[] | undefined;
  /** Its config's quantisation method is one of these. */
  quantMethod?: string[] | undefined;
  /** It has all of these tags. */
  tags?: string[] | undefined;
  /** Its chat template calls tools. */
  toolCalling?: true | undefined;
}

/** A rule: a list of alternatives, any of which may hold. */
export type Rule = Condition[];

/** One snippet of a local app: its run template, an optional setup template, when it is shown. */
export interface LocalAppSnippetData {
  /** The same commands as `run`, one template each (compat lists them as alternatives). */
  alternatives?: string[] | undefined;
  /** The step calls the server the app's steps with the same `endpoint` start (compat lists it under each). */
  callsServer?: true | undefined;
  /** The local server's base URL: the one the step starts, or the one its templates call. */
  endpoint?: string | undefined;
  /** The context length (tokens) the app needs from the local server it starts. */
  contextSize?: number | undefined;
  /** The run template. */
  run: string;
  /** The setup template. */
  setup?: string | undefined;
  /** Its heading. */
  title: string;
  /** Not shown when this holds. */
  unless?: Rule | undefined;
  /** Shown only when this holds. */
  when?: Rule | undefined;
}

/** A command or deep link as the app's docs give it, and the page that gives it. */
export interface DocumentedForm {
  /** The docs page's URL. */
  source: string;
  /** The command or link. */
  text: string;
}

/** A local app as catalogue/local-apps.yaml describes it. */
export interface LocalAppData {
  /** When and against which pages of the app's docs its output was checked. */
  checked: {
    /** YYYY-MM-DD. */
    date: string;
    /** What the docs gave. */
    forms: DocumentedForm[];
  };
  /** Its deep links: the first whose rule holds. */
  deeplink?:
    | {
        /** The link template. */
        url: string;
        /** When it applies (absent: always). */
        when?: Rule | undefined;
      }[]
    | undefined;
  /** Its documentation. */
  docsUrl: string;
  /** Name shown on the "use this model" button. */
  label: string;
  /** The pipeline it is for. */
  mainTask: string;
  /** Where it runs. */
  platforms: Platform[];
  /** The models it is offered for. */
  serves: Rule;
  /** Its snippets. */
  snippets?: LocalAppSnippetData[] | undefined;
}

/**
 * A local app, with its id. `checked` (which pages of the app's docs its output was checked against) is
 * a maintainer's record: present from the sources, left out of the installed package.
 */
export type LocalAppEntry = Omit<LocalAppData, "checked"> & {
  /** Its id. */
  id: string;
  /** When and against which pages of the app's docs its output was checked (from the sources only). */
  checked?: LocalAppData["checked"] | undefined;
};

// ── Tasks (catalogue/tasks/*.yaml, catalogue/task-libraries.yaml) ─────────────────────────────────────

/** A model, dataset, space or metric a task page shows. */
export interface ExampleRepo {
  /** What it is. */
  description: string;
  /** A hub id (`owner/name`) for models, datasets and spaces; a metric's name for metrics. */
  id: string;
}

/** One input or output of a task page's demo. */
export type TaskDemoEntry =
  | {
      /** An audio file. */
      filename: string;
      /** Audio. */
      type: "audio";
    }
  | {
      /** The bars. */
      data: {
        /** A bar's label. */
        label: string;
        /** Its value. */
        score: number;
      }[];
      /** A bar chart. */
      type: "chart";
    }
  | {
      /** An image file. */
      filename: string;
      /** An image. */
      type: "img";
    }
  | {
      /** The rows, the header first. */
      table: string[][];
      /** A table. */
      type: "tabular";
    }
  | {
      /** The text. */
      content: string;
      /** Its label. */
      label: string;
      /** Text. */
      type: "text";
    }
  | {
      /** The text. */
      text: string;
      /** Its labelled spans. */
      tokens: {
        /** End offset. */
        end: number;
        /** Start offset. */
        start: number;
        /** Label. */
        type: string;
      }[];
      /** Text with labelled spans. */
      type: "text-with-tokens";
    };

/** A task page's description as written (catalogue/tasks/<task>.yaml). */
export interface TaskDescription {
  /** The task whose page this one stands for. */
  canonicalId?: string | undefined;
  /** Datasets for it. */
  datasets: ExampleRepo[];
  /** Its demo. */
  demo: {
    /** The inputs shown. */
    inputs: TaskDemoEntry[];
    /** The outputs shown. */
    outputs: TaskDemoEntry[];
  };
  /** Not written yet. */
  isPlaceholder?: boolean | undefined;
  /** Metrics for it. */
  metrics: ExampleRepo[];
  /** Models for it. */
  models: ExampleRepo[];
  /** Spaces showing it. */
  spaces: ExampleRepo[];
  /** A short description. */
  summary: string;
  /** Models shown in the task page's widget. */
  widgetModels: string[];
  /** A YouTube video id explaining the task, or "" when there is none. */
  youtubeId: string;
}

/** A task page's demo. */
export type TaskDemo = TaskDescription["demo"];

