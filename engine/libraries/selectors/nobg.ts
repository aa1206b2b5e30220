// nobg: install, then background removal through predict() (with a text prompt for models tagged
// "promptable") and step by step.
import type { ModelRecord } from "../../model.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { baseContext, render, recordNotice } from "../render.ts";

export function nobgSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  const context = baseContext(model);
  const promptable = (model.tags ?? []).includes("promptable");
  return [
    render("sh", "nobg", "install", context),
    render("python", "nobg", "predict", { id: context.id, name: context.name, sample: context.sample, promptable, notice: recordNotice() }),
    render("python", "nobg", "manual", context),
  ];
}

export default nobgSnippets;
