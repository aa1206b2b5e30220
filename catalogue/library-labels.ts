// What a model page shows of each library beside its snippets: its label, code repository, docs and whether
// the hub lists it as a filter. A view of catalogue/libraries.yaml (loadCatalogueFields), so that the package's
// hub-compatible MODEL_LIBRARIES_UI_ELEMENTS (engine/compat/libraries.ts) ships these fields and not the whole
// table (the download queries: catalogue/libraries.ts); which libraries have snippets is
// catalogue/library-snippets.ts's.
import { librariesFileSchema } from "./library-schema.ts";
import { loadCatalogueFields } from "./load.ts";
import type { LibraryData } from "./shapes.ts";

/** A library as a model page labels it. */
export type LibraryLabel = Pick<LibraryData, "prettyLabel" | "repoName" | "repoUrl" | "docsUrl" | "filter">;

/** Every library by id, alphabetically, with the fields a page shows. */
export const libraryLabels = loadCatalogueFields("libraries.yaml", "docsUrl,filter,prettyLabel,repoName,repoUrl", librariesFileSchema) as Readonly<
  Record<string, LibraryLabel>
>;
