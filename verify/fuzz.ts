// Hostile model records for the fuzz gate: fast-check builds records whose author-controlled fields
// (mask_token, cardData, widgetData, config values, tags, transformersInfo names) and caller inputs hold
// arbitrary text with quotes of every kind, backslashes, newlines, $(...), backticks, ${...}, #{...},
// """ and NUL, each carrying a marker word. For every snippet generated from such a record (inference
// and library, in every language with a grammar): it parses, and the marker appears only inside string
// literals or comments. A run is decided by its seed: `fuzzRun` names the seed and the failing record in
// one line; `shrink` finds the smallest record that still fails, for verify/fuzz-regressions.yaml.
import fc from "fast-check";
import { inferenceTasks, providerServesTask, providers } from "../catalogue/inference.ts";
import { libraries } from "../catalogue/libraries.ts";
import { getInferenceSnippets } from "../engine/inference/snippets.ts";
import { getLibrarySnippets } from "../engine/libraries/index.ts";
import { librarySelectors } from "../engine/libraries/index.ts";
import { sampleInputFor } from "../engine/inputs.ts";
import { ModelRecordError, modelIdProblem, validateModel } from "../engine/model.ts";
import { sampleInputOn } from "../engine/inference/snippets.ts";
import { templateKindFor } from "../engine/inference/context.ts";
import type { SnippetOptions } from "../engine/inference/options.ts";
import { markersOutsideLiterals } from "./syntax/containment.ts";
import { nodeSyntaxChecker } from "./syntax/node.ts";
import type { SyntaxChecker } from "../engine/syntax/parse.ts";
import { markersOutsideLiteralsFast } from "./containment.ts";
import { INPUT_FILES } from "./fixtures.ts";

export const MARK = "PWNMARK";
/** How many of a run's first records are also checked with the reference containment walk. */
const CROSS_CHECK = 300;

/** Pieces that end or open a literal, start code, or break a line in some target language. */
const DANGER = [
  "'", '"', "`", '"""', "'''", "\\", "\\\\", "\\'", '\\"', "\n", "\r", "\r\n", "\t", "\0", "\u2028", "\u2029",
  "$(", ")", "${", "}", "#{", "{", "{{", "}}", "$", "$HOME", "%s", "%(x)s", "*/", "/*", "//", "#", "<!--",
  "-->", "</script>", ";", "&&", "|", ">", "<", "EOF", "\nEOF\n", "\\u0041", "\\x41", "\\N{DASH}", "é", "😀",
  "\uFEFF", "\u0085", "\f", "\v", " ", "x", "f'", 'r"', "b'", "u8", "%", "=", "(", "[", "]", ",",
];

/** Arbitrary hostile text that contains the marker at least once. */
export const hostileText = fc
  .tuple(
    fc.array(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...DANGER) }, { weight: 1, arbitrary: fc.string({ maxLength: 6, unit: "binary" }) }), { maxLength: 10 }),
    fc.array(fc.oneof(fc.constantFrom(...DANGER), fc.string({ maxLength: 4 })), { maxLength: 6 }),
  )
  .map(([before, after]) => `${before.join("")}${MARK}${after.join("")}`);

/**
 * Text for fields the engine may print as code when they are identifiers (class names from
 * transformersInfo or config): a valid identifier there is legitimate code, so these values always hold
 * a character no identifier has, and must then fall back to a safe default.
 */
const hostileNonIdentifier = hostileText.filter((t) => !/^[\p{L}\p{N}_.$]+$/u.test(t));

/** A file name: hostile, but without NUL or line breaks (the engine rejects those in paths, tested below). */
const hostilePath = hostileText.map((t) => `${t.replace(/[\0\r\n]/g, "_")}.jpg`);

const MODEL_IDS = ["acme/model", "bert-base-uncased", "org.x/Model_v2.1", "a/b"];

/** The sample input with every string made hostile; sample file names become hostile file names. */
function hostileInputs(sample: unknown, text: string, path: string): unknown {
  // A hostile name with the sample's own extension: a provider may take only some file types.
  if (typeof sample === "string") return sample in INPUT_FILES ? path.replace(/\.jpg$/, sample.slice(sample.lastIndexOf("."))) : text;
  if (Array.isArray(sample)) return sample.map((v) => hostileInputs(v, text, path));
  if (sample && typeof sample === "object") {
    return Object.fromEntries(Object.entries(sample).map(([k, v]) => [k, hostileInputs(v, text, path)]));
  }
  return sample;
}

interface Combo {
  task: string;
  chat: boolean;
  options: SnippetOptions;
}

/** Every task × provider × route the engine serves, plus chat on each chat provider. */
function combos(): Combo[] {
  const out: Combo[] = [];
  for (const [task, info] of Object.entries(inferenceTasks)) {
    // Text generation is chat (below).
    if (!sampleInputFor({ id: "a/b", pipeline_tag: task }) || templateKindFor({ id: "a/b", pipeline_tag: task })?.startsWith("conversational")) continue;
    const sdk = info.huggingface_hub !== null || info["huggingface.js"] !== null;
    for (const p of Object.values(providers)) {
      if (!providerServesTask(p, task) && !(p.id === "auto" && sdk)) continue;
      // A route that serves named models only (Novita's MiniMax video route) gets one of them.
      const served = p.tasks[task]?.models?.[0];
      const own = served ? { providerModelId: served } : {};
      out.push({ task, chat: false, options: { provider: p.id, ...own } });
      if (p.direct && p.tasks[task]) out.push({ task, chat: false, options: { provider: p.id, directRequest: true, ...own } });
    }
    out.push({ task, chat: false, options: { endpointUrl: "https://x.endpoints.huggingface.cloud" } });
  }
  for (const p of Object.values(providers).filter((x) => x.chat)) {
    for (const streaming of [false, true]) out.push({ task: "text-generation", chat: true, options: { provider: p.id, streaming, ...(p.directOnly ? { directRequest: true } : {}) } });
  }
  return out;
}

const COMBOS = combos();
const LIBRARY_IDS = [...new Set([...Object.keys(libraries), ...Object.keys(librarySelectors)])].sort();

export const recordArb = fc.record({
  id: fc.constantFrom(...MODEL_IDS),
  combo: fc.constantFrom(...COMBOS),
  library_name: fc.constantFrom(...LIBRARY_IDS),
  image: fc.boolean(),
  billTo: fc.option(fc.constantFrom("huggingface", "acme-org"), { nil: undefined }),
  text: hostileText,
  path: hostilePath,
  mask_token: hostileText,
  tags: fc.array(hostileText, { maxLength: 3 }),
  base_model: fc.oneof(hostileText, fc.array(hostileText, { minLength: 1, maxLength: 2 })),
  instance_prompt: hostileText,
  widget: hostileText,
  auto_model: fc.oneof(hostileNonIdentifier, fc.constantFrom("AutoModelForCausalLM", "AutoModel")),
  processor: fc.oneof(hostileNonIdentifier, fc.constantFrom("AutoTokenizer", "AutoProcessor")),
  configValue: hostileNonIdentifier,
  architecture: fc.oneof(hostileNonIdentifier, fc.constantFrom("LlamaForCausalLM", "BertModel")),
  modelType: hostileNonIdentifier,
});

export type Generated = typeof recordArb extends fc.Arbitrary<infer T> ? T : never;

export function buildRecord(g: Generated): { model: Record<string, unknown>; options: SnippetOptions } {
  const { combo } = g;
  const pipeline = combo.chat ? (g.image ? "image-text-to-text" : "text-generation") : combo.task;
  const model: Record<string, unknown> = {
    // A provider that serves only its own organisation's models (openai/...) gets an id under it.
    id: providers[combo.options.provider ?? ""]?.modelIdPrefix ? `${providers[combo.options.provider!]!.modelIdPrefix}${g.id.split("/").pop()}` : g.id,
    pipeline_tag: pipeline,
    library_name: g.library_name,
    tags: combo.chat ? ["conversational", ...g.tags] : g.tags,
    mask_token: g.mask_token,
    cardData: { base_model: g.base_model, instance_prompt: g.instance_prompt, language: [g.configValue], license: g.text },
    widgetData: [{ text: g.widget, source_sentence: g.widget, sentences: [g.widget, "ok"], context: g.widget }],
    transformersInfo: { auto_model: g.auto_model, processor: g.processor, pipeline_tag: pipeline },
    config: {
      architectures: [g.architecture],
      model_type: g.modelType,
      tokenizer_config: { chat_template: g.configValue, bos_token: g.configValue },
      peft: { base_model_name_or_path: g.configValue, task_type: "CAUSAL_LM" },
      adapter_transformers: { model_name: g.configValue },
      sklearn: { model: { file: g.configValue }, model_format: "skops" },
      speechbrain: { speechbrain_interface: g.configValue },
      keras_hub: { tasks: [g.configValue, "CausalLM"] },
      diffusers: { _class_name: g.configValue },
    },
  };
  const options: SnippetOptions = { ...combo.options, ...(g.billTo ? { billTo: g.billTo } : {}) };
  if (combo.chat) options.inputs = [{ role: "user", content: g.text }];
  else {
    const sample = sampleInputOn({ id: "a/b", pipeline_tag: combo.task }, combo.options.provider)!;
    options.inputs = hostileInputs(sample.inputs, g.text, g.path);
  }
  return { model, options };
}


export interface SnippetCheckStats {
  snippets: number;
  library: number;
  skipped: number;
}

/**
 * Renders every snippet of a record and checks each: it parses, and the marker is only inside literals
 * or comments. Throws naming the snippet (its language and client, or its library) on the first failure.
 */
export function checkRecord(checker: SyntaxChecker, model: Record<string, unknown>, options: SnippetOptions, crossCheck = false, stats?: SnippetCheckStats): void {
  const library = typeof model.library_name === "string" ? model.library_name : "";
  const snippets = [
    ...getInferenceSnippets(model, options).map((s) => ({ ...s, where: `${s.language}/${s.client}` })),
    ...getLibrarySnippets(model).map((s, i) => ({ ...s, where: `${library} library snippet ${i + 1} (${s.language})` })),
  ];
  for (const s of snippets) {
    if (!checker.languages.includes(s.language)) {
      if (stats) stats.skipped++;
      continue;
    }
    if (stats) {
      stats.snippets++;
      if (s.where.includes("library")) stats.library++;
    }
    const tree = checker.parse(s.language, s.content);
    try {
      if (tree.rootNode.hasError) throw new Error(`${s.where} does not parse: ${JSON.stringify(checker.check(s.language, s.content))}\n${s.content}`);
      const outside = markersOutsideLiteralsFast(tree, s.content, MARK);
      // The first records also go through the reference walk, which must agree.
      if (crossCheck && outside !== markersOutsideLiterals(tree, MARK)) throw new Error(`${s.where}: fast and reference containment checks disagree\n${s.content}`);
      if (outside) throw new Error(`${s.where}: ${outside} hostile marker(s) outside literals\n${s.content}`);
    } finally {
      tree.delete();
    }
  }
}

export interface FuzzResult {
  seed: number;
  runs: number;
  records: number;
  stats: SnippetCheckStats;
  seconds: number;
  /** On failure: one line naming the seed, the record's number and the record, then the snippet's error. */
  failure?: string;
  /** The failing generated value (for shrinking) and fast-check's path to it. */
  counterexample?: Generated;
  path?: string;
}

/** Runs `runs` records from `seed`; stops at the first failure. */
export function fuzzRun(checker: SyntaxChecker, seed: number, runs: number): FuzzResult {
  const stats: SnippetCheckStats = { snippets: 0, library: 0, skipped: 0 };
  let records = 0;
  const started = performance.now();
  const details = fc.check(
    fc.property(recordArb, (g) => {
      const { model, options } = buildRecord(g);
      records++;
      checkRecord(checker, model, options, records <= CROSS_CHECK, stats);
    }),
    { numRuns: runs, seed, endOnFailure: true },
  );
  const seconds = (performance.now() - started) / 1000;
  const result: FuzzResult = { seed, runs, records, stats, seconds };
  if (details.failed) {
    const g = details.counterexample![0] as Generated;
    const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    result.counterexample = g;
    result.path = details.counterexamplePath ?? undefined;
    result.failure = `fuzz failed: FUZZ_SEED=${seed} FUZZ_RUNS=${runs}, record ${records}: ${JSON.stringify(buildRecord(g))}\n${error}`;
  }
  return result;
}

/** The smallest record fast-check finds from a failing run (shrinking), with the error it gives. */
export function shrink(checker: SyntaxChecker, seed: number, path: string): { record: ReturnType<typeof buildRecord>; error: string } | null {
  const details = fc.check(
    fc.property(recordArb, (g) => {
      const { model, options } = buildRecord(g);
      checkRecord(checker, model, options);
    }),
    { seed, path, numRuns: 1 },
  );
  if (!details.failed) return null;
  const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  return { record: buildRecord(details.counterexample![0] as Generated), error };
}
