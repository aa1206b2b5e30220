// Whether a catalogue rule (catalogue/local-apps.yaml, `serves`, `when`, `unless`) holds for a model.
import type { Condition, Rule } from "../../catalogue/local-apps.ts";
import type { ModelRecord } from "../model.ts";
import type { GGUFFile } from "./gguf.ts";

/** What rules look at: the record and the GGUF file chosen from it (if any). */
export interface ModelFacts {
  /** The record. */
  model: ModelRecord;
  /** Its tags. */
  tags: ReadonlySet<string>;
  /** The GGUF file chosen, if any. */
  gguf: GGUFFile | undefined;
  /** Its chat template calls tools. */
  toolCalling: boolean;
}

/** Whether some alternative of the rule holds for the model. */
export function holds(
rule: Rule, facts: ModelFacts): boolean {
  return rule.some((condition) => conditionHolds(condition, facts));
}

function conditionHolds(c: Condition, facts: ModelFacts): boolean {
  const { model, tags, gguf } = facts;
  if (c.files === "gguf" && !gguf) return false;
  if (c.files === "gguf-single-file" && !(gguf && gguf.parts === 1)) return false;
  if (c.library && !(model.library_name !== undefined && c.library.includes(model.library_name))) return false;
  if (c.pipeline && !(model.pipeline_tag !== undefined && c.pipeline.includes(model.pipeline_tag))) return false;
  if (c.tags && !c.tags.every((t) => tags.has(t))) return false;
  if (c.anyTag && !c.anyTag.some((t) => tags.has(t))) return false;
  if (c.quantMethod) {
    const method = quantMethodOf(model);
    if (method === undefined || !c.quantMethod.includes(method)) return false;
  }
  if (c.toolCalling && !facts.toolCalling) return false;
  return true;
}

function recordAt(value: unknown, key: string): Record<string, unknown> | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const inner = (value as Record<string, unknown>)[key];
  return inner && typeof inner === "object" && !Array.isArray(inner) ? (inner as Record<string, unknown>) : undefined;
}

/** config.quantization_config.quant_method, when it is a string. */
export function quantMethodOf(model: ModelRecord): string | undefined {
  const method = recordAt(model.config, "quantization_config")?.quant_method;
  return typeof method === "string" ? method : undefined;
}

/**
 * The model's chat template: the GGUF header's, else config.chat_template_jinja, else the tokenizer
 * config's (a string, or a list of named templates whose first counts).
 */
export function chatTemplateOf(model: ModelRecord): string | undefined {
  const candidates = [model.gguf?.chat_template, model.config?.chat_template_jinja, recordAt(model.config, "tokenizer_config")?.chat_template];
  for (const value of candidates) {
    if (typeof value === "string") return value;
    if (Array.isArray(value)) {
      const first = value[0] as { template?: unknown } | undefined;
      if (first && typeof first.template === "string") return first.template;
    }
  }
  return undefined;
}

/** Whether the chat template handles tool calls (it reads a `tools` variable). */
export function handlesTools(model: ModelRecord): boolean {
  return chatTemplateOf(model)?.includes("tools") ?? false;
}
