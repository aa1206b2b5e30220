// What the hub's page shows of each library (its label, repository, docs, whether it is a filter, whether it
// has snippets): the fields of catalogue/libraries.yaml that hub-snippets/compat's MODEL_LIBRARIES_UI_ELEMENTS
// reads. Loaded as a view of that file (loadCatalogueFields), so that the package's compat entry ships these
// fields and not the whole table (download queries, install lines, API tables).
import { librariesFileSchema } from "./library-schema.ts";
import { loadCatalogueFields } from "./load.ts";

const entries = loadCatalogueFields("libraries.yaml", "docsUrl,filter,prettyLabel,repoName,repoUrl,snippets", librariesFileSchema);

/** A library as the hub's page shows it. */
export interface LibraryUi {
  /** Its id (a model's `library_name`). */
  id: string;
  /** Name shown on tags and on the "use this model" button. */
  prettyLabel: string;
  /** Name of the library's code repository. */
  repoName: string;
  /** The code repository's URL. */
  repoUrl: string;
  /** Its documentation, if any. */
  docsUrl?: string;
  /** Shown among the hub's model filters. */
  filter: boolean;
  /** Whether its models get snippets (its own or another library's). */
  snippets: boolean;
}

/** Every library by id, alphabetically, with the fields the hub's page shows. */
export const libraryUi: readonly LibraryUi[] = Object.entries(entries).map(([id, lib]) => ({
  id,
  prettyLabel: lib.prettyLabel!,
  repoName: lib.repoName!,
  repoUrl: lib.repoUrl!,
  ...(lib.docsUrl !== undefined ? { docsUrl: lib.docsUrl } : {}),
  filter: lib.filter ?? false,
  snippets: lib.snippets !== undefined,
}));
