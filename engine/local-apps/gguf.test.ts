import { describe, expect, it } from "vitest";
import { GGMLFileQuantizationType } from "../../catalogue/quantisation.ts";
import { InputError } from "../../catalogue/input-error.ts";
import type { ModelRecord } from "../model.ts";
import { availableQuants, chooseGGUF, ggufFiles, LocalAppOptionsError } from "./gguf.ts";

const record = (...files: string[]): ModelRecord => ({ id: "org/model-GGUF", siblings: files.map((rfilename) => ({ rfilename })) });
const chosen = (...files: string[]) => chooseGGUF(ggufFiles(record(...files)))?.path;

describe("ggufFiles", () => {
  it("lists GGUF model files with their label and scheme, ignoring other files, projectors and importance matrices", () => {
    const files = ggufFiles(record("README.md", "m-Q4_K_M.gguf", "mmproj-m-f16.gguf", "m.imatrix.gguf", "m-UD-Q4_K_XL.GGUF", "config.json"));
    expect(files).toEqual([
      { path: "m-Q4_K_M.gguf", quant: "Q4_K_M", type: GGMLFileQuantizationType.Q4_K_M, parts: 1 },
      { path: "m-UD-Q4_K_XL.GGUF", quant: "UD-Q4_K_XL", type: GGMLFileQuantizationType.Q4_K_XL, parts: 1 },
    ]);
  });

  it("counts a split model once, by its first part, only when every part is there", () => {
    const files = ggufFiles(
      record(
        "Q8_0/m-Q8_0-00002-of-00003.gguf",
        "Q8_0/m-Q8_0-00001-of-00003.gguf",
        "Q8_0/m-Q8_0-00003-of-00003.gguf",
        "m-F16-00001-of-00002.gguf", // its second part is missing
        "m-BF16-00002-of-00002.gguf", // its first part is missing
      ),
    );
    expect(files).toEqual([{ path: "Q8_0/m-Q8_0-00001-of-00003.gguf", quant: "Q8_0", type: GGMLFileQuantizationType.Q8_0, parts: 3 }]);
  });

  it("keeps a file whose name has no known label, with no scheme", () => {
    expect(ggufFiles(record("model.gguf"))).toEqual([{ path: "model.gguf", quant: null, type: null, parts: 1 }]);
  });
});

describe("chooseGGUF", () => {
  it("takes Q4_K_M when present", () => {
    expect(chosen("m-Q8_0.gguf", "m-Q4_K_M.gguf", "m-Q2_K.gguf", "m-Q4_K_S.gguf")).toBe("m-Q4_K_M.gguf");
  });

  it("otherwise takes the nearest smaller scheme, and a larger one only when nothing is smaller", () => {
    expect(chosen("m-Q8_0.gguf", "m-Q5_K_M.gguf", "m-IQ4_XS.gguf", "m-Q3_K_L.gguf")).toBe("m-IQ4_XS.gguf");
    expect(chosen("m-Q8_0.gguf", "m-Q6_K.gguf")).toBe("m-Q6_K.gguf");
  });

  it("prefers a plain label to a prefixed one, and a single file to a split one", () => {
    expect(chosen("m-UD-Q4_K_M.gguf", "m-Q4_K_M.gguf")).toBe("m-Q4_K_M.gguf");
    expect(chosen("a/m-Q4_K_M-00001-of-00002.gguf", "a/m-Q4_K_M-00002-of-00002.gguf", "z-Q4_K_M.gguf")).toBe("z-Q4_K_M.gguf");
  });

  it("falls back to the first file when no file has a known scheme, and to nothing when there is no file", () => {
    expect(chosen("b.gguf", "a.gguf")).toBe("a.gguf");
    expect(chosen("model.safetensors")).toBeUndefined();
  });

  it("takes an explicit quantisation in any case, and names what there is when it is absent", () => {
    const files = ggufFiles(record("m-Q4_K_M.gguf", "m-Q8_0-00001-of-00002.gguf", "m-Q8_0-00002-of-00002.gguf"));
    expect(chooseGGUF(files, "q8_0")?.path).toBe("m-Q8_0-00001-of-00002.gguf");
    expect(availableQuants(files)).toEqual(["Q4_K_M", "Q8_0"]);
    let error: unknown;
    try {
      chooseGGUF(files, "Q5_K_M");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(LocalAppOptionsError);
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message).toBe('quant: "Q5_K_M" is not among this model\'s GGUF files (available: Q4_K_M, Q8_0)');
    expect(() => chooseGGUF([], "Q4_K_M")).toThrow('quant: "Q4_K_M": this model has no GGUF file with a quantisation label');
  });
});
