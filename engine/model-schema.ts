// The model record as a zod schema, made from the same field table as the check (engine/model.ts): it
// gives `snippets schema model` (the JSON Schema editors validate records with), and model.test.ts holds
// the check equal to it. The engine itself validates without it.
import { z } from "zod";
import { MODEL_FIELDS, modelIdProblem, type FieldRule } from "./model.ts";

const modelIdSchema = z.string().superRefine((id, ctx) => {
  const problem = modelIdProblem(id);
  if (problem) ctx.addIssue({ code: "custom", message: `${JSON.stringify(id)} ${problem}` });
});

const record = z.record(z.string(), z.unknown());

/** An optional field may be null: the hub's API gives `library_name: null` for a model without one. */
const ZOD_RULES = {
  modelId: modelIdSchema,
  "string?": z.string().nullish(),
  "strings?": z.array(z.string()).nullish(),
  "record?": record.nullish(),
  "records?": z.array(record).nullish(),
  "siblings?": z.array(z.looseObject({ rfilename: z.string() })).nullish(),
  // Each entry is checked where a snippet reads it (engine/inference/mapping.ts).
  "mapping?": z.union([z.array(record), z.record(z.string(), record)]).nullish(),
} satisfies Record<FieldRule, z.ZodType>;

export const modelRecordSchema = z.looseObject(Object.fromEntries(Object.entries(MODEL_FIELDS).map(([field, rule]) => [field, ZOD_RULES[rule]])));
