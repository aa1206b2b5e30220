// The inputs library snippets pass: the task's sample input with a public sample file in place of the file
// name inference snippets send (catalogue/inference/sample-inputs.yaml `files` and each task's `file`), so a
// snippet copied from a model page runs as it is, with no file of the user's.
import { sampleInputs } from "../../catalogue/sample-inputs.ts";
import type { HubFile, SampleFile, SampleFileKind, WordBox } from "../../catalogue/shapes.ts";
import { sampleInputFor } from "../inputs.ts";
import { constantData } from "../literals.ts";
import type { ModelRecord } from "../model.ts";

/** The URL of a sample file of a hub dataset (its main revision). */
export function sampleFileUrl(file: HubFile): string {
  return `https://huggingface.co/datasets/${file.dataset}/resolve/main/${file.path}`;
}

/** A sample file as templates read it: its dataset and path (for hf_hub_download) and its URL. */
export interface SampleFileRef extends HubFile {
  url: string;
}

const ref = (file: HubFile): SampleFileRef => ({ dataset: file.dataset, path: file.path, url: sampleFileUrl(file) });
const { audio, image, video } = sampleInputs.files;

/**
 * The sample files by kind, as library templates read them (`{{py sample.image.url}}`, or
 * `hf_hub_download({{py sample.audio.dataset}}, {{py sample.audio.path}}, repo_type="dataset")` where the
 * library's call takes a local path). Constant data, shared by every snippet.
 */
export const SAMPLES: Readonly<Record<"audio" | "image" | "video", SampleFileRef>> = constantData({ audio: ref(audio), image: ref(image), video: ref(video) });

/** The kind of sample file the task's library snippets read, or undefined when its input is no file. */
export function sampleFileKind(task: string | undefined): SampleFileKind | undefined {
  return task === undefined ? undefined : sampleInputs.tasks[task]?.file;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** A task input in the sample inputs' form. */
export interface LibraryInput {
  /** The `inputs`: a value, or named parts. */
  inputs: unknown;
  /** Named parameters. */
  parameters: Record<string, unknown>;
}

/** Library inputs by task, made once (constant data: the literal writers cache their text). */
const byTask = new Map<string, LibraryInput | null>();

/**
 * The task's sample input as library snippets pass it, or null when the task has none: the file `inputs`
 * names becomes the public URL of the task's sample file; a document becomes its words with their boxes
 * (`word_boxes`) in place of the image (no OCR). Tasks whose input is no file get the sample input itself.
 */
export function librarySampleInput(model: Pick<ModelRecord, "pipeline_tag" | "mask_token">): LibraryInput | null {
  const task = model.pipeline_tag;
  const kind = sampleFileKind(task);
  if (kind === undefined) return sampleInputFor(model);
  let found = byTask.get(task!);
  if (found === undefined) {
    const sample = sampleInputFor(model);
    found = sample === null ? null : constantData({ inputs: withSampleFile(sample.inputs, sampleInputs.files[kind]), parameters: sample.parameters });
    byTask.set(task!, found);
  }
  return found;
}

/** `inputs` with the sample file in place of the file it names (the whole input, or its `image`). */
function withSampleFile(inputs: unknown, file: SampleFile): unknown {
  if ("dataset" in file) {
    const url = sampleFileUrl(file);
    if (typeof inputs === "string") return url;
    if (isRecord(inputs) && typeof inputs.image === "string") return { ...inputs, image: url };
    return inputs;
  }
  // A document's words: the image is left out, the words and their boxes go in its place.
  if (!isRecord(inputs)) return inputs;
  const { image: _image, ...rest } = inputs;
  return { ...rest, word_boxes: file.words.map(({ word, box }: WordBox) => [word, [...box]]) };
}
