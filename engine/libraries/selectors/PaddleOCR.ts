// PaddleOCR 3: each single-model module has its own class, created by model name (the repository name,
// e.g. PaddlePaddle/PP-OCRv5_server_det is "PP-OCRv5_server_det"); the weights come from the Hub. The
// module is read from the model's task tag; a model without one gets a pointer to the module docs.
import type { ModelRecord } from "../../model.ts";
import { hasTag } from "../../model.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { render, recordNotice } from "../render.ts";
import { repoName } from "../../record.ts";

/** Hub task tag → PaddleOCR module class. */
export const PADDLEOCR_MODULES: Record<string, string> = {
  doc_img_orientation_classification: "DocImgOrientationClassification",
  doc_img_unwarping: "TextImageUnwarping",
  formula_recognition: "FormulaRecognition",
  layout_detection: "LayoutDetection",
  seal_text_detection: "SealTextDetection",
  table_cells_detection: "TableCellsDetection",
  table_structure_recognition: "TableStructureRecognition",
  textline_detection: "TextDetection",
  textline_orientation_classification: "TextLineOrientationClassification",
  textline_recognition: "TextRecognition",
  wired_table_classification: "TableClassification",
};

export function paddleocrModule(model: ModelRecord): string | undefined {
  const tag = Object.keys(PADDLEOCR_MODULES).find((t) => hasTag(model, t));
  return tag === undefined ? undefined : PADDLEOCR_MODULES[tag];
}

export function paddleocrSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  const moduleClass = paddleocrModule(model);
  if (moduleClass === undefined) return [render("python", "PaddleOCR", "unknown", { id: model.id, notice: recordNotice() })];
  return [
    render("sh", "PaddleOCR", "install", { notice: recordNotice() }),
    render("python", "PaddleOCR", "module", { moduleClass, modelName: repoName(model.id), notice: recordNotice() }),
  ];
}

export default paddleocrSnippets;
