// Sana (the NVlabs repository, not the diffusers port): a pipeline is built from a config YAML of the
// repository and loads a `.pth` checkpoint from the Hub. The config depends on the model, so the
// models whose config the Sana README names are listed; any other gets a placeholder config and the
// usual checkpoint path `checkpoints/<repository name>.pth`. Sana Sprint models have their own pipeline.
import type { ModelRecord } from "../../model.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { render, recordNotice } from "../render.ts";
import { repoName } from "../../record.ts";

/** Repository name → the config the Sana README pairs with its checkpoint. */
export const SANA_CONFIGS: Record<string, string> = {
  Sana_1600M_1024px: "configs/sana_config/1024ms/Sana_1600M_img1024.yaml",
  Sana_1600M_1024px_BF16: "configs/sana_config/1024ms/Sana_1600M_img1024.yaml",
  "Sana_Sprint_1.6B_1024px": "configs/sana_sprint_config/1024ms/SanaSprint_1600M_1024px_allqknorm_bf16_scm_ladd.yaml",
};

export function sanaSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  const name = repoName(model.id);
  const sprint = /^sana_sprint/i.test(name);
  // Sana_600M_512px generates 512 x 512 images; the 1024px models (and any other) 1024 x 1024
  const resolution = Number(/_(\d{3,4})px/.exec(name)?.[1] ?? 1024);
  return [
    render("sh", "sana", "install", { notice: recordNotice() }),
    render("python", "sana", "usage", {
      module: sprint ? "sana_sprint_pipeline" : "sana_pipeline",
      pipelineClass: sprint ? "SanaSprintPipeline" : "SanaPipeline",
      sprint,
      resolution,
      config: Object.hasOwn(SANA_CONFIGS, name) ? SANA_CONFIGS[name] : null,
      checkpoint: `hf://${model.id}/checkpoints/${name}.pth`,
      notice: recordNotice(),
    }),
  ];
}

export default sanaSnippets;
