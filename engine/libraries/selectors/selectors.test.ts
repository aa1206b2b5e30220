// Branches of the library selectors with logic: which template each record gets, the fallbacks, and
// the identifier checks.
import { describe, expect, it } from "vitest";
import type { ModelRecord } from "../../model.ts";
import { audiocraftTemplate } from "./audiocraft.ts";
import { depthAnythingEncoder } from "./depth-anything-v2.ts";
import { diffusersTemplate } from "./diffusers.ts";
import { getLibrarySnippets } from "../index.ts";
import { snakeCase } from "./keras-hub.ts";
import { mlxVariant } from "./mlx.ts";
import { PEFT_AUTO_MODELS } from "./peft.ts";
import { BASE_MODEL_PLACEHOLDER, FALLBACK, safeIdentifier } from "../render.ts";
import { documentInput, pipelineCall } from "./transformers.ts";
import { sentenceTransformersVariant, sentencesOf } from "./sentence-transformers.ts";

const model = (fields: Partial<ModelRecord> = {}): ModelRecord => ({ id: "acme/model", ...fields });
const snippets = (library_name: string, fields: Partial<ModelRecord> = {}) =>
  getLibrarySnippets({ id: "acme/model", library_name, ...fields });
const only = (library_name: string, fields: Partial<ModelRecord> = {}) => {
  const all = snippets(library_name, fields);
  expect(all).toHaveLength(1);
  return all[0]!;
};
const comment = (text: string, prefix = "#") => `${prefix} ${text}`;

describe("transformers", () => {
  it("offers no pipeline for tasks transformers v5 removed; seq2seq tasks generate() instead", () => {
    for (const task of ["summarization", "translation", "text2text-generation"]) {
      const out = snippets("transformers", { pipeline_tag: task, transformersInfo: { auto_model: "AutoModelForSeq2SeqLM" } });
      expect(out.map((s) => s.template), task).toEqual(["python/transformers/seq2seq.hbs"]);
      expect(out[0]!.content).toContain("model.generate(**inputs");
    }
    const caption = snippets("transformers", { pipeline_tag: "image-to-text", transformersInfo: { auto_model: "AutoModelForImageTextToText" } });
    expect(caption.map((s) => s.template)).toEqual(["python/transformers/direct.hbs"]);
  });

  it("shows a pipeline only for tasks pipeline() knows, then direct loading", () => {
    const info = { auto_model: "AutoModelForSequenceClassification", processor: "AutoTokenizer" };
    expect(snippets("transformers", { pipeline_tag: "text-classification", transformersInfo: info })).toHaveLength(2);
    expect(snippets("transformers", { pipeline_tag: "robotics", transformersInfo: info })).toHaveLength(1);
  });

  it("pipeline snippets call the pipeline on the task's sample input: a text positionally, named parts and parameters by name", () => {
    const pipe = (fields: Partial<ModelRecord>) => snippets("transformers", fields).find((s) => s.template.endsWith("pipeline.hbs"))!.content;
    expect(pipe({ pipeline_tag: "fill-mask", mask_token: "<mask>" })).toContain('print(pipe("Paris is the <mask> of France."))');
    // A file input is the public URL of the task's sample file (catalogue/inference/sample-inputs.yaml `files`).
    expect(pipe({ pipeline_tag: "zero-shot-image-classification" })).toContain(
      'print(pipe("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/cats.png", candidate_labels=["cat", "dog", "llama"]))',
    );
    expect(pipe({ pipeline_tag: "automatic-speech-recognition" })).toContain('print(pipe("https://huggingface.co/datasets/Narsil/asr_dummy/resolve/main/1.flac"))');
    // A document is its words with their boxes (no OCR); a video is decoded by the snippet, with PyAV.
    const document = pipe({ pipeline_tag: "document-question-answering" });
    expect(document).toContain('word_boxes = [\n    ("Invoice", [80, 60, 210, 90]),\n');
    expect(document).toContain('print(pipe({"question": "What is the invoice number?", "word_boxes": word_boxes}))');
    expect(document).not.toMatch(/\.(jpg|png)/);
    const video = pipe({ pipeline_tag: "video-classification" });
    expect(video).toContain("from transformers.video_utils import load_video\n");
    expect(video).toContain('video, _ = load_video("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/transformers/basketball.avi", backend="pyav")\nprint(pipe(video))');
  });

  it("the record's widget example replaces the sample input when it has the same form, else the sample stays", () => {
    const call = (fields: Partial<ModelRecord>) => pipelineCall(model(fields));
    expect(call({ pipeline_tag: "fill-mask", widgetData: [{ text: "Oslo is a <mask>." }] })).toEqual([{ name: null, value: "Oslo is a <mask>." }]);
    expect(call({ pipeline_tag: "zero-shot-classification", widgetData: [{ text: "t", candidate_labels: "a, b ,c" }] })).toEqual([
      { name: null, value: "t" },
      { name: "candidate_labels", value: ["a", "b", "c"] },
    ]);
    // No labels where the task takes them, a text where it takes an image and a question: the sample input.
    expect(call({ pipeline_tag: "zero-shot-classification", widgetData: [{ text: "t" }] })![0]!.value).toMatch(/^The blender/);
    // An image where the task takes one: the widget's (a URL the user can read).
    expect(call({ pipeline_tag: "image-classification", widgetData: [{ src: "https://x/y.png" }] })).toEqual([{ name: null, value: "https://x/y.png" }]);
    // A document question is asked of the sample document's words, never of the widget's image, which would need OCR.
    expect(call({ pipeline_tag: "document-question-answering", widgetData: [{ src: "https://x/y.png", text: "Total?" }] })).toBeNull();
    expect(documentInput(model({ pipeline_tag: "document-question-answering", widgetData: [{ src: "https://x/y.png", text: "Total?" }] }))).toMatchObject({
      question: "What is the invoice number?",
    });
    expect(call({ pipeline_tag: "robotics" })).toBeNull();
  });

  it("direct loading runs the model once on a text input its tokenizer takes, and only then", () => {
    const direct = (fields: Partial<ModelRecord>) => snippets("transformers", fields).find((s) => s.template.endsWith("direct.hbs"))!.content;
    const tokenizer = { auto_model: "AutoModelForTokenClassification", processor: "AutoTokenizer" };
    expect(direct({ pipeline_tag: "token-classification", transformersInfo: tokenizer, widgetData: [{ text: "Ada in London." }] })).toContain(
      'inputs = tokenizer("Ada in London.", return_tensors="pt")\noutputs = model(**inputs)\nprint(outputs)',
    );
    expect(direct({ pipeline_tag: "image-classification", transformersInfo: { auto_model: "AutoModelForImageClassification", processor: "AutoImageProcessor" } })).not.toContain("outputs");
    expect(direct({ pipeline_tag: "table-question-answering", transformersInfo: { auto_model: "AutoModelForTableQuestionAnswering", processor: "AutoTokenizer" } })).not.toContain("outputs");
  });

  it("custom_code adds trust_remote_code=True everywhere the model loads", () => {
    const all = snippets("transformers", {
      pipeline_tag: "text-generation",
      tags: ["custom_code"],
      transformersInfo: { auto_model: "AutoModelForCausalLM", processor: "AutoTokenizer" },
    });
    for (const s of all) expect(s.content).toContain("trust_remote_code=True");
  });

  it("conversational text and image-text-to-text models get chat templates", () => {
    const text = snippets("transformers", {
      pipeline_tag: "text-generation",
      tags: ["conversational"],
      transformersInfo: { auto_model: "AutoModelForCausalLM", processor: "AutoTokenizer" },
    });
    expect(text[1]!.content).toContain("tokenizer.apply_chat_template(");
    const vlm = snippets("transformers", {
      pipeline_tag: "image-text-to-text",
      tags: ["conversational"],
      transformersInfo: { auto_model: "AutoModelForImageTextToText", processor: "AutoProcessor" },
    });
    expect(vlm[0]!.content).toContain("pipe(text=messages)");
    expect(vlm[1]!.content).toContain('"type": "image"');
    expect(vlm[1]!.content).not.toContain("image_url");
  });

  it("without transformersInfo the model type is unknown", () => {
    expect(only("transformers").content).toContain(comment(FALLBACK.modelType));
  });

  it("class names that are not identifiers fall back with a comment", () => {
    const s = only("transformers", { transformersInfo: { auto_model: "Auto Model()", processor: "x.y" } }).content;
    expect(s).toContain("from transformers import AutoTokenizer, AutoModel\n");
    expect(s).toMatch(/# The auto model class named by this model is not a valid identifier; using AutoModel\./);
    expect(s).not.toContain("Auto Model()");
  });

  it("safeIdentifier keeps identifiers and replaces the rest", () => {
    expect(safeIdentifier("AutoModelForCausalLM", "AutoModel", "x")).toEqual({ name: "AutoModelForCausalLM", note: null });
    expect(safeIdentifier(undefined, "AutoModel", "x")).toEqual({ name: "AutoModel", note: null });
    expect(safeIdentifier("1abc", "AutoModel", "x").name).toBe("AutoModel");
    expect(safeIdentifier("1abc", "AutoModel", "x").note).not.toBeNull();
  });
});

describe("diffusers", () => {
  const cases: [Partial<ModelRecord>, string][] = [
    [{ pipeline_tag: "text-to-image" }, "default"],
    [{}, "default"],
    [{ pipeline_tag: "image-to-image" }, "imageToImage"],
    [{ pipeline_tag: "image-to-video" }, "imageToVideo"],
    [{ pipeline_tag: "text-to-video" }, "textToVideo"],
    [{ tags: ["controlnet", "lora"] }, "controlnet"],
    [{ tags: ["lora"] }, "lora"],
    [{ tags: ["lora"], pipeline_tag: "image-to-image" }, "loraImageToImage"],
    [{ tags: ["lora"], pipeline_tag: "text-to-video" }, "loraTextToVideo"],
    [{ tags: ["lora"], pipeline_tag: "image-to-video" }, "loraImageToVideo"],
    [{ tags: ["textual_inversion"] }, "textualInversion"],
    [{ id: "black-forest-labs/FLUX.1-Fill-dev", tags: ["flux"] }, "fluxFill"],
    [{ id: "acme/sdxl-inpainting" }, "inpainting"],
    [{ tags: ["inpainting"] }, "inpainting"],
    [{ tags: ["controlnet", "flux"] }, "controlnetFlux"],
    [{ tags: ["controlnet"], cardData: { base_model: "black-forest-labs/FLUX.1-dev" } }, "controlnetFlux"],
    [{ id: "InstantX/SD3-Controlnet-Canny", tags: ["controlnet"] }, "controlnetSd3"],
    [{ tags: ["controlnet"], cardData: { base_model: ["stabilityai/stable-diffusion-3.5-large"] } }, "controlnetSd3"],
    [{ tags: ["controlnet"], cardData: { base_model: "stabilityai/stable-diffusion-xl-base-1.0" } }, "controlnet"],
    [{ id: "acme/fluxgate-controlnet", tags: ["controlnet"] }, "controlnet"],
    [{ id: "stabilityai/stable-video-diffusion-img2vid", pipeline_tag: "image-to-video" }, "stableVideoDiffusion"],
    [{ pipeline_tag: "image-to-video", config: { diffusers: { _class_name: "StableVideoDiffusionPipeline" } } }, "stableVideoDiffusion"],
  ];
  it.each(cases)("%j → %s", (fields, template) => {
    expect(diffusersTemplate(model(fields))).toBe(template);
  });

  it("adapters without a base model use the placeholder; the instance prompt is the prompt", () => {
    const s = only("diffusers", { tags: ["lora"], cardData: { instance_prompt: "a TOK dog" } }).content;
    expect(s).toContain(`DiffusionPipeline.from_pretrained("${BASE_MODEL_PLACEHOLDER}"`);
    expect(s).toContain('prompt = "a TOK dog"');
  });

  it("inpainting is 1024 x 1024 with guidance 8 and 20 steps", () => {
    const s = only("diffusers", { id: "acme/inpaint-model" }).content;
    for (const part of ["height=1024", "width=1024", "guidance_scale=8.0", "num_inference_steps=20"]) expect(s).toContain(part);
  });
});

describe("sentence-transformers", () => {
  it("picks the variant from the tags", () => {
    expect(sentenceTransformersVariant(model())).toBe("default");
    expect(sentenceTransformersVariant(model({ tags: ["bi-encoder"] }))).toBe("biEncoder");
    expect(sentenceTransformersVariant(model({ tags: ["cross-encoder"] }))).toBe("crossEncoder");
  });

  it("a sparse encoder, tagged so by the record or its card, loads with SparseEncoder and embeds query and documents", () => {
    expect(sentenceTransformersVariant(model({ tags: ["sparse-encoder", "splade"], pipeline_tag: "feature-extraction" }))).toBe("sparse");
    expect(sentenceTransformersVariant(model({ cardData: { tags: ["sparse-encoder"] } }))).toBe("sparse");
    // "splade" or "sparse" alone is a word in a name, not the library's own signal.
    expect(sentenceTransformersVariant(model({ tags: ["splade", "sparse"] }))).toBe("default");
    const sparse = only("sentence-transformers", { tags: ["sparse-encoder"], widgetData: [{ source_sentence: "q", sentences: ["a", "b"] }] });
    expect(sparse.template).toBe("python/sentence-transformers/sparse.hbs");
    expect(sparse.content).toContain('model = SparseEncoder("acme/model")');
    expect(sparse.content).toContain('query = "q"');
  });

  it("has three default sentences; widget data overrides them", () => {
    expect(sentencesOf(model()).documents).toHaveLength(3);
    expect(only("sentence-transformers").content).toContain("torch.Size([3, 3])");
    const widget = sentencesOf(model({ widgetData: [{ source_sentence: "q", sentences: ["a", "b"] }] }));
    expect(widget).toEqual({ query: "q", documents: ["a", "b"], fromWidget: true });
    expect(only("sentence-transformers", { widgetData: [{ source_sentence: "q", sentences: ["a", "b"] }] }).content).toContain(
      "torch.Size([3, 3])",
    );
  });
});

describe("peft", () => {
  it.each(Object.entries(PEFT_AUTO_MODELS))("%s loads with %s", (taskType, autoModel) => {
    const s = only("peft", { config: { peft: { base_model_name_or_path: "base/model", task_type: taskType } } }).content;
    expect(s).toContain(`${autoModel}.from_pretrained("base/model")`);
  });

  it("loads the adapter alone when the record names no base model (its adapter_config.json names it)", () => {
    const s = only("peft", { id: "a/adapter", config: { peft: { task_type: "CAUSAL_LM" } } });
    expect(s.template).toBe("python/peft/adapter.hbs");
    expect(s.content).toContain('AutoModelForCausalLM.from_pretrained("a/adapter")');
  });

  it("falls back when the task type is not one of peft's", () => {
    expect(only("peft", { config: { peft: { base_model_name_or_path: "b/m", task_type: "NOPE" } } }).content).toBe(comment(FALLBACK.taskType));
    expect(only("peft", { config: { peft: { task_type: "NOPE" } } }).content).toBe(comment(FALLBACK.taskType));
  });
});

describe("speechbrain", () => {
  it.each([
    ["EncoderClassifier", "classify_file"],
    ["EncoderDecoderASR", "transcribe_file"],
    ["SpectralMaskEnhancement", "enhance_file"],
    ["SepformerSeparation", "separate_file"],
  ])("%s calls %s", (iface, method) => {
    expect(only("speechbrain", { config: { speechbrain: { speechbrain_interface: iface } } }).content).toContain(`.${method}(`);
  });

  it("falls back for a missing or unknown interface", () => {
    expect(only("speechbrain").content).toBe(comment(FALLBACK.speechbrainMissing));
    expect(only("speechbrain", { config: { speechbrain: { speechbrain_interface: "Nope" } } }).content).toBe(
      comment(FALLBACK.speechbrainInvalid),
    );
  });
});

describe("sklearn", () => {
  it("joblib without skops; skops or pickle with it; a fallback without a file name", () => {
    expect(only("sklearn").content).toContain("joblib.load(");
    const skops = { sklearn: { model: { file: "m.skops" }, model_format: "skops" } };
    expect(only("sklearn", { tags: ["skops"], config: skops }).content).toContain("from skops.io import");
    const pickle = { sklearn: { model: { file: "m.pkl" }, model_format: "pickle" } };
    expect(only("sklearn", { tags: ["skops"], config: pickle }).content).toContain("pickle.load(f)");
    expect(only("sklearn", { tags: ["skops"], config: {} }).content).toBe(comment(FALLBACK.sklearnFile));
  });
});

describe("audiocraft", () => {
  it("chooses by tag and generates three samples; AudioGen for 5 seconds", () => {
    expect(audiocraftTemplate(model({ tags: ["musicgen"] }))).toBe("musicgen");
    expect(audiocraftTemplate(model({ tags: ["audiogen"] }))).toBe("audiogen");
    expect(audiocraftTemplate(model({ tags: ["magnet"] }))).toBe("magnet");
    expect(only("audiocraft").content).toBe(comment(FALLBACK.audiocraftType));
    for (const tag of ["musicgen", "audiogen", "magnet"]) {
      const s = only("audiocraft", { tags: [tag] }).content;
      const descriptions = /descriptions = \[(.*)\]/.exec(s)![1]!;
      expect(descriptions.split('", "')).toHaveLength(3);
    }
    expect(only("audiocraft", { tags: ["audiogen"] }).content).toContain("duration=5");
  });
});

describe("diffusionkit", () => {
  it("flux: 4 steps, guidance 0; otherwise 50 steps, guidance 5; always 512 x 512", () => {
    const flux = only("diffusionkit", { tags: ["flux"] }).content;
    expect(flux).toContain("num_steps=4");
    expect(flux).toContain("cfg_weight=0");
    const sd3 = only("diffusionkit").content;
    expect(sd3).toContain("num_steps=50");
    expect(sd3).toContain("cfg_weight=5");
    for (const s of [flux, sd3]) expect(s).toContain("height, width = 512, 512");
  });
});

describe("mlx", () => {
  it("lm, chat, vlm or unknown", () => {
    expect(mlxVariant(model({ pipeline_tag: "text-generation" }))).toBe("lm");
    expect(mlxVariant(model({ pipeline_tag: "text-generation", tags: ["conversational"] }))).toBe("chat");
    expect(mlxVariant(model({ pipeline_tag: "image-text-to-text" }))).toBe("vlm");
    expect(mlxVariant(model({ pipeline_tag: "automatic-speech-recognition" }))).toBe("unknown");
    expect(mlxVariant(model())).toBe("unknown");
  });
});

describe("tag-chosen snippets", () => {
  it("nemo needs a speech-recognition tag", () => {
    expect(only("nemo", { tags: ["automatic-speech-recognition"] }).content).toContain("nemo_asr.models.ASRModel");
    expect(only("nemo").content).toBe(comment(FALLBACK.nemoDomain));
  });

  it("espnet: text-to-speech, speech recognition, or the fallback", () => {
    expect(only("espnet", { tags: ["text-to-speech"] }).content).toContain("Text2Speech");
    expect(only("espnet", { tags: ["automatic-speech-recognition"] }).content).toContain("Speech2Text");
    expect(only("espnet").content).toBe(comment(FALLBACK.espnetType));
  });

  it("pyannote: pipeline or model", () => {
    expect(only("pyannote-audio", { tags: ["pyannote-audio-pipeline"] }).content).toContain("Pipeline.from_pretrained");
    expect(only("pyannote-audio").content).toContain("Model.from_pretrained");
  });

  it("tensorflowtts: text-to-mel, mel-to-wav or generic", () => {
    expect(only("tensorflowtts", { tags: ["text-to-mel"] }).content).toContain("AutoProcessor");
    expect(only("tensorflowtts", { tags: ["mel-to-wav"] }).content).toContain("vocoder");
    expect(only("tensorflowtts").content).toContain("model = TFAutoModel");
  });

  it("lerobot: smolvla fine-tunes, others evaluate", () => {
    expect(snippets("lerobot", { tags: ["smolvla"] })[1]!.content).toContain("lerobot-train");
    expect(snippets("lerobot")[1]!.content).toContain("lerobot-eval");
  });

  it("outetts returns nothing for gguf or onnx exports", () => {
    expect(snippets("outetts", { tags: ["gguf"] })).toEqual([]);
    expect(snippets("outetts", { tags: ["onnx"] })).toEqual([]);
    expect(snippets("outetts", { pipeline_tag: "text-to-speech" })).toHaveLength(1);
  });

  it("ultralytics loads the repository's .pt weights with YOLO, never a from_pretrained class", () => {
    const s = only("ultralytics", { tags: ["yolov10"] }).content;
    expect(s).toContain("from ultralytics import YOLO\n");
    expect(s).toContain("model = YOLO(hf_hub_download(");
    expect(s).not.toContain("from_pretrained");
    const fork = only("ultralytics", { library_name: "yolov10" }).content;
    expect(fork).toContain("YOLOv10.from_pretrained(");
    expect(fork).toContain("THU-MIG/yolov10");
  });

  it("llama-cpp-python chats with conversational models", () => {
    expect(snippets("llama-cpp-python", { tags: ["conversational"] })[1]!.content).toContain("create_chat_completion");
    expect(snippets("llama-cpp-python")[1]!.content).not.toContain("create_chat_completion");
  });

  it("adapter-transformers uses the base model from config.json or the placeholder", () => {
    expect(only("adapter-transformers", { config: { adapter_transformers: { model_name: "roberta-base" } } }).content).toContain(
      'from_pretrained("roberta-base")',
    );
    expect(only("adapter-transformers").content).toContain(`from_pretrained("${BASE_MODEL_PLACEHOLDER}")`);
  });

  it("depth-anything-v2 picks the encoder from the repository name", () => {
    expect(depthAnythingEncoder(model({ id: "a/Depth-Anything-V2-Small" }))).toBe("vits");
    expect(depthAnythingEncoder(model({ id: "a/Depth-Anything-V2-Base" }))).toBe("vitb");
    expect(depthAnythingEncoder(model({ id: "a/Depth-Anything-V2-Large" }))).toBe("vitl");
  });
});

describe("transformers.js", () => {
  it("needs a pipeline tag", () => {
    // Its requirements are the library's, as for every snippet (catalogue/libraries.yaml install).
    expect(only("transformers.js")).toEqual({
      language: "js",
      template: "js/fallback/comment.hbs",
      content: comment(FALLBACK.pipelineTag, "//"),
      requirements: { install: ["npm install @huggingface/transformers"], env: [] },
    });
  });

  it("calls the pipeline with the sample input and the model's mask token", () => {
    const js = snippets("transformers.js", { pipeline_tag: "fill-mask", mask_token: "<mask>" }).find((s) => s.language === "js")!;
    expect(js.content).toContain('await pipe("Paris is the <mask> of France.")');
  });

  it("calls every pipeline it serves on its task's sample input (depth estimation on an image)", () => {
    const js = snippets("transformers.js", { pipeline_tag: "depth-estimation" }).find((s) => s.language === "js")!;
    expect(js.content).toContain('await pipe("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/cats.png")');
  });
});

describe("keras-hub", () => {
  it("snake-cases task class names for variables and drops names that are not identifiers", () => {
    expect(snakeCase("CausalLM")).toBe("causal_lm");
    expect(snakeCase("TextClassifier")).toBe("text_classifier");
    expect(snakeCase("ImageToImage")).toBe("image_to_image");
    const s = only("keras-hub", { config: { keras_hub: { tasks: ["CausalLM", "os.system('x')"] } } }).content;
    expect(s).toContain("keras_hub.models.CausalLM.from_preset(");
    expect(s).not.toContain("os.system");
    const classifier = only("keras-hub", { config: { keras_hub: { tasks: ["TextClassifier", "CausalLM"] } } }).content;
    expect(classifier).toMatch(/TextClassifier\.from_preset\("hf:\/\/[^"]+", num_classes=2\)/);
    expect(classifier).toMatch(/CausalLM\.from_preset\("hf:\/\/[^"]+"\)$/);
    expect(only("keras-hub").content).toContain("keras_hub.models.Backbone.from_preset(");
  });
});
