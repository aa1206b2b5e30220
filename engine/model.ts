// The model record: what the hub knows about a model, as the snippet generators read it.
// Every string in it is author-controlled text; validation checks its shape, never trusts its content.
import { InputError } from "../catalogue/input-error.ts";
import type { InferenceProviderMapping } from "./inference/mapping-types.ts";
import { closest } from "./suggest.ts";

/** The hub's repository id rule: an optional namespace and a name, letters, digits, `-`, `_`, `.`. */
export const MODEL_ID_RE = /^(?:[A-Za-z0-9](?:[A-Za-z0-9._-]{0,94}[A-Za-z0-9])?\/)?[A-Za-z0-9](?:[A-Za-z0-9._-]{0,94}[A-Za-z0-9])?$/;

/** What makes `id` no hub repository id (MODEL_ID_RE, no `--` or `..`), or null when it is one. */
export function modelIdProblem(id: string): string | null {
  if (!MODEL_ID_RE.test(id)) {
    return "must be [namespace/]name using letters, digits, '-', '_' and '.', starting and ending with a letter or digit, at most 96 characters each";
  }
  if (id.includes("--") || id.includes("..")) return "must not contain '--' or '..'";
  if (id.length > 96) return "must be at most 96 characters";
  return null;
}

/**
 * A model record as the hub's model API gives it (`GET /api/models/<id>`), with the fields snippets read.
 * Other fields are allowed and ignored; `null` in an optional field means absent (validateModel drops it).
 */
export interface ModelRecord {
  /** The repository id, `[namespace/]name`. */
  id: string;
  /** The task the model card declares (`text-generation`, `object-detection`, ...). */
  pipeline_tag?: string;
  /** The library the model loads with (`transformers`, `diffusers`, ...): picks the library snippets. */
  library_name?: string;
  /** The repository's tags (`conversational`, `gguf`, `lora`, `base_model:...`). */
  tags?: string[];
  /** The mask token of a fill-mask model (`[MASK]`, `<mask>`). */
  mask_token?: string;
  /** The repository's `config.json` summary (`architectures`, `model_type`, `tokenizer_config`, ...). */
  config?: Record<string, unknown>;
  /** The model card's metadata (`base_model`, `instance_prompt`, `license`, ...). */
  cardData?: Record<string, unknown>;
  /** The widget's example inputs from the model card; the first one is the snippets' input. */
  widgetData?: Record<string, unknown>[];
  /** What transformers knows of the model (`auto_model`, `pipeline_tag`, `processor`). */
  transformersInfo?: Record<string, unknown>;
  /** The repository's files as the hub API lists them: `[{ rfilename }]` (local apps pick GGUF files from them). */
  siblings?: {
    /** The file's path in the repository. */
    rfilename: string;
    [field: string]: unknown;
  }[];
  /** The hub's summary of a GGUF repository's header (`context_length`, `chat_template`, ...). */
  gguf?: Record<string, unknown>;
  /**
   * The providers that serve the model, as the hub's API gives them with `expand[]=inferenceProviderMapping`:
   * a list of `{ provider, providerId, hfModelId, task, status, adapter?, adapterWeightsPath?, type? }`, or
   * the object keyed by provider it gave before. Inference snippets for a provider take its model id, task
   * and LoRA adapter from its entry. Its shape is checked here; each entry where a snippet reads it.
   */
  inferenceProviderMapping?: InferenceProviderMapping;
}

/**
 * A model record as the public functions take it: a ModelRecord where an optional field may also be
 * `null`, as the hub's API gives it (`library_name: null`, `cardData: null`); null means absent.
 */
export type ModelRecordInput = { [K in keyof ModelRecord]: undefined extends ModelRecord[K] ? ModelRecord[K] | null : ModelRecord[K] } & {
  /** The repository's gate as the hub's API gives it: `false`, `"auto"` or `"manual"` (engine/notices.ts reads it). */
  gated?: boolean | string | null;
};

/**
 * The fields snippets read, and what each must be. This one table gives the check every record passes
 * through (isModelRecord), the explanation of a failure (no schema library: it runs in the browser too),
 * and, in engine/model-schema.ts, the zod schema that feeds the JSON Schema. Other fields are allowed.
 */
export const MODEL_FIELDS = {
  /** A repository id. */
  id: "modelId",
  /** A string, if any. */
  pipeline_tag: "string?",
  /** A string, if any. */
  library_name: "string?",
  /** A list of strings, if any. */
  tags: "strings?",
  /** A string, if any. */
  mask_token: "string?",
  /** An object, if any. */
  config: "record?",
  /** An object, if any. */
  cardData: "record?",
  /** A list of objects, if any. */
  widgetData: "records?",
  /** An object, if any. */
  transformersInfo: "record?",
  /** A list of `{ rfilename }`, if any. */
  siblings: "siblings?",
  /** An object, if any. */
  gguf: "record?",
  /** A list of entries or an object keyed by provider, if any. */
  inferenceProviderMapping: "mapping?",
} as const satisfies Record<keyof ModelRecord, string>;

/** What a field of MODEL_FIELDS must be (`?`: or absent). */
export type FieldRule = (typeof MODEL_FIELDS)[keyof typeof MODEL_FIELDS];

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

/** What a value is, for a message: `a number`, `a list`, `null`. */
function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "an object";
  return typeof value === "undefined" ? "nothing" : `a ${typeof value}`;
}

/**
 * Each rule's problem with a present, non-null value (`[path suffix, problem]`), or null when it is fine.
 * The check and the explanation are the same code, so they cannot disagree.
 */
const RULE_PROBLEMS: Record<FieldRule, (v: unknown) => [string, string] | null> = {
  modelId: (v) =>
    typeof v !== "string" ? ["", `expected a string, got ${kindOf(v)}`] : isModelId(v) ? null : ["", `${JSON.stringify(v)} ${modelIdProblem(v)}`],
  "string?": (v) => (typeof v === "string" ? null : ["", `expected a string, got ${kindOf(v)}`]),
  "strings?": (v) => {
    if (!Array.isArray(v)) return ["", `expected a list of strings, got ${kindOf(v)}`];
    for (let i = 0; i < v.length; i++) if (typeof v[i] !== "string") return [`[${i}]`, `expected a string, got ${kindOf(v[i])}`];
    return null;
  },
  "record?": (v) => (isPlainRecord(v) ? null : ["", `expected an object, got ${kindOf(v)}`]),
  "records?": (v) => {
    if (!Array.isArray(v)) return ["", `expected a list of objects, got ${kindOf(v)}`];
    for (let i = 0; i < v.length; i++) if (!isPlainRecord(v[i])) return [`[${i}]`, `expected an object, got ${kindOf(v[i])}`];
    return null;
  },
  "siblings?": (v) => {
    if (!Array.isArray(v)) return ["", `expected a list of { rfilename } objects, got ${kindOf(v)}`];
    for (let i = 0; i < v.length; i++) {
      const x = v[i];
      if (!isPlainRecord(x)) return [`[${i}]`, `expected an object, got ${kindOf(x)}`];
      if (typeof x.rfilename !== "string") return [`[${i}].rfilename`, `expected a string, got ${kindOf(x.rfilename)}`];
    }
    return null;
  },
  "mapping?": (v) => {
    if (isPlainRecord(v)) {
      for (const key of Object.keys(v)) if (!isPlainRecord(v[key])) return [`.${key}`, `expected an object (a mapping entry), got ${kindOf(v[key])}`];
      return null;
    }
    if (!Array.isArray(v)) return ["", `expected a list of mapping entries or an object keyed by provider, got ${kindOf(v)}`];
    for (let i = 0; i < v.length; i++) if (!isPlainRecord(v[i])) return [`[${i}]`, `expected an object (a mapping entry), got ${kindOf(v[i])}`];
    return null;
  },
};

const FIELD_CHECKS = Object.entries(MODEL_FIELDS).map(([field, rule]) => [field, RULE_PROBLEMS[rule], rule === "modelId"] as const);

/** A field's state for the check: absent or fine (0), null (1, to drop), or not what it must be (-1). */
const absentOrNull = (v: unknown) => (v === undefined ? 0 : v === null ? 1 : -1);
const optString = (v: unknown) => (typeof v === "string" ? 0 : absentOrNull(v));
const optRecord = (v: unknown) => (typeof v === "object" && v !== null && !Array.isArray(v) ? 0 : absentOrNull(v));
function allStrings(v: unknown[]): boolean {
  for (let i = 0; i < v.length; i++) if (typeof v[i] !== "string") return false;
  return true;
}
function allRecords(v: unknown[]): boolean {
  for (let i = 0; i < v.length; i++) if (!isPlainRecord(v[i])) return false;
  return true;
}
function allSiblings(v: unknown[]): boolean {
  for (let i = 0; i < v.length; i++) {
    const x = v[i];
    if (!isPlainRecord(x) || typeof x.rfilename !== "string") return false;
  }
  return true;
}
const optList = (v: unknown, items: (v: unknown[]) => boolean) => (Array.isArray(v) ? (items(v) ? 0 : -1) : absentOrNull(v));
/** The provider mapping: a list of objects, or an object of objects keyed by provider. */
function optMapping(v: unknown): number {
  if (!isPlainRecord(v)) return optList(v, allRecords);
  for (const key in v) if (Object.hasOwn(v, key) && !isPlainRecord(v[key])) return -1;
  return 0;
}

const INVALID = -1;
const VALID = 0;

/**
 * The check: the rules of MODEL_FIELDS written out field by field, over the record's own keys in one
 * for-in (V8 walks its enum cache and reads each value by index: a third of the time of twelve named
 * reads, which are megamorphic across the hub's many record shapes), no message built and nothing
 * allocated. -1: no model record; 0: one; 1: one with a null to drop.
 * model.test.ts holds it equal to the explanation's rules and to the zod schema, field by field.
 */
function checkRecord(d: unknown): number {
  if (!isPlainRecord(d)) return INVALID;
  let found = VALID;
  let hasId = false;
  let state: number;
  for (const key in d) {
    const v = d[key];
    switch (key) {
      case "id":
        if (typeof v !== "string" || !isModelId(v)) return INVALID;
        hasId = true;
        continue;
      case "pipeline_tag":
      case "library_name":
      case "mask_token":
        state = optString(v);
        break;
      case "config":
      case "cardData":
      case "transformersInfo":
      case "gguf":
        state = optRecord(v);
        break;
      case "tags":
        state = optList(v, allStrings);
        break;
      case "widgetData":
        state = optList(v, allRecords);
        break;
      case "siblings":
        state = optList(v, allSiblings);
        break;
      case "inferenceProviderMapping":
        state = optMapping(v);
        break;
      default:
        continue;
    }
    if (state === INVALID) return INVALID;
    found |= state;
  }
  return hasId ? found : INVALID;
}

/** Whether `data` is a model record (nulls in optional fields count as absent). */
export function isModelRecord(data: unknown): data is ModelRecord {
  return checkRecord(data) !== INVALID;
}

/** A model record that is not one: the message names the source, each field and its problem. */
export class ModelRecordError extends InputError {
  /** The class\'s name, kept in the minified package. */
  override readonly name: string = "ModelRecordError";
}

/** Every problem of what is not a model record, a line each: `source: field: problem`. */
function explain(data: unknown, source: string): string {
  if (!isPlainRecord(data)) return `${source}: (root): expected an object (a model record), got ${kindOf(data)}`;
  const lines: string[] = [];
  for (const [field, problem, required] of FIELD_CHECKS) {
    const v = data[field];
    if (v === undefined || v === null) {
      if (required) lines.push(`${source}: ${field}: required (a string, the repository id)`);
      continue;
    }
    const found = problem(v);
    if (found) lines.push(`${source}: ${field}${found[0]}: ${found[1]}`);
  }
  return lines.join("\n");
}

/**
 * Validates a model record where it enters (public API, CLI, bulk, playground) and returns it: the same
 * object, or a copy without the optional fields that are `null` (the hub's API gives `library_name: null`,
 * `cardData: null`). Throws ModelRecordError naming the source, the field and the problem. Code past this
 * point takes a typed ModelRecord.
 */
export function validateModel(data: unknown, source = "model"): ModelRecord {
  const checked = checkRecord(data);
  if (checked === INVALID) throw new ModelRecordError(explain(data, source));
  if (checked === VALID) return data as ModelRecord;
  return Object.fromEntries(Object.entries(data as Record<string, unknown>).filter(([field, v]) => !(v === null && Object.hasOwn(MODEL_FIELDS, field)))) as unknown as ModelRecord;
}

/**
 * Top-level fields of the hub's model API that snippets do not read (besides `gated`, which notices
 * read): a record may carry them, and none is a misspelling of a field of MODEL_FIELDS (`_id` is one
 * edit from `id`).
 */
const OTHER_RECORD_FIELDS: readonly string[] = ["_id", "author", "createdAt", "disabled", "downloads", "downloadsAllTime", "gated", "inference", "lastModified", "likes", "model-index", "modelId", "private", "safetensors", "sha", "spaces", "trendingScore", "usedStorage"];

/** A top-level field of a record that is not one snippets read but is close to one: likely misspelt. */
export interface FieldNearMiss {
  /** The field as the record spells it (`pipline_tag`). */
  field: string;
  /** The field of MODEL_FIELDS it is closest to (`pipeline_tag`). */
  meant: string;
}

/**
 * The record's top-level fields that snippets do not read but that are a near miss of one they do
 * (`pipline_tag`, `pipelineTag`, `Library_Name`): validation allows any other field, so a misspelt one
 * would pass silently and its value go unread. Nothing for a field the hub's API gives, nor for what is
 * no object. The CLI prints each as a warning.
 */
export function fieldNearMisses(data: unknown): FieldNearMiss[] {
  if (!isPlainRecord(data)) return [];
  const misses: FieldNearMiss[] = [];
  for (const field of Object.keys(data)) {
    if (Object.hasOwn(MODEL_FIELDS, field) || OTHER_RECORD_FIELDS.includes(field)) continue;
    // As spelt, then with camelCase as snake_case (`pipelineTag`): the fields mix both.
    const [meant] = [field, field.replace(/(?<=[a-z])[A-Z]/g, (c) => `_${c}`)].flatMap((name) => closest(name, Object.keys(MODEL_FIELDS), 1));
    if (meant !== undefined && !Object.hasOwn(data, meant)) misses.push({ field, meant });
  }
  return misses;
}

/** Whether the record has the tag. */
export function hasTag(model: ModelRecord, tag: string): boolean {

  return model.tags?.includes(tag) ?? false;
}
