// diffusionkit (MLX): FLUX checkpoints run 4 steps without guidance; Stable Diffusion 3 runs 50 steps
// with guidance 5. Both draw a 512 × 512 image.
import type { ModelRecord } from "../../model.ts";
import { hasTag } from "../../model.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { render, recordNotice } from "../render.ts";
import { instancePromptOf } from "../../record.ts";

export const DIFFUSIONKIT_SETTINGS = {
  flux: { pipeline: "FluxPipeline", shift: 1.0, steps: 4, guidance: 0 },
  sd3: { pipeline: "DiffusionPipeline", shift: 3.0, steps: 50, guidance: 5 },
} as const;

export function diffusionkitSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  const settings = hasTag(model, "flux") ? DIFFUSIONKIT_SETTINGS.flux : DIFFUSIONKIT_SETTINGS.sd3;
  const context = {
    id: model.id,
    pipeline: settings.pipeline,
    shift: settings.shift,
    steps: settings.steps,
    guidance: settings.guidance,
    prompt: instancePromptOf(model) ?? "A photo of a red fox in a snowy forest",
    height: 512,
    width: 512,
    notice: recordNotice(),
  };
  return [render("python", "diffusionkit", "usage", context)];
}

export default diffusionkitSnippets;
