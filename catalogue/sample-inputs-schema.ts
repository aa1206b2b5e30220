// What catalogue/inference/sample-inputs.yaml holds, checked to give exactly the shape catalogue/shapes.ts declares.
import { z } from "zod";
import { SAMPLE_FILE_KINDS, type Holds, type HubFile, type SameType, type SampleDocument, type SampleInput, type SampleInputs } from "./shapes.ts";

const fileKind = z.enum(SAMPLE_FILE_KINDS);
/** A part of a hub repository id or of a path in it: no slash, no `..`, nothing a URL would need to escape. */
const pathPart = z.string().regex(/^(?!\.\.?$)[A-Za-z0-9._-]+$/);
const box = z.array(z.number().int().min(0).max(1000)).length(4);

export const hubFileSchema = z.strictObject({
  dataset: z.string().regex(/^[A-Za-z0-9._-]+\/[A-Za-z0-9._-]+$/, "a dataset id, owner/name"),
  path: z.string().refine((p) => p.split("/").every((part) => pathPart.safeParse(part).success), "a path in the dataset: parts of letters, digits, . _ -"),
});
export const sampleDocumentSchema = z.union([hubFileSchema, z.strictObject({ words: z.array(z.strictObject({ box, word: z.string().min(1) })).min(1) })]);

export const sampleInputSchema = z.strictObject({
  file: fileKind.optional(),
  inputs: z.unknown(),
  parameters: z.record(z.string(), z.unknown()).optional(),
});

// A record (not an object schema) so the message keeps its own key order: role first, as requests show it.
const chatMessage = z.record(z.string(), z.unknown()).superRefine((message, ctx) => {
  if (!["system", "user", "assistant"].includes(message.role as string)) {
    ctx.addIssue({ code: "custom", path: ["role"], message: "must be system, user or assistant" });
  }
  if (!("content" in message)) ctx.addIssue({ code: "custom", path: ["content"], message: "is required" });
});
export const sampleInputsSchema = z.strictObject({
  chat: z.strictObject({ image: z.array(chatMessage), text: z.array(chatMessage) }),
  files: z.strictObject({ audio: hubFileSchema, document: sampleDocumentSchema, image: hubFileSchema, video: hubFileSchema }),
  tasks: z.record(z.string(), sampleInputSchema),
});

export type SampleInputsSchemaChecks = [
  Holds<SameType<z.infer<typeof hubFileSchema>, HubFile>>,
  Holds<SameType<z.infer<typeof sampleDocumentSchema>, SampleDocument>>,
  Holds<SameType<z.infer<typeof sampleInputSchema>, SampleInput>>,
  Holds<SameType<z.infer<typeof sampleInputsSchema>, SampleInputs>>,
];
