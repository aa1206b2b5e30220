// mlx: mlx-lm for text generation (plain or chat), mlx-vlm for image-text-to-text, and a plain download
// for anything else.
import { isConversational } from "../../inputs.ts";
import type { ModelRecord } from "../../model.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { baseContext, render } from "../render.ts";

export function mlxVariant(model: ModelRecord): "vlm" | "chat" | "lm" | "unknown" {
  if (model.pipeline_tag === "image-text-to-text") return "vlm";
  if (model.pipeline_tag === "text-generation") return isConversational(model) ? "chat" : "lm";
  return "unknown";
}

export function mlxSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  const variant = mlxVariant(model);
  const context = baseContext(model);
  const snippets = [render("sh", "mlx", variant, context)];
  if (variant === "lm" || variant === "chat") snippets.push(render("python", "mlx", variant, context));
  return snippets;
}

export default mlxSnippets;
