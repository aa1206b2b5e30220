// What a library snippet is, and what a library's selector (engine/libraries/selectors/<library>.ts) is.
import type { ModelRecord } from "../model.ts";

export interface LibrarySnippet {
  language: string;
  /** The file under templates/ that rendered it, e.g. `python/transformers/pipeline.hbs`. */
  template: string;
  content: string;
}

export type LibrarySelector = (model: ModelRecord) => LibrarySnippet[];
