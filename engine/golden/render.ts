// Renders golden cases into the files they expect: a map from path under golden/ to content.
import { getInferenceSnippetsResult } from "../inference/snippets.ts";
import { librarySnippetsFor } from "../libraries/index.ts";
import { validateModel } from "../model.ts";
import { caseRequestOptions, type GoldenCase } from "./cases.ts";
import { inferenceOutputPath, libraryOutputPath } from "./files.ts";
import { renderLocalAppsCase } from "./local-apps.ts";

export type Outputs = Map<string, string>;

/** Golden files end with a newline. */
export function withNewline(content: string): string {
  return content.endsWith("\n") ? content : `${content}\n`;
}

/** Renders a case; `templates`, when given, receives each output's provenance (path → template file). */
export function renderCase(goldenCase: GoldenCase, templates?: Map<string, string>): Outputs {
  const outputs: Outputs = new Map();
  const where = (error: unknown) => new Error(`${goldenCase.file}: ${(error as Error).message}`);
  let model;
  try {
    model = validateModel(goldenCase.model, "model");
  } catch (error) {
    throw where(error);
  }
  if (goldenCase.localApps) {
    try {
      renderLocalAppsCase(goldenCase, model, outputs, templates);
    } catch (error) {
      throw where(error);
    }
    return outputs;
  }
  if (goldenCase.library) {
    let snippets;
    try {
      snippets = librarySnippetsFor(model);
    } catch (error) {
      throw where(error);
    }
    for (const snippet of snippets) {
      const path = libraryOutputPath(goldenCase.name, snippet.language, snippet.template);
      if (outputs.has(path)) throw new Error(`${goldenCase.file}: renders templates/${snippet.template} twice`);
      outputs.set(path, withNewline(snippet.content));
      templates?.set(path, snippet.template);
    }
    return outputs;
  }
  for (const provider of goldenCase.providers) {
    let snippets;
    try {
      // Through the public API's mapping resolution: a record's provider mapping gives the call's options.
      const result = getInferenceSnippetsResult(model, caseRequestOptions(goldenCase, provider));
      snippets = result.snippets;
      if (result.unavailable) throw new Error(`provider ${provider}: renders no snippet: ${result.unavailable.message}`);
    } catch (error) {
      throw where(error);
    }
    for (const s of snippets) {
      const path = inferenceOutputPath(goldenCase.name, s.language, s.client, provider);
      outputs.set(path, withNewline(s.content));
      templates?.set(path, s.template);
    }
  }
  return outputs;
}
