// Pipelines: catalogue/pipelines.yaml against the hub's pipeline table, modalities and their labels.
import { MODALITIES, MODALITY_LABELS, PIPELINE_DATA } from "@huggingface/tasks";
import { MODALITIES as OUR_MODALITIES, MODALITY_LABELS as OUR_MODALITY_LABELS, pipelines } from "../pipelines.ts";
import { compareRecordTables, compareTables, compareValue } from "./compare.ts";
import type { DriftSection } from "./types.ts";

/** The hide flags are false when absent; sub-tasks compare as `type (name)` in the hub's order. */
function normalise(field: string, value: unknown): unknown {
  if (field === "hideInModels" || field === "hideInDatasets") return value ?? false;
  if (field === "subtasks" && Array.isArray(value)) {
    return value.map((s: { type: string; name: string }) => `${s.type} (${s.name})`);
  }
  return value;
}

export const pipelinesSection: DriftSection = {
  id: "pipelines",
  source: "@huggingface/tasks PIPELINE_DATA, MODALITIES, MODALITY_LABELS",
  compare() {
    return [
      ...compareValue("modalities", [...OUR_MODALITIES].sort(), [...MODALITIES].sort()),
      ...compareTables("modalityLabels", OUR_MODALITY_LABELS, MODALITY_LABELS as Record<string, string>, (what, o, t) =>
        compareValue(what, o, t),
      ),
      ...compareRecordTables("pipelines", pipelines, PIPELINE_DATA, { normalise }),
    ];
  },
};
