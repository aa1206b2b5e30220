// LTX-2 (Lightricks' own pipelines, not diffusers). Two generations with different files:
// LTX-2.5 ships split weights with a Gemma 4 text encoder, LTX-2.3 (and unmarked older cards) one
// checkpoint plus a Gemma 3 root. A repository is LTX-2.5 when its id, a tag or its base model says so.
// Adapters (tags `lora`, `ic-lora`) run on the base model's pipeline with their weights added.
import type { ModelRecord } from "../../model.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { render, recordNotice } from "../render.ts";
import { firstTag, nonEmptyString, repoName } from "../../record.ts";

export type LtxGeneration = "2.3" | "2.5";
export type LtxKind = "base" | "lora" | "ic-lora";

export function ltxGeneration(model: ModelRecord): LtxGeneration {
  const base = model.cardData?.base_model;
  const refs = [model.id, ...(model.tags ?? []), ...(Array.isArray(base) ? base : [base])].map(nonEmptyString);
  return refs.some((ref) => ref !== undefined && /ltx[-_]?2\.5/i.test(ref)) ? "2.5" : "2.3";
}

/** An adapter by its tag (an IC-LoRA is tagged lora too), else the base model. */
export const ltxKind = (model: ModelRecord): LtxKind => firstTag(model, ["ic-lora", "lora"], "base");

export function ltxSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  const generation = ltxGeneration(model);
  const kind = ltxKind(model);
  const name = repoName(model.id);
  const context = { id: model.id, name, dir: `models/${name}`, notice: recordNotice() };
  const download = generation === "2.3" ? "download-2.3" : kind === "base" ? "download-2.5" : "download-adapter";
  const runs =
    kind !== "base" ? [`${kind}-${generation}`] : generation === "2.3" ? ["distilled-2.3", "hq-2.3"] : ["distilled-2.5", "dfr-2.5"];
  return [
    render("sh", "ltx", "install", { natten: generation === "2.5", notice: recordNotice() }),
    render("sh", "ltx", download, context),
    ...runs.map((run) => render("sh", "ltx", run, context)),
  ];
}

export default ltxSnippets;
