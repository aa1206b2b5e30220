// Public entry point of the catalogue: tasks, pipelines, libraries, download queries, quantisation.
export {
  MODALITIES,
  MODALITY_LABELS,
  PIPELINE_TYPES,
  SUBTASK_TYPES,
  isPipelineType,
  pipelines,
  type Modality,
  type PipelineData,
  type PipelineType,
  type SubTask,
} from "./pipelines.ts";
export { FILTER_LIBRARY_IDS, LIBRARY_IDS, isLibraryId, libraries, type Library, type LibraryData, type LibraryId } from "./libraries.ts";
export {
  PLACEHOLDER_TASK_ID,
  checkTaskReferences,
  taskDescriptions,
  taskLibraries,
  tasks,
  type ExampleRepo,
  type Task,
  type TaskDemo,
  type TaskDemoEntry,
  type TaskDescription,
} from "./tasks.ts";
export {
  DEFAULT_DOWNLOAD_FILES,
  DEFAULT_DOWNLOAD_QUERY,
  DOWNLOAD_QUERY_FIELDS,
  DownloadQueryError,
  countsAsDownload,
  downloadQueryFor,
  formatDownloadQuery,
  matchesDownloadQuery,
  parseDownloadQuery,
  type DownloadQuery,
  type DownloadQueryField,
} from "./download-query.ts";
export {
  GGMLFileQuantizationType,
  GGMLQuantizationType,
  GGUF_QUANT_ORDER,
  GGUF_QUANT_RE,
  GGUF_QUANT_RE_GLOBAL,
  findNearestQuantType,
  parseGGUFQuantLabel,
} from "./quantisation.ts";
export { CatalogueError } from "./input-error.ts";
export { InputError } from "./input-error.ts";
export { inferenceTasks, providers, sampleInputs, TEMPLATE_KINDS } from "./inference.ts";
export type { InferenceTask, Provider, ProviderTask, SampleInput, TemplateKind } from "./inference.ts";
export { LOCAL_APP_IDS, PLATFORMS, localApps, type LocalAppEntry, type Platform, type Rule as LocalAppRule } from "./local-apps.ts";
export { checkLibraryTasks, libraryServesTask, libraryTasks, type LibraryTasks } from "./library-tasks.ts";
