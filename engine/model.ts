// The model record: what the hub knows about a model, as the snippet generators read it.
// Every string in it is author-controlled text; validation checks its shape, never trusts its content.
import { z } from "zod";
import { formatIssuePath } from "../catalogue/load.ts";

/** The hub's repository id rule: an optional namespace and a name, letters, digits, `-`, `_`, `.`. */
export const MODEL_ID_RE = /^(?:[A-Za-z0-9](?:[A-Za-z0-9._-]{0,94}[A-Za-z0-9])?\/)?[A-Za-z0-9](?:[A-Za-z0-9._-]{0,94}[A-Za-z0-9])?$/;

export function modelIdProblem(id: string): string | null {
  if (!MODEL_ID_RE.test(id)) {
    return "must be [namespace/]name using letters, digits, '-', '_' and '.', starting and ending with a letter or digit, at most 96 characters each";
  }
  if (id.includes("--") || id.includes("..")) return "must not contain '--' or '..'";
  if (id.length > 96) return "must be at most 96 characters";
  return null;
}

const modelIdSchema = z.string().superRefine((id, ctx) => {
  const problem = modelIdProblem(id);
  if (problem) ctx.addIssue({ code: "custom", message: `${JSON.stringify(id)} ${problem}` });
});

const record = z.record(z.string(), z.unknown());

export const modelRecordSchema = z.looseObject({
  id: modelIdSchema,
  pipeline_tag: z.string().optional(),
  library_name: z.string().optional(),
  tags: z.array(z.string()).optional(),
  mask_token: z.string().optional(),
  config: record.optional(),
  cardData: record.optional(),
  widgetData: z.array(record).optional(),
  transformersInfo: record.optional(),
});

export type ModelRecord = z.infer<typeof modelRecordSchema>;

export class ModelRecordError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ModelRecordError";
  }
}

/** Validates a model record; errors name the source, the field and the problem. */
export function validateModel(data: unknown, source = "model"): ModelRecord {
  const result = modelRecordSchema.safeParse(data);
  if (!result.success) {
    throw new ModelRecordError(
      result.error.issues.map((i) => `${source}: ${formatIssuePath(i.path)}: ${i.message}`).join("\n"),
    );
  }
  return result.data;
}

export function hasTag(model: ModelRecord, tag: string): boolean {
  return model.tags?.includes(tag) ?? false;
}
