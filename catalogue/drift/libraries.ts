// Libraries: catalogue/libraries.yaml against the hub's model library table.
import { MODEL_LIBRARIES_UI_ELEMENTS } from "@huggingface/tasks";
import { libraries } from "../libraries.ts";
import { compareRecordTables } from "./compare.ts";
import type { DriftSection } from "./types.ts";

/**
 * How each field is compared. `filter` is false when absent; a download query's whitespace carries no
 * meaning (the hub writes some over several lines); `snippets` is compared as "has snippets or not",
 * since the hub holds a function where we hold templates.
 */
function normalise(field: string, value: unknown): unknown {
  switch (field) {
    case "filter":
      return value ?? false;
    case "countDownloads":
      return typeof value === "string" ? value.replace(/\s+/g, " ").trim() : value;
    case "snippets":
      return value !== undefined;
    default:
      return value;
  }
}

export const librariesSection: DriftSection = {
  id: "libraries",
  source: "@huggingface/tasks MODEL_LIBRARIES_UI_ELEMENTS",
  compare() {
    // The id is the key; apiTables, install and needs are ours (which API tables check the snippets; what the
    // snippets need installed), not fields of the hub's table.
    return compareRecordTables("libraries", libraries, MODEL_LIBRARIES_UI_ELEMENTS, { normalise, oursOnly: ["id", "apiTables", "install", "needs"] });
  },
};
