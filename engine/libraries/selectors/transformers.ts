// transformers: a pipeline snippet when transformers' pipeline() serves the task (catalogue/library-tasks.yaml,
// transformers v5), and direct loading with the model's auto class; seq2seq tasks whose pipeline v5
// removed (summarization, translation, text2text-generation) get a generate() example instead. custom_code models need trust_remote_code; conversational text and image-text-to-text
// models get chat-template examples.
import { libraryServesTask } from "../../../catalogue/library-served-tasks.ts";
import type { ModelRecord } from "../../model.ts";
import { hasTag } from "../../model.ts";
import { constantData, isConstantData } from "../../literals.ts";
import { isConversational, sampleInputFor, sampleMessages } from "../../inputs.ts";
import { librarySampleInput, sampleFileKind, type LibraryInput } from "../sample-files.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { FALLBACK, render, safeIdentifier, recordNotice } from "../render.ts";

/** Tasks whose transformers v4 pipeline was removed in v5: the model is loaded and run with generate(). */
const SEQ2SEQ_TASKS = new Set(["summarization", "text2text-generation", "translation"]);

export function transformersSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  const info = model.transformersInfo;
  const conversational = isConversational(model);
  const chat = conversational ? (model.pipeline_tag === "image-text-to-text" ? "image" : "text") : null;
  const seq2seq = chat === null && model.pipeline_tag !== undefined && SEQ2SEQ_TASKS.has(model.pipeline_tag);
  const defaultAutoModel =
    chat === "text" ? "AutoModelForCausalLM" : chat === "image" ? "AutoModelForImageTextToText" : seq2seq ? "AutoModelForSeq2SeqLM" : "AutoModel";
  const autoModel = safeIdentifier(info?.auto_model, defaultAutoModel, "auto model class");
  const processor = safeIdentifier(info?.processor, chat === "image" ? "AutoProcessor" : "AutoTokenizer", "processor class");
  let notes: string | null = info ? null : FALLBACK.modelType;
  for (const note of [autoModel.note, processor.note]) if (note !== null) notes = notes === null ? note : `${notes}\n${note}`;
  const context = {
    id: model.id,
    pipelineTag: model.pipeline_tag ?? null,
    trustRemoteCode: hasTag(model, "custom_code"),
    autoModel: autoModel.name,
    processor: seq2seq || (info && (info.processor !== undefined || chat)) ? processor.name : null,
    processorVar: processor.name.includes("Tokenizer") ? "tokenizer" : "processor",
    notes,
    chat,
    messages: chat ? transformersMessages(sampleMessages(model)) : null,
    text: seq2seq ? sampleText(model) : null,
    call: chat === null ? pipelineCall(model) : null,
    document: chat === null ? documentInput(model) : null,
    video: null as string | null,
    forward: null as string | null,
    notice: recordNotice(),
  };
  // A video is decoded by the snippet with PyAV (the pipeline decodes a file or URL with torchcodec).
  const single = context.call?.length === 1 ? context.call[0]! : null;
  if (sampleFileKind(model.pipeline_tag) === "video" && single?.name === null && typeof single.value === "string") {
    context.video = single.value;
    context.call = null;
  }
  // Direct loading runs the model once when its input is one text its tokenizer takes.
  if (chat === null && !seq2seq && context.processor !== null && context.processorVar === "tokenizer") {
    const only = context.call?.length === 1 ? context.call[0]! : null;
    if (only && only.name === null && typeof only.value === "string") context.forward = only.value;
  }
  const snippets: RenderedLibrarySnippet[] = [];
  if (libraryServesTask("transformers", model.pipeline_tag)) {
    snippets.push(render("python", "transformers", "pipeline", context));
  }
  snippets.push(render("python", "transformers", directTemplate(model, chat !== null && info !== undefined), context));
  return snippets;
}

/** One argument of a pipeline call: positional when it has no name. */
export interface CallArgument {
  name: string | null;
  value: unknown;
}

/** A task input in the sample inputs' form: `inputs` (a string, or named parts) and named `parameters`. */
type TaskInput = LibraryInput;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The record's first widget example in the sample inputs' form, or null. The hub's widget names its
 * fields after the widget (`text`, `context`, `table`, `src`, `candidate_labels` as one comma-separated
 * string); the pipelines name them after their arguments.
 */
export function widgetInput(model: ModelRecord): TaskInput | null {
  const w = model.widgetData?.[0];
  if (!w) return null;
  const text = typeof w.text === "string" ? w.text : undefined;
  const src = typeof w.src === "string" ? w.src : undefined;
  const parameters: Record<string, unknown> = {};
  if (typeof w.candidate_labels === "string") {
    const labels = w.candidate_labels.split(",").map((l) => l.trim()).filter(Boolean);
    if (labels.length > 0) parameters.candidate_labels = labels;
  }
  if (text !== undefined && typeof w.context === "string") return { inputs: { context: w.context, question: text }, parameters };
  if (text !== undefined && isRecord(w.table)) return { inputs: { query: text, table: w.table }, parameters };
  if (src !== undefined && text !== undefined) return { inputs: { image: src, question: text }, parameters };
  if (src !== undefined) return { inputs: src, parameters };
  if (text !== undefined) return { inputs: text, parameters };
  return null;
}

/** The same keys, in any order. */
function sameKeys(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => Object.hasOwn(b, k));
}

/**
 * The input a pipeline snippet calls its pipeline on: the record's widget example when it has the form
 * of the task's sample input (a text where the task takes a text, the same named parts and parameters),
 * else the task's sample input; null when the task has neither.
 */
export function taskInput(model: ModelRecord): TaskInput | null {
  const sample = librarySampleInput(model);
  if (sample === null) return null;
  // A document is passed as its words (no OCR): a widget's document image would need Tesseract to be read.
  if (sampleFileKind(model.pipeline_tag) === "document") return sample;
  const widget = widgetInput(model);
  if (widget === null || !sameKeys(widget.parameters, sample.parameters)) return sample;
  if (typeof sample.inputs === "string") return typeof widget.inputs === "string" ? widget : sample;
  return isRecord(sample.inputs) && isRecord(widget.inputs) && sameKeys(sample.inputs, widget.inputs) ? widget : sample;
}

/** A document question: the question and the document's words with their boxes, which the template writes out. */
export interface DocumentInput {
  question: unknown;
  words: unknown;
}

/** The document question of a task whose sample document is its words (document question answering), or null. */
export function documentInput(model: ModelRecord): DocumentInput | null {
  if (sampleFileKind(model.pipeline_tag) !== "document") return null;
  const inputs = taskInput(model)?.inputs;
  if (!isRecord(inputs) || !Array.isArray(inputs.word_boxes)) return null;
  return { question: inputs.question, words: inputs.word_boxes };
}

/**
 * The pipeline call's arguments: a text input positionally, named parts and parameters by name; null when the
 * task has no input or its input is a document's words (documentInput).
 */
export function pipelineCall(model: ModelRecord): CallArgument[] | null {
  if (documentInput(model) !== null) return null;
  const input = taskInput(model);
  if (input === null) return null;
  const args: CallArgument[] = isRecord(input.inputs)
    ? Object.entries(input.inputs).map(([name, value]) => ({ name, value }))
    : [{ name: null, value: input.inputs }];
  for (const [name, value] of Object.entries(input.parameters)) args.push({ name, value });
  return args;
}

/** The task's sample text, or a stand-in sentence when the task has none. */
function sampleText(model: ModelRecord): string {
  const inputs = sampleInputFor(model)?.inputs;
  return typeof inputs === "string" ? inputs : "Hugging Face hosts models, datasets and demos.";
}

/** The direct-loading template: chat, generate() for seq2seq tasks, or plain loading. */
export function directTemplate(model: ModelRecord, chat: boolean): "chat" | "seq2seq" | "direct" {
  if (chat) return "chat";
  if (model.pipeline_tag && SEQ2SEQ_TASKS.has(model.pipeline_tag)) return "seq2seq";
  return "direct";
}

/** The transformers form of each constant sample conversation (see constantData), made once. */
const transformersForms = new WeakMap<unknown[], unknown[]>();

/** Chat messages in transformers' form: image parts are `{ type: "image", url }`. */
export function transformersMessages(messages: unknown[]): unknown[] {
  if (!isConstantData(messages)) return toTransformersForm(messages);
  let form = transformersForms.get(messages);
  if (form === undefined) transformersForms.set(messages, (form = constantData(toTransformersForm(messages))));
  return form;
}

function toTransformersForm(messages: unknown[]): unknown[] {
  return messages.map((message) => {
    const m = message as Record<string, unknown>;
    if (!Array.isArray(m.content)) return { role: m.role, content: m.content };
    const content = m.content.map((part: Record<string, unknown>) => {
      const url = (part.image_url as Record<string, unknown> | undefined)?.url;
      return part.type === "image_url" ? { type: "image", url } : part;
    });
    return { role: m.role, content };
  });
}

export default transformersSnippets;
