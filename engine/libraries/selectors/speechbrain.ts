// speechbrain: the inference interface named in config.json decides the class and the method to call.
import type { ModelRecord } from "../../model.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { SAMPLES } from "../sample-files.ts";
import { FALLBACK, fallback, render, recordNotice } from "../render.ts";
import { configAt } from "../../record.ts";

/** Interface → the speechbrain.inference module that defines it and the method that runs it on a file. */
export const SPEECHBRAIN_INTERFACES: Record<string, { module: string; method: string }> = {
  EncoderASR: { module: "ASR", method: "transcribe_file" },
  EncoderClassifier: { module: "classifiers", method: "classify_file" },
  EncoderDecoderASR: { module: "ASR", method: "transcribe_file" },
  SepformerSeparation: { module: "separation", method: "separate_file" },
  SpectralMaskEnhancement: { module: "enhancement", method: "enhance_file" },
  WaveformEnhancement: { module: "enhancement", method: "enhance_file" },
  WhisperASR: { module: "ASR", method: "transcribe_file" },
};

export function speechbrainSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  const name = configAt(model, "speechbrain", "speechbrain_interface");
  if (name === undefined || name === null || name === "") return [fallback("python", FALLBACK.speechbrainMissing)];
  if (typeof name !== "string" || !Object.hasOwn(SPEECHBRAIN_INTERFACES, name)) {
    return [fallback("python", FALLBACK.speechbrainInvalid)];
  }
  const { module, method } = SPEECHBRAIN_INTERFACES[name]!;
  return [render("python", "speechbrain", "usage", { id: model.id, interface: name, module, method, sample: SAMPLES, notice: recordNotice() })];
}

export default speechbrainSnippets;
