// The model records the benchmark renders: a realistic mix of tasks and providers, as the hub's model
// pages see them. Each row is rendered by this engine and by the incumbent with the same inputs.
export interface BenchCase {
  model: { id: string; pipeline_tag: string; tags?: string[]; library_name?: string; mask_token?: string };
  provider: string;
  options?: { streaming?: boolean; billTo?: string; directRequest?: boolean };
}

const llm = { id: "meta-llama/Llama-3.1-8B-Instruct", pipeline_tag: "text-generation", tags: ["conversational", "text-generation"], library_name: "transformers" };
const vlm = { id: "Qwen/Qwen2.5-VL-7B-Instruct", pipeline_tag: "image-text-to-text", tags: ["conversational", "image-text-to-text"], library_name: "transformers" };
const flux = { id: "black-forest-labs/FLUX.1-dev", pipeline_tag: "text-to-image", library_name: "diffusers" };
const whisper = { id: "openai/whisper-large-v3", pipeline_tag: "automatic-speech-recognition", library_name: "transformers" };
const sst2 = { id: "distilbert/distilbert-base-uncased-finetuned-sst-2-english", pipeline_tag: "text-classification", library_name: "transformers" };
const bert = { id: "google-bert/bert-base-uncased", pipeline_tag: "fill-mask", library_name: "transformers", mask_token: "[MASK]" };
const minilm = { id: "sentence-transformers/all-MiniLM-L6-v2", pipeline_tag: "sentence-similarity", library_name: "sentence-transformers" };
const vit = { id: "google/vit-base-patch16-224", pipeline_tag: "image-classification", library_name: "transformers" };
const detr = { id: "facebook/detr-resnet-50", pipeline_tag: "object-detection", library_name: "transformers" };
const bart = { id: "facebook/bart-large-cnn", pipeline_tag: "summarization", library_name: "transformers" };
const ner = { id: "dslim/bert-base-NER", pipeline_tag: "token-classification", library_name: "transformers" };
const zeroShot = { id: "facebook/bart-large-mnli", pipeline_tag: "zero-shot-classification", library_name: "transformers" };
const squad = { id: "deepset/roberta-base-squad2", pipeline_tag: "question-answering", library_name: "transformers" };
const embed = { id: "BAAI/bge-small-en-v1.5", pipeline_tag: "feature-extraction", library_name: "sentence-transformers" };
const gpt2 = { id: "openai-community/gpt2", pipeline_tag: "text-generation", library_name: "transformers" };

export const BENCH_CASES: BenchCase[] = [
  { model: llm, provider: "hf-inference" },
  { model: llm, provider: "together" },
  { model: llm, provider: "groq", options: { streaming: true } },
  { model: llm, provider: "novita", options: { billTo: "huggingface" } },
  { model: vlm, provider: "hf-inference" },
  { model: vlm, provider: "together", options: { streaming: true } },
  { model: flux, provider: "hf-inference" },
  { model: flux, provider: "fal-ai" },
  { model: flux, provider: "replicate" },
  { model: flux, provider: "together" },
  { model: whisper, provider: "hf-inference" },
  { model: sst2, provider: "hf-inference" },
  { model: bert, provider: "hf-inference" },
  { model: minilm, provider: "hf-inference" },
  { model: vit, provider: "hf-inference" },
  { model: detr, provider: "hf-inference" },
  { model: bart, provider: "hf-inference" },
  { model: ner, provider: "hf-inference" },
  { model: zeroShot, provider: "hf-inference" },
  { model: squad, provider: "hf-inference" },
  { model: embed, provider: "hf-inference" },
  { model: gpt2, provider: "hf-inference" },
];

/** The case whose full snippet set is timed one by one for p50/p99. */
export const LATENCY_CASE: BenchCase = { model: llm, provider: "together" };

/**
 * Copies of records that differ in their id (`<id>-v<n>`), as many as `copies` per record. A benchmark
 * pass renders the next copy of each record, so nothing either side remembers about a record it has
 * seen (a written string, a checked id) can stand in for the work: a million-record run never sees an
 * id twice, and neither may the benchmark.
 */
export function recordPool<T extends { id: string }>(records: T[], copies = 256): T[][] {
  return Array.from({ length: copies }, (_, n) => records.map((r) => ({ ...r, id: `${r.id}-v${n}` })));
}

/** A pass over the next set of a pool: `render` is called for each record of it; returns the units counted. */
export function poolPass<T>(pool: T[][], render: (record: T, index: number) => number): () => number {
  let next = 0;
  return () => {
    const set = pool[next]!;
    next = next + 1 === pool.length ? 0 : next + 1;
    let units = 0;
    for (let i = 0; i < set.length; i++) units += render(set[i]!, i);
    return units;
  };
}
