// The verify run's closing line names every language with its pass count.
import { describe, expect, it } from "vitest";
import { languageSummary, sdkVersionLines } from "./run.ts";
import type { RunResult } from "./runner.ts";

const result = (client: string, status: RunResult["status"]): RunResult => ({ name: "case/provider", client, status, reasons: [], ms: 1 });

describe("languageSummary", () => {
  it("counts passes per language over all its clients, and says what was skipped", () => {
    const results = [
      result("go/http", "passed"),
      result("go/http", "failed"),
      result("python/requests", "passed"),
      result("python/openai", "skipped"),
      result("rust/http", "skipped"),
      result("js/fetch", "known"),
    ];
    expect(languageSummary(results)).toBe("languages: go 1/2 passed, js 0/1 passed, python 1/1 passed (1 skipped), rust skipped");
  });
});

describe("sdkVersionLines", () => {
  const run = (client: string, version: string | undefined, status: RunResult["status"]): RunResult => ({ name: "c/p", client, status, reasons: [], ms: 1, ...(version ? { version } : {}) });

  it("gives one line per SDK client with each version's passed/run, oldest first, leaving out skips and other clients", () => {
    const lines = sdkVersionLines([
      run("python/huggingface_hub", "2.0.0", "passed"),
      run("python/huggingface_hub", "1.33.0", "passed"),
      run("python/huggingface_hub", "1.33.0", "failed"),
      run("python/huggingface_hub", "1.33.0", "skipped"),
      run("js/openai", "6.49.0", "passed"),
      run("js/openai", "4.0.0", "passed"),
      run("python/requests", undefined, "passed"),
    ]);
    expect(lines).toEqual(["js/openai 4.0.0: 1/1, 6.49.0: 1/1", "python/huggingface_hub 1.33.0: 1/2, 2.0.0: 1/1"]);
  });

  it("orders versions by number, not text", () => {
    expect(sdkVersionLines([run("js/huggingface.js", "4.13.30", "passed"), run("js/huggingface.js", "4.9.0", "passed")])).toEqual(["js/huggingface.js 4.9.0: 1/1, 4.13.30: 1/1"]);
  });
});
