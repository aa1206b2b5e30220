// The docs cases: one per (task, provider) of catalogue/docs-examples.yaml, a model record with the hub's
// provider mapping entry for that provider, as the hub's model API gives it. The pages render them through
// the public API and the verify run executes the same cases (verify/run.ts), so every snippet a page shows
// is one the verify run has run. No Node module here: the playground's Docs view builds pages from these too
// (cases.ts adds reading an examples file from disk).
import { docsExamplesFileSchema, loadDocsExamples, type DocsExample, type DocsExamples } from "../catalogue/docs-examples.ts";
import { validate } from "../catalogue/load.ts";
import { parseYamlText } from "../catalogue/yaml-text.ts";
import type { GoldenCase } from "../engine/golden/cases.ts";
import type { ModelRecordInput } from "../engine/index.ts";
import { isChatTask } from "../catalogue/inference.ts";

export const DOCS_EXAMPLES_SOURCE = "catalogue/docs-examples.yaml";

export interface DocsCase {
  task: string;
  provider: string;
  example: DocsExample;
  /** The model record the snippets are rendered for. */
  record: ModelRecordInput;
  /** The case as the golden harness and the verify run take one: `docs/<task>/<provider>`. */
  goldenCase: GoldenCase;
}

/** An examples file's text, validated like the catalogue's (errors name the file and the field). */
export function parseExamplesText(file: string, text: string): DocsExamples {
  return validate(file, docsExamplesFileSchema, parseYamlText(file, text));
}

/** The model record of an example: its task (chat tasks as a conversational model) and its one mapping entry. */
export function exampleRecord(task: string, provider: string, example: DocsExample): ModelRecordInput {
  const chat = isChatTask(task);
  return {
    id: example.model,
    pipeline_tag: task,
    ...(chat ? { tags: ["conversational", task] } : {}),
    inferenceProviderMapping: [
      {
        provider,
        providerId: example.providerId ?? example.model,
        hfModelId: example.model,
        task: chat ? "conversational" : task,
        status: example.status ?? "live",
      },
    ],
  };
}

/** Every example as a case, tasks then providers in id order. */
export function docsCases(examples: DocsExamples = loadDocsExamples()): DocsCase[] {
  const out: DocsCase[] = [];
  for (const task of Object.keys(examples).sort()) {
    for (const provider of Object.keys(examples[task]!).sort()) {
      const example = examples[task]![provider]!;
      const record = exampleRecord(task, provider, example);
      out.push({
        task,
        provider,
        example,
        record,
        goldenCase: {
          name: `docs/${task}/${provider}`,
          file: DOCS_EXAMPLES_SOURCE,
          library: false,
          localApps: false,
          description: `The reference pages' example of ${task} on ${provider}.`,
          model: { ...record },
          providers: [provider],
          providerModelIds: {},
          options: {},
        },
      });
    }
  }
  return out;
}
