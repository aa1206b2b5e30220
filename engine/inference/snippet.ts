// What the inference path gives: one snippet, the code and what made it.
import type { InferenceClientId, Language } from "../generated/ids.ts";
import type { SnippetRequirements } from "../requirements.ts";

/** One snippet: the code and what made it. */
export interface Snippet {
  /** The language it is written in (`python`, `js`, `sh`, `go`, ...). */
  language: Language;
  /** The client it calls the API with (`requests`, `openai`, `huggingface_hub`, `fetch`, `curl`, `http`, ...; `local-apps` for a local app's step). */
  client: InferenceClientId | "local-apps";
  /** The file under templates/ that rendered it, e.g. `python/requests/_default.hbs`. */
  template: string;
  /** The code. */
  content: string;
  /** What to install and which environment variables to set before running it (from the client's `setup`). */
  requirements: SnippetRequirements;
}
