// Renders golden cases into the files they expect: a map from path under golden/ to content.
import { getInferenceSnippets } from "../inference/snippets.ts";
import { getLibrarySnippets } from "../libraries/index.ts";
import type { GoldenCase } from "./cases.ts";
import { inferenceOutputPath, libraryOutputPath } from "./files.ts";

export type Outputs = Map<string, string>;

/** Golden files end with a newline. */
export function withNewline(content: string): string {
  return content.endsWith("\n") ? content : `${content}\n`;
}

export function renderCase(goldenCase: GoldenCase): Outputs {
  const outputs: Outputs = new Map();
  const where = (error: unknown) => new Error(`${goldenCase.file}: ${(error as Error).message}`);
  if (goldenCase.library) {
    let snippets;
    try {
      snippets = getLibrarySnippets(goldenCase.model);
    } catch (error) {
      throw where(error);
    }
    for (const snippet of snippets) {
      const path = libraryOutputPath(goldenCase.name, snippet.language, snippet.template);
      if (outputs.has(path)) throw new Error(`${goldenCase.file}: renders templates/${snippet.template} twice`);
      outputs.set(path, withNewline(snippet.content));
    }
    return outputs;
  }
  for (const provider of goldenCase.providers) {
    let snippets;
    try {
      snippets = getInferenceSnippets(goldenCase.model, { ...goldenCase.options, provider });
    } catch (error) {
      throw where(error);
    }
    if (snippets.length === 0) throw new Error(`${goldenCase.file}: provider ${provider}: renders no snippet`);
    for (const s of snippets) {
      outputs.set(inferenceOutputPath(goldenCase.name, s.language, s.client, provider), withNewline(s.content));
    }
  }
  return outputs;
}
