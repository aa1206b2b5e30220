// Libraries whose snippet is one fixed set of templates: library id → the templates it renders, in
// order. Their templates read `id` (the model id), `name` (the id without its namespace) and, for the few
// listed in `simpleContext`, a value or two derived from those.
import type { ModelRecord } from "../model.ts";
import type { LibrarySnippet } from "./index.ts";
import { baseContext, render, repoName } from "./render.ts";

export interface SimpleTemplate {
  language: string;
  template: string;
}

const py = (template = "usage"): SimpleTemplate => ({ language: "python", template });
const sh = (template = "install"): SimpleTemplate => ({ language: "sh", template });

export const simpleLibraries: Record<string, SimpleTemplate[]> = {
  allennlp: [py()],
  asteroid: [py()],
  audioseal: [py()],
  bertopic: [py()],
  birefnet: [py()],
  bm25s: [py()],
  chat_tts: [py()],
  chatterbox: [py()],
  "chronos-forecasting": [py()],
  "dia-tts": [py()],
  fairseq: [py()],
  fastai: [py()],
  fasttext: [py()],
  flair: [py()],
  gliner: [py()],
  gliner2: [py()],
  keras: [py()],
  "keras-nlp": [py()],
  kernels: [py()],
  kittentts: [py()],
  "mamba-ssm": [py()],
  "ml-agents": [sh("usage")],
  "mlx-image": [py()],
  model2vec: [py()],
  moshi: [sh(), sh("usage")],
  open_clip: [py()],
  paddlenlp: [py()],
  "pruna-ai": [py()],
  pxia: [py()],
  pythae: [py()],
  relik: [py()],
  sam2: [py()],
  "sample-factory": [sh("usage")],
  setfit: [py()],
  spacy: [sh(), py()],
  "span-marker": [py()],
  "stable-audio-tools": [py()],
  "stable-baselines3": [py()],
  "tf-keras": [py()],
  timm: [py()],
  "unity-sentis": [{ language: "csharp", template: "usage" }],
  voxcpm: [py()],
  zonos: [py()],
};

/** Extra template values derived from the model id, for libraries whose API names models differently. */
export const simpleContext: Record<string, (model: ModelRecord) => Record<string, unknown>> = {
  // mlx-vision/resnet18-mlxim is created as "resnet18"
  "mlx-image": (model) => ({ modelName: repoName(model.id).replace(/-mlxim$/, "") }),
  // facebook/PE-Core-L14-336 is the config "PE-Core-L14-336"
  "perception-encoder": (model) => ({ configName: repoName(model.id) }),
};

export function simpleSnippets(library: string, model: ModelRecord): LibrarySnippet[] {
  const templates = simpleLibraries[library];
  if (!templates) throw new Error(`no simple library "${library}"`);
  const context = { ...baseContext(model), ...simpleContext[library]?.(model) };
  return templates.map(({ language, template }) => render(language, library, template, context));
}
