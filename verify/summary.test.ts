// The verify run's closing line names every language with its pass count.
import { describe, expect, it } from "vitest";
import { languageSummary } from "./run.ts";
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
