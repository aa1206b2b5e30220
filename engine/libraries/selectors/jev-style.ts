// jev-style: the install depends on the build the repository ships (MLX, GGUF scored through
// llama.cpp, or PyTorch by default); the Python usage is the same for all.
import type { ModelRecord } from "../../model.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { baseContext, render } from "../render.ts";
import { firstTag } from "../../record.ts";

export const jevStyleBackend = (model: ModelRecord) => firstTag(model, ["mlx", "gguf"], "torch");

export function jevStyleSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  const context = baseContext(model);
  return [render("sh", "jev-style", jevStyleBackend(model), context), render("python", "jev-style", "usage", context)];
}

export default jevStyleSnippets;
