// Golden cases: YAML files under golden/cases/. A case names a model record, the providers to render
// for, and the options. Cases under golden/cases/libraries/ render library snippets instead.
import { z } from "zod";
import { parseYamlText, validate } from "../../catalogue/load.ts";

export const LIBRARY_CASE_PREFIX = "libraries/";

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

/** A golden case file (golden/cases/**\/*.yaml); `snippets schema golden-case` gives its JSON Schema. */
export const caseSchema = z.strictObject({
  description: z.string().min(1),
  model: z.record(z.string(), z.unknown()),
  providers: z.array(z.string()).min(1).optional(),
  options: optionsSchema.optional(),
});

export interface GoldenCase {
  /** Path under golden/cases without `.yaml`, e.g. `textToImage/lora`; also the output folder under golden/. */
  name: string;
  file: string;
  library: boolean;
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
  return {
    name,
    file,
    library,
    description: data.description,
    model: data.model,
    providers: data.providers ?? ["hf-inference"],
    options: data.options ?? {},
  };
}
