import { parseDocument, isMap, isScalar } from "yaml";
import { describe, expect, it } from "vitest";
import { catalogueFiles } from "#catalogue-files";
import { LIBRARY_TASK_MAPPING } from "@huggingface/tasks";
import { CatalogueError } from "./load.ts";
import { checkLibraryTasks, libraryServesTask, libraryTasks } from "./library-tasks.ts";

const compare = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x !== y ? (x < y ? -1 : 1) : a < b ? -1 : a > b ? 1 : 0;
};

describe("catalogue/library-tasks.yaml", () => {
  it("has its library keys and each task list sorted", () => {
    const doc = parseDocument(catalogueFiles["library-tasks.yaml"]!);
    expect(isMap(doc.contents)).toBe(true);
    const keys = (doc.contents as { items: { key: unknown }[] }).items.map((p) => String(isScalar(p.key) ? p.key.value : p.key));
    expect(keys).toEqual([...keys].sort(compare));
    for (const [library, entry] of Object.entries(libraryTasks)) {
      expect([...entry.tasks].sort(compare), library).toEqual([...entry.tasks]);
    }
  });

  it("matches @huggingface/tasks' mapping except where transformers (5.18, as installed) dropped a pipeline", () => {
    const removedInV5 = new Set(["image-to-text", "summarization", "text2text-generation", "translation", "question-answering", "image-to-image", "visual-question-answering"]);
    for (const [library, upstream] of Object.entries(LIBRARY_TASK_MAPPING)) {
      const ours = new Set(libraryTasks[library]?.tasks ?? []);
      for (const task of upstream ?? []) {
        if (library === "transformers" && removedInV5.has(task)) expect(ours.has(task), `${library} ${task}`).toBe(false);
        else expect(ours.has(task), `${library} ${task}`).toBe(true);
      }
    }
  });

  it("says transformers 5.18's pipeline does not serve summarization, translation, image-to-text or question answering", () => {
    for (const task of ["summarization", "translation", "image-to-text", "text2text-generation", "question-answering", "visual-question-answering"]) {
      expect(libraryServesTask("transformers", task), task).toBe(false);
    }
    expect(libraryServesTask("transformers", "text-classification")).toBe(true);
    expect(libraryServesTask("no-such-library", "text-classification")).toBe(false);
    expect(libraryServesTask("transformers", undefined)).toBe(false);
  });

  it("rejects an unknown library, an unknown task and a repeated task, naming file and field", () => {
    const bad = {
      "not-a-lib": { source: "x", tasks: ["fill-mask"] },
      timm: { source: "x", tasks: ["no-such-task", "fill-mask", "fill-mask"] },
    };
    expect(() => checkLibraryTasks(bad)).toThrow(CatalogueError);
    try {
      checkLibraryTasks(bad);
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("catalogue/library-tasks.yaml: not-a-lib: not a library id");
      expect(message).toContain('timm.tasks[0]: "no-such-task" is not a pipeline id');
      expect(message).toContain('timm.tasks[2]: "fill-mask" is listed twice');
    }
  });
});
