// The example model of each (task, provider) on the reference pages (`snippets docs`, docs-site/): a pinned,
// reviewed file, catalogue/docs-examples.yaml, so that a page changes only when this file or a template does.
// Only the page generator and the verify run read it: nothing in engine/ imports this module, so the package
// leaves the file out (scripts/browser-build/data.ts ships what the engine's modules load).
import { z } from "zod";
import { loadCatalogueFile } from "./load.ts";

const hubId = z.string().regex(/^[\w.-]+\/[\w.-]+$/, "must be a hub model id, owner/name");

export const docsExampleSchema = z.strictObject({
  /** The hub model shown. */
  model: hubId,
  /** The provider's own id for it, as the hub's provider mapping gives it; absent: the hub id itself. */
  providerId: z.string().min(1).regex(/^[^\0-\x1f\x7f]+$/, "must hold no control character").optional(),
  /** The mapping entry's status on the hub; a `staging` one (set up for tests) is left off the pages, with a warning. */
  status: z.enum(["live", "staging"]).optional(),
});

/** task → provider → example (catalogue/docs-examples.yaml). */
export const docsExamplesFileSchema = z.record(
  z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a task id"),
  z.record(z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "must be a provider id"), docsExampleSchema),
);

export type DocsExample = z.infer<typeof docsExampleSchema>;
export type DocsExamples = z.infer<typeof docsExamplesFileSchema>;

export const DOCS_EXAMPLES_FILE = "docs-examples.yaml";

/** The examples as the file holds them (validated once, where the file is read). */
export function loadDocsExamples(): DocsExamples {
  return loadCatalogueFile(DOCS_EXAMPLES_FILE, docsExamplesFileSchema);
}
