// The reference pages from the command line, the golden check and the tests: build-pages.ts with the page
// templates and schema files read from disk (files.node.ts). See docs-site/README.md.
import { buildDocsWith, type DocsBuild, type DocsOptions } from "./build-pages.ts";
import { nodeDocsFiles } from "./files.node.ts";

export { DEFAULT_LANGUAGES } from "./build-pages.ts";
export type { DocsBuild, DocsOptions, DocsSection } from "./build-pages.ts";

/** Builds every page. Never throws for an example that cannot be shown: it is a warning. */
export function buildDocs(options: DocsOptions = {}): DocsBuild {
  return buildDocsWith({ ...options, files: nodeDocsFiles() });
}
