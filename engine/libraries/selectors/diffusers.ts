// diffusers: one template per kind of checkpoint. Adapters (ControlNet, LoRA, textual inversion) load
// on top of the base model the card names, or the placeholder when it names none.
import type { ModelRecord } from "../../model.ts";
import { hasTag } from "../../model.ts";
import type { LibrarySnippet } from "../index.ts";
import { BASE_MODEL_PLACEHOLDER, baseModelOf, instancePromptOf, render, repoName } from "../render.ts";

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

/** The template a diffusers model uses. */
export function diffusersTemplate(model: ModelRecord): string {
  const task = model.pipeline_tag ?? "";
  const name = repoName(model.id).toLowerCase();
  if (hasTag(model, "controlnet")) return "controlnet";
  if (hasTag(model, "lora")) return LORA_BY_TASK[task] ?? "lora";
  if (hasTag(model, "textual_inversion")) return "textualInversion";
  if (hasTag(model, "flux") && name.includes("fill")) return "fluxFill";
  if (hasTag(model, "inpainting") || name.includes("inpaint")) return "inpainting";
  return PLAIN_BY_TASK[task] ?? "default";
}

export function diffusersSnippets(model: ModelRecord): LibrarySnippet[] {
  const context = {
    id: model.id,
    baseModel: baseModelOf(model) ?? BASE_MODEL_PLACEHOLDER,
    prompt: instancePromptOf(model) ?? DEFAULT_PROMPT,
  };
  return [render("python", "diffusers", diffusersTemplate(model), context)];
}

export default diffusersSnippets;
