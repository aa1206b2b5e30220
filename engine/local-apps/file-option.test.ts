// getLocalApps(model, { file }): the GGUF file the user picked on a model page, with or without siblings.
import { describe, expect, it } from "vitest";
import { getLocalApps, LocalAppOptionsError, type LocalApp } from "./index.ts";

const record = { id: "unsloth/Qwen3-8B-GGUF", pipeline_tag: "text-generation", tags: ["gguf", "conversational"] };
const byId = (apps: LocalApp[]) => new Map(apps.map((a) => [a.app, a]));

describe("the file the user picked", () => {
  it("gives a GGUF record without siblings its apps, running that file", () => {
    expect(getLocalApps(record)).toEqual(getLocalApps(record).filter((a) => a.deeplink !== undefined && !a.deeplink.includes("file=")));
    const apps = byId(getLocalApps(record, { file: "Q5_K_M/Qwen3-8B-Q5_K_M.gguf" }));
    expect(apps.size).toBeGreaterThan(getLocalApps(record).length);
    expect(apps.get("ollama")!.snippets[0]!.content).toBe("ollama run 'hf.co/unsloth/Qwen3-8B-GGUF:Q5_K_M'");
    expect(apps.get("lmstudio")!.deeplink).toBe("lmstudio://open_from_hf?model=unsloth/Qwen3-8B-GGUF&file=Q5_K_M/Qwen3-8B-Q5_K_M.gguf");
  });

  it("is the same as choosing its quantisation from siblings that hold it", () => {
    const siblings = [{ rfilename: "Qwen3-8B-Q4_K_M.gguf" }, { rfilename: "Qwen3-8B-Q8_0.gguf" }];
    expect(getLocalApps({ ...record, siblings }, { file: "Qwen3-8B-Q8_0.gguf" })).toEqual(getLocalApps({ ...record, siblings }, { quant: "Q8_0" }));
  });

  it("takes a part of a split model for the whole", () => {
    const apps = byId(getLocalApps(record, { file: "BF16/Qwen3-8B-BF16-00002-of-00003.gguf" }));
    expect(apps.get("lmstudio")!.deeplink).toContain("file=BF16/Qwen3-8B-BF16-00001-of-00003.gguf");
  });

  const bad: [string, Record<string, unknown>, Record<string, unknown>, string][] = [
    ["a file that is no GGUF model", record, { file: "README.md" }, 'file: "README.md" is not a GGUF model file'],
    ["a projector file", record, { file: "mmproj-F16.gguf" }, "is not a GGUF model file"],
    ["a path leaving the repository", record, { file: "../x-Q4_K_M.gguf" }, "must be a file path in the repository"],
    ["a file the siblings lack", { ...record, siblings: [{ rfilename: "a-Q4_K_M.gguf" }] }, { file: "b-Q4_K_M.gguf" }, "is not among the model's files"],
    ["a file and a quant", record, { file: "a-Q4_K_M.gguf", quant: "Q8_0" }, "file, quant: give"],
    ["a file that is no string", record, { file: 3 }, "file: must be a path"],
  ];
  for (const [what, model, options, message] of bad) {
    it(`refuses ${what}`, () => {
      expect(() => getLocalApps(model, options)).toThrow(LocalAppOptionsError);
      expect(() => getLocalApps(model, options)).toThrow(message);
    });
  }
});
