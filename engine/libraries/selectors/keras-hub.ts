// keras-hub: one from_preset line per task class listed in config.json (keras_hub.tasks), or the
// backbone when none is listed. Task names are class names and must be identifiers. Classifier tasks
// build a new classification head, so their from_preset needs num_classes.
import type { ModelRecord } from "../../model.ts";
import { isIdentifierIn } from "../../render/templates.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { render, recordNotice } from "../render.ts";
import { configAt } from "../../record.ts";

/** CausalLM → causal_lm, TextClassifier → text_classifier. */
export function snakeCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1_$2")
    .toLowerCase();
}

/** Task classes whose from_preset takes num_classes for their classification head (keras_hub 0.31.1 docstrings). */
export const NEEDS_NUM_CLASSES = new Set(["ImageClassifier", "TextClassifier"]);

export function kerasHubSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  const listed = configAt(model, "keras_hub", "tasks");
  const names = Array.isArray(listed) ? listed : [];
  const tasks = names
    .filter((name): name is string => isIdentifierIn("python", name))
    .map((task) => ({ task, variable: snakeCase(task), numClasses: NEEDS_NUM_CLASSES.has(task) }));
  const skipped = names.length - tasks.length;
  const context = {
    id: model.id,
    tasks,
    note: skipped > 0 ? `${skipped} task name(s) in config.json are not valid class names and are left out.` : null,
    notice: recordNotice(),
  };
  return [render("python", "keras-hub", "usage", context)];
}

export default kerasHubSnippets;
