// Tasks: which libraries serve each task (catalogue/task-libraries.yaml), which task page stands for
// another (`canonicalId`), and which tasks have a page of their own, against the hub's task data.
// The pages' prose and their curated examples are ours and are not compared.
import { TASKS_DATA, TASKS_MODEL_LIBRARIES } from "@huggingface/tasks";
import { PLACEHOLDER_TASK_ID, taskDescriptions, taskLibraries } from "../tasks.ts";
import { compareTables, compareValue } from "./compare.ts";
import type { Difference, DriftSection } from "./types.ts";

/** What kind of page a task has: its own, the placeholder, or none. */
type PageKind = "own" | "placeholder" | "none";

function ourPage(id: string): PageKind {
  const d = taskDescriptions[id];
  return d && id !== PLACEHOLDER_TASK_ID && d.isPlaceholder !== true ? "own" : "placeholder";
}

export const tasksSection: DriftSection = {
  id: "tasks",
  source: "@huggingface/tasks TASKS_MODEL_LIBRARIES, TASKS_DATA",
  compare() {
    const hubLibraries: Record<string, string[]> = TASKS_MODEL_LIBRARIES;
    const hubData: Record<string, { canonicalId?: string; isPlaceholder?: boolean } | undefined> = TASKS_DATA;
    const libs = compareTables("tasks", taskLibraries, hubLibraries, (what, ours, theirs) =>
      compareValue(`${what}.libraries`, [...ours].sort(), [...theirs].sort()),
    );
    const pages: Difference[] = Object.keys(hubData)
      .sort()
      .flatMap((id) => {
        const hub = hubData[id];
        const what = `tasks.${id}`;
        const theirsKind: PageKind = hub === undefined ? "none" : hub.isPlaceholder ? "placeholder" : "own";
        const oursKind = ourPage(id);
        // We show a placeholder where the hub shows no page: both say "nothing written yet".
        const kinds = theirsKind === "none" && oursKind === "placeholder" ? [] : compareValue(`${what}.page`, oursKind, theirsKind);
        return [...kinds, ...compareValue(`${what}.canonicalId`, taskDescriptions[id]?.canonicalId, hub?.canonicalId)];
      });
    return [...libs, ...pages];
  },
};
