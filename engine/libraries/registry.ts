// Selector id → selector. Libraries with branching logic have their own module; the rest are rows of
// the simple-selector table (simple.ts).
import type { ModelRecord } from "../model.ts";
import { adapterTransformersSnippets } from "./adapter-transformers.ts";
import { audiocraftSnippets } from "./audiocraft.ts";
import { collectorvisionSnippets } from "./collectorvision.ts";
import { depthAnythingV2Snippets } from "./depth-anything-v2.ts";
import { diffusersSnippets } from "./diffusers.ts";
import { diffusionkitSnippets } from "./diffusionkit.ts";
import { espnetSnippets } from "./espnet.ts";
import { htrflowSnippets } from "./htrflow.ts";
import type { LibrarySnippet } from "./index.ts";
import { kerasHubSnippets } from "./keras-hub.ts";
import { lerobotSnippets } from "./lerobot.ts";
import { llamaCppPythonSnippets } from "./llama-cpp-python.ts";
import { mlxSnippets } from "./mlx.ts";
import { nemoSnippets } from "./nemo.ts";
import { outettsSnippets } from "./outetts.ts";
import { paddleocrSnippets } from "./paddleocr.ts";
import { peftSnippets } from "./peft.ts";
import { pyannoteSnippets } from "./pyannote-audio.ts";
import { sanaSnippets } from "./sana.ts";
import { sentenceTransformersSnippets } from "./sentence-transformers.ts";
import { simpleLibraries, simpleSnippets } from "./simple.ts";
import { sklearnSnippets } from "./sklearn.ts";
import { speechbrainSnippets } from "./speechbrain.ts";
import { stanzaSnippets } from "./stanza.ts";
import { tensorflowttsSnippets } from "./tensorflowtts.ts";
import { terratorchSnippets } from "./terratorch.ts";
import { transformersJsSnippets } from "./transformers-js.ts";
import { transformersSnippets } from "./transformers.ts";
import { ultralyticsSnippets } from "./ultralytics.ts";

export type LibrarySelector = (model: ModelRecord) => LibrarySnippet[];

/** Selectors with their own module. */
export const moduleSelectors: Record<string, LibrarySelector> = {
  "adapter-transformers": adapterTransformersSnippets,
  audiocraft: audiocraftSnippets,
  collectorvision: collectorvisionSnippets,
  "depth-anything-v2": depthAnythingV2Snippets,
  diffusers: diffusersSnippets,
  diffusionkit: diffusionkitSnippets,
  espnet: espnetSnippets,
  htrflow: htrflowSnippets,
  "keras-hub": kerasHubSnippets,
  lerobot: lerobotSnippets,
  "llama-cpp-python": llamaCppPythonSnippets,
  mlx: mlxSnippets,
  nemo: nemoSnippets,
  outetts: outettsSnippets,
  PaddleOCR: paddleocrSnippets,
  peft: peftSnippets,
  "pyannote-audio": pyannoteSnippets,
  sana: sanaSnippets,
  "sentence-transformers": sentenceTransformersSnippets,
  sklearn: sklearnSnippets,
  speechbrain: speechbrainSnippets,
  stanza: stanzaSnippets,
  tensorflowtts: tensorflowttsSnippets,
  terratorch: terratorchSnippets,
  transformers: transformersSnippets,
  "transformers.js": transformersJsSnippets,
  ultralytics: ultralyticsSnippets,
};

export const librarySelectors: Record<string, LibrarySelector> = {
  ...Object.fromEntries(
    Object.keys(simpleLibraries).map((library) => [library, (model: ModelRecord) => simpleSnippets(library, model)]),
  ),
  ...moduleSelectors,
};

for (const id of Object.keys(simpleLibraries)) {
  if (Object.hasOwn(moduleSelectors, id)) throw new Error(`library "${id}" has both a module and a simple-table row`);
}
