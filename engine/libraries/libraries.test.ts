// The library snippets as a whole: the catalogue says which libraries have snippets, each has templates
// (and a selector only where choosing needs code), every template is reached by a golden case and
// names itself as the snippet's provenance, fallbacks are comments, and hostile records stay inside literals.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { libraries, snippetLibraryOf } from "../../catalogue/libraries.ts";
import { loadCases } from "../golden/harness.ts";
import { nodeSyntaxChecker } from "../../verify/syntax/node.ts";
import type { SyntaxChecker } from "../syntax/parse.ts";
import { folderTemplates, listTemplates, resetTemplateSources, setTemplateSource } from "../render/templates.ts";
import { getLibrarySnippets, librarySelectors, LibrarySnippetOptionsError } from "./index.ts";
import { FALLBACK, FALLBACK_FOLDER, fallback } from "./render.ts";

const TEMPLATES = resolve(import.meta.dirname, "../../templates");
const withSnippets = Object.values(libraries).filter((lib) => lib.snippets === true).map((lib) => lib.id);

describe("catalogue and selectors", () => {
  it("every library with snippets has a selector or templates of its own", () => {
    expect(withSnippets.filter((id) => !Object.hasOwn(librarySelectors, id) && folderTemplates(id).length === 0)).toEqual([]);
  });

  it("every selector is a library with snippets in the catalogue", () => {
    expect(Object.keys(librarySelectors).filter((id) => libraries[id]?.snippets !== true)).toEqual([]);
  });

  it("every template folder belongs to a library with snippets or to an inference client", () => {
    const folders = new Set(listTemplates().map((key) => key.split("/")[1]!));
    const libraryFolders = [...folders].filter((f) => Object.hasOwn(libraries, f));
    expect(libraryFolders.filter((f) => libraries[f]!.snippets !== true)).toEqual([]);
  });

  it("a library resolves to its own snippets, to the library it shares them with, or to none", () => {
    for (const [id, lib] of Object.entries(libraries)) {
      expect(snippetLibraryOf(id), id).toBe(lib.snippets === true ? id : lib.snippets);
    }
    expect(snippetLibraryOf("not-in-the-catalogue")).toBeUndefined();
  });
});

describe("templates and provenance", () => {
  it("every library template is reached by a golden case, and every snippet names the file that rendered it", () => {
    const renderedTemplates = new Set<string>();
    for (const c of loadCases({ root: resolve(import.meta.dirname, "../../golden") })) {
      if (!c.library) continue;
      for (const s of getLibrarySnippets(c.model)) {
        expect(existsSync(resolve(TEMPLATES, s.template)), `${c.name}: ${s.template}`).toBe(true);
        expect(s.template.startsWith(`${s.language}/`), s.template).toBe(true);
        renderedTemplates.add(s.template.replace(/\.hbs$/, ""));
      }
    }
    const libraryTemplates = listTemplates().filter((key) => {
      const [, folder, template] = key.split("/");
      return (withSnippets.includes(folder!) || folder === FALLBACK_FOLDER) && !template!.startsWith("_");
    });
    expect(libraryTemplates.filter((key) => !renderedTemplates.has(key))).toEqual([]);
  });
});

describe("getLibrarySnippets", () => {
  it("returns nothing without a library or for a library without snippets", () => {
    expect(getLibrarySnippets({ id: "a/b" })).toEqual([]);
    expect(getLibrarySnippets({ id: "a/b", library_name: "no-such-library" })).toEqual([]);
    const withoutSnippets = Object.values(libraries).find((lib) => !lib.snippets);
    if (withoutSnippets) expect(getLibrarySnippets({ id: "a/b", library_name: withoutSnippets.id })).toEqual([]);
  });

  it("validates the record", () => {
    expect(() => getLibrarySnippets({ id: "not a valid id", library_name: "timm" })).toThrow(/id/);
  });

  it("a library sharing another's snippets uses them", () => {
    const sharing = Object.values(libraries).filter((lib) => typeof lib.snippets === "string");
    expect(sharing.length).toBeGreaterThan(0);
    for (const lib of sharing) {
      // The shared library's templates render them; its selector may still tell the two libraries apart
      // (yolov10 models come from a fork of ultralytics with an API of its own).
      const shared = getLibrarySnippets({ id: "acme/model", library_name: lib.id, tags: ["yolov10"] });
      expect(shared.length, lib.id).toBeGreaterThan(0);
      for (const snippet of shared) expect(snippet.template.split("/")[1], lib.id).toBe(lib.snippets);
    }
  });
});

describe("fallbacks", () => {
  it("are the exact texts of the issue, and ours for a task the library's pipeline API lacks", () => {
    expect(Object.values(FALLBACK).sort()).toEqual(
      [
        "unknown model type (must be text-to-speech or automatic-speech-recognition)",
        "Model filename not specified in config.json",
        "interface not specified in config.json",
        "interface in config.json invalid",
        "Type of model unknown",
        "Type of model unknown.",
        "Unknown pipeline tag",
        "Task type is invalid.",
        "tag did not correspond to a valid NeMo domain.",
        "No input example has been defined for this model task.",
        "The library's pipeline API has no pipeline for this model's task.",
      ].sort(),
    );
  });

  it("renders a fixed fallback text once per language, hands each caller its own copy, and follows template edits", () => {
    const first = fallback("python", FALLBACK.taskType);
    const again = fallback("python", FALLBACK.taskType);
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
    setTemplateSource("python/fallback/comment", "# edited: {{text}}");
    try {
      expect(fallback("python", FALLBACK.taskType).content).toBe(`# edited: ${FALLBACK.taskType}`);
    } finally {
      resetTemplateSources();
    }
    expect(fallback("python", FALLBACK.taskType)).toEqual(first);
  });

  it("follow template edits, in a library without a selector and in a selector's templates, with their requirements", () => {
    const timm = () => getLibrarySnippets({ id: "timm/resnet50.a1_in1k", library_name: "timm", gated: "auto" });
    const transformers = () => getLibrarySnippets({ id: "acme/bert", library_name: "transformers", pipeline_tag: "fill-mask" });
    const before = [timm(), transformers()];
    setTemplateSource("python/timm/usage", "edited {{py id}}");
    setTemplateSource("python/transformers/pipeline", "edited pipeline {{py id}}");
    try {
      expect(timm()).toEqual([{ ...before[0]![0]!, content: 'edited "timm/resnet50.a1_in1k"' }]);
      const [pipeline, direct] = transformers();
      expect(pipeline).toEqual({ ...before[1]![0]!, content: 'edited pipeline "acme/bert"' });
      expect(direct).toEqual(before[1]![1]);
    } finally {
      resetTemplateSources();
    }
    expect([timm(), transformers()]).toEqual(before);
    // The gated record's snippet printed its notice and needs a token; the other's did not.
    expect(before[0]![0]!.content).toMatch(/^# Gated model: /);
    expect(before[0]![0]!.requirements.env.map((v) => v.name)).toEqual(["HF_TOKEN"]);
    expect(before[1]!.map((s) => s.requirements.env)).toEqual([[], []]);
  });

  it("render as a comment of the snippet's language", () => {
    expect(fallback("python", FALLBACK.taskType)).toEqual({
      language: "python",
      template: "python/fallback/comment.hbs",
      content: "# Task type is invalid.",
    });
    expect(fallback("js", FALLBACK.pipelineTag)).toEqual({
      language: "js",
      template: "js/fallback/comment.hbs",
      content: "// Unknown pipeline tag",
    });
  });
});

describe("hostile records", () => {
  let checker: SyntaxChecker;
  beforeAll(async () => {
    checker = await nodeSyntaxChecker();
  });

  const evil = "x\"'\"\"\"`$(touch /tmp/pwned)`${process.exit(1)}\\\n#{x}\r\u2028end";
  const records = [
    { library_name: "diffusers", tags: ["lora"], cardData: { base_model: evil, instance_prompt: evil } },
    { library_name: "diffusers", tags: ["controlnet"], cardData: { base_model: [evil], instance_prompt: evil } },
    { library_name: "diffusionkit", cardData: { instance_prompt: evil } },
    { library_name: "sentence-transformers", widgetData: [{ source_sentence: evil, sentences: [evil, "ok"] }] },
    { library_name: "sentence-transformers", tags: ["cross-encoder"], widgetData: [{ source_sentence: evil, sentences: [evil] }] },
    { library_name: "sentence-transformers", widgetData: [{ text: evil }] },
    { library_name: "transformers.js", pipeline_tag: "fill-mask", mask_token: evil },
    { library_name: "peft", config: { peft: { base_model_name_or_path: evil, task_type: "CAUSAL_LM" } } },
    { library_name: "adapter-transformers", config: { adapter_transformers: { model_name: evil } } },
    { library_name: "sklearn", tags: ["skops"], config: { sklearn: { model: { file: evil }, model_format: "skops" } } },
    { library_name: "speechbrain", config: { speechbrain: { speechbrain_interface: evil } } },
    { library_name: "keras-hub", config: { keras_hub: { tasks: [evil, "CausalLM"] } } },
    {
      library_name: "transformers",
      pipeline_tag: "text-generation",
      tags: ["conversational"],
      transformersInfo: { auto_model: evil, processor: evil },
    },
  ];

  it.each(records.map((r, i) => [`${r.library_name} #${i}`, r] as const))("%s stays inside literals", (_name, record) => {
    const snippets = getLibrarySnippets({ id: "acme/hostile", ...record });
    expect(snippets.length).toBeGreaterThan(0);
    for (const s of snippets) {
      expect(s.content).not.toContain("$(touch /tmp/pwned)`\n");
      expect(s.content.split("\n").some((line) => line.startsWith("end") || line.startsWith("#{x}"))).toBe(false);
      if (s.language === "python" || s.language === "js" || s.language === "sh") {
        expect(checker.check(s.language, s.content)).toEqual([]);
      }
    }
  });
});

describe("the placeholders option", () => {
  let checker: SyntaxChecker;
  beforeAll(async () => {
    checker = await nodeSyntaxChecker();
  });
  const gguf = { id: "bartowski/Llama-3.2-3B-Instruct-GGUF", library_name: "llama-cpp-python", pipeline_tag: "text-generation", tags: ["gguf", "conversational"] };
  const usage = (options?: { placeholders?: boolean }) => getLibrarySnippets(gguf, options).find((s) => s.language === "python")!.content;

  it("leaves llama-cpp-python's file as the hub's {{GGUF_FILE}}, the text of a Python string, when asked", () => {
    const code = usage({ placeholders: true });
    expect(code).toContain('    filename="{{GGUF_FILE}}",\n');
    expect(code).not.toContain("*Q4_K_M.gguf");
    expect(code).not.toContain("glob");
    expect(checker.check("python", code)).toEqual([]);
    // What the page does with it: the file it picks, in place of the placeholder, gives the snippet that names it.
    expect(code.replaceAll("{{GGUF_FILE}}", "Llama-3.2-3B-Instruct-Q4_K_M.gguf")).toContain('filename="Llama-3.2-3B-Instruct-Q4_K_M.gguf",');
  });

  it("names the file by a glob otherwise (false, or no option: the golden files)", () => {
    for (const code of [usage(), usage({ placeholders: false })]) {
      expect(code).toContain('    filename="*Q4_K_M.gguf",\n');
      expect(code).not.toContain("{{GGUF_FILE}}");
    }
  });

  it("changes no other library's snippets", () => {
    for (const library_name of ["transformers", "diffusers", "mlx", "sentence-transformers"]) {
      const record = { id: "acme/model", library_name, pipeline_tag: "text-generation", tags: ["gguf"] };
      expect(getLibrarySnippets(record, { placeholders: true }), library_name).toEqual(getLibrarySnippets(record));
    }
  });

  it("is an error naming the option when it is no boolean, or the options no object", () => {
    expect(() => getLibrarySnippets(gguf, { placeholders: "yes" } as never)).toThrow(new LibrarySnippetOptionsError('placeholders: must be true or false, got "yes"'));
    expect(() => getLibrarySnippets(gguf, null as never)).toThrow(LibrarySnippetOptionsError);
    expect(() => getLibrarySnippets(gguf, null as never)).toThrow(/^options: must be an object/);
  });
});
