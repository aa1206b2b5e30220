import { providers, sdkSupports } from "../../catalogue/inference.ts";
import { describe, expect, it } from "vitest";
import { INFERENCE_CLIENTS } from "./clients.ts";
import { templateKindFor } from "./context.ts";
import { getInferenceSnippets, prepareInference } from "./snippets.ts";
import type { SnippetOptions } from "./options.ts";

/** The call the stages make of a record, as its templates read it, or null where the task has none. */
function buildInferenceCall(model: unknown, options: SnippetOptions = {}) {
  return prepareInference(model, options).prepared?.context ?? null;
}

const llm = { id: "meta-llama/Llama-3.1-8B-Instruct", pipeline_tag: "text-generation", tags: ["conversational"] };
const classifier = { id: "acme/classifier", pipeline_tag: "text-classification" };

describe("templateKindFor", () => {
  it("maps pipelines through the catalogue table", () => {
    expect(templateKindFor({ id: "a/b", pipeline_tag: "automatic-speech-recognition" })).toBe("basicAudio");
    expect(templateKindFor({ id: "a/b", pipeline_tag: "object-detection" })).toBe("basicImage");
    expect(templateKindFor({ id: "a/b", pipeline_tag: "text-to-image" })).toBe("textToImage");
    expect(templateKindFor({ id: "a/b", pipeline_tag: "robotics" })).toBeNull();
  });
  it("uses the chat kinds for conversational text and vision-language models", () => {
    expect(templateKindFor(llm)).toBe("conversational");
    expect(templateKindFor(llm, true)).toBe("conversationalStream");
    expect(templateKindFor({ ...llm, pipeline_tag: "image-text-to-text" })).toBe("conversational");
    // Without the conversational tag too: providers serve text generation on their chat routes.
    expect(templateKindFor({ id: "a/b", pipeline_tag: "text-generation" })).toBe("conversational");
  });
});

describe("tokens", () => {
  it("reads HF_TOKEN for routed calls", () => {
    expect(buildInferenceCall(classifier)!.token).toEqual({ env: "HF_TOKEN", literal: null });
  });
  it("reads the provider's key for direct calls", () => {
    const call = buildInferenceCall(llm, { provider: "together", directRequest: true })!;
    expect(call.token.env).toBe("TOGETHER_API_KEY");
    expect(call.url).toBe("https://api.together.xyz/v1/chat/completions");
  });
  it("reads API_TOKEN for endpoints", () => {
    const call = buildInferenceCall(classifier, { endpointUrl: "https://e.example" })!;
    expect(call.token.env).toBe("API_TOKEN");
    expect(call.url).toBe("https://e.example");
  });
  it("writes a given access token as a literal", () => {
    const [python] = getInferenceSnippets(classifier, { accessToken: "hf_abc" });
    expect(python!.content).toContain('api_key="hf_abc"');
    expect(python!.content).not.toContain("os.environ");
  });
  it("uses fal's Key scheme for direct calls", () => {
    const call = buildInferenceCall({ id: "a/b", pipeline_tag: "text-to-image" }, { provider: "fal-ai", directRequest: true })!;
    expect(call.auth.scheme).toBe("Key");
    expect(call.url).toBe("https://queue.fal.run/a/b");
    expect(call.queue).toEqual({ base: "https://queue.fal.run", query: "" });
  });
  it("sends fal's queued tasks through the router's queue subdomain", () => {
    const call = buildInferenceCall({ id: "a/b", pipeline_tag: "text-to-image" }, { provider: "fal-ai", providerModelId: "fal-ai/flux/dev" })!;
    expect(call.url).toBe("https://router.huggingface.co/fal-ai/fal-ai/flux/dev?_subdomain=queue");
    expect(call.queue).toEqual({ base: "https://router.huggingface.co/fal-ai", query: "?_subdomain=queue" });
  });
});

describe("headers and bodies", () => {
  it("sends X-HF-Bill-To only when billTo is set", () => {
    const plain = getInferenceSnippets(classifier).map((s) => s.content).join("\n");
    expect(plain).not.toContain("X-HF-Bill-To");
    const billed = getInferenceSnippets(classifier, { billTo: "acme" });
    for (const s of billed.filter((s) => ["requests", "fetch", "curl"].includes(s.client))) {
      expect(s.content).toContain("X-HF-Bill-To");
    }
  });
  it("picks the content type by task", () => {
    expect(buildInferenceCall({ id: "a/b", pipeline_tag: "automatic-speech-recognition" })!.contentType).toBe("audio/flac");
    expect(buildInferenceCall({ id: "a/b", pipeline_tag: "image-classification" })!.contentType).toBe("image/jpeg");
    expect(buildInferenceCall(classifier)!.contentType).toBe("application/json");
  });
  it("carries zero-shot labels and text-to-image steps as parameters", () => {
    expect(buildInferenceCall({ id: "a/b", pipeline_tag: "zero-shot-classification" })!.body).toMatchObject({
      parameters: { candidate_labels: ["refund", "legal", "faq"] },
    });
    expect(buildInferenceCall({ id: "a/b", pipeline_tag: "zero-shot-image-classification" })!.body).toMatchObject({
      parameters: { candidate_labels: ["cat", "dog", "llama"] },
    });
    expect(buildInferenceCall({ id: "a/b", pipeline_tag: "text-to-image" })!.body).toMatchObject({
      parameters: { num_inference_steps: 5 },
    });
  });
  it("builds a body from the task's sample input, the caller's own inputs, and the record's mask token", () => {
    const first = buildInferenceCall({ id: "a/one", pipeline_tag: "zero-shot-classification" })!.body as object;
    const second = buildInferenceCall({ id: "b/two", pipeline_tag: "zero-shot-classification" })!.body as object;
    expect(second).toEqual(first);
    expect(buildInferenceCall({ id: "a/one", pipeline_tag: "text-classification" })!.body).not.toEqual(first);
    const mine = { question: "Which?", context: "This one." };
    const own = buildInferenceCall({ id: "a/one", pipeline_tag: "question-answering" }, { inputs: mine })!.body as { inputs: unknown };
    expect(own.inputs).toBe(mine);
    // A fill-mask body holds the record's mask token.
    const masked = (token: string) => (buildInferenceCall({ id: "a/m", pipeline_tag: "fill-mask", mask_token: token })!.body as { inputs: string }).inputs;
    expect(masked("<mask>")).toContain("<mask>");
    expect(masked("[MASK]")).toContain("[MASK]");
  });
  it("puts messages, chat parameters and stream in chat bodies", () => {
    const call = buildInferenceCall(llm, { streaming: true, temperature: 0.2, max_tokens: 10 })!;
    expect(call.body).toMatchObject({ model: `${llm.id}:hf-inference`, stream: true, temperature: 0.2, max_tokens: 10 });
    expect(call.response.kind).toBe("stream");
  });
  it("sends a JSON schema asked for as responseFormat in OpenAI's json_schema form, named by its title when it can be", () => {
    const schema = { title: "answer", type: "object", properties: { city: { type: "string" } } };
    expect(buildInferenceCall(llm, { responseFormat: schema })!.body).toMatchObject({
      response_format: { type: "json_schema", json_schema: { name: "answer", schema, strict: true } },
    });
    const untitled = buildInferenceCall(llm, { responseFormat: { type: "object", title: "not a name!" } })!.body as { response_format: { json_schema: { name: string } } };
    expect(untitled.response_format.json_schema.name).toBe("response");
    expect(() => buildInferenceCall(llm, { responseFormat: [] as unknown as Record<string, unknown> })).toThrow(/options.responseFormat: must be a JSON schema/);
  });
  it("leaves responseFormat out for a provider whose API takes no JSON schema (providers.yaml), and only there", () => {
    const refusing = Object.values(providers).filter((p) => p.responseFormat === false).map((p) => p.id);
    expect(refusing).toContain("zai-org");
    for (const provider of Object.values(providers).filter((p) => p.chat)) {
      const model = provider.modelIdPrefix ? { ...llm, id: `${provider.modelIdPrefix}m` } : llm;
      const body = buildInferenceCall(model, { provider: provider.id, directRequest: provider.directOnly, responseFormat: { type: "object" } })!.body as object;
      expect("response_format" in body, provider.id).toBe(!refusing.includes(provider.id));
    }
  });
});

describe("the conversation", () => {
  const mine = [{ role: "user", content: "mine" }];
  it("is replaced by the messages option, as by inputs, and only one of them may be given", () => {
    expect(buildInferenceCall(llm, { messages: mine })!.messages).toEqual(mine);
    expect(buildInferenceCall(llm, { inputs: mine })!.messages).toEqual(mine);
    expect(() => buildInferenceCall(llm, { messages: mine, inputs: mine })).toThrow(/messages and inputs both replace the conversation/);
    expect(() => buildInferenceCall(llm, { messages: "hi" })).toThrow(/options.messages: a chat model takes a list of messages/);
  });
  it("is not asked of a task without one: messages leaves a classifier's input alone", () => {
    expect(buildInferenceCall(classifier, { messages: mine })!.inputs).toEqual(buildInferenceCall(classifier)!.inputs);
  });
});

describe("clients", () => {
  const clients = (model: object, options = {}) => getInferenceSnippets(model, options).map((s) => `${s.language}/${s.client}`);
  it("offers openai clients only for chat", () => {
    expect(clients(llm)).toEqual(expect.arrayContaining(["python/openai", "js/openai"]));
    expect(clients(classifier)).not.toContain("python/openai");
  });
  it("offers fal_client only for fal-ai", () => {
    const t2i = { id: "a/b", pipeline_tag: "text-to-image" };
    expect(clients(t2i, { provider: "fal-ai" })).toContain("python/fal_client");
    expect(clients(t2i)).not.toContain("python/fal_client");
  });
  it("offers only SDK clients for provider auto outside chat", () => {
    expect(clients({ id: "a/b", pipeline_tag: "text-to-image" }, { provider: "auto" })).toEqual([
      "python/huggingface_hub",
      "js/huggingface.js",
    ]);
  });
  it("offers no hub client for a task its SDK has no method for", () => {
    const offered = clients({ id: "a/b", pipeline_tag: "text-to-audio" });
    expect(offered).not.toContain("python/huggingface_hub");
    expect(offered).toContain("js/huggingface.js");
    // every plain HTTP client, whatever clients there are
    const http = INFERENCE_CLIENTS.filter((c) => c.serves === "http").map((c) => `${c.language}/${c.client}`);
    expect(http.length).toBeGreaterThan(5);
    expect(offered.filter((c) => c !== "js/huggingface.js").sort()).toEqual(http.sort());
  });
});

describe("bad options", () => {
  it("lists the known providers for an unknown one", () => {
    const current = Object.keys(providers).sort();
    expect(() => buildInferenceCall(classifier, { provider: "nope" })).toThrow(`Unknown provider "nope". Known providers: ${current.join(", ")}`);
  });
  it("says when a provider was retired, and lists the current ones", () => {
    const current = Object.keys(providers).sort();
    for (const retired of ["hyperbolic", "nebius", "sambanova"]) {
      expect(() => buildInferenceCall(classifier, { provider: retired })).toThrow(`provider '${retired}' was retired on 2026-07-01; current providers: ${current.join(", ")}`);
    }
  });
  it("refuses a provider reached only directly without directRequest, and a model outside its organisation", () => {
    const gpt = { id: "openai/gpt-oss-120b", pipeline_tag: "text-generation", tags: ["conversational"] };
    expect(() => buildInferenceCall(gpt, { provider: "openai" })).toThrow(/set directRequest to call https:\/\/api.openai.com with OPENAI_API_KEY/);
    const call = buildInferenceCall(gpt, { provider: "openai", directRequest: true })!;
    expect(call.url).toBe("https://api.openai.com/v1/chat/completions");
    expect(call.requestModel).toBe("gpt-oss-120b");
    expect(() => buildInferenceCall(llm, { provider: "openai", directRequest: true })).toThrow(/serves only models named openai\/<model>/);
  });
  it("refuses a model a route does not serve (Novita's MiniMax video route serves MiniMax-H3 alone, as the official client says)", () => {
    const video = { id: "MiniMaxAI/MiniMax-H3", pipeline_tag: "image-text-to-video" };
    expect(buildInferenceCall(video, { provider: "novita", providerModelId: "MiniMax-H3" })!.url).toBe("https://router.huggingface.co/novita/v3/minimax/v2/video_generation");
    expect(() => buildInferenceCall(video, { provider: "novita" })).toThrow(
      /^options.provider: "novita" serves image-text-to-video only for its model MiniMax-H3; this model's id there is "MiniMaxAI\/MiniMax-H3" \(set options.providerModelId to the provider's own id\)$/,
    );
    expect(() => buildInferenceCall({ id: "acme/other-video", pipeline_tag: "image-text-to-video" }, { provider: "novita", providerModelId: "other-video" })).toThrow(
      /^options.providerModelId: "novita" serves image-text-to-video only for its model MiniMax-H3; this model's id there is "other-video"$/,
    );
    // Routes without a list take any id.
    expect(buildInferenceCall({ id: "acme/other-video", pipeline_tag: "image-text-to-video" }, { provider: "wavespeed" })).not.toBeNull();
  });
  it("names what a provider serves when it cannot serve the task", () => {
    expect(() => buildInferenceCall(classifier, { provider: "replicate" })).toThrow(
      /"replicate" does not serve text-classification; it serves automatic-speech-recognition, image-to-image, text-to-image, text-to-speech, text-to-video/,
    );
  });
  it("rejects inputs of the wrong shape", () => {
    expect(() => buildInferenceCall({ id: "a/b", pipeline_tag: "question-answering" }, { inputs: "x" })).toThrow(
      /options.inputs: question-answering takes a object input, got a string/,
    );
  });
  it("sends a direct request to hf-inference and auto to the hub itself, with the hub token", () => {
    const hfChat = buildInferenceCall(llm, { directRequest: true })!;
    expect([hfChat.route, hfChat.url, hfChat.requestModel, hfChat.auth.env]).toEqual([
      "direct",
      "https://router.huggingface.co/hf-inference/models/meta-llama/Llama-3.1-8B-Instruct/v1/chat/completions",
      "meta-llama/Llama-3.1-8B-Instruct",
      "HF_TOKEN",
    ]);
    const hfTask = buildInferenceCall(classifier, { directRequest: true })!;
    expect([hfTask.url, hfTask.auth.env]).toEqual(["https://router.huggingface.co/hf-inference/models/acme/classifier", "HF_TOKEN"]);
    const autoChat = buildInferenceCall(llm, { provider: "auto", directRequest: true })!;
    expect([autoChat.url, autoChat.requestModel, autoChat.auth.env]).toEqual([
      "https://router.huggingface.co/v1/chat/completions",
      "meta-llama/Llama-3.1-8B-Instruct",
      "HF_TOKEN",
    ]);
    const autoTask = buildInferenceCall(classifier, { provider: "auto", directRequest: true })!;
    expect([autoTask.url, autoTask.auth.env]).toEqual([null, "HF_TOKEN"]);
  });
  it("rejects LoRA weights where no provider takes them", () => {
    expect(() => buildInferenceCall(classifier, { lora: { weightsPath: "x" } })).toThrow(/options.lora/);
    const video = { id: "a/b", pipeline_tag: "text-to-video" };
    expect(() => buildInferenceCall(video, { provider: "replicate", lora: { weightsPath: "x" } })).toThrow(
      /options.lora: LoRA weights are supported for .*text-to-video with provider fal-ai.*text-to-image with provider replicate/,
    );
  });
});

describe("LoRA adapters", () => {
  const weightsPath = "https://huggingface.co/some-org/some-lora/resolve/main/lora.safetensors";
  const lora = (task: string, provider: string) =>
    buildInferenceCall({ id: "some-org/some-lora", pipeline_tag: task, tags: ["lora"] }, { provider, providerModelId: "p/m", lora: { weightsPath } })!;
  it("puts the adapter file in fal's loras on every fal task that takes one", () => {
    for (const task of ["text-to-image", "image-to-image", "text-to-video", "image-to-video"]) {
      expect((lora(task, "fal-ai").body as { loras: unknown }).loras).toEqual([{ path: weightsPath, scale: 1 }]);
    }
  });
  it("names the LoRA model's page as Replicate's lora_weights", () => {
    for (const task of ["text-to-image", "image-to-image"]) {
      expect((lora(task, "replicate").body as { input: { lora_weights: unknown } }).input.lora_weights).toBe("https://huggingface.co/some-org/some-lora");
    }
    const plain = buildInferenceCall({ id: "a/b", pipeline_tag: "text-to-image" }, { provider: "replicate" })!;
    expect(plain.body).toEqual({ input: { prompt: expect.any(String), num_inference_steps: 5 } });
  });
});

describe("provider input files", () => {
  const asr = { id: "openai/whisper-large-v3", pipeline_tag: "automatic-speech-recognition" };
  it("shows fal's audio routes with the WAV sample, labelled as fal reads it", () => {
    const call = buildInferenceCall(asr, { provider: "fal-ai" })!;
    expect(call.embeddedFile).toEqual({ variable: "audio", path: "sample1.wav", contentType: "audio/x-wav", prefix: "data:audio/x-wav;base64," });
    expect(buildInferenceCall(asr, { provider: "fal-ai", inputs: "talk.MP3" })!.embeddedFile?.contentType).toBe("audio/mpeg");
    // Other providers keep the task's sample.
    expect(buildInferenceCall(asr, { provider: "replicate" })!.embeddedFile?.path).toBe("sample1.flac");
  });
  it("refuses a file fal cannot read", () => {
    expect(() => buildInferenceCall(asr, { provider: "fal-ai", inputs: "talk.flac" })).toThrow(
      /options.inputs: "fal-ai" takes automatic-speech-recognition files of type mp3, wav, webm, not "talk.flac"/,
    );
  });
  it("saves the answer as the file type the provider's API answers by default (outputFormat), else the task's", () => {
    const tts = { id: "hexgrad/Kokoro-82M", pipeline_tag: "text-to-speech" };
    const file = (provider: string) => buildInferenceCall(tts, { provider })!.response.outputFile;
    expect([file("together"), file("deepinfra"), file("hf-inference"), file("fal-ai")]).toEqual(["output.wav", "output.wav", "output.flac", "output.flac"]);
    const image = buildInferenceCall({ id: "black-forest-labs/FLUX.1-dev", pipeline_tag: "text-to-image" }, { provider: "together" })!;
    expect(image.response.outputFile).toBe("output.jpg");
  });
  it("downloads the file fal answers a JSON task with", () => {
    const call = buildInferenceCall({ id: "ZhengPeng7/BiRefNet", pipeline_tag: "image-segmentation" }, { provider: "fal-ai" })!;
    expect(call.response).toEqual({ kind: "url", path: ["image", "url"], unwrapList: false, dataUrl: true, outputFile: "output.png" });
    // The SDKs answer the task's own JSON.
    expect(call.media).toBeNull();
  });
});

describe("jobs", () => {
  const video = { id: "Wan-AI/Wan2.2-T2V-A14B", pipeline_tag: "text-to-video" };
  it("polls a job named by its URL on the route's base", () => {
    const routed = buildInferenceCall(video, { provider: "wavespeed", providerModelId: "wavespeed-ai/wan-2.2/t2v-5b-720p" })!;
    expect(routed.poll).toMatchObject({ base: "https://router.huggingface.co/wavespeed", url: ["data", "urls", "get"], id: null, status: ["data", "status"] });
    const direct = buildInferenceCall(video, { provider: "wavespeed", providerModelId: "m", directRequest: true })!;
    expect(direct.poll).toMatchObject({ base: "https://api.wavespeed.ai", jq: { url: '.["data"]["urls"]["get"]', id: null } });
  });
  it("polls a job named by its id at the path around it, query included", () => {
    const together = buildInferenceCall(video, { provider: "together", directRequest: true })!;
    expect(together.poll).toMatchObject({ url: null, id: ["id"], prefix: "https://api.together.xyz/v2/videos/" });
    const novita = buildInferenceCall(video, { provider: "novita", providerModelId: "wan-t2v" })!;
    expect(novita.url).toBe("https://router.huggingface.co/novita/v3/async/wan-t2v");
    expect(novita.poll).toMatchObject({ prefix: "https://router.huggingface.co/novita/v3/async/task-result?task_id=", jq: { id: '.["task_id"]' } });
  });
  it("names a wavespeed LoRA by its hub id and sends a file as plain base64 where the body asks for it", () => {
    const lora = buildInferenceCall({ id: "XLabs-AI/flux-RealismLora", pipeline_tag: "text-to-image" }, { provider: "wavespeed", providerModelId: "wavespeed-ai/flux-dev-lora", lora: { weightsPath: "https://huggingface.co/XLabs-AI/flux-RealismLora/resolve/main/lora.safetensors" } })!;
    expect((lora.body as { loras: unknown }).loras).toEqual([{ path: "XLabs-AI/flux-RealismLora", scale: 1 }]);
    const edit = buildInferenceCall({ id: "a/b", pipeline_tag: "image-to-image" }, { provider: "wavespeed" })!;
    expect(edit.embeddedFile?.prefix).toBe("");
    const together = buildInferenceCall({ id: "a/b", pipeline_tag: "image-to-video" }, { provider: "together" })!;
    expect(together.embeddedFile?.prefix).toBe("data:image/jpeg;base64,");
  });
});

describe("SDK gaps", () => {
  const clients = (model: object, options = {}) => getInferenceSnippets(model, options).map((s) => `${s.language}/${s.client}`);
  it("leaves out huggingface.js where its released version lacks the provider or task", () => {
    const together = providers.together!;
    expect(clients(llm, { provider: "together" })).toContain("js/huggingface.js");
    expect(sdkSupports(together, "huggingface.js", "conversational")).toBe(true);
    const lacking = { ...together, sdkLacks: { "huggingface.js": ["conversational"] } };
    expect(sdkSupports(lacking, "huggingface.js", "conversational")).toBe(false);
    expect(sdkSupports(lacking, "huggingface_hub", "conversational")).toBe(true);
    expect(sdkSupports({ ...together, sdkLacks: { "huggingface.js": ["*"] } }, "huggingface.js", "text-to-image")).toBe(false);
    const loraOnly = { ...together, sdkLacks: { huggingface_hub: ["text-to-image+lora"] } };
    expect(sdkSupports(loraOnly, "huggingface_hub", "text-to-image")).toBe(true);
    expect(sdkSupports(loraOnly, "huggingface_hub", "text-to-image", true)).toBe(false);
    expect(clients({ id: "a/b", pipeline_tag: "text-to-video" }, { provider: "fal-ai" })).toContain("js/huggingface.js");
  });
});

describe("a dedicated endpoint's URL", () => {
  it("keeps one /v1 for chat in every client, whether the URL ends in /v1 or not (with or without a trailing slash)", () => {
    for (const endpointUrl of ["https://e.example/v1", "https://e.example/v1/", "https://e.example", "https://e.example/"]) {
      const snippets = getInferenceSnippets(llm, { endpointUrl });
      expect(snippets.length).toBeGreaterThan(10);
      for (const s of snippets) {
        expect(s.content, `${s.template} with ${endpointUrl}`).not.toMatch(/\/v1\/+v1/);
        // Raw HTTP clients post to the one chat route; SDKs are given the base URL as it was written or with its /v1.
        if (s.content.includes("chat/completions")) expect(s.content, s.template).toContain("https://e.example/v1/chat/completions");
      }
      const js = snippets.find((s) => s.client === "huggingface.js")!;
      expect(js.content).toContain(`model: "${llm.id}"`);
    }
  });
});
