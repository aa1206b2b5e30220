import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fg from "fast-glob";
import { beforeAll, describe, expect, it } from "vitest";
import { nodeSyntaxChecker } from "../syntax/node.ts";
import type { SyntaxChecker } from "../../engine/syntax/parse.ts";
import { listApiTables, loadApiTable } from "../../catalogue/api-tables.ts";
import { checkLibraryNames, isListed, loadLibraryApis } from "./libraries.ts";

const libraryApis = loadLibraryApis();
/**
 * Libraries with Python golden files that need no table of their own: only one whose snippets take
 * names solely from packages another library's table already checks may be listed, with that reason.
 * None today: every library with Python snippets names its tables (`apiTables` in catalogue/libraries.yaml).
 */
const NO_TABLE_NEEDED: Readonly<Record<string, string>> = {};
let checker: SyntaxChecker;

beforeAll(async () => {
  checker = await nodeSyntaxChecker();
});

function problemsOf(library: string, code: string): string[] {
  const tree = checker.parse("python", code);
  try {
    return checkLibraryNames(tree, libraryApis[library]!).map((p) => `${p.line}: ${p.message}`);
  } finally {
    tree.delete();
  }
}

describe("library API tables", () => {
  it("every package table loads, with a version and sources, and is used", () => {
    const used = new Set(Object.values(libraryApis).flat().map((p) => `${p.package}@${p.version}`));
    for (const table of listApiTables()) {
      const api = loadApiTable(table);
      expect(api.sources.length, table).toBeGreaterThan(0);
      expect(used.has(`${api.package}@${api.version}`), `${table} is named by a library's apiTables in catalogue/libraries.yaml`).toBe(true);
    }
  });

  it("names the file, the field and the problem for a bad table, and the file for a missing one", () => {
    const dir = mkdtempSync(join(tmpdir(), "api-tables-"));
    writeFileSync(join(dir, "bad.yaml"), "package: bad\nversion: '1.0'\nsources: [https://example.com/bad]\nnames:\n  Model: [from-pretrained]\n");
    expect(() => loadApiTable("bad", dir)).toThrow(`${join(dir, "bad.yaml")}: names.Model[0]: must be a Python identifier`);
    expect(() => loadApiTable("absent", dir)).toThrow(`${join(dir, "absent.yaml")}: file not found`);
  });

  it("covers the libraries whose snippets issue 13 fixed", () => {
    for (const library of ["diffusers", "keras-hub", "transformers", "ultralytics", "yolov10"]) expect(libraryApis[library], library).toBeDefined();
  });
});

describe("library golden files name only what their packages have", () => {
  const files = fg.sync("golden/libraries/*/*/python/**/*.py").sort();
  const checked = files.filter((file) => libraryApis[file.split("/")[2]!]);

  it("finds golden files for every library that names API tables", () => {
    const withFiles = new Set(checked.map((file) => file.split("/")[2]));
    expect(Object.keys(libraryApis).filter((library) => !withFiles.has(library))).toEqual([]);
  });

  it("checks every library that has Python golden files (a new library cannot skip its table)", () => {
    const libraries = [...new Set(files.map((file) => file.split("/")[2]!))];
    const unchecked = libraries.filter((library) => !libraryApis[library] && !Object.hasOwn(NO_TABLE_NEEDED, library));
    expect(unchecked, "add an API table (catalogue/api-tables/) and name it in the library's apiTables").toEqual([]);
    // An exemption is only for a library with Python snippets and no table of its own.
    for (const library of Object.keys(NO_TABLE_NEEDED)) {
      expect(libraries, `${library} has Python golden files`).toContain(library);
      expect(libraryApis[library], `${library} is exempt and has a table`).toBeUndefined();
    }
  });

  it.each(checked)("%s", (file) => {
    expect(problemsOf(file.split("/")[2]!, readFileSync(file, "utf8"))).toEqual([]);
  });
});

describe("checkLibraryNames", () => {
  it("reports a class, a method and a submodule name the package lacks", () => {
    expect(problemsOf("ultralytics", 'from ultralytics import YOLOv8\nmodel = YOLOv8.from_pretrained("a/b")\n')).toEqual([
      "1: ultralytics.YOLOv8 is not in the ultralytics 8.3.172 table",
      "2: ultralytics.YOLOv8.from_pretrained is not in the ultralytics 8.3.172 table",
    ]);
    expect(problemsOf("ultralytics", 'from ultralytics import YOLO\nmodel = YOLO.from_pretrained("a/b")\n')).toEqual([
      "2: ultralytics.YOLO.from_pretrained is not in the ultralytics 8.3.172 table",
    ]);
    expect(problemsOf("diffusers", "import diffusers\nx = diffusers.utils.load_images\n")).toEqual([
      "2: diffusers.utils.load_images is not in the diffusers 0.40.0 table",
    ]);
  });

  it("accepts listed names, attributes of listed names and other packages", () => {
    expect(problemsOf("keras-hub", 'import keras_hub\nimport numpy as np\nm = keras_hub.models.CausalLM.from_preset("hf://a/b")\nnp.zeros(3)\n')).toEqual([]);
    expect(isListed(loadApiTable("diffusers"), "utils.export_to_video")).toBe(true);
    expect(isListed(loadApiTable("diffusers"), "FluxControlNetModel.from_pretrained")).toBe(true);
    expect(isListed(loadApiTable("diffusers"), "FluxControlNetModel.from_single_file")).toBe(false);
  });
});

describe("calls of loaded pipelines", () => {
  const svd = (call: string) =>
    `import torch\nfrom diffusers import StableVideoDiffusionPipeline\n\npipe = StableVideoDiffusionPipeline.from_pretrained("a/b", torch_dtype=torch.float16).to("cuda")\n${call}\n`;

  it("reports a keyword the pipeline does not take and a missing required argument", () => {
    expect(problemsOf("diffusers", svd('frames = pipe(image=img, prompt="a cat").frames[0]'))).toEqual([
      "5: StableVideoDiffusionPipeline(...): unknown keyword argument prompt= (diffusers 0.40.0)",
    ]);
    expect(problemsOf("diffusers", svd("frames = pipe(decode_chunk_size=8).frames[0]"))).toEqual([
      "5: StableVideoDiffusionPipeline(...): missing required argument image (diffusers 0.40.0)",
    ]);
  });

  it("accepts a call that fits, and leaves pipelines without a recorded signature alone", () => {
    expect(problemsOf("diffusers", svd("frames = pipe(img, decode_chunk_size=8).frames[0]"))).toEqual([]);
    expect(problemsOf("diffusers", 'from diffusers import DiffusionPipeline\npipe = DiffusionPipeline.from_pretrained("a/b")\npipe(anything=1)\n')).toEqual([]);
  });
});

describe("calls of constructed pipelines", () => {
  const sana = (module: string, cls: string, call: string) =>
    `from app.${module} import ${cls}\n\nsana = ${cls}("configs/a.yaml")\nsana.from_pretrained("hf://a/b/c.pth")\n${call}\n`;

  it("checks a call of an instance made by calling a listed class", () => {
    expect(problemsOf("sana", sana("sana_pipeline", "SanaPipeline", 'image = sana(prompt="a cat", pag_guidance_scale=2.0)'))).toEqual([]);
    expect(problemsOf("sana", sana("sana_pipeline", "SanaPipeline", 'image = sana(prompt="a cat", steps=18)'))).toEqual([
      "5: sana_pipeline.SanaPipeline(...): unknown keyword argument steps= (app Sana main at dec5433 (sana_pipeline.py) and 38e4a29 (sana_sprint_pipeline.py))",
    ]);
  });

  it("knows the Sprint pipeline takes no PAG scale", () => {
    expect(problemsOf("sana", sana("sana_sprint_pipeline", "SanaSprintPipeline", 'image = sana(prompt="a cat", pag_guidance_scale=2.0)'))).toEqual([
      "5: sana_sprint_pipeline.SanaSprintPipeline(...): unknown keyword argument pag_guidance_scale= (app Sana main at dec5433 (sana_pipeline.py) and 38e4a29 (sana_sprint_pipeline.py))",
    ]);
  });
});
