// Writes N synthetic model records, one JSON object a line, for the bulk-render benchmark.
//   npx tsx bench/make-models.ts 1000000 --out /tmp/models.jsonl [--seed 1] [--bad-every 0]
// The mix follows the hub's shape roughly: mostly text models with transformers, a share of chat
// LLMs and VLMs, diffusion, speech, vision and embedding models, a tail of other libraries, and some
// models with no inference task at all. Deterministic for a seed.
import { createWriteStream } from "node:fs";
import { parseArgs } from "node:util";

interface Kind {
  weight: number;
  pipeline_tag?: string;
  libraries: string[];
  tags?: string[];
  mask?: boolean;
}

const KINDS: Kind[] = [
  { weight: 14, pipeline_tag: "text-generation", libraries: ["transformers", "transformers", "mlx", "llama-cpp-python", "peft"], tags: ["conversational", "text-generation"] },
  { weight: 5, pipeline_tag: "text-generation", libraries: ["transformers", "peft"], tags: ["text-generation"] },
  { weight: 4, pipeline_tag: "image-text-to-text", libraries: ["transformers", "mlx"], tags: ["conversational", "image-text-to-text"] },
  { weight: 10, pipeline_tag: "text-classification", libraries: ["transformers", "transformers", "adapter-transformers"] },
  { weight: 6, pipeline_tag: "token-classification", libraries: ["transformers"] },
  { weight: 5, pipeline_tag: "fill-mask", libraries: ["transformers"], mask: true },
  { weight: 8, pipeline_tag: "sentence-similarity", libraries: ["sentence-transformers"] },
  { weight: 5, pipeline_tag: "feature-extraction", libraries: ["sentence-transformers", "transformers", "transformers.js"] },
  { weight: 8, pipeline_tag: "text-to-image", libraries: ["diffusers", "diffusers", "peft"], tags: ["text-to-image"] },
  { weight: 6, pipeline_tag: "automatic-speech-recognition", libraries: ["transformers", "nemo", "speechbrain", "espnet"] },
  { weight: 6, pipeline_tag: "image-classification", libraries: ["transformers", "timm", "open_clip"] },
  { weight: 3, pipeline_tag: "object-detection", libraries: ["transformers", "ultralytics"] },
  { weight: 2, pipeline_tag: "image-segmentation", libraries: ["transformers"] },
  { weight: 3, pipeline_tag: "summarization", libraries: ["transformers"] },
  { weight: 3, pipeline_tag: "translation", libraries: ["transformers"] },
  { weight: 2, pipeline_tag: "question-answering", libraries: ["transformers"] },
  { weight: 2, pipeline_tag: "zero-shot-classification", libraries: ["transformers"] },
  { weight: 2, pipeline_tag: "audio-classification", libraries: ["transformers", "speechbrain"] },
  { weight: 2, pipeline_tag: "text-to-speech", libraries: ["transformers", "espnet"] },
  { weight: 1, pipeline_tag: "image-to-text", libraries: ["transformers"] },
  { weight: 1, pipeline_tag: "tabular-classification", libraries: ["sklearn"] },
  { weight: 1, pipeline_tag: "voice-activity-detection", libraries: ["pyannote-audio"] },
  { weight: 1, pipeline_tag: "reinforcement-learning", libraries: ["ml-agents"] },
  { weight: 1, libraries: ["transformers"] },
];

const ORGS = ["meta-llama", "google", "microsoft", "Qwen", "mistralai", "openai", "facebook", "stabilityai", "sentence-transformers", "nvidia", "BAAI", "deepseek-ai", "black-forest-labs", "allenai", "intfloat"];
const WORDS = ["base", "large", "small", "tiny", "instruct", "chat", "v2", "v3", "uncased", "multilingual", "finetuned", "distilled", "xl", "mini", "7B", "8B", "1.5B", "en", "squad", "sst2"];

/** mulberry32: small, fast, deterministic. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function* makeModels(n: number, seed = 1, badEvery = 0): Generator<string> {
  const rand = random(seed);
  const pick = <T>(items: T[]) => items[Math.floor(rand() * items.length)]!;
  const total = KINDS.reduce((sum, k) => sum + k.weight, 0);
  for (let i = 0; i < n; i++) {
    if (badEvery > 0 && i % badEvery === badEvery - 1) {
      yield Math.floor(i / badEvery) % 2 === 0 ? `{"id": "broken/record-${i}", ` : JSON.stringify({ id: `bad id ${i}`, pipeline_tag: "text-classification" });
      continue;
    }
    let r = rand() * total;
    let kind = KINDS[0]!;
    for (const k of KINDS) {
      r -= k.weight;
      if (r < 0) {
        kind = k;
        break;
      }
    }
    const name = `${pick(WORDS)}-${pick(WORDS)}-${i.toString(36)}`;
    const record: Record<string, unknown> = { id: `${pick(ORGS)}/${name}` };
    if (kind.pipeline_tag) record.pipeline_tag = kind.pipeline_tag;
    record.library_name = pick(kind.libraries);
    record.tags = [...(kind.tags ?? []), record.library_name, "safetensors", ...(rand() < 0.3 ? ["en"] : [])];
    if (kind.mask) record.mask_token = rand() < 0.5 ? "[MASK]" : "<mask>";
    if (record.library_name === "transformers") {
      record.transformersInfo = { auto_model: "AutoModel", pipeline_tag: kind.pipeline_tag ?? null, processor: "AutoTokenizer" };
    }
    yield JSON.stringify(record);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { out: { type: "string" }, seed: { type: "string" }, "bad-every": { type: "string" } },
  });
  const n = Number(positionals[0] ?? 1000);
  if (!Number.isInteger(n) || n < 0) throw new Error(`usage: make-models.ts N [--out file.jsonl] [--seed S] [--bad-every K]`);
  const out = values.out ? createWriteStream(values.out) : process.stdout;
  let buffer = "";
  for (const line of makeModels(n, Number(values.seed ?? 1), Number(values["bad-every"] ?? 0))) {
    buffer += line + "\n";
    if (buffer.length > 1 << 20) {
      if (!out.write(buffer)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
      buffer = "";
    }
  }
  out.write(buffer);
  if (out !== process.stdout) await new Promise<void>((resolve) => out.end(() => resolve()));
}
