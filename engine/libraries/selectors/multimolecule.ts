// MultiMolecule: install, load the tokenizer and model (embedding the widget's example sequence when
// the model has one), then a pipeline when the model predicts RNA secondary structure or fills masks.
import type { ModelRecord } from "../../model.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { baseContext, render, recordNotice } from "../render.ts";
import { nonEmptyString } from "../../record.ts";

/** The first widget example's text, if any. */
export function exampleText(model: ModelRecord): string | undefined {
  return nonEmptyString(model.widgetData?.[0]?.text);
}

export function multimoleculeSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  const context = baseContext(model);
  const text = exampleText(model);
  // The example with its mask filled in is a plain sequence to embed.
  const sequence = text?.replace(model.mask_token ?? "<mask>", "A");
  const snippets = [render("sh", "multimolecule", "install", context), render("python", "multimolecule", "load", { id: context.id, name: context.name, sequence: sequence ?? null, notice: recordNotice() })];
  if (text !== undefined) {
    const structure = (model.tags ?? []).includes("rna-secondary-structure");
    const task = structure ? "rna-secondary-structure" : model.pipeline_tag === "fill-mask" ? "fill-mask" : null;
    if (task) snippets.push(render("python", "multimolecule", "pipeline", { id: context.id, name: context.name, task, text, structure, notice: recordNotice() }));
  }
  return snippets;
}

export default multimoleculeSnippets;
