// The sample inputs snippets send when a record gives none: one per task, and the chat conversations
// (catalogue/inference/sample-inputs.yaml). Apart from the providers, so that library and local-app
// snippets, which read them too, do not carry the providers' table.
import { z } from "zod";
import { loadCatalogueFile } from "./load.ts";

const sampleInputSchema = z.strictObject({
  inputs: z.unknown(),
  parameters: z.record(z.string(), z.unknown()).optional(),
});
export type SampleInput = z.infer<typeof sampleInputSchema>;

// A record (not an object schema) so the message keeps its own key order: role first, as requests show it.
const chatMessage = z.record(z.string(), z.unknown()).superRefine((message, ctx) => {
  if (!["system", "user", "assistant"].includes(message.role as string)) {
    ctx.addIssue({ code: "custom", path: ["role"], message: "must be system, user or assistant" });
  }
  if (!("content" in message)) ctx.addIssue({ code: "custom", path: ["content"], message: "is required" });
});
export const sampleInputsSchema = z.strictObject({
  chat: z.strictObject({ image: z.array(chatMessage), text: z.array(chatMessage) }),
  tasks: z.record(z.string(), sampleInputSchema),
});

export const sampleInputs = loadCatalogueFile("inference/sample-inputs.yaml", sampleInputsSchema);
