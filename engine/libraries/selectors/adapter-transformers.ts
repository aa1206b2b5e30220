// Adapters (adapter-transformers): the adapter loads onto the model config.json names.
import type { ModelRecord } from "../../model.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { BASE_MODEL_PLACEHOLDER, render, recordNotice } from "../render.ts";
import { configAt, nonEmptyString } from "../../record.ts";

export function adapterTransformersSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  const baseModel = nonEmptyString(configAt(model, "adapter_transformers", "model_name")) ?? BASE_MODEL_PLACEHOLDER;
  return [render("python", "adapter-transformers", "usage", { id: model.id, baseModel, notice: recordNotice() })];
}

export default adapterTransformersSnippets;
