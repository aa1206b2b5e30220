// GGUF quantisation types: the numeric values are the ones ggml / llama.cpp write into GGUF files.

/**
 * File-level quantisation scheme (`general.file_type` in a GGUF header, llama.cpp's `llama_ftype`).
 * A file of one scheme mixes several tensor types: a Q4_K_M file holds Q4_K and Q6_K tensors.
 * Values 1000 and up are not written by llama.cpp: they name the dynamic "XL" mixes some publishers
 * ship, so that file names carrying them can be parsed and ordered.
 */
export enum GGMLFileQuantizationType {
  F32 = 0,
  F16 = 1,
  Q4_0 = 2,
  Q4_1 = 3,
  Q4_1_SOME_F16 = 4,
  Q4_2 = 5,
  Q4_3 = 6,
  Q8_0 = 7,
  Q5_0 = 8,
  Q5_1 = 9,
  Q2_K = 10,
  Q3_K_S = 11,
  Q3_K_M = 12,
  Q3_K_L = 13,
  Q4_K_S = 14,
  Q4_K_M = 15,
  Q5_K_S = 16,
  Q5_K_M = 17,
  Q6_K = 18,
  IQ2_XXS = 19,
  IQ2_XS = 20,
  Q2_K_S = 21,
  IQ3_XS = 22,
  IQ3_XXS = 23,
  IQ1_S = 24,
  IQ4_NL = 25,
  IQ3_S = 26,
  IQ3_M = 27,
  IQ2_S = 28,
  IQ2_M = 29,
  IQ4_XS = 30,
  IQ1_M = 31,
  BF16 = 32,
  Q4_0_4_4 = 33,
  Q4_0_4_8 = 34,
  Q4_0_8_8 = 35,
  TQ1_0 = 36,
  TQ2_0 = 37,
  MXFP4_MOE = 38,
  NVFP4 = 39,
  Q1_0 = 40,
  Q2_0 = 41,

  Q2_K_XL = 1000,
  Q3_K_XL = 1001,
  Q4_K_XL = 1002,
  Q5_K_XL = 1003,
  Q6_K_XL = 1004,
  Q8_K_XL = 1005,
}

/**
 * Tensor-level storage type (`ggml_type`), used to size tensors: a line per family. Gaps are types ggml
 * has retired (4 and 5: Q4_2 and Q4_3; 31 to 33 and 36 to 38: the Q4_0 repacks and IQ4_NL variants).
 */
export enum GGMLQuantizationType {
  // Floats and integers.
  F32 = 0, F16 = 1, I8 = 24, I16 = 25, I32 = 26, I64 = 27, F64 = 28, BF16 = 30,
  // The first block quantisations.
  Q4_0 = 2, Q4_1 = 3, Q5_0 = 6, Q5_1 = 7, Q8_0 = 8, Q8_1 = 9,
  // K-quants.
  Q2_K = 10, Q3_K = 11, Q4_K = 12, Q5_K = 13, Q6_K = 14, Q8_K = 15,
  // I-quants.
  IQ2_XXS = 16, IQ2_XS = 17, IQ3_XXS = 18, IQ1_S = 19, IQ4_NL = 20, IQ3_S = 21, IQ2_S = 22, IQ4_XS = 23, IQ1_M = 29,
  // Ternary, 4-bit floating-point and later types.
  TQ1_0 = 34, TQ2_0 = 35, MXFP4 = 39, NVFP4 = 40, Q1_0 = 41, Q2_0 = 42,
}

/** Names of an enum's members (TypeScript numeric enums also map values back to names). */
export function enumNames(e: Record<string, string | number>): string[] {
  return Object.keys(e).filter((k) => typeof e[k] === "number");
}

/**
 * Quantisation names that appear in GGUF file names without being a file scheme of their own.
 * `MXFP4`: llama.cpp's gpt-oss conversion names its files after the tensor type the experts are stored
 * in (`gpt-oss-20b-MXFP4.gguf`), while the header's file type says `MXFP4_MOE`.
 */
export const GGUF_FILENAME_QUANT_ALIASES: readonly string[] = ["MXFP4"];

// Longest names first, so that an alternation never stops at a prefix (IQ2_XS inside IQ2_XXS, MXFP4
// inside MXFP4_MOE).
const fileQuantNames = [...enumNames(GGMLFileQuantizationType), ...GGUF_FILENAME_QUANT_ALIASES].sort(
  (a, b) => b.length - a.length || a.localeCompare(b),
);

/**
 * Matches a quantisation name inside an upper-cased file name, e.g. `Q4_K_M`, `IQ2_XXS`, `UD-Q4_K_XL`.
 * Groups: `prefix` (`UD-` when present), `quant` (the scheme) and `sizeVariation` (a trailing `_S`,
 * `_M`, `_L`, `_XL`... that is not already part of the scheme's name).
 */
export const GGUF_QUANT_RE = new RegExp(`(?<prefix>UD-)?(?<quant>${fileQuantNames.join("|")})(_(?<sizeVariation>[A-Z]+))?`);

/** Global form of {@link GGUF_QUANT_RE}, for scanning a whole name. */
export const GGUF_QUANT_RE_GLOBAL = new RegExp(GGUF_QUANT_RE.source, "g");

/**
 * The quantisation label of a GGUF file name, e.g. `Q4_K_M` for `llama-3-8b.Q4_K_M.gguf`.
 * Case-insensitive; when a name holds several candidates the last one wins (model names come first).
 */
export function parseGGUFQuantLabel(filename: string): string | undefined {
  const matches = filename.toUpperCase().match(GGUF_QUANT_RE_GLOBAL);
  return matches ? matches[matches.length - 1] : undefined;
}

/** File quantisation schemes from the largest (most faithful) to the smallest. */
export const GGUF_QUANT_ORDER: readonly GGMLFileQuantizationType[] = [
  GGMLFileQuantizationType.F32,
  GGMLFileQuantizationType.BF16,
  GGMLFileQuantizationType.F16,
  GGMLFileQuantizationType.Q8_K_XL,
  GGMLFileQuantizationType.Q8_0,

  GGMLFileQuantizationType.Q6_K_XL,
  GGMLFileQuantizationType.Q6_K,

  GGMLFileQuantizationType.Q5_K_XL,
  GGMLFileQuantizationType.Q5_K_M,
  GGMLFileQuantizationType.Q5_K_S,
  GGMLFileQuantizationType.Q5_0,
  GGMLFileQuantizationType.Q5_1,

  GGMLFileQuantizationType.Q4_K_XL,
  GGMLFileQuantizationType.Q4_K_M,
  GGMLFileQuantizationType.Q4_K_S,
  GGMLFileQuantizationType.IQ4_NL,
  GGMLFileQuantizationType.IQ4_XS,
  GGMLFileQuantizationType.Q4_0_4_4,
  GGMLFileQuantizationType.Q4_0_4_8,
  GGMLFileQuantizationType.Q4_0_8_8,
  GGMLFileQuantizationType.Q4_1_SOME_F16,
  GGMLFileQuantizationType.Q4_0,
  GGMLFileQuantizationType.Q4_1,
  GGMLFileQuantizationType.Q4_2,
  GGMLFileQuantizationType.Q4_3,
  GGMLFileQuantizationType.MXFP4_MOE,
  GGMLFileQuantizationType.NVFP4,

  GGMLFileQuantizationType.Q3_K_XL,
  GGMLFileQuantizationType.Q3_K_L,
  GGMLFileQuantizationType.Q3_K_M,
  GGMLFileQuantizationType.Q3_K_S,
  GGMLFileQuantizationType.IQ3_M,
  GGMLFileQuantizationType.IQ3_S,
  GGMLFileQuantizationType.IQ3_XS,
  GGMLFileQuantizationType.IQ3_XXS,

  GGMLFileQuantizationType.Q2_K_XL,
  GGMLFileQuantizationType.Q2_K,
  GGMLFileQuantizationType.Q2_K_S,
  GGMLFileQuantizationType.IQ2_M,
  GGMLFileQuantizationType.IQ2_S,
  GGMLFileQuantizationType.IQ2_XS,
  GGMLFileQuantizationType.IQ2_XXS,
  GGMLFileQuantizationType.Q2_0,

  GGMLFileQuantizationType.IQ1_S,
  GGMLFileQuantizationType.IQ1_M,
  GGMLFileQuantizationType.TQ1_0,
  GGMLFileQuantizationType.TQ2_0,
  GGMLFileQuantizationType.Q1_0,
];

const quantRank = new Map<GGMLFileQuantizationType, number>(GGUF_QUANT_ORDER.map((q, i) => [q, i]));

/**
 * Of the `available` schemes, the largest one that is no larger than `wanted`; when every available
 * scheme is larger than `wanted`, the smallest of them. Schemes missing from {@link GGUF_QUANT_ORDER}
 * are ignored; `undefined` when nothing usable is available.
 */
export function findNearestQuantType(
  wanted: GGMLFileQuantizationType,
  available: readonly GGMLFileQuantizationType[],
): GGMLFileQuantizationType | undefined {
  const target = quantRank.get(wanted) ?? 0;
  const sorted = available
    .filter((q) => quantRank.has(q))
    .sort((a, b) => (quantRank.get(a) as number) - (quantRank.get(b) as number));
  if (sorted.length === 0) return undefined;
  for (const q of sorted) {
    if ((quantRank.get(q) as number) >= target) return q;
  }
  return sorted[sorted.length - 1];
}
