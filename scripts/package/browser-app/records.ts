// The records the page renders, as the hub's model API gives them (nulls included).
import type { ModelRecordInput } from "../../../engine/model.ts";

export const RECORDS: Record<"chat" | "transformers" | "gguf", ModelRecordInput> = {
  chat: { id: "meta-llama/Llama-3.1-8B-Instruct", pipeline_tag: "text-generation", library_name: "transformers", tags: ["conversational", "text-generation"], mask_token: null, cardData: null },
  // Gated: its library snippets open with the access notice (templates/<language>/notices/, in the libraries pack too).
  transformers: { id: "openai/whisper-tiny", gated: "manual", pipeline_tag: "automatic-speech-recognition", library_name: "transformers", tags: ["audio"], transformersInfo: { auto_model: "AutoModelForSpeechSeq2Seq", pipeline_tag: "automatic-speech-recognition", processor: "AutoProcessor" } },
  gguf: { id: "bartowski/Qwen2.5-7B-Instruct-GGUF", pipeline_tag: "text-generation", library_name: null, tags: ["gguf", "conversational"], siblings: [{ rfilename: "Qwen2.5-7B-Instruct-Q4_K_M.gguf" }, { rfilename: "Qwen2.5-7B-Instruct-Q8_0.gguf" }], gguf: { context_length: 32768 } },
};
