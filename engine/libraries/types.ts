// What a library snippet is, and what a library's selector (engine/libraries/selectors/<library>.ts) is.
import type { ModelRecord } from "../model.ts";

/** A library snippet ("use this model"): one code block. */
export interface LibrarySnippet {
  /** Its language (`python`, `sh`, ...). */
  language: string;
  /** The file under templates/ that rendered it, e.g. `python/transformers/pipeline.hbs`. */
  template: string;
  /** The code. */
  content: string;
}

/** A library's selector: the snippets for a model, where its templates need choosing. */
export type LibrarySelector =
 (model: ModelRecord) => LibrarySnippet[];
