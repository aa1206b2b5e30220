// LeRobot: SmolVLA checkpoints are fine-tuned on the user's dataset; other policies are evaluated.
import type { ModelRecord } from "../../model.ts";
import { hasTag } from "../../model.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { baseContext, render } from "../render.ts";

export function lerobotSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  const context = baseContext(model);
  if (hasTag(model, "smolvla")) return [render("sh", "lerobot", "install", context), render("sh", "lerobot", "smolvla", context)];
  return [render("sh", "lerobot", "install", context), render("sh", "lerobot", "eval", context)];
}

export default lerobotSnippets;
