// Golden cases: YAML files under golden/cases/. A case names a model record, the providers to render
// for, and the options. Cases under golden/cases/libraries/ render library snippets instead, and cases
// under golden/cases/local-apps/ render local apps (with an optional GGUF `quant`).
import { z } from "zod";
import { parseYamlText, validate } from "../../catalogue/load.ts";

export const LIBRARY_CASE_PREFIX = "libraries/";
export const LOCAL_APPS_CASE_PREFIX = "local-apps/";

const optionsSchema = z.strictObject({
  providerModelId: z.string().optional(),
  streaming: z.boolean().optional(),
  billTo: z.string().optional(),
  accessToken: z.string().optional(),
  directRequest: z.boolean().optional(),
  endpointUrl: z.string().optional(),
  inputs: z.unknown().optional(),
  temperature: z.number().optional(),
  max_tokens: z.number().optional(),
  top_p: z.number().optional(),
  lora: z.strictObject({ weightsPath: z.string() }).optional(),
});

const caseSchema = z.strictObject({
  description: z.string().min(1),
  model: z.record(z.string(), z.unknown()),
  providers: z.array(z.string()).min(1).optional(),
  options: optionsSchema.optional(),
  /** Local-app cases only: the GGUF quantisation asked for. */
  quant: z.string().min(1).optional(),
});

export interface GoldenCase {
  /** Path under golden/cases without `.yaml`, e.g. `textToImage/lora`; also the output folder under golden/. */
  name: string;
  file: string;
  library: boolean;
  /** Under golden/cases/local-apps/: renders getLocalApps. */
  localApps?: boolean;
  /** The `quant` option of a local-apps case. */
  quant?: string;
  description: string;
  model: Record<string, unknown>;
  providers: string[];
  options: z.infer<typeof optionsSchema>;
}

export function parseCase(name: string, file: string, text: string): GoldenCase {
  const data = validate(file, caseSchema, parseYamlText(file, text));
  const library = name.startsWith(LIBRARY_CASE_PREFIX);
  if (library && (data.providers || data.options)) {
    throw new Error(`${file}: providers/options: library cases take only a model`);
  }
  const localApps = name.startsWith(LOCAL_APPS_CASE_PREFIX);
  if (localApps && (data.providers || data.options)) {
    throw new Error(`${file}: providers/options: local-apps cases take a model and an optional quant`);
  }
  if (!localApps && data.quant !== undefined) {
    throw new Error(`${file}: quant: only local-apps cases take a quant`);
  }
  return {
    name,
    file,
    library,
    localApps,
    ...(data.quant !== undefined ? { quant: data.quant } : {}),
    description: data.description,
    model: data.model,
    providers: data.providers ?? ["hf-inference"],
    options: data.options ?? {},
  };
}
