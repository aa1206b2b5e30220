// Which pipeline tags each library's pipeline-style API serves, as the library selectors ask it: the
// `tasks` of catalogue/library-tasks.yaml, loaded as a view of that file (the package ships its library
// snippets these lists, not the sources and versions catalogue/library-tasks.ts also holds, and only for
// the libraries the selectors name in their calls: scripts/build-package.ts). The catalogue's own
// libraryServesTask, for any library, is catalogue/library-tasks.ts's.
import { libraryTasksFileSchema } from "./library-schema.ts";
import { loadCatalogueFields } from "./load.ts";

const servedTasks = new Map(
  Object.entries(loadCatalogueFields("library-tasks.yaml", "tasks", libraryTasksFileSchema)).map(([library, entry]) => [library, new Set<string>(entry.tasks)]),
);

/** Whether `library`'s pipeline API serves `task` (false for a library with no entry). */
export function libraryServesTask(library: string, task: string | null | undefined): boolean {
  if (!task) return false;
  return servedTasks.get(library)?.has(task) ?? false;
}
