// What catalogue/inference/sample-inputs.yaml holds, checked to give exactly the shape catalogue/shapes.ts declares.
import { z } from "zod";
import type { Holds, SameType, SampleInput, SampleInputs } from "./shapes.ts";

export const sampleInputSchema = z.strictObject({
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
  tasks: z.record(z.string(), sampleInputSchema),
});

export type SampleInputsSchemaChecks = [
  Holds<SameType<z.infer<typeof sampleInputSchema>, SampleInput>>,
  Holds<SameType<z.infer<typeof sampleInputsSchema>, SampleInputs>>,
];
