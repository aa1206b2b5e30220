// Library snippets: this engine's getLibrarySnippets against @huggingface/tasks'
// MODEL_LIBRARIES_UI_ELEMENTS[library].snippets(model), same records, alternating rounds. Only records
// where both sides yield snippets are timed; each pass renders the next copy of every record (a fresh
// id, see recordPool). The figure is CPU time per snippet, median and range over rounds.
//   npx tsx bench/libraries.ts [--rounds N] [--round-ms MS]
import { MODEL_LIBRARIES_UI_ELEMENTS } from "@huggingface/tasks";
import { getLibrarySnippets } from "../engine/libraries/index.ts";
import { alternate, type Comparison, comparisonTable, flag, fmt, fmtSpread } from "./measure.ts";
import { poolPass, recordPool } from "./models.ts";
import { ENGINE_STAGES, formatShares, whereTimeGoes } from "./where.ts";

export const LIBRARIES_TARGET = 0.5;

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

function incumbentOf(library: string): Incumbent | undefined {
  return (MODEL_LIBRARIES_UI_ELEMENTS as unknown as Record<string, { snippets?: Incumbent }>)[library]?.snippets;
}

function theirs(c: Record_): unknown[] {
  const out = incumbentOf(c.library_name)!(c);
  return Array.isArray(out) ? out : [out];
}

function yields(fn: () => unknown[]): boolean {
  try {
    return fn().length > 0;
  } catch {
    return false;
  }
}

export async function benchLibraries({ rounds = 6, roundMs = 500, log = console.log } = {}): Promise<Comparison> {
  const usable = LIBRARY_CASES.filter((c) => incumbentOf(c.library_name) && yields(() => getLibrarySnippets(c)) && yields(() => theirs(c)));
  const skipped = LIBRARY_CASES.filter((c) => !usable.includes(c)).map((c) => c.library_name);
  const pool = recordPool(usable);
  const result = alternate(
    [
      { name: "ours", pass: poolPass(pool, (c) => getLibrarySnippets(c).length) },
      { name: "@huggingface/tasks", pass: poolPass(pool, (c) => theirs(c).length) },
    ],
    { rounds, roundMs },
  );
  const [o, t] = result.contenders as [Comparison["contenders"][0], Comparison["contenders"][0]];
  log(`Library snippets: ${usable.length} of ${LIBRARY_CASES.length} records, those where both sides yield snippets (${usable.map((c) => c.library_name).join(", ")})${skipped.length ? `; left out: ${skipped.join(", ")}` : ""}; ${rounds} alternating rounds of ${roundMs} ms`);
  log(comparisonTable(result, "snippet", 3));
  log(`ratio (incumbent CPU per snippet / ours, per round): ${fmtSpread(result.ratio, 2, "×")} (target ≥ ${LIBRARIES_TARGET}×: ${result.ratio.median >= LIBRARIES_TARGET ? "met" : "not met"})`);
  log(`  per record: ours ${fmt((o.cpuPerUnit.median * o.unitsPerPass) / usable.length, 2)} µs, incumbent ${fmt((t.cpuPerUnit.median * t.unitsPerPass) / usable.length, 2)} µs CPU (${fmt((1e6 * usable.length) / (o.cpuPerUnit.median * o.unitsPerPass), 0)} vs ${fmt((1e6 * usable.length) / (t.cpuPerUnit.median * t.unitsPerPass), 0)} model sets per CPU second)`);
  const shares = await whereTimeGoes(poolPass(pool, (c) => getLibrarySnippets(c).length), ENGINE_STAGES);
  log(`  where our time goes (CPU profile): ${formatShares(shares)}`);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchLibraries({ rounds: flag("--rounds", 6), roundMs: flag("--round-ms", 500) });
}
