// A model's pipeline tag must be one the catalogue knows: an unknown one is bad input with the closest
// known tags, never a record rendered to nothing.
import { isPipelineType, PIPELINE_TYPES } from "../catalogue/pipelines.ts";
import { ModelRecordError } from "./model.ts";
import { unknownName } from "./suggest.ts";

/** `source: pipeline_tag: unknown pipeline tag "…" (did you mean …?)` for a tag the catalogue lacks. */
export function checkPipelineTag(model: { pipeline_tag?: unknown }, source: string): void {
  const tag = model.pipeline_tag;
  if (typeof tag !== "string" || isPipelineType(tag)) return;
  throw new ModelRecordError(`${source}: pipeline_tag: ${unknownName("pipeline tag", tag, PIPELINE_TYPES)}`);
}
