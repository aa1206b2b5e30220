// Branches of the selectors added for the libraries the hub gained snippets for: aneforge, cortiq,
// jev-style, ltx, multimolecule, nobg. The golden cases show one record per branch; these tests pin
// the decisions themselves, including the edge cases a golden case does not show.
import { describe, expect, it } from "vitest";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "@huggingface/tasks";
import type { ModelRecord } from "../../model.ts";
import { getLibrarySnippets } from "../index.ts";
import { aneforgeVariant } from "./aneforge.ts";
import { jevStyleBackend } from "./jev-style.ts";
import { ltxGeneration, ltxKind } from "./ltx.ts";

const model = (fields: Partial<ModelRecord> = {}): ModelRecord => ({ id: "acme/model", ...fields });
const templates = (library_name: string, fields: Partial<ModelRecord> = {}) =>
  getLibrarySnippets({ id: "acme/model", library_name, ...fields }).map((s) => s.template);

describe("libraries the pinned hub shows snippets for", () => {
  const withSnippets = Object.entries(MODEL_LIBRARIES_UI_ELEMENTS as Record<string, { snippets?: unknown }>)
    .filter(([, lib]) => lib.snippets !== undefined)
    .map(([id]) => id);

  it.each(withSnippets)("%s renders at least one snippet for a bare record", (library_name) => {
    expect(templates(library_name).length).toBeGreaterThan(0);
  });
});

describe("aneforge", () => {
  it("picks the loader by task, then by tag", () => {
    expect(aneforgeVariant(model({ pipeline_tag: "text-generation", tags: ["clip"] }))).toBe("llm");
    expect(aneforgeVariant(model({ pipeline_tag: "image-classification", tags: ["clip"] }))).toBe("clip");
    expect(aneforgeVariant(model({ pipeline_tag: "image-classification", tags: ["resnet"] }))).toBe("resnet");
    expect(aneforgeVariant(model({ pipeline_tag: "image-classification" }))).toBe("vit");
    expect(aneforgeVariant(model({ pipeline_tag: "automatic-speech-recognition" }))).toBe("whisper");
    expect(aneforgeVariant(model({}))).toBe("embeddings");
  });
});

describe("cortiq", () => {
  it("installs, then runs the command of the task (chat for anything else)", () => {
    expect(templates("cortiq", { pipeline_tag: "text-to-image" })).toEqual(["sh/cortiq/install.hbs", "sh/cortiq/imagine.hbs"]);
    expect(templates("cortiq", { pipeline_tag: "text-to-audio" })).toEqual(["sh/cortiq/install.hbs", "sh/cortiq/music.hbs"]);
    expect(templates("cortiq", { pipeline_tag: "toString" })).toEqual(["sh/cortiq/install.hbs", "sh/cortiq/chat.hbs"]);
    expect(templates("cortiq")).toEqual(["sh/cortiq/install.hbs", "sh/cortiq/chat.hbs"]);
  });
});

describe("jev-style", () => {
  it("installs the MLX build before the GGUF one, PyTorch otherwise", () => {
    expect(jevStyleBackend(model({ tags: ["gguf", "mlx"] }))).toBe("mlx");
    expect(jevStyleBackend(model({ tags: ["gguf"] }))).toBe("gguf");
    expect(jevStyleBackend(model({}))).toBe("torch");
  });
});

describe("ltx", () => {
  it("recognises LTX-2.5 by id, tag or base model, in any spelling", () => {
    expect(ltxGeneration(model({ id: "Lightricks/LTX-2.5" }))).toBe("2.5");
    expect(ltxGeneration(model({ tags: ["ltx_2.5"] }))).toBe("2.5");
    expect(ltxGeneration(model({ cardData: { base_model: "Lightricks/ltx2.5" } }))).toBe("2.5");
    expect(ltxGeneration(model({ cardData: { base_model: ["other/model", "Lightricks/LTX-2.5"] } }))).toBe("2.5");
    expect(ltxGeneration(model({ id: "Lightricks/LTX-2", cardData: { base_model: 25 } }))).toBe("2.3");
    expect(ltxGeneration(model({ id: "Lightricks/LTX-25-preview" }))).toBe("2.3");
  });

  it("treats an IC-LoRA (also tagged lora) as an IC-LoRA", () => {
    expect(ltxKind(model({ tags: ["lora", "ic-lora"] }))).toBe("ic-lora");
    expect(ltxKind(model({ tags: ["lora"] }))).toBe("lora");
    expect(ltxKind(model({}))).toBe("base");
  });

  it("shows both pipelines for a base model and the adapter's one for an adapter", () => {
    expect(templates("ltx", { id: "a/LTX-2.5" })).toEqual([
      "sh/ltx/install.hbs",
      "sh/ltx/download-2.5.hbs",
      "sh/ltx/distilled-2.5.hbs",
      "sh/ltx/dfr-2.5.hbs",
    ]);
    expect(templates("ltx", { id: "a/LTX-2.5-style", tags: ["lora"] })).toEqual([
      "sh/ltx/install.hbs",
      "sh/ltx/download-adapter.hbs",
      "sh/ltx/lora-2.5.hbs",
    ]);
    expect(templates("ltx", { tags: ["ic-lora"] })).toEqual(["sh/ltx/install.hbs", "sh/ltx/download-2.3.hbs", "sh/ltx/ic-lora-2.3.hbs"]);
  });

  it("downloads into models/<repository name>, written as a shell literal", () => {
    const download = getLibrarySnippets({ id: "acme/LTX-2.x_v1", library_name: "ltx" }).find((s) => s.template === "sh/ltx/download-2.3.hbs");
    expect(download?.content).toContain("hf download 'acme/LTX-2.x_v1' --local-dir 'models/LTX-2.x_v1'");
  });
});

describe("multimolecule", () => {
  const widgetData = [{ text: "ACGU<mask>ACGU" }];

  it("loads only, without a widget example", () => {
    expect(templates("multimolecule", { pipeline_tag: "fill-mask" })).toEqual([
      "sh/multimolecule/install.hbs",
      "python/multimolecule/load.hbs",
    ]);
  });

  it("embeds the example with its mask filled, and adds the fill-mask pipeline", () => {
    const all = getLibrarySnippets({ id: "acme/model", library_name: "multimolecule", pipeline_tag: "fill-mask", widgetData });
    expect(all.map((s) => s.template)).toEqual([
      "sh/multimolecule/install.hbs",
      "python/multimolecule/load.hbs",
      "python/multimolecule/pipeline.hbs",
    ]);
    expect(all[1].content).toContain('tokenizer("ACGUAACGU", return_tensors="pt")');
    expect(all[2].content).toContain('pipeline("fill-mask", model="acme/model")');
    expect(all[2].content).toContain('predictor("ACGU<mask>ACGU")');
  });

  it("uses the model's own mask token", () => {
    const all = getLibrarySnippets({ id: "acme/model", library_name: "multimolecule", mask_token: "[MASK]", widgetData: [{ text: "AC[MASK]U" }] });
    expect(all[1].content).toContain('tokenizer("ACAU"');
    expect(all).toHaveLength(2); // not fill-mask, not a structure model: no pipeline
  });

  it("prefers the secondary-structure pipeline when the model is tagged for it", () => {
    const all = getLibrarySnippets({
      id: "acme/model",
      library_name: "multimolecule",
      pipeline_tag: "fill-mask",
      tags: ["rna-secondary-structure"],
      widgetData,
    });
    expect(all[2].content).toContain('pipeline("rna-secondary-structure"');
    expect(all[2].content).toContain('print(output["secondary_structure"])');
  });

  it("writes an example with quotes as an escaped literal", () => {
    const all = getLibrarySnippets({ id: "acme/model", library_name: "multimolecule", pipeline_tag: "fill-mask", widgetData: [{ text: 'AC"\n<mask>' }] });
    expect(all[2].content).toContain('predictor("AC\\"\\n<mask>")');
  });
});

describe("nobg", () => {
  it("passes a prompt only to promptable models", () => {
    const plain = getLibrarySnippets({ id: "acme/model", library_name: "nobg" });
    const promptable = getLibrarySnippets({ id: "acme/model", library_name: "nobg", tags: ["promptable"] });
    expect(plain.map((s) => s.template)).toEqual(["sh/nobg/install.hbs", "python/nobg/predict.hbs", "python/nobg/manual.hbs"]);
    expect(plain[1].content).toContain("model.predict(processor, image_path)\n".trimEnd());
    expect(plain[1].content).not.toContain("the cat");
    expect(promptable[1].content).toContain('model.predict(processor, image_path, "the cat")');
  });
});
