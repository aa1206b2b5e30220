// ultralytics: the ultralytics package loads a .pt weights file with YOLO (it has no from_pretrained).
// Models of the yolov10 library share these snippets but come from THU-MIG's fork of the package, whose
// YOLOv10 class does load from the hub with from_pretrained.
import type { ModelRecord } from "../../model.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { render, recordNotice } from "../render.ts";

export function ultralyticsTemplate(model: ModelRecord): "usage" | "yolov10" {
  return model.library_name === "yolov10" ? "yolov10" : "usage";
}

export function ultralyticsSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  return [render("python", "ultralytics", ultralyticsTemplate(model), { id: model.id, notice: recordNotice() })];
}

export default ultralyticsSnippets;
