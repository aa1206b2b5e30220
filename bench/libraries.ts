// Library snippets: this engine's getLibrarySnippets against @huggingface/tasks'
// MODEL_LIBRARIES_UI_ELEMENTS[library].snippets(model), same records, alternating rounds.
//   npx tsx bench/libraries.ts [--rounds N] [--round-ms MS]
import { MODEL_LIBRARIES_UI_ELEMENTS } from "@huggingface/tasks";
import { getLibrarySnippets } from "../engine/libraries/index.ts";
import { alternate, fmt, table } from "./measure.ts";

type Record_ = { id: string; pipeline_tag?: string; library_name: string; tags: string[]; config?: Record<string, unknown>; transformersInfo?: Record<string, unknown> };

export const LIBRARY_CASES: Record_[] = [
  { id: "meta-llama/Llama-3.1-8B-Instruct", pipeline_tag: "text-generation", library_name: "transformers", tags: ["conversational", "text-generation"], transformersInfo: { auto_model: "AutoModelForCausalLM", pipeline_tag: "text-generation", processor: "AutoTokenizer" } },
  { id: "distilbert/distilbert-base-uncased-finetuned-sst-2-english", pipeline_tag: "text-classification", library_name: "transformers", tags: ["text-classification"], transformersInfo: { auto_model: "AutoModelForSequenceClassification", pipeline_tag: "text-classification", processor: "AutoTokenizer" } },
  { id: "black-forest-labs/FLUX.1-dev", pipeline_tag: "text-to-image", library_name: "diffusers", tags: ["text-to-image", "diffusers"] },
  { id: "sentence-transformers/all-MiniLM-L6-v2", pipeline_tag: "sentence-similarity", library_name: "sentence-transformers", tags: ["sentence-transformers"] },
  { id: "timm/resnet50.a1_in1k", pipeline_tag: "image-classification", library_name: "timm", tags: ["timm"] },
  { id: "mlx-community/Llama-3.2-3B-Instruct-4bit", pipeline_tag: "text-generation", library_name: "mlx", tags: ["mlx", "conversational"] },
  { id: "nvidia/parakeet-tdt-0.6b-v2", pipeline_tag: "automatic-speech-recognition", library_name: "nemo", tags: ["nemo"] },
  { id: "speechbrain/spkrec-ecapa-voxceleb", pipeline_tag: "audio-classification", library_name: "speechbrain", tags: ["speechbrain"], config: { speechbrain: { speechbrain_interface: "EncoderClassifier" } } },
  { id: "Ultralytics/YOLOv8", pipeline_tag: "object-detection", library_name: "ultralytics", tags: ["ultralytics"] },
  { id: "laion/CLIP-ViT-B-32-laion2B-s34B-b79K", pipeline_tag: "zero-shot-image-classification", library_name: "open_clip", tags: ["open_clip"] },
  { id: "pyannote/speaker-diarization-3.1", pipeline_tag: "automatic-speech-recognition", library_name: "pyannote-audio", tags: ["pyannote-audio"] },
  { id: "Xenova/all-MiniLM-L6-v2", pipeline_tag: "feature-extraction", library_name: "transformers.js", tags: ["transformers.js"] },
];

type Incumbent = (model: unknown) => string[] | string;
function incumbentFor(c: Record_): (() => unknown[]) | null {
  const entry = (MODEL_LIBRARIES_UI_ELEMENTS as unknown as Record<string, { snippets?: Incumbent }>)[c.library_name];
  const fn = entry?.snippets;
  if (!fn) return null;
  return () => {
    const out = fn(c);
    return Array.isArray(out) ? out : [out];
  };
}

export function benchLibraries({ rounds = 6, roundMs = 500, log = console.log } = {}) {
  const rows = LIBRARY_CASES.map((c) => ({ c, ours: () => getLibrarySnippets(c), theirs: incumbentFor(c) }));
  const usable = rows.filter((r) => {
    try {
      return r.theirs && r.ours().length > 0 && r.theirs().length > 0;
    } catch {
      return false;
    }
  });
  const skipped = rows.filter((r) => !usable.includes(r)).map((r) => r.c.library_name);
  const pass = (fns: (() => unknown[])[]) => () => {
    let n = 0;
    for (const fn of fns) n += fn().length;
    return n;
  };
  const { totals, medians } = alternate(
    [
      { name: "ours", pass: pass(usable.map((r) => r.ours)) },
      { name: "incumbent", pass: pass(usable.map((r) => r.theirs!)) },
    ],
    { rounds, roundMs },
  );
  const [o, t] = totals as [(typeof totals)[0], (typeof totals)[0]];
  const ratio = medians.ours! / medians.incumbent!;
  log(`Library snippets: ${usable.length} records (${usable.map((r) => r.c.library_name).join(", ")})${skipped.length ? `; skipped (no output from one side): ${skipped.join(", ")}` : ""}`);
  log(
    table([
      ["engine", "snippets/s (median round)", "model sets/s", "snippets per pass"],
      ["ours", fmt(medians.ours!), fmt(o.passesPerSecond * usable.length), o.snippets / o.passes],
      ["@huggingface/tasks", fmt(medians.incumbent!), fmt(t.passesPerSecond * usable.length), t.snippets / t.passes],
    ]),
  );
  log(`ratio: ${fmt(ratio, 2)}× snippets/s (${fmt((o.passesPerSecond) / t.passesPerSecond, 2)}× model sets/s)`);
  return { ours: medians.ours!, incumbent: medians.incumbent!, ratio };
}

function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchLibraries({ rounds: flag("--rounds", 6), roundMs: flag("--round-ms", 500) });
}
