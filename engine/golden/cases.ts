// Golden cases: YAML files under golden/cases/. A case names a model record, the providers to render
// for, and the options. Cases under golden/cases/libraries/ render library snippets instead, and cases
// under golden/cases/local-apps/ render local apps (with an optional GGUF `quant`). Cases named docs/...
// render the reference pages (no model: catalogue/docs-examples.yaml gives them); they live in the pages'
// own golden folder, docs-site/golden/ (docs-site/golden.ts says why), and the harness renders them.
import { z } from "zod";
import { validate } from "../../catalogue/load.ts";
import { parseYamlText } from "../../catalogue/yaml-text.ts";
import { resolveMapping } from "../inference/mapping.ts";
import type { SnippetOptions } from "../inference/options.ts";
import { validateModel } from "../model.ts";

export const LIBRARY_CASE_PREFIX = "libraries/";
export const LOCAL_APPS_CASE_PREFIX = "local-apps/";
export const DOCS_CASE_PREFIX = "docs/";

const optionsSchema = z.strictObject({
  providerModelId: z.string().optional(),
  streaming: z.boolean().optional(),
  billTo: z.string().optional(),
  accessToken: z.string().optional(),
  directRequest: z.boolean().optional(),
  endpointUrl: z.string().optional(),
  inputs: z.unknown().optional(),
  messages: z.array(z.unknown()).optional(),
  temperature: z.number().optional(),
  max_tokens: z.number().optional(),
  top_p: z.number().optional(),
  responseFormat: z.record(z.string(), z.unknown()).optional(),
  lora: z.strictObject({ weightsPath: z.string() }).optional(),
  /** A provider mapping entry given as the option (the record's own `inferenceProviderMapping` needs none). */
  mapping: z.looseObject({ providerId: z.string() }).optional(),
});

/** A golden case file (golden/cases/**\/*.yaml); `snippets schema golden-case` gives its JSON Schema. */
export const caseSchema = z.strictObject({
  description: z.string().min(1),
  /** Every case but a docs case: the model record. */
  model: z.record(z.string(), z.unknown()).optional(),
  providers: z.array(z.string()).min(1).optional(),
  /** The provider's own model id per provider, as the hub's provider mapping gives it. */
  providerModelIds: z.record(z.string(), z.string().min(1)).optional(),
  options: optionsSchema.optional(),
  /** Local-app cases only: the GGUF quantisation asked for. */
  quant: z.string().min(1).optional(),
  /** Local-app cases only: the GGUF file the user picked. */
  file: z.string().min(1).optional(),
  /** Docs cases only: the languages the pages show (default: docs-site's). */
  languages: z.array(z.string().min(1)).min(1).optional(),
});

export interface GoldenCase {
  /** Path under golden/cases without `.yaml`, e.g. `textToImage/lora`; also the output folder under golden/. */
  name: string;
  file: string;
  library: boolean;
  /** Under golden/cases/local-apps/: renders getLocalApps. */
  localApps?: boolean;
  /** Under golden/cases/docs/: renders the reference pages. */
  docs?: boolean;
  /** The `languages` of a docs case. */
  languages?: string[];
  /** The `quant` option of a local-apps case. */
  quant?: string;
  /** The `file` option of a local-apps case (the GGUF file the user picked). */
  pickedFile?: string;
  description: string;
  model: Record<string, unknown>;
  providers: string[];
  providerModelIds: Record<string, string>;
  options: CaseOptions;
}

type CaseOptions = z.infer<typeof optionsSchema>;

/** The options a case gives the public API for one of its providers (a mapping in the record or the options stays one). */
export function caseRequestOptions(goldenCase: GoldenCase, provider: string): CaseOptions & { provider: string } {
  const providerModelId = goldenCase.providerModelIds[provider];
  return providerModelId === undefined ? { ...goldenCase.options, provider } : { ...goldenCase.options, provider, providerModelId };
}

/**
 * The snippet options a case renders with for one of its providers, with the provider mapping (the
 * record's or the options') resolved into `providerModelId` and `lora`: what the request builder, the
 * verify run and the playground take. Golden files are rendered from caseRequestOptions, through the
 * public API's resolution; the two give the same snippets.
 */
export function caseOptions(goldenCase: GoldenCase, provider: string): SnippetOptions & { provider: string } {
  const options = caseRequestOptions(goldenCase, provider);
  try {
    const resolution = resolveMapping(validateModel(goldenCase.model), options);
    return resolution.unavailable ? options : resolution.options;
  } catch {
    // Rendering the case names the problem.
    return options;
  }
}

export function parseCase(name: string, file: string, text: string): GoldenCase {
  const data = validate(file, caseSchema, parseYamlText(file, text));
  const library = name.startsWith(LIBRARY_CASE_PREFIX);
  if (library && (data.providers || data.options || data.providerModelIds)) {
    throw new Error(`${file}: providers/options: library cases take only a model`);
  }
  const providers = data.providers ?? ["hf-inference"];
  for (const provider of Object.keys(data.providerModelIds ?? {})) {
    if (!providers.includes(provider)) throw new Error(`${file}: providerModelIds.${provider}: not one of the case's providers (${providers.join(", ")})`);
  }
  if (data.providerModelIds && data.options?.providerModelId !== undefined) {
    throw new Error(`${file}: options.providerModelId: give either options.providerModelId or providerModelIds, not both`);
  }
  const docs = name.startsWith(DOCS_CASE_PREFIX);
  if (docs && (data.model || data.providers || data.options || data.providerModelIds || data.quant !== undefined || data.file !== undefined)) {
    throw new Error(`${file}: docs cases take a description and optional languages (the examples come from catalogue/docs-examples.yaml)`);
  }
  if (!docs && data.model === undefined) throw new Error(`${file}: model: required`);
  if (!docs && data.languages !== undefined) throw new Error(`${file}: languages: only docs cases take them`);
  const localApps = name.startsWith(LOCAL_APPS_CASE_PREFIX);
  if (localApps && (data.providers || data.options || data.providerModelIds)) {
    throw new Error(`${file}: providers/options: local-apps cases take a model and an optional quant`);
  }
  if (!localApps && (data.quant !== undefined || data.file !== undefined)) {
    throw new Error(`${file}: ${data.quant !== undefined ? "quant" : "file"}: only local-apps cases take one`);
  }
  return {
    name,
    file,
    library,
    localApps,
    ...(docs ? { docs, ...(data.languages ? { languages: data.languages } : {}) } : {}),
    ...(data.quant !== undefined ? { quant: data.quant } : {}),
    ...(data.file !== undefined ? { pickedFile: data.file } : {}),
    description: data.description,
    model: data.model ?? {},
    providers,
    providerModelIds: data.providerModelIds ?? {},
    options: data.options ?? {},
  };
}
