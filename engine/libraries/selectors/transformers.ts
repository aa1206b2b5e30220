// transformers: a pipeline snippet when the task has a pipeline, and direct loading with the model's
// auto class. custom_code models need trust_remote_code; conversational text and image-text-to-text
// models get chat-template examples.
import type { ModelRecord } from "../../model.ts";
import { hasTag } from "../../model.ts";
import { isConversational, sampleMessages } from "../../inputs.ts";
import type { LibrarySnippet } from "../index.ts";
import { FALLBACK, render, safeIdentifier } from "../render.ts";

/** Tasks transformers' pipeline() accepts by name. */
export const TRANSFORMERS_PIPELINES = new Set([
  "audio-classification",
  "automatic-speech-recognition",
  "depth-estimation",
  "document-question-answering",
  "feature-extraction",
  "fill-mask",
  "image-classification",
  "image-feature-extraction",
  "image-segmentation",
  "image-text-to-text",
  "image-to-image",
  "image-to-text",
  "mask-generation",
  "object-detection",
  "question-answering",
  "summarization",
  "table-question-answering",
  "text-classification",
  "text-generation",
  "text-to-audio",
  "text-to-speech",
  "text2text-generation",
  "token-classification",
  "translation",
  "video-classification",
  "visual-question-answering",
  "zero-shot-audio-classification",
  "zero-shot-classification",
  "zero-shot-image-classification",
  "zero-shot-object-detection",
]);

export function transformersSnippets(model: ModelRecord): LibrarySnippet[] {
  const info = model.transformersInfo;
  const conversational = isConversational(model);
  const chat = conversational ? (model.pipeline_tag === "image-text-to-text" ? "image" : "text") : null;
  const defaultAutoModel = chat === "text" ? "AutoModelForCausalLM" : chat === "image" ? "AutoModelForImageTextToText" : "AutoModel";
  const autoModel = safeIdentifier(info?.auto_model, defaultAutoModel, "auto model class");
  const processor = safeIdentifier(info?.processor, chat === "image" ? "AutoProcessor" : "AutoTokenizer", "processor class");
  const notes = [autoModel.note, processor.note].filter((n): n is string => n !== null);
  if (!info) notes.unshift(FALLBACK.modelType);
  const context = {
    id: model.id,
    pipelineTag: model.pipeline_tag ?? null,
    trustRemoteCode: hasTag(model, "custom_code"),
    autoModel: autoModel.name,
    processor: info && (info.processor !== undefined || chat) ? processor.name : null,
    processorVar: /Tokenizer/.test(processor.name) ? "tokenizer" : "processor",
    notes: notes.length > 0 ? notes.join("\n") : null,
    chat,
    messages: chat ? transformersMessages(sampleMessages(model)) : null,
  };
  const snippets: LibrarySnippet[] = [];
  if (model.pipeline_tag && TRANSFORMERS_PIPELINES.has(model.pipeline_tag)) {
    snippets.push(render("python", "transformers", "pipeline", context));
  }
  snippets.push(render("python", "transformers", chat && info ? "chat" : "direct", context));
  return snippets;
}

/** Chat messages in transformers' form: image parts are `{ type: "image", url }`. */
export function transformersMessages(messages: unknown[]): unknown[] {
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
