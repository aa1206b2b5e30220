// What the library run takes (without running it: `npm run verify-snippets -- --libraries` does), and
// that the status table (verify/libraries/README.md) has a row for every library with snippets.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { RUN_FOR_REAL, collectLibrarySnippets, librarySummary, unnamedNeed } from "./run-libraries.ts";
import { RESULTS } from "./results.ts";

describe("library snippets run for real", () => {
  it("takes the Python snippets (JavaScript for transformers.js) of every golden case of the libraries run for real, and only those", () => {
    const snippets = collectLibrarySnippets();
    expect(new Set(snippets.map((s) => s.library))).toEqual(new Set(RUN_FOR_REAL));
    for (const s of snippets) expect(s.template).toMatch(s.library === "transformers.js" ? /^js\// : /^python\//);
    const transformersCases = readdirSync(join(import.meta.dirname, "../../golden/cases/libraries/transformers")).length;
    expect(new Set(snippets.filter((s) => s.library === "transformers").map((s) => s.case)).size).toBe(transformersCases);
  });

  it("fails a pipeline snippet whose requirements do not name the program or module its pipeline needs", () => {
    const ffmpeg = { apt: "ffmpeg", brew: "ffmpeg", name: "ffmpeg", why: "decodes sound" };
    expect(unnamedNeed("automatic-speech-recognition", { install: ["pip install -U transformers"], env: [] })).toBe(
      "the automatic-speech-recognition pipeline runs ffmpeg to read its input, but the snippet's requirements name no system package ffmpeg",
    );
    expect(unnamedNeed("automatic-speech-recognition", { install: ["pip install -U transformers"], env: [], system: [ffmpeg] })).toBeNull();
    expect(unnamedNeed("video-classification", { install: ["pip install -U transformers"], env: [] })).toMatch(/needs the Python module av .* no install command/);
    expect(unnamedNeed("video-classification", { install: ["pip install -U transformers", "pip install av"], env: [] })).toBeNull();
    // A package whose name only starts with the module's is not it.
    expect(unnamedNeed("video-classification", { install: ["pip install avro"], env: [] })).not.toBeNull();
    expect(unnamedNeed("text-classification", { install: [], env: [] })).toBeNull();
  });

  it("every transformers pipeline snippet of the golden cases names what its pipeline needs", () => {
    const pipelines = collectLibrarySnippets().filter((s) => s.library === "transformers" && s.template.endsWith("/pipeline.hbs"));
    const needing = pipelines.filter((s) => RESULTS.needs[String(s.model.pipeline_tag)] !== undefined);
    expect(needing.map((s) => s.model.pipeline_tag).sort()).toEqual(["audio-classification", "automatic-speech-recognition", "video-classification"]);
    for (const s of pipelines) expect(unnamedNeed(s.model.pipeline_tag, s.requirements), s.case).toBeNull();
  });

  it("summarises per library: cases whose snippets all passed, of its cases", () => {
    const r = (library: string, c: string, status: "passed" | "failed" | "not run") => ({ library, case: c, template: "t", status, reason: "", ms: 1 });
    const results = [
      r("peft", "a", "passed"),
      r("peft", "b", "not run"),
      r("transformers", "c", "failed"),
      r("transformers", "c", "passed"),
      r("transformers", "d", "passed"),
      r("transformers", "d", "passed"),
    ];
    expect(librarySummary(results)).toBe("libraries: peft 1/2 passed (1 not run), transformers 1/2 passed");
    const withCalls = [{ ...r("transformers", "c", "passed"), calls: 2 }, { ...r("transformers", "d", "passed"), calls: 1 }, r("transformers", "d", "passed")];
    expect(librarySummary(withCalls)).toBe("libraries: transformers 2/2 passed (3 calls returned)");
  });

  it("the status table has one row per library with golden cases", () => {
    const table = readFileSync(join(import.meta.dirname, "README.md"), "utf8");
    const rows = [...table.matchAll(/^\| ([^ |]+) \| (run for real|checked statically only)/gm)].map((m) => m[1]);
    expect(rows).toEqual(readdirSync(join(import.meta.dirname, "../../golden/cases/libraries")).sort((a, b) => a.localeCompare(b)));
    for (const library of RUN_FOR_REAL) expect(table).toMatch(new RegExp(`^\\| ${library} \\| run for real`, "m"));
  });
});
