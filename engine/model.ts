// The model record: what the hub knows about a model, as the snippet generators read it.
// Every string in it is author-controlled text; validation checks its shape, never trusts its content.
import { z } from "zod";
import { InputError } from "../catalogue/input-error.ts";
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

/**
 * The fields snippets read, and what each must be. This one table gives both the compiled check that
 * every record passes through (isModelRecord) and the zod schema that explains a failure and feeds the
 * JSON Schema. Other fields are allowed and ignored.
 */
const MODEL_FIELDS = {
  id: "modelId",
  pipeline_tag: "string?",
  library_name: "string?",
  tags: "strings?",
  mask_token: "string?",
  config: "record?",
  cardData: "record?",
  widgetData: "records?",
  transformersInfo: "record?",
  /** The repository's files as the hub API lists them: `[{ rfilename }]` (local apps pick GGUF files from them). */
  siblings: "siblings?",
  /** The hub's summary of a GGUF repository's header (`context_length`, `chat_template`, ...). */
  gguf: "record?",
} as const;

type FieldRule = (typeof MODEL_FIELDS)[keyof typeof MODEL_FIELDS];

const ZOD_RULES = {
  modelId: modelIdSchema,
  "string?": z.string().optional(),
  "strings?": z.array(z.string()).optional(),
  "record?": record.optional(),
  "records?": z.array(record).optional(),
  "siblings?": z.array(z.looseObject({ rfilename: z.string() })).optional(),
} satisfies Record<FieldRule, z.ZodType>;

type ModelShape = { [Field in keyof typeof MODEL_FIELDS]: (typeof ZOD_RULES)[(typeof MODEL_FIELDS)[Field]] };

export const modelRecordSchema = z.looseObject(
  Object.fromEntries(Object.entries(MODEL_FIELDS).map(([field, rule]) => [field, ZOD_RULES[rule]])) as ModelShape,
);

export type ModelRecord = z.infer<typeof modelRecordSchema>;

/**
 * MODEL_ID_RE without its per-part length bounds (the whole id is at most 96 characters anyway), and
 * with "no `--`, no `..`" inside it: a part is runs of letters and digits joined by runs of `.`, `_`,
 * `-` where a `.` or `-` is never followed by itself. One pass, no backtracking over the namespace,
 * no second scan per rule: half the time of the bounded expression and two `includes`.
 * model.test.ts holds isModelId equal to modelIdProblem.
 */
const ID_PART = String.raw`[A-Za-z0-9]+(?:(?:_|\.(?!\.)|-(?!-))+[A-Za-z0-9]+)*`;
const MODEL_ID_SHAPE = new RegExp(`^${ID_PART}(?:\/${ID_PART})?$`);

/** Whether `id` is a hub repository id: modelIdProblem(id) === null, without building a message. */
export function isModelId(id: string): boolean {
  return id.length <= 96 && MODEL_ID_SHAPE.test(id);
}

const isPlainRecord = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);

/** Tests of a list's items, as loops (the compiled check calls them; no closure per record). */
const ITEM_TESTS = {
  allStrings(v: unknown[]): boolean {
    for (let i = 0; i < v.length; i++) if (typeof v[i] !== "string") return false;
    return true;
  },
  allRecords(v: unknown[]): boolean {
    for (let i = 0; i < v.length; i++) if (!isPlainRecord(v[i])) return false;
    return true;
  },
  allSiblings(v: unknown[]): boolean {
    for (let i = 0; i < v.length; i++) {
      const x = v[i];
      if (!isPlainRecord(x) || typeof x.rfilename !== "string") return false;
    }
    return true;
  },
};

/** The test of one field's value (present or not), as JavaScript source over `v`. */
const RULE_CODE: Record<FieldRule, string> = {
  modelId: `typeof v === "string" && isModelId(v)`,
  "string?": `v === undefined || typeof v === "string"`,
  "strings?": `v === undefined || (Array.isArray(v) && allStrings(v))`,
  "record?": `v === undefined || (typeof v === "object" && v !== null && !Array.isArray(v))`,
  "records?": `v === undefined || (Array.isArray(v) && allRecords(v))`,
  "siblings?": `v === undefined || (Array.isArray(v) && allSiblings(v))`,
};

/**
 * The compiled check: the id of `data` when it is a model record, else null, without copying it (the
 * caller need not read the id again). Generated once from MODEL_FIELDS as straight-line code (one
 * property read and one test per field).
 */
const modelRecordId = new Function(
  "isModelId",
  "items",
  `const { allStrings, allRecords, allSiblings } = items;
  return function modelRecordId(d) {
  if (typeof d !== "object" || d === null || Array.isArray(d)) return null;
  let v, id;
${Object.entries(MODEL_FIELDS)
  .map(([field, rule]) => `  v = d[${JSON.stringify(field)}];\n  if (!(${RULE_CODE[rule]})) return null;${field === "id" ? "\n  id = v;" : ""}`)
  .join("\n")}
  return id;
};`,
)(isModelId, ITEM_TESTS) as (data: unknown) => string | null;

/** Whether `data` is a model record (the compiled check; see modelRecordId, which also gives its id). */
export function isModelRecord(data: unknown): data is ModelRecord {
  return modelRecordId(data) !== null;
}

export class ModelRecordError extends InputError {}

/**
 * Validates a model record where it enters (public API, CLI, bulk, playground) and returns it as it is;
 * errors name the source, the field and the problem. Code past this point takes a typed ModelRecord.
 */
export function validateModel(data: unknown, source = "model"): ModelRecord {
  const id = modelRecordId(data);
  if (id !== null) return data as ModelRecord;
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
