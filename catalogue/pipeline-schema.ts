// What catalogue/pipelines.yaml holds: the schema the full table (catalogue/pipelines.ts) and its list of
// ids (catalogue/pipeline-ids.ts) are validated with.
import { z } from "zod";

export const MODALITIES = ["audio", "cv", "multimodal", "nlp", "other", "rl", "tabular"] as const;
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

export type SubTask = z.infer<typeof subTaskSchema>;
export type PipelineData = z.infer<typeof pipelineSchema>;
/** A pipeline id such as `text-classification`. */
export type PipelineType = string;
