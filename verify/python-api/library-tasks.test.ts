// The pipeline tags catalogue/library-tasks.yaml says transformers' pipeline API serves are the installed
// transformers' own (introspection: transformers.pipelines.SUPPORTED_TASKS and TASK_ALIASES, those that are
// hub pipeline tags), at the version the file names. Needs the library runtime (make-env.sh libraries).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { libraryTasks } from "../../catalogue/library-tasks.ts";
import { PIPELINE_TYPES } from "../../catalogue/pipelines.ts";
import { LIBRARIES_ENV, MAKE_LIBRARIES_ENV } from "../libraries/run-libraries.ts";
import { scaled } from "../machine-load.ts";
import { PROBE_IDLE_MS, runWithin } from "../run-within.ts";

const python = join(LIBRARIES_ENV, "bin", "python");
const installed = existsSync(python);
if (!installed) console.log(`skipped the transformers pipeline-task introspection: the library runtime is not installed (${MAKE_LIBRARIES_ENV})`);

describe("transformers' pipeline tasks (catalogue/library-tasks.yaml)", () => {
  it.skipIf(!installed)("are the installed transformers' pipeline tasks that are hub pipeline tags, at its version", () => {
    const r = runWithin(PROBE_IDLE_MS, "python importing transformers to print its pipeline tasks", python, [
      "-c",
      "import json, transformers; from transformers.pipelines import SUPPORTED_TASKS, TASK_ALIASES; print(json.dumps({'version': transformers.__version__, 'tasks': sorted(set(SUPPORTED_TASKS) | {a for a, t in TASK_ALIASES.items() if t in SUPPORTED_TASKS})}))",
    ]);
    expect(r.status, r.stderr).toBe(0);
    const real = JSON.parse(r.stdout) as { version: string; tasks: string[] };
    const entry = libraryTasks.transformers!;
    expect(entry.version).toBe(real.version);
    expect([...entry.tasks].sort()).toEqual(real.tasks.filter((t) => (PIPELINE_TYPES as readonly string[]).includes(t)));
  }, scaled(PROBE_IDLE_MS + 30_000));
});
