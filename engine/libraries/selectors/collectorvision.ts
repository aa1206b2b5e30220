// CollectorVision: card corner detectors (Cornelius and its successors) and card embedders (Milo) are
// ONNX files the library loads by path (NeuralCornerDetector / NeuralEmbedder). The repository name
// says which of the two a model is; any other repository (such as the model registry) gets the whole
// pipeline with the library's default models.
import type { ModelRecord } from "../../model.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { render, recordNotice } from "../render.ts";
import { repoName } from "../../record.ts";

/** Repositories whose ONNX file is not `model.onnx`: the file of the current stable release. */
const CHECKPOINT_FILES: Record<string, string> = {
  "HanClinto/cornelius": "cornelius-2.12.onnx",
};

export type CollectorVisionKind = "embedder" | "detector" | "pipeline";

export function collectorvisionKind(model: ModelRecord): CollectorVisionKind {
  const name = repoName(model.id);
  if (/milo|embed/i.test(name)) return "embedder";
  if (/cornelius|detector|corner/i.test(name)) return "detector";
  return "pipeline";
}

export function collectorvisionSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  const kind = collectorvisionKind(model);
  const filename = CHECKPOINT_FILES[model.id] ?? "model.onnx";
  return [
    render("sh", "collectorvision", "install", { notice: recordNotice() }),
    render("python", "collectorvision", kind, { id: model.id, filename, notice: recordNotice() }),
  ];
}

export default collectorvisionSnippets;
