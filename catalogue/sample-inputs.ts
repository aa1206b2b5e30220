// The sample inputs snippets send when a record gives none: one per task, and the chat conversations
// (catalogue/inference/sample-inputs.yaml). Apart from the providers, so that library and local-app
// snippets, which read them too, do not carry the providers' table.
import { loadCatalogueFile } from "./load.ts";
import { sampleInputsSchema } from "./sample-inputs-schema.ts";
import type { SampleInputs } from "./shapes.ts";

/** The sample inputs snippets send (catalogue/inference/sample-inputs.yaml). */
export const sampleInputs: SampleInputs =
 loadCatalogueFile("inference/sample-inputs.yaml", sampleInputsSchema);
