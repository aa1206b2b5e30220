// Task pages: one description per task (catalogue/tasks/<task-id>.yaml), assembled with the task's
// label from the pipeline name table and its libraries from catalogue/task-libraries.yaml.
// A pipeline without a description of its own gets catalogue/tasks/placeholder.yaml.
import { libraries } from "./libraries.ts";
import { listCatalogueFiles, loadCatalogueFile } from "./load.ts";
import { pipelines, type PipelineType } from "./pipelines.ts";
import type { TaskDescription } from "./shapes.ts";
import { taskDescriptionSchema, taskLibrariesFileSchema } from "./tasks-schema.ts";

export type { ExampleRepo, TaskDemo, TaskDemoEntry, TaskDescription } from "./shapes.ts";

/** A task as the hub's task page shows it. */
export interface Task extends Omit<TaskDescription, "isPlaceholder"> {
  /** The pipeline id. */
  id: PipelineType;
  /** The pipeline's display name. */
  label: string;
  /** The libraries that serve it. */
  libraries: string[];
  /** Its page is the placeholder's (no description of its own yet). */
  isPlaceholder: boolean;
}

/** Libraries per task id (every pipeline has an entry, possibly empty). */
export const taskLibraries: Readonly<Record<PipelineType, readonly string[]>> = loadCatalogueFile(
  "task-libraries.yaml",
  taskLibrariesFileSchema,
);

/** The descriptions as written, by file stem (task id, or `placeholder`). */
export const taskDescriptions: Readonly<Record<string, TaskDescription>> = Object.fromEntries(
  listCatalogueFiles("tasks/")
    .filter((path) => path.endsWith(".yaml"))
    .map((path) => [path.slice("tasks/".length, -".yaml".length), loadCatalogueFile(path, taskDescriptionSchema)]),
);

/** The description a task without its own file gets (catalogue/tasks/placeholder.yaml). */
export const PLACEHOLDER_TASK_ID = "placeholder";


function assemble(id: PipelineType): Task {
  const own = taskDescriptions[id];
  const description = own ?? taskDescriptions[PLACEHOLDER_TASK_ID];
  if (!description) throw new Error("catalogue/tasks/placeholder.yaml: file not found");
  const { isPlaceholder, ...rest } = description;
  return {
    id,
    label: pipelines[id].name,
    libraries: [...(taskLibraries[id] ?? [])],
    ...rest,
    isPlaceholder: own === undefined || isPlaceholder === true,
  };
}

/** Every task, by pipeline id, in alphabetical order. */
export const tasks: Readonly<Record<PipelineType, Task>> = Object.fromEntries(
  Object.keys(pipelines).map((id) => [id, assemble(id)]),
);

/** Cross-reference problems, `file: path: problem` each; empty when the catalogue is consistent. */
export function checkTaskReferences(): string[] {
  const problems: string[] = [];
  for (const [id, libs] of Object.entries(taskLibraries)) {
    const file = "catalogue/task-libraries.yaml";
    if (!Object.hasOwn(pipelines, id)) problems.push(`${file}: ${id}: not a pipeline in pipelines.yaml`);
    libs.forEach((lib, i) => {
      if (!Object.hasOwn(libraries, lib)) problems.push(`${file}: ${id}[${i}]: unknown library "${lib}"`);
    });
  }
  for (const id of Object.keys(pipelines)) {
    if (!Object.hasOwn(taskLibraries, id)) problems.push(`catalogue/task-libraries.yaml: ${id}: missing (use [] for none)`);
  }
  for (const [stem, description] of Object.entries(taskDescriptions)) {
    const file = `catalogue/tasks/${stem}.yaml`;
    if (stem !== PLACEHOLDER_TASK_ID && !Object.hasOwn(pipelines, stem)) {
      problems.push(`${file}: (root): no pipeline "${stem}" in pipelines.yaml`);
    }
    if (description.canonicalId !== undefined && !Object.hasOwn(pipelines, description.canonicalId)) {
      problems.push(`${file}: canonicalId: no pipeline "${description.canonicalId}" in pipelines.yaml`);
    }
  }
  return problems;
}
