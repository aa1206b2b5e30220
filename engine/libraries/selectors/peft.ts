// peft: loads the adapter on top of its base model with the auto class of the adapter's task type; when the
// record names no base model, the adapter alone (its adapter_config.json names the base, which transformers loads).
import type { ModelRecord } from "../../model.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { FALLBACK, fallback, render, recordNotice } from "../render.ts";
import { baseModelOf, configAt, nonEmptyString } from "../../record.ts";

export const PEFT_AUTO_MODELS: Record<string, string> = {
  CAUSAL_LM: "AutoModelForCausalLM",
  SEQ_2_SEQ_LM: "AutoModelForSeq2SeqLM",
  TOKEN_CLS: "AutoModelForTokenClassification",
  SEQ_CLS: "AutoModelForSequenceClassification",
  QUESTION_ANS: "AutoModelForQuestionAnswering",
  FEATURE_EXTRACTION: "AutoModel",
};

export function peftSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  const taskType = configAt(model, "peft", "task_type");
  const autoModel = typeof taskType === "string" && Object.hasOwn(PEFT_AUTO_MODELS, taskType) ? PEFT_AUTO_MODELS[taskType] : undefined;
  if (!autoModel) return [fallback("python", FALLBACK.taskType)];
  const baseModel = nonEmptyString(configAt(model, "peft", "base_model_name_or_path")) ?? baseModelOf(model);
  if (!baseModel) return [render("python", "peft", "adapter", { id: model.id, autoModel, notice: recordNotice() })];
  return [render("python", "peft", "usage", { id: model.id, baseModel, autoModel, notice: recordNotice() })];
}

export default peftSnippets;
