// Depth Anything V2: the encoder size in the repository name picks the architecture settings and the
// checkpoint file.
import type { ModelRecord } from "../../model.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { SAMPLES } from "../sample-files.ts";
import { render, recordNotice } from "../render.ts";
import { repoName } from "../../record.ts";

export const DEPTH_ANYTHING_ENCODERS = {
  vits: { features: 64, outChannels: [48, 96, 192, 384] },
  vitb: { features: 128, outChannels: [96, 192, 384, 768] },
  vitl: { features: 256, outChannels: [256, 512, 1024, 1024] },
  vitg: { features: 384, outChannels: [1536, 1536, 1536, 1536] },
} as const;

export function depthAnythingEncoder(model: ModelRecord): keyof typeof DEPTH_ANYTHING_ENCODERS {
  const name = repoName(model.id).toLowerCase();
  if (name.includes("small")) return "vits";
  if (name.includes("base")) return "vitb";
  if (name.includes("giant")) return "vitg";
  return "vitl";
}

export function depthAnythingV2Snippets(model: ModelRecord): RenderedLibrarySnippet[] {
  const encoder = depthAnythingEncoder(model);
  const { features, outChannels } = DEPTH_ANYTHING_ENCODERS[encoder];
  const context = {
    id: model.id,
    encoder,
    features,
    outChannels: [...outChannels],
    file: `depth_anything_v2_${encoder}.pth`,
    sample: SAMPLES,
    notice: recordNotice(),
  };
  return [render("python", "depth-anything-v2", "usage", context)];
}

export default depthAnythingV2Snippets;
