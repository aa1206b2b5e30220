// transformers: a pipeline snippet when transformers' pipeline() serves the task (catalogue/library-tasks.yaml,
// transformers v5), and direct loading with the model's auto class; seq2seq tasks whose pipeline v5
// removed (summarization, translation, text2text-generation) get a generate() example instead. custom_code models need trust_remote_code; conversational text and image-text-to-text
// models get chat-template examples.
import { libraryServesTask } from "../../../catalogue/library-served-tasks.ts";
import type { ModelRecord } from "../../model.ts";
import { hasTag } from "../../model.ts";
import { constantData, isConstantData } from "../../literals.ts";
import { isConversational, sampleInputFor, sampleMessages } from "../../inputs.ts";
import type { LibrarySnippet } from "../types.ts";
import { FALLBACK, render, safeIdentifier } from "../render.ts";

/** Tasks whose transformers v4 pipeline was removed in v5: the model is loaded and run with generate(). */
const SEQ2SEQ_TASKS = new Set(["summarization", "text2text-generation", "translation"]);

export function transformersSnippets(model: ModelRecord): LibrarySnippet[] {
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
  };
  const snippets: LibrarySnippet[] = [];
  if (libraryServesTask("transformers", model.pipeline_tag)) {
    snippets.push(render("python", "transformers", "pipeline", context));
  }
  snippets.push(render("python", "transformers", directTemplate(model, chat !== null && info !== undefined), context));
  return snippets;
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
