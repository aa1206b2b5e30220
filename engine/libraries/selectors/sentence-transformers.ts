// sentence-transformers: embeddings and their similarities by default; bi-encoder models embed a query
// and documents separately; cross-encoder models score (query, document) pairs; sparse encoders
// (SparseEncoder, sentence-transformers 5 and later) embed a query and documents as sparse vectors. Widget sentences,
// when the card has them, replace the default ones.
import type { ModelRecord } from "../../model.ts";
import { hasTag } from "../../model.ts";
import { constantData } from "../../literals.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { render, recordNotice } from "../render.ts";

export const DEFAULT_SENTENCES: readonly string[] = constantData([
  "The cat sleeps on the warm windowsill.",
  "A kitten is napping in the sunshine.",
  "Interest rates rose again this quarter.",
]);
export const DEFAULT_QUERY = "Where is the cat resting?";

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

/** The query and documents the widget shows, or the default ones. */
export function sentencesOf(model: ModelRecord): { query: string; documents: readonly string[]; fromWidget: boolean } {
  const widget = model.widgetData;
  if (widget === undefined || widget.length === 0) return { query: DEFAULT_QUERY, documents: DEFAULT_SENTENCES, fromWidget: false };
  const first = widget[0];
  if (first && typeof first.source_sentence === "string" && strings(first.sentences).length > 0) {
    return { query: first.source_sentence, documents: strings(first.sentences), fromWidget: true };
  }
  const texts = widget.map((w) => w.text).filter((t): t is string => typeof t === "string");
  if (texts.length > 0) return { query: texts[0]!, documents: texts.length > 1 ? texts.slice(1) : texts, fromWidget: true };
  return { query: DEFAULT_QUERY, documents: DEFAULT_SENTENCES, fromWidget: false };
}

/**
 * Whether the record is a sparse encoder (SPLADE-style: a vocabulary-sized, mostly-zero embedding), which
 * sentence-transformers 5 and later load with SparseEncoder. The hub's signal is the tag the library's model
 * card writes for every sparse model it saves, `sparse-encoder`, among the record's tags or the card's.
 */
export function isSparseEncoder(model: ModelRecord): boolean {
  if (hasTag(model, "sparse-encoder")) return true;
  const cardTags = model.cardData?.tags;
  return Array.isArray(cardTags) && cardTags.includes("sparse-encoder");
}

export function sentenceTransformersVariant(model: ModelRecord): "crossEncoder" | "biEncoder" | "sparse" | "default" {
  if (isSparseEncoder(model)) return "sparse";
  if (hasTag(model, "cross-encoder") || model.pipeline_tag === "text-ranking") return "crossEncoder";
  if (hasTag(model, "bi-encoder")) return "biEncoder";
  return "default";
}

export function sentenceTransformersSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  const variant = sentenceTransformersVariant(model);
  const { query, documents, fromWidget } = sentencesOf(model);
  const sentences = variant === "default" && fromWidget ? [query, ...documents.filter((d) => d !== query)] : variant === "default" ? DEFAULT_SENTENCES : documents;
  const context = {
    id: model.id,
    trustRemoteCode: hasTag(model, "custom_code"),
    query,
    documents,
    sentences,
    count: sentences.length,
    notice: recordNotice(),
  };
  return [render("python", "sentence-transformers", variant, context)];
}

export default sentenceTransformersSnippets;
