// What catalogue/pipelines.yaml holds: the schema the full table (catalogue/pipelines.ts) and its list of
// ids (catalogue/pipeline-ids.ts) are validated with.
import { z } from "zod";
import { MODALITIES, type Holds, type PipelineData, type SameType, type SubTask } from "./shapes.ts";

const kebab = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");

export const subTaskSchema = z.strictObject({
  name: z.string().min(1),
  type: kebab,
});

export const pipelineSchema = z.strictObject({
  /** Hidden from the dataset filters. */
  hideInDatasets: z.boolean().optional(),
  /** Hidden from the model filters. */
  hideInModels: z.boolean().optional(),
  modality: z.enum(MODALITIES),
  /** Display name, e.g. "Text Classification". */
  name: z.string().min(1),
  subtasks: z.array(subTaskSchema).min(1).optional(),
});

export const pipelinesFileSchema = z.record(kebab, pipelineSchema);

// The schemas give exactly the shapes catalogue/shapes.ts declares.
export type PipelineSchemaChecks = [
  Holds<SameType<z.infer<typeof subTaskSchema>, SubTask>>,
  Holds<SameType<z.infer<typeof pipelineSchema>, PipelineData>>,
];
