// The pipeline name table: every pipeline type (task id) the hub knows, with its display name,
// modality and sub-tasks (the hub no longer publishes a colour per pipeline). Source: catalogue/pipelines.yaml.
import { loadCatalogueFile } from "./load.ts";
import { pipelinesFileSchema } from "./pipeline-schema.ts";
import type { PipelineData, PipelineType } from "./shapes.ts";

export { MODALITIES, MODALITY_LABELS, type Modality, type PipelineData, type PipelineType, type SubTask } from "./shapes.ts";

/** Every pipeline by id, in the file's (alphabetical) order. */
export const pipelines: Readonly<Record<PipelineType, PipelineData>> = loadCatalogueFile("pipelines.yaml", pipelinesFileSchema);

/** Every pipeline id, as catalogue/pipelines.yaml orders them. */
export const PIPELINE_TYPES: readonly PipelineType[] = Object.keys(pipelines);

/** Every subtask id of every pipeline. */
export const SUBTASK_TYPES: readonly string[] = [

  ...new Set(Object.values(pipelines).flatMap((p) => (p.subtasks ?? []).map((s) => s.type))),
];

export { isPipelineType } from "./pipeline-ids.ts";
