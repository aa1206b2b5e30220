// mlx-image creates a model by its short name: mlx-vision/resnet18-mlxim is "resnet18".
import type { ModelRecord } from "../../model.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { render, recordNotice } from "../render.ts";
import { repoName } from "../../record.ts";

export function mlxImageSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  const name = repoName(model.id);
  return [render("python", "mlx-image", "usage", { id: model.id, name, modelName: name.replace(/-mlxim$/, ""), notice: recordNotice() })];
}

export default mlxImageSnippets;
