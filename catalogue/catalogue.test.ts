import { isMap, isScalar, isSeq, parseDocument, type Node } from "yaml";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { catalogueFiles } from "#catalogue-files";
import {
  checkTaskReferences,
  libraries,
  parseDownloadQuery,
  pipelines,
  PLACEHOLDER_TASK_ID,
  taskDescriptions,
  taskLibraries,
  tasks,
} from "./index.ts";
import { librarySchema } from "./library-schema.ts";
import { CatalogueError, validate } from "./load.ts";
import { parseYamlText } from "./yaml-text.ts";
import { pipelineSchema } from "./pipeline-schema.ts";
import { taskDescriptionSchema } from "./tasks-schema.ts";

/** The catalogue files this module owns. */
const OWN_FILES = Object.keys(catalogueFiles).filter(
  (p) => ["pipelines.yaml", "libraries.yaml", "task-libraries.yaml"].includes(p) || p.startsWith("tasks/"),
);

/** Key order used throughout the catalogue: case-insensitive, then by code point. */
function compareKeys(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * `path: problem` for every map whose keys are out of order, walking the whole document. Flow maps
 * (`{a: 1, b: 2}`) are exempt: they hold request bodies, whose key order is what the snippet prints.
 */
function unsortedKeys(node: Node | null, path = ""): string[] {
  const problems: string[] = [];
  if (isMap(node)) {
    const keys = node.items.map((pair) => String(isScalar(pair.key) ? pair.key.value : pair.key));
    for (let i = 1; i < keys.length && !node.flow; i++) {
      if (compareKeys(keys[i - 1], keys[i]) >= 0) {
        problems.push(`${path || "(root)"}: "${keys[i]}" should come before "${keys[i - 1]}"`);
      }
    }
    for (const pair of node.items) {
      const key = String(isScalar(pair.key) ? pair.key.value : pair.key);
      problems.push(...unsortedKeys(pair.value as Node | null, path ? `${path}.${key}` : key));
    }
  } else if (isSeq(node)) {
    node.items.forEach((item, i) => problems.push(...unsortedKeys(item as Node | null, `${path}[${i}]`)));
  }
  return problems;
}

function allStrings(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => allStrings(v, `${path}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => allStrings(v, path ? `${path}.${k}` : k));
  }
  return [];
}

describe("catalogue files", () => {
  it("include the files this module needs", () => {
    expect(OWN_FILES).toContain("pipelines.yaml");
    expect(OWN_FILES).toContain("libraries.yaml");
    expect(OWN_FILES).toContain("task-libraries.yaml");
    expect(OWN_FILES).toContain("tasks/placeholder.yaml");
  });

  it.each(OWN_FILES)("%s parses, with no duplicate keys", (file) => {
    expect(() => parseYamlText(`catalogue/${file}`, catalogueFiles[file])).not.toThrow();
  });

  it.each(OWN_FILES)("%s has its keys sorted in every map", (file) => {
    const doc = parseDocument(catalogueFiles[file]);
    expect(unsortedKeys(doc.contents as Node | null)).toEqual([]);
  });

  it.each(OWN_FILES)("%s links only over https", (file) => {
    const data = parseYamlText(file, catalogueFiles[file]);
    const insecure = allStrings(data).filter(([, s]) => /^[a-z]+:\/\//i.test(s) && !s.startsWith("https://"));
    expect(insecure).toEqual([]);
  });

  it("report duplicate keys, naming the file, line and column", () => {
    expect(() => parseYamlText("catalogue/x.yaml", "a: 1\nb: 2\na: 3\n")).toThrow(/^catalogue\/x\.yaml:3:1: duplicated mapping key/);
  });

  it("report YAML syntax errors naming the file, line and column", () => {
    expect(() => parseYamlText("catalogue/x.yaml", "a: [1, 2\nb: 3\n")).toThrow(/^catalogue\/x\.yaml:\d+:\d+: /);
  });

  it("report an invalid field as `file: path.to.field: problem`", () => {
    const bad = { models: [{ id: "x" }] };
    const schema = z.strictObject({ models: z.array(z.strictObject({ description: z.string(), id: z.string() })) });
    expect(() => validate("catalogue/tasks/x.yaml", schema, bad)).toThrow(CatalogueError);
    expect(() => validate("catalogue/tasks/x.yaml", schema, bad)).toThrow(/^catalogue\/tasks\/x\.yaml: models\[0\]\.description: /);
  });

  it("reject a task description with a bad demo entry or an unknown field", () => {
    const description = { ...taskDescriptions[PLACEHOLDER_TASK_ID] };
    const badDemo = { ...description, demo: { inputs: [{ type: "img" }], outputs: [] } };
    expect(() => validate("catalogue/tasks/t.yaml", taskDescriptionSchema, badDemo)).toThrow(
      /catalogue\/tasks\/t\.yaml: demo\.inputs\[0\]\.filename: /,
    );
    expect(() => validate("catalogue/tasks/t.yaml", taskDescriptionSchema, { ...description, colour: "red" })).toThrow(
      /catalogue\/tasks\/t\.yaml: \(root\): .*colour/,
    );
  });

  it("reject a library with an http URL and a pipeline with an unknown modality", () => {
    const lib = { prettyLabel: "X", repoName: "x", repoUrl: "http://example.com/x" };
    expect(() => validate("catalogue/libraries.yaml", librarySchema, lib)).toThrow(
      /^catalogue\/libraries\.yaml: repoUrl: must be an https URL/,
    );
    const pipeline = { modality: "smell", name: "Smelling" };
    expect(() => validate("catalogue/pipelines.yaml", pipelineSchema, pipeline)).toThrow(
      /^catalogue\/pipelines\.yaml: modality: /,
    );
  });
});

describe("pipelines", () => {
  it("cover the hub's pipeline types", () => {
    const ids = Object.keys(pipelines);
    expect(ids.length).toBeGreaterThanOrEqual(57);
    for (const id of [
      "any-to-any",
      "audio-classification",
      "graph-ml",
      "other",
      "robotics",
      "text-generation",
      "time-series-forecasting",
      "voice-activity-detection",
      "zero-shot-object-detection",
    ]) {
      expect(ids).toContain(id);
    }
    expect(pipelines["text-classification"].name).toBe("Text Classification");
    expect(pipelines["fill-mask"].modality).toBe("nlp");
  });

  it("have unique sub-task types within each pipeline", () => {
    for (const [id, p] of Object.entries(pipelines)) {
      const types = (p.subtasks ?? []).map((s) => s.type);
      expect(new Set(types).size, id).toBe(types.length);
    }
  });
});

describe("task-libraries.yaml", () => {
  it("has an entry for every pipeline and names only pipelines and libraries", () => {
    expect(checkTaskReferences()).toEqual([]);
  });

  it("lists each task's libraries sorted and without repeats", () => {
    for (const [id, libs] of Object.entries(taskLibraries)) {
      expect([...libs].sort(compareKeys), id).toEqual(libs);
      expect(new Set(libs).size, id).toBe(libs.length);
    }
  });
});

describe("tasks", () => {
  it("exist for every pipeline, with label and libraries", () => {
    expect(Object.keys(tasks)).toEqual(Object.keys(pipelines));
    const od = tasks["object-detection"];
    expect(od.label).toBe("Object Detection");
    expect(od.libraries).toEqual(expect.arrayContaining(["transformers", "transformers.js", "ultralytics"]));
    expect(od.isPlaceholder).toBe(false);
  });

  it("fall back to the placeholder description", () => {
    const placeholder = taskDescriptions[PLACEHOLDER_TASK_ID];
    expect(placeholder).toBeDefined();
    const without = Object.keys(pipelines).filter((id) => !taskDescriptions[id]);
    expect(without.length).toBeGreaterThan(0);
    for (const id of without) {
      expect(tasks[id].isPlaceholder, id).toBe(true);
      expect(tasks[id].summary).toBe(placeholder.summary);
      expect(tasks[id].label).toBe(pipelines[id].name);
    }
  });

  it("describe the tasks the hub has pages for", () => {
    const required = [
      "audio-classification",
      "automatic-speech-recognition",
      "depth-estimation",
      "feature-extraction",
      "fill-mask",
      "image-classification",
      "image-segmentation",
      "image-text-to-text",
      "image-to-3d",
      "image-to-image",
      "image-to-text",
      "keypoint-detection",
      "mask-generation",
      "object-detection",
      "question-answering",
      "reinforcement-learning",
      "sentence-similarity",
      "summarization",
      "table-question-answering",
      "tabular-classification",
      "tabular-regression",
      "text-classification",
      "text-generation",
      "text-ranking",
      "text-to-3d",
      "text-to-image",
      "text-to-speech",
      "text-to-video",
      "token-classification",
      "translation",
      "unconditional-image-generation",
      "video-classification",
      "video-text-to-text",
      "visual-document-retrieval",
      "visual-question-answering",
      "zero-shot-classification",
      "zero-shot-image-classification",
      "zero-shot-object-detection",
    ];
    const missing = required.filter((id) => !taskDescriptions[id]);
    expect(missing).toEqual([]);
    expect(Object.keys(taskDescriptions).length).toBeGreaterThanOrEqual(45);
  });

  it("name hub repositories as owner/name and widget models among usable ids", () => {
    for (const [stem, d] of Object.entries(taskDescriptions)) {
      for (const kind of ["datasets", "models", "spaces"] as const) {
        for (const repo of d[kind]) {
          expect(repo.id, `${stem}.${kind}`).toMatch(/^[\w.-]+(\/[\w.-]+)?$/);
        }
        const ids = d[kind].map((r) => r.id);
        expect(new Set(ids).size, `${stem}.${kind} has a repeated id`).toBe(ids.length);
      }
      for (const m of d.widgetModels) expect(m, `${stem}.widgetModels`).toMatch(/^[\w.-]+\/[\w.-]+$/);
      for (const entry of [...d.demo.inputs, ...d.demo.outputs]) {
        if (entry.type === "text-with-tokens") {
          for (const t of entry.tokens) {
            expect(t.start, stem).toBeLessThan(t.end);
            expect(t.end, stem).toBeLessThanOrEqual(entry.text.length);
          }
        }
      }
    }
  });

  it("have a canonicalId only when it names another task", () => {
    for (const [stem, d] of Object.entries(taskDescriptions)) {
      if (d.canonicalId !== undefined) {
        expect(d.canonicalId).not.toBe(stem);
        expect(taskDescriptions[d.canonicalId], stem).toBeDefined();
      }
    }
  });
});

describe("libraries", () => {
  it("include the libraries the snippets rely on", () => {
    const mustHave = [
      "adapter-transformers",
      "allennlp",
      "asteroid",
      "audiocraft",
      "bertopic",
      "diffusers",
      "diffusionkit",
      "espnet",
      "fairseq",
      "fastai",
      "fasttext",
      "flair",
      "gliner",
      "keras",
      "keras-hub",
      "lerobot",
      "llama-cpp-python",
      "ml-agents",
      "mlx",
      "mlx-image",
      "nemo",
      "open_clip",
      "paddlenlp",
      "peft",
      "pyannote-audio",
      "sample-factory",
      "sentence-transformers",
      "setfit",
      "sklearn",
      "spacy",
      "span-marker",
      "speechbrain",
      "stable-baselines3",
      "stanza",
      "tensorflowtts",
      "tf-keras",
      "timm",
      "transformers",
      "transformers.js",
      "ultralytics",
      "zonos",
    ];
    expect(mustHave.filter((id) => !libraries[id])).toEqual([]);
    expect(Object.keys(libraries).length).toBeGreaterThanOrEqual(200);
  });

  it("have ids that do not differ only by case", () => {
    const lower = Object.keys(libraries).map((id) => id.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
  });

  it("have countDownloads queries that all parse", () => {
    const failures: string[] = [];
    for (const [id, lib] of Object.entries(libraries)) {
      if (lib.countDownloads === undefined) continue;
      try {
        parseDownloadQuery(lib.countDownloads);
      } catch (error) {
        failures.push(`${id}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("share snippets only with a library that has its own", () => {
    for (const [id, lib] of Object.entries(libraries)) {
      if (lib.snippets === undefined || lib.snippets === true) continue;
      expect(libraries[lib.snippets]?.snippets, `${id} → ${lib.snippets}`).toBe(true);
    }
    expect(libraries.transformers.snippets).toBe(true);
    expect(libraries.yolov10.snippets).toBe("ultralytics");
  });

  it("default filter to false and keep their id", () => {
    expect(libraries.transformers.filter).toBe(true);
    expect(libraries["llama-cpp-python"].filter).toBe(false);
    expect(libraries.peft.id).toBe("peft");
  });
});
