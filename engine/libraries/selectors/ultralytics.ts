// ultralytics: the YOLO class of the model's yolov{N} tag, or a placeholder version to replace.
import type { ModelRecord } from "../../model.ts";
import type { LibrarySnippet } from "../index.ts";
import { render } from "../render.ts";

export function yoloVersion(model: ModelRecord): string | null {
  for (const tag of model.tags ?? []) {
    const match = /^yolov(\d+)$/.exec(tag);
    if (match) return match[1]!;
  }
  return null;
}

export function ultralyticsSnippets(model: ModelRecord): LibrarySnippet[] {
  const version = yoloVersion(model);
  const context = { id: model.id, className: `YOLOv${version ?? "XX"}`, placeholder: version === null };
  return [render("python", "ultralytics", "usage", context)];
}

export default ultralyticsSnippets;
