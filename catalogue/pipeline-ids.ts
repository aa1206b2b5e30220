// The pipeline ids alone (catalogue/pipelines.yaml's keys), for code that checks a task id and reads
// nothing else of the table: the package ships it the ids, not the names, modalities and sub-tasks.
import { loadCatalogueFields } from "./load.ts";
import { pipelinesFileSchema } from "./pipeline-schema.ts";
import type { PipelineType } from "./shapes.ts";

/** Every pipeline id, in the file's (alphabetical) order. */
export const PIPELINE_IDS: readonly PipelineType[] = Object.keys(loadCatalogueFields("pipelines.yaml", "", pipelinesFileSchema));

const known = new Set(PIPELINE_IDS);

/** Whether the catalogue has the pipeline. */
export function isPipelineType(id: string): id is PipelineType {

  return known.has(id);
}
