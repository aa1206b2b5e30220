// Libraries whose snippet is one fixed set of templates: library id → the templates it renders, in
// order. Their templates read `id` (the model id), `name` (the id without its namespace) and, for the few
// listed in `simpleContext`, a value or two derived from those.
import type { ModelRecord } from "../model.ts";
import { hasTag } from "../model.ts";
import type { LibrarySnippet } from "./index.ts";
import { baseContext, render, repoName } from "./render.ts";

export interface SimpleTemplate {
  language: string;
  template: string;
}

const py = (template = "usage"): SimpleTemplate => ({ language: "python", template });
const sh = (template = "install"): SimpleTemplate => ({ language: "sh", template });

export const simpleLibraries: Record<string, SimpleTemplate[]> = {
  "3dtopia-xl": [sh("usage")],
  allennlp: [py()],
  anemoi: [sh(), py()],
  araclip: [sh(), py()],
  asteroid: [py()],
  audioseal: [py()],
  ben2: [py()],
  bertopic: [py()],
  birefnet: [py()],
  bm25s: [py()],
  cartesia_mlx: [py()],
  cartesia_pytorch: [sh(), py()],
  chat_tts: [py()],
  chatterbox: [py()],
  "chronos-forecasting": [py()],
  colipri: [sh(), py()],
  "cxr-foundation": [sh(), py()],
  "depth-pro": [sh(), py()],
  "derm-foundation": [py()],
  "describe-anything": [sh(), py()],
  "dia-tts": [py()],
  dia2: [py()],
  edsnlp: [py()],
  fairseq: [py()],
  fastai: [py()],
  fasttext: [py()],
  flair: [py()],
  gliner2: [py()],
  gliner: [py()],
  "index-tts": [sh(), py()],
  "keras-nlp": [py()],
  keras: [py()],
  kernels: [py()],
  "kimi-audio": [py()],
  kittentts: [py()],
  "lightning-ir": [py()],
  lvface: [sh(), py()],
  "mamba-ssm": [py()],
  "mars5-tts": [py()],
  matanyone: [sh(), py()],
  "mesh-anything": [sh("usage")],
  "ml-agents": [sh("usage")],
  "mlx-image": [py()],
  model2vec: [py()],
  moshi: [sh(), sh("usage")],
  open_clip: [py()],
  paddlenlp: [py()],
  "perception-encoder": [py()],
  "phantom-wan": [sh("usage")],
  "pocket-tts": [py()],
  "pruna-ai": [py()],
  pxia: [py()],
  pythae: [py()],
  qwen3_tts: [py()],
  relik: [py()],
  renderformer: [sh(), py()],
  saelens: [sh(), py()],
  "sam-3d-body": [py()],
  "sam-3d-objects": [sh(), py()],
  sam2: [py()],
  "sample-factory": [sh("usage")],
  "sap-rpt-1-oss": [sh(), py()],
  "seed-story": [sh("usage")],
  setfit: [py()],
  spacy: [sh(), py()],
  "span-marker": [py()],
  "stable-audio-tools": [py()],
  "stable-baselines3": [py()],
  supertonic: [py()],
  swarmformer: [sh(), py()],
  "tf-keras": [py()],
  timm: [py()],
  univa: [sh("usage")],
  "unity-sentis": [{ language: "csharp", template: "usage" }],
  "vfi-mamba": [sh("usage")],
  vibevoice: [sh(), py()],
  videoprism: [py()],
  voicecraft: [sh(), py()],
  voxcpm: [py()],
  vui: [sh(), py()],
  whisperkit: [{ language: "swift", template: "usage" }],
  zonos: [py()],
};

/** Extra template values derived from the model id, for libraries whose API names models differently. */
export const simpleContext: Record<string, (model: ModelRecord) => Record<string, unknown>> = {
  // mlx-vision/resnet18-mlxim is created as "resnet18"
  "mlx-image": (model) => ({ modelName: repoName(model.id).replace(/-mlxim$/, "") }),
  // facebook/PE-Core-L14-336 is the config "PE-Core-L14-336"
  "perception-encoder": (model) => ({ configName: repoName(model.id), clip: repoName(model.id).startsWith("PE-Core") }),
  // IndexTTS-2 has its own inference class
  "index-tts": (model) => ({ v2: /indextts-?2/i.test(repoName(model.id)) }),
  // cross-encoder checkpoints score pairs jointly; the rest are bi-encoders
  "lightning-ir": (model) => ({ moduleClass: hasTag(model, "cross-encoder") ? "CrossEncoderModule" : "BiEncoderModule" }),
  // Qwen3-TTS comes as CustomVoice (built-in speakers), VoiceDesign (described voices) or Base (cloning)
  qwen3_tts: (model) => {
    const name = repoName(model.id).toLowerCase();
    return { variant: name.includes("customvoice") ? "customVoice" : name.includes("voicedesign") ? "voiceDesign" : "base" };
  },
  // google/videoprism-lvt-base-f16r288 is "videoprism_lvt_public_v1_base"
  videoprism: (model) => {
    const name = repoName(model.id).toLowerCase();
    return { modelName: `videoprism${name.includes("lvt") ? "_lvt" : ""}_public_v1_${name.includes("large") ? "large" : "base"}` };
  },
};

export function simpleSnippets(library: string, model: ModelRecord): LibrarySnippet[] {
  const templates = simpleLibraries[library];
  if (!templates) throw new Error(`no simple library "${library}"`);
  const context = { ...baseContext(model), ...simpleContext[library]?.(model) };
  return templates.map(({ language, template }) => render(language, library, template, context));
}
