// Snippets known to fail for a reason outside the templates: an SDK that lacks a provider or task, or an
// SDK bug. Each entry names the reason and where the fix belongs. They are reported as "known", never as
// passed, and an entry that starts passing is an error (so this list only shrinks).
import picomatch from "picomatch";

export interface KnownFailure {
  client: string;
  /** Glob over `case/provider`. */
  name: string;
  reason: string;
  /** Only in this error pass (default: every run). */
  mode?: "download-error";
}

export const KNOWN_FAILURES: KnownFailure[] = [
  {
    client: "js/huggingface.js",
    name: "{*/*/replicate,{imageToImage,imageToVideo,textToImage,textToVideo}/*/fal-ai}",
    mode: "download-error",
    reason:
      "@huggingface/inference 4.13's replicate helper, and its fal-ai helper for images and video, do not check the status of the file download, " +
      "so a 403 from the CDN is saved as the output file and the script exits 0. Upstream bug.",
  },
  {
    client: "python/huggingface_hub",
    name: "{imageToVideo,textToSpeech,textToVideo}/*/{fal-ai,replicate}",
    mode: "download-error",
    reason:
      "huggingface_hub 2.0.0's fal-ai and replicate helpers fetch the answer's file with get_session().get(url).content and no status check " +
      "(inference/_providers/fal_ai.py, replicate.py), and text_to_speech, text_to_video and image_to_video return those bytes as they are, " +
      "so a 403 from the CDN is saved as the output file and the script exits 0 (images fail to decode and exit non-zero). Upstream bug.",
  },
];

export function knownFailure(client: string, name: string, mode?: "download-error"): KnownFailure | undefined {
  return KNOWN_FAILURES.find((k) => k.client === client && picomatch(k.name)(name) && (k.mode === undefined || k.mode === mode));
}
