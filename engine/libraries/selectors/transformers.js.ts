// Transformers.js: a pipeline for the model's task, called with the task's sample input (a file as its public URL).
import { NO_INPUT_EXAMPLE, isConversational, sampleInputFor, sampleMessages } from "../../inputs.ts";
import { librarySampleInput } from "../sample-files.ts";
import { libraryServesTask } from "../../../catalogue/library-served-tasks.ts";
import type { ModelRecord } from "../../model.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { FALLBACK, fallback, render, recordNotice } from "../render.ts";

/** Pipelines called as pipe(input, candidate_labels) in @huggingface/transformers. */
const ZERO_SHOT = new Set(["zero-shot-classification", "zero-shot-image-classification", "zero-shot-object-detection"]);

export function transformersJsSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  if (!model.pipeline_tag) return [fallback("js", FALLBACK.pipelineTag)];
  if (model.pipeline_tag === "sentence-similarity") return similaritySnippets(model);
  // pipeline() refuses a task it does not serve ("Unsupported pipeline task"): no snippet that cannot run.
  if (!libraryServesTask("transformers.js", model.pipeline_tag)) return [fallback("js", FALLBACK.pipelineUnsupported)];
  let input: unknown = null;
  let note: string | null = null;
  let labels: unknown = null;
  if (isConversational(model)) input = sampleMessages(model);
  else {
    // A file input is the public URL of the task's sample file, which the pipelines fetch.
    const sample = librarySampleInput(model);
    if (!sample) note = NO_INPUT_EXAMPLE;
    else if (typeof sample.inputs === "string") {
      input = sample.inputs;
      // The zero-shot pipelines take their candidate labels as the second argument, not among options.
      if (ZERO_SHOT.has(model.pipeline_tag)) labels = sample.parameters?.candidate_labels ?? null;
    }
  }
  const context = { id: model.id, task: model.pipeline_tag, input, labels, note, chat: isConversational(model), notice: recordNotice() };
  return [render("sh", "transformers.js", "install", context), render("js", "transformers.js", "usage", context)];
}

/** Sentence similarity, which pipeline() does not serve, from the feature-extraction pipeline's embeddings. */
function similaritySnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  const inputs = sampleInputFor(model)?.inputs as { source_sentence?: unknown; sentences?: unknown } | undefined;
  if (typeof inputs?.source_sentence !== "string" || !Array.isArray(inputs.sentences)) return [fallback("js", FALLBACK.pipelineUnsupported)];
  const context = { id: model.id, source: inputs.source_sentence, sentences: inputs.sentences, notice: recordNotice() };
  return [render("sh", "transformers.js", "install", context), render("js", "transformers.js", "similarity", context)];
}

export default transformersJsSnippets;
