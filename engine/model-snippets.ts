// Every snippet a model page shows: inference-API examples for its task and its library's snippets.
import { inferenceSnippetsFor } from "./inference/snippets.ts";
import type { InferenceRecord } from "./inference/check.ts";
import type { SnippetOptions } from "./inference/options.ts";
import { librarySnippetsFor } from "./libraries/index.ts";
import type { ModelRecord } from "./model.ts";
import type { SnippetRequirements } from "./requirements.ts";

/** A snippet of getModelSnippets: an inference or a library snippet. */
export interface ModelSnippet {
  /** Which of the two. */
  kind: "inference" | "library";
  /** Its language. */
  language: string;
  /** The inference client, or the library id for library snippets. */
  client: string;
  /** The file under templates/ that rendered it. */
  template: string;
  /** The code. */
  content: string;
  /** What to install and which environment variables to set before running it. */
  requirements: SnippetRequirements;
}


/** `model` must already be validated (validateModel). */
export function getModelSnippets(model: ModelRecord, options: SnippetOptions = {}): ModelSnippet[] {
  const snippets = inferenceModelSnippets(model, options);
  for (const s of libraryModelSnippets(model)) snippets.push(s);
  return snippets;
}

/** The inference part of getModelSnippets: made from the record's id, task and mask token only. */
export function inferenceModelSnippets<M extends InferenceRecord>(model: M, options: SnippetOptions = {}): ModelSnippet[] {
  const snippets: ModelSnippet[] = [];
  for (const s of inferenceSnippetsFor(model, options)) {
    snippets.push({ kind: "inference", language: s.language, client: s.client, template: s.template, content: s.content, requirements: s.requirements });
  }
  return snippets;
}

/** The library part of getModelSnippets. */
export function libraryModelSnippets(model: ModelRecord): ModelSnippet[] {
  const snippets: ModelSnippet[] = [];
  const library = model.library_name ?? "";
  for (const s of librarySnippetsFor(model)) {
    snippets.push({ kind: "library", language: s.language, client: library, template: s.template, content: s.content, requirements: s.requirements });
  }
  return snippets;
}
