// diffusers: one template per kind of checkpoint. Adapters (ControlNet, LoRA, textual inversion) load
// on top of the base model the card names, or the placeholder when it names none. A ControlNet trained for
// Flux or Stable Diffusion 3 needs that family's ControlNet model and pipeline classes; Stable Video
// Diffusion animates an image without a prompt.
import type { ModelRecord } from "../../model.ts";
import { hasTag } from "../../model.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { BASE_MODEL_PLACEHOLDER, render, recordNotice } from "../render.ts";
import { baseModelOf, configAt, instancePromptOf, nonEmptyString, repoName } from "../../record.ts";

export const DEFAULT_PROMPT = "A lighthouse on a rocky cliff at sunset, dramatic clouds, highly detailed";

const LORA_BY_TASK: Record<string, string> = {
  "image-to-image": "loraImageToImage",
  "image-to-video": "loraImageToVideo",
  "text-to-video": "loraTextToVideo",
};

const PLAIN_BY_TASK: Record<string, string> = {
  "image-to-image": "imageToImage",
  "image-to-video": "imageToVideo",
  "text-to-video": "textToVideo",
};

/** The diffusers pipeline class a checkpoint's model_index.json names (config.diffusers._class_name). */
function pipelineClassOf(model: ModelRecord): string | undefined {
  return nonEmptyString(configAt(model, "diffusers", "_class_name"));
}

/** The model family a ControlNet was trained for, from its tags, its name and the base model its card names. */
export function controlNetFamily(model: ModelRecord): "flux" | "sd3" | "default" {
  const names = [model.id, baseModelOf(model) ?? ""].map((n) => n.toLowerCase());
  if (hasTag(model, "flux") || names.some((n) => /(^|[/_.-])flux($|[^a-z])/.test(n))) return "flux";
  if (hasTag(model, "sd3") || hasTag(model, "stable-diffusion-3") || names.some((n) => /(^|[/_.-])(sd3|stable-diffusion-3)($|[^0-9a-z])/.test(n))) {
    return "sd3";
  }
  return "default";
}

/** Whether the checkpoint is Stable Video Diffusion, whose pipeline takes an image and no prompt. */
export function isStableVideoDiffusion(model: ModelRecord): boolean {
  return pipelineClassOf(model) === "StableVideoDiffusionPipeline" || /stable-video-diffusion/i.test(model.id);
}

/** The template a diffusers model uses. */
export function diffusersTemplate(model: ModelRecord): string {
  const task = model.pipeline_tag ?? "";
  const name = repoName(model.id).toLowerCase();
  if (hasTag(model, "controlnet")) {
    const family = controlNetFamily(model);
    return family === "flux" ? "controlnetFlux" : family === "sd3" ? "controlnetSd3" : "controlnet";
  }
  if (hasTag(model, "lora")) return LORA_BY_TASK[task] ?? "lora";
  if (hasTag(model, "textual_inversion")) return "textualInversion";
  if (hasTag(model, "flux") && name.includes("fill")) return "fluxFill";
  if (hasTag(model, "inpainting") || name.includes("inpaint")) return "inpainting";
  if (task === "image-to-video" && isStableVideoDiffusion(model)) return "stableVideoDiffusion";
  return PLAIN_BY_TASK[task] ?? "default";
}

export function diffusersSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  const context = {
    id: model.id,
    baseModel: baseModelOf(model) ?? BASE_MODEL_PLACEHOLDER,
    prompt: instancePromptOf(model) ?? DEFAULT_PROMPT,
    notice: recordNotice(),
  };
  return [render("python", "diffusers", diffusersTemplate(model), context)];
}

export default diffusersSnippets;
