import { describe, expect, it } from "vitest";
import {
  enumNames,
  findNearestQuantType,
  GGMLFileQuantizationType as F,
  GGMLQuantizationType as T,
  GGUF_QUANT_ORDER,
  GGUF_QUANT_RE,
  parseGGUFQuantLabel,
} from "./quantisation.ts";

function values(e: Record<string, string | number>): number[] {
  return enumNames(e).map((k) => e[k] as number);
}

describe("quantisation enums", () => {
  it("have unique values", () => {
    for (const e of [F, T]) {
      const v = values(e as unknown as Record<string, number>);
      expect(new Set(v).size).toBe(v.length);
    }
  });

  it("keep ggml's numeric values", () => {
    expect(F.F32).toBe(0);
    expect(F.Q4_K_M).toBe(15);
    expect(F.BF16).toBe(32);
    expect(F.TQ2_0).toBe(37);
    expect([F.Q2_K_XL, F.Q3_K_XL, F.Q4_K_XL, F.Q5_K_XL, F.Q6_K_XL, F.Q8_K_XL]).toEqual([
      1000, 1001, 1002, 1003, 1004, 1005,
    ]);
    expect(T.Q5_0).toBe(6);
    expect([T.I8, T.I16, T.I32, T.I64, T.F64]).toEqual([24, 25, 26, 27, 28]);
    expect(T.BF16).toBe(30);
    expect(T.TQ1_0).toBe(34);
    expect(T.MXFP4).toBe(39);
  });

  it("the quant order covers every file type exactly once", () => {
    expect(new Set(GGUF_QUANT_ORDER).size).toBe(GGUF_QUANT_ORDER.length);
    const missing = enumNames(F as unknown as Record<string, number>).filter(
      (name) => !GGUF_QUANT_ORDER.includes(F[name as keyof typeof F]),
    );
    expect(missing).toEqual([]);
  });

  it("the quant order runs from F32 down to the smallest schemes", () => {
    expect(GGUF_QUANT_ORDER[0]).toBe(F.F32);
    const idx = (q: F) => GGUF_QUANT_ORDER.indexOf(q);
    expect(idx(F.Q8_0)).toBeLessThan(idx(F.Q6_K));
    expect(idx(F.Q6_K)).toBeLessThan(idx(F.Q5_K_M));
    expect(idx(F.Q5_K_M)).toBeLessThan(idx(F.Q4_K_M));
    expect(idx(F.Q4_K_M)).toBeLessThan(idx(F.Q3_K_M));
    expect(idx(F.Q3_K_M)).toBeLessThan(idx(F.Q2_K));
    expect(idx(F.Q2_K)).toBeLessThan(idx(F.IQ1_S));
    expect(idx(F.TQ2_0)).toBeGreaterThan(idx(F.IQ1_M));
  });
});

describe("GGUF_QUANT_RE and parseGGUFQuantLabel", () => {
  it.each([
    ["llama-2-7b.Q4_K_M.gguf", "Q4_K_M"],
    ["mistral-7b-instruct-v0.2.Q8_0.gguf", "Q8_0"],
    ["Meta-Llama-3-8B-Instruct-IQ2_XXS.gguf", "IQ2_XXS"],
    ["Meta-Llama-3-8B-Instruct-IQ2_XS.gguf", "IQ2_XS"],
    ["phi-3-mini-4k-instruct-q4.gguf", undefined],
    ["gemma-2b-it-q4_k_m.gguf", "Q4_K_M"],
    ["Qwen3-30B-A3B-UD-Q4_K_XL.gguf", "UD-Q4_K_XL"],
    ["DeepSeek-R1-UD-IQ1_S-00001-of-00003.gguf", "UD-IQ1_S"],
    ["model-f16.gguf", "F16"],
    ["model-bf16.gguf", "BF16"],
    ["Q2_K-model-Q5_K_S.gguf", "Q5_K_S"],
    ["tinyllama-1.1b-chat.TQ1_0.gguf", "TQ1_0"],
    ["gpt-oss-20b-MXFP4.gguf", "MXFP4"],
    ["gpt-oss-120b-mxfp4-00001-of-00003.gguf", "MXFP4"],
    ["Qwen3-30B-A3B-MXFP4_MOE.gguf", "MXFP4_MOE"],
    ["model-Q4_0_4_8.gguf", "Q4_0_4_8"],
    ["README.md", undefined],
  ])("%s → %s", (name, label) => {
    expect(parseGGUFQuantLabel(name)).toBe(label);
  });

  it("exposes the UD- prefix and the size variation as groups", () => {
    const m = "UD-Q3_K_XL".match(GGUF_QUANT_RE);
    expect(m?.groups?.prefix).toBe("UD-");
    expect(m?.groups?.quant).toBe("Q3_K_XL");
    const n = "Q4_0_L".match(GGUF_QUANT_RE);
    expect(n?.groups?.quant).toBe("Q4_0");
    expect(n?.groups?.sizeVariation).toBe("L");
    expect(n?.groups?.prefix).toBeUndefined();
  });
});

describe("findNearestQuantType", () => {
  it("returns the wanted type when available", () => {
    expect(findNearestQuantType(F.Q4_K_M, [F.Q8_0, F.Q4_K_M, F.Q2_K])).toBe(F.Q4_K_M);
  });

  it("steps down to the largest smaller type", () => {
    expect(findNearestQuantType(F.Q4_K_M, [F.Q8_0, F.Q3_K_M, F.Q2_K])).toBe(F.Q3_K_M);
    expect(findNearestQuantType(F.F16, [F.Q8_0, F.Q4_K_M])).toBe(F.Q8_0);
  });

  it("falls back to the smallest larger type when nothing smaller exists", () => {
    expect(findNearestQuantType(F.IQ1_S, [F.Q8_0, F.Q4_K_M])).toBe(F.Q4_K_M);
  });

  it("ignores unknown values and returns undefined when nothing is available", () => {
    expect(findNearestQuantType(F.Q4_K_M, [])).toBeUndefined();
    expect(findNearestQuantType(F.Q4_K_M, [12345 as F])).toBeUndefined();
  });

  it("does not reorder its input", () => {
    const available = [F.Q2_K, F.Q8_0];
    findNearestQuantType(F.Q4_K_M, available);
    expect(available).toEqual([F.Q2_K, F.Q8_0]);
  });
});
