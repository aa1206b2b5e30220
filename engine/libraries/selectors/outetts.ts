// OuteTTS: the Python interface for text-to-speech checkpoints; GGUF and ONNX exports get no snippet.
import type { ModelRecord } from "../../model.ts";
import { hasTag } from "../../model.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { render, recordNotice } from "../render.ts";

export function outettsSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  if (hasTag(model, "gguf") || hasTag(model, "onnx")) return [];
  return [render("python", "outetts", "usage", { id: model.id, notice: recordNotice() })];
}

export default outettsSnippets;
