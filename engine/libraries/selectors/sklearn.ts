// sklearn: skops models load with skops (or pickle when saved that way), named in config.json;
// others are a joblib file.
import type { ModelRecord } from "../../model.ts";
import { hasTag } from "../../model.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { FALLBACK, fallback, render, recordNotice } from "../render.ts";
import { configAt, nonEmptyString } from "../../record.ts";

export const DEFAULT_JOBLIB_FILE = "sklearn_model.joblib";

export function sklearnSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  if (!hasTag(model, "skops")) {
    return [render("python", "sklearn", "joblib", { id: model.id, file: DEFAULT_JOBLIB_FILE, notice: recordNotice() })];
  }
  const file = nonEmptyString(configAt(model, "sklearn", "model", "file"));
  if (!file) return [fallback("python", FALLBACK.sklearnFile)];
  const format = configAt(model, "sklearn", "model_format");
  return [render("python", "sklearn", format === "pickle" ? "pickle" : "skops", { id: model.id, file, notice: recordNotice() })];
}

export default sklearnSnippets;
