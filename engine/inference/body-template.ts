// Fills in a provider task's body template from catalogue/providers.yaml. A template is JSON whose
// `$name` strings stand for values of the call; `"...": "$parameters"` spreads the task's parameters
// (renamed where the provider names them differently); a key whose value is absent is dropped.
import type { CodeRef } from "../literals.ts";

export interface BodyValues {
  $inputs: unknown;
  $prompt: unknown;
  $model: string;
  /** The input file as a data URL, printed as a variable the snippet fills from the file. */
  $file: CodeRef | undefined;
  /** The input file in plain base64 (no data URL prefix), for providers that take it so. */
  $fileBase64: CodeRef | undefined;
  $loras: unknown[] | undefined;
  $loraBaseModel: string | undefined;
  /** The LoRA model's page on the hub (Replicate's `lora_weights`). */
  $loraModelUrl: string | undefined;
  $parameters: Record<string, unknown>;
}

function fill(template: unknown, values: BodyValues): unknown {
  if (typeof template === "string") return template.startsWith("$") ? values[template as keyof BodyValues] : template;
  if (Array.isArray(template)) {
    const out: unknown[] = [];
    for (let i = 0; i < template.length; i++) {
      const filled = fill(template[i], values);
      if (filled !== undefined) out.push(filled);
    }
    return out;
  }
  if (template && typeof template === "object") {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(template)) {
      if (key === "...") Object.assign(out, values.$parameters);
      else {
        const filled = fill((template as Record<string, unknown>)[key], values);
        if (filled !== undefined) out[key] = filled;
      }
    }
    return out;
  }
  return template;
}

/** The request body a template describes, for these values. */
export function fillBody(template: Record<string, unknown>, values: BodyValues, parameterNames: Record<string, string> = {}): unknown {
  const parameters: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values.$parameters)) parameters[parameterNames[key] ?? key] = value;
  return fill(template, { ...values, $parameters: parameters });
}
