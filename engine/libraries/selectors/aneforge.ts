// ANEForge: one loader per model family. Text generation, CLIP-style zero-shot classification,
// ResNet (by tag), other image classifiers (ViT), Whisper speech recognition; any other model is
// run as a sentence encoder.
import type { ModelRecord } from "../../model.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { baseContext, render } from "../render.ts";

export type AneforgeVariant = "llm" | "clip" | "resnet" | "vit" | "whisper" | "embeddings";

export function aneforgeVariant(model: ModelRecord): AneforgeVariant {
  const tags = model.tags ?? [];
  if (model.pipeline_tag === "text-generation") return "llm";
  if (model.pipeline_tag === "zero-shot-image-classification" || tags.includes("clip")) return "clip";
  if (tags.includes("resnet")) return "resnet";
  if (model.pipeline_tag === "image-classification") return "vit";
  if (model.pipeline_tag === "automatic-speech-recognition") return "whisper";
  return "embeddings";
}

export function aneforgeSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  return [render("python", "aneforge", aneforgeVariant(model), baseContext(model))];
}

export default aneforgeSnippets;
