// mlx-image creates a model by its short name: mlx-vision/resnet18-mlxim is "resnet18".
import type { ModelRecord } from "../../model.ts";
import type { LibrarySnippet } from "../types.ts";
import { baseContext, render, repoName } from "../render.ts";

export function mlxImageSnippets(model: ModelRecord): LibrarySnippet[] {
  return [render("python", "mlx-image", "usage", baseContext(model, { modelName: repoName(model.id).replace(/-mlxim$/, "") }))];
}

export default mlxImageSnippets;
