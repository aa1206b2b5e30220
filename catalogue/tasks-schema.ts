// What catalogue/tasks/*.yaml and catalogue/task-libraries.yaml hold: the schemas catalogue/tasks.ts validates
// them with, each checked to give exactly the shape catalogue/shapes.ts declares.
import { z } from "zod";
import type { ExampleRepo, Holds, SameType, TaskDemoEntry, TaskDescription } from "./shapes.ts";

const taskId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a task id");

export const exampleRepoSchema = z.strictObject({
  description: z.string().min(1),
  /** A hub id (`owner/name`) for models, datasets and spaces; a metric's name for metrics. */
  id: z.string().min(1),
});

const labelScore = z.strictObject({ label: z.string(), score: z.number() });

export const demoEntrySchema = z.discriminatedUnion("type", [
  z.strictObject({ filename: z.string().min(1), type: z.literal("audio") }),
  z.strictObject({ data: z.array(labelScore).min(1), type: z.literal("chart") }),
  z.strictObject({ filename: z.string().min(1), type: z.literal("img") }),
  z.strictObject({ table: z.array(z.array(z.string())).min(1), type: z.literal("tabular") }),
  z.strictObject({ content: z.string(), label: z.string(), type: z.literal("text") }),
  z.strictObject({
    text: z.string().min(1),
    tokens: z.array(z.strictObject({ end: z.number().int(), start: z.number().int(), type: z.string().min(1) })),
    type: z.literal("text-with-tokens"),
  }),
]);

export const taskDescriptionSchema = z.strictObject({
  /** The task whose page this one stands for (e.g. text-to-audio → text-to-speech). */
  canonicalId: taskId.optional(),
  datasets: z.array(exampleRepoSchema),
  demo: z.strictObject({ inputs: z.array(demoEntrySchema), outputs: z.array(demoEntrySchema) }),
  isPlaceholder: z.boolean().optional(),
  metrics: z.array(exampleRepoSchema),
  models: z.array(exampleRepoSchema),
  spaces: z.array(exampleRepoSchema),
  summary: z.string().min(1),
  /** Models shown in the task page's widget. */
  widgetModels: z.array(z.string().min(1)),
  /** A YouTube video id explaining the task, or "" when there is none. */
  youtubeId: z.string(),
});

export const taskLibrariesFileSchema = z.record(taskId, z.array(z.string().min(1)));

export type TaskSchemaChecks = [
  Holds<SameType<z.infer<typeof exampleRepoSchema>, ExampleRepo>>,
  Holds<SameType<z.infer<typeof demoEntrySchema>, TaskDemoEntry>>,
  Holds<SameType<z.infer<typeof taskDescriptionSchema>, TaskDescription>>,
];
