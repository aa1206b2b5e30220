// What a library snippet is, and what a library's selector (engine/libraries/selectors/<library>.ts) is.
import type { ModelRecord } from "../model.ts";
import type { SnippetRequirements } from "../requirements.ts";

/** A library snippet as a template or selector renders it, before its requirements are added. */
export interface RenderedLibrarySnippet {
  /** Its language (`python`, `sh`, ...). */
  language: string;
  /** The file under templates/ that rendered it, e.g. `python/transformers/pipeline.hbs`. */
  template: string;
  /** The code. */
  content: string;
}

/** A library snippet ("use this model"): one code block, and what it needs installed. */
export interface LibrarySnippet extends RenderedLibrarySnippet {
  /** What to install (the library's install line, from catalogue/libraries.yaml) and which variables to set. */
  requirements: SnippetRequirements;
}

/** Options of the library snippets (getLibrarySnippets' second argument). */
export interface LibrarySnippetOptions {
  /**
   * Where a snippet loads a file the user picks on the model page (llama-cpp-python's GGUF file), leave the
   * hub's placeholder `{{GGUF_FILE}}` in its string literal for the page to fill in, as the local apps'
   * option of the same name does. Default false: the snippet names the file itself (a glob over the
   * repository's GGUF files).
   */
  placeholders?: boolean;
}

/** A library's selector: the snippets for a model, where its templates need choosing. */
export type LibrarySelector = (model: ModelRecord, options: LibrarySnippetOptions) => RenderedLibrarySnippet[];
