// HTRflow runs models as steps of a pipeline: a Segmentation or TextRecognition step names the model
// class (yolo, RTMDet, TrOCR, Satrn, PyLaia) and the Hub model. The class is read from the repository
// name (Riksarkivet/yolov9-regions-1, Riksarkivet/trocr-base-handwritten-hist-swe-2); a model whose
// name names none gets a pointer to the docs.
import type { ModelRecord } from "../../model.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { render, recordNotice } from "../render.ts";
import { repoName } from "../../record.ts";

interface HtrflowModel {
  pattern: RegExp;
  step: "Segmentation" | "TextRecognition";
  modelClass: string;
  openmmlab: boolean;
}

const HTRFLOW_MODELS: HtrflowModel[] = [
  { pattern: /yolo/i, step: "Segmentation", modelClass: "yolo", openmmlab: false },
  { pattern: /rtmdet/i, step: "Segmentation", modelClass: "RTMDet", openmmlab: true },
  { pattern: /trocr/i, step: "TextRecognition", modelClass: "TrOCR", openmmlab: false },
  { pattern: /satrn/i, step: "TextRecognition", modelClass: "Satrn", openmmlab: true },
  { pattern: /pylaia/i, step: "TextRecognition", modelClass: "PyLaia", openmmlab: false },
];

export function htrflowModel(model: ModelRecord): HtrflowModel | undefined {
  const name = repoName(model.id);
  return HTRFLOW_MODELS.find((m) => m.pattern.test(name));
}

export function htrflowSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  const found = htrflowModel(model);
  if (!found) return [render("sh", "htrflow", "install", { notice: recordNotice() }), render("python", "htrflow", "unknown", { notice: recordNotice() })];
  const recognition = found.step === "TextRecognition";
  return [
    render("sh", "htrflow", "install", { notice: recordNotice() }),
    render("python", "htrflow", "step", {
      id: model.id,
      step: found.step,
      modelClass: found.modelClass,
      openmmlab: found.openmmlab,
      recognition,
      exportFormat: recognition ? "txt" : "page",
      notice: recordNotice(),
    }),
  ];
}

export default htrflowSnippets;
