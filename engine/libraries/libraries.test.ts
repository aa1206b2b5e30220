// The library selectors as a whole: they match the catalogue, every template they name exists and is
// reached by a golden case, fallbacks are comments, and hostile records stay inside literals.
import { resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { libraries } from "../../catalogue/libraries.ts";
import { loadCases } from "../golden/harness.ts";
import { nodeSyntaxChecker } from "../syntax/node.ts";
import type { SyntaxChecker } from "../syntax/parse.ts";
import { hasTemplate, listTemplates } from "../templates.ts";
import { getLibrarySnippets, selectorIdFor } from "./index.ts";
import { librarySelectors, moduleSelectors } from "./registry.ts";
import { FALLBACK, fallback, renderedTemplates } from "./render.ts";
import { simpleLibraries } from "./simple.ts";

/**
 * Selectors the catalogue names that have no snippet yet: each is listed in the handover report so the
 * catalogue can drop its `snippets` reference (or a snippet can be written). Kept as short as possible.
 */
export const PENDING_SELECTORS = new Set<string>([]);

const catalogueSelectors = new Set(
  Object.values(libraries)
    .map((lib) => lib.snippets)
    .filter((s): s is string => s !== undefined),
);

describe("registry and catalogue", () => {
  it("every snippets reference in the catalogue has a registered selector", () => {
    const missing = [...catalogueSelectors].filter((s) => !Object.hasOwn(librarySelectors, s) && !PENDING_SELECTORS.has(s));
    expect(missing).toEqual([]);
  });

  it("every registered selector is named by a catalogue entry", () => {
    expect(Object.keys(librarySelectors).filter((s) => !catalogueSelectors.has(s))).toEqual([]);
  });

  it("the pending list holds only catalogue references without a selector", () => {
    for (const s of PENDING_SELECTORS) {
      expect(catalogueSelectors.has(s), s).toBe(true);
      expect(Object.hasOwn(librarySelectors, s), s).toBe(false);
    }
  });

  it("no library is both a module and a simple-table row", () => {
    expect(Object.keys(simpleLibraries).filter((id) => Object.hasOwn(moduleSelectors, id))).toEqual([]);
  });

  it("a library resolves to the selector its catalogue entry names", () => {
    for (const [id, lib] of Object.entries(libraries)) expect(selectorIdFor(id), id).toBe(lib.snippets);
    expect(selectorIdFor("not-in-the-catalogue")).toBe("not-in-the-catalogue");
  });
});

describe("templates", () => {
  it("every template of the simple table exists", () => {
    for (const [library, templates] of Object.entries(simpleLibraries)) {
      for (const { language, template } of templates) {
        expect(hasTemplate(language, library, template), `${language}/${library}/${template}`).toBe(true);
      }
    }
  });

  it("every library template is reached by a golden case, and every template rendered exists", () => {
    renderedTemplates.clear();
    for (const c of loadCases({ root: resolve(import.meta.dirname, "../../golden") })) {
      if (c.library) getLibrarySnippets(c.model);
    }
    const selectorIds = new Set(Object.keys(librarySelectors));
    const libraryTemplates = listTemplates().filter((key) => {
      const [, client, template] = key.split("/");
      return selectorIds.has(client!) && !template!.startsWith("_");
    });
    expect(libraryTemplates.filter((key) => !renderedTemplates.has(key))).toEqual([]);
    for (const key of renderedTemplates) {
      const [language, library, template] = key.split("/");
      expect(hasTemplate(language!, library!, template!), key).toBe(true);
    }
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

  it("a library sharing another's selector uses it", () => {
    const sharing = Object.values(libraries).find((lib) => lib.snippets && lib.snippets !== lib.id);
    if (!sharing) return;
    const shared = getLibrarySnippets({ id: "acme/model", library_name: sharing.id, tags: ["yolov10"] });
    const own = getLibrarySnippets({ id: "acme/model", library_name: sharing.snippets, tags: ["yolov10"] });
    expect(shared).toEqual(own);
  });
});

describe("fallbacks", () => {
  it("are the exact texts of the issue", () => {
    expect(Object.values(FALLBACK).sort()).toEqual(
      [
        "unknown model type (must be text-to-speech or automatic-speech-recognition)",
        "Model filename not specified in config.json",
        "interface not specified in config.json",
        "interface in config.json invalid",
        "Type of model unknown",
        "Type of model unknown.",
        "Unknown pipeline tag",
        "Base model is not found.",
        "Task type is invalid.",
        "tag did not correspond to a valid NeMo domain.",
        "No input example has been defined for this model task.",
      ].sort(),
    );
  });

  it("render as a comment of the snippet's language", () => {
    expect(fallback("python", FALLBACK.taskType)).toEqual({ language: "python", content: "# Task type is invalid." });
    expect(fallback("js", FALLBACK.pipelineTag)).toEqual({ language: "js", content: "// Unknown pipeline tag" });
    expect(fallback("sh", FALLBACK.modelType).content).toBe("# Type of model unknown");
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
