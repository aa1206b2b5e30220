// Which pipeline tags each library's pipeline-style API serves (library id → tags), with the source of
// each list. Source: catalogue/library-tasks.yaml. Library selectors use it to decide whether a
// pipeline snippet is offered for a model's pipeline_tag.
import { LIBRARY_IDS } from "./libraries.ts";
import { libraryTasksFileSchema } from "./library-schema.ts";
import { CatalogueError, loadCatalogueFile } from "./load.ts";
import { PIPELINE_TYPES, type PipelineType } from "./pipelines.ts";
import type { LibraryTasksEntry } from "./shapes.ts";

const FILE = "catalogue/library-tasks.yaml";

/** The pipeline tags a library's pipeline-style API serves (catalogue/library-tasks.yaml), checked. */
export interface LibraryTasks {
  /** The library id. */
  library: string;
  /** Where the list comes from: a URL or a package file. */
  source: string;
  /** The pipeline ids. */
  tasks: readonly PipelineType[];
  /** The library version the list holds for, if the source names one. */
  version?: string;
}


/** Checks that every library id and task id resolves; throws naming the file, field and problem. */
export function checkLibraryTasks(
  data: Record<string, LibraryTasksEntry>,
  libraryIds: readonly string[] = LIBRARY_IDS,
  pipelineIds: readonly string[] = PIPELINE_TYPES,
): Record<string, LibraryTasks> {
  const knownLibraries = new Set(libraryIds);
  const knownTasks = new Set(pipelineIds);
  const problems: string[] = [];
  for (const [library, entry] of Object.entries(data)) {
    if (!knownLibraries.has(library)) problems.push(`${FILE}: ${library}: not a library id in catalogue/libraries.yaml`);
    entry.tasks.forEach((task, i) => {
      if (!knownTasks.has(task)) problems.push(`${FILE}: ${library}.tasks[${i}]: "${task}" is not a pipeline id in catalogue/pipelines.yaml`);
    });
    const seen = new Set<string>();
    entry.tasks.forEach((task, i) => {
      if (seen.has(task)) problems.push(`${FILE}: ${library}.tasks[${i}]: "${task}" is listed twice`);
      seen.add(task);
    });
  }
  if (problems.length > 0) throw new CatalogueError(problems.join("\n"));
  return Object.fromEntries(
    Object.entries(data).map(([library, entry]) => [
      library,
      { library, source: entry.source, tasks: entry.tasks as PipelineType[], ...(entry.version ? { version: entry.version } : {}) },
    ]),
  );
}

/** Pipeline tags served by each library's pipeline API, by library id. */
export const libraryTasks: Readonly<Record<string, LibraryTasks>> = checkLibraryTasks(
  loadCatalogueFile("library-tasks.yaml", libraryTasksFileSchema),
);

/**
 * Whether `library`'s pipeline API serves `task` (false for a library with no entry): the catalogue's
 * answer, from the whole file (the library selectors ask catalogue/library-served-tasks.ts, whose data the
 * package ships only for the libraries they ask about).
 */
export function libraryServesTask(library: string, task: string | null | undefined): boolean {
  if (!task || !Object.hasOwn(libraryTasks, library)) return false;
  return (libraryTasks[library]!.tasks as readonly string[]).includes(task);
}
