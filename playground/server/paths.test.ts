import { describe, expect, it } from "vitest";
import { goldenOutputFile, PathError, templateFile } from "./paths.ts";
import { languages } from "../../engine/languages/index.ts";

const EXTENSIONS = Object.fromEntries(Object.values(languages).map((l) => [l.id, l.extension]));

const golden = "/repo/golden";
const templates = "/repo/templates";

describe("goldenOutputFile", () => {
  it.each([
    ["basic/summarization/python/requests/hf-inference.py"],
    ["textToImage/lora/js/fetch/fal-ai.js"],
    ["conversational/llm/sh/curl/together.sh"],
    ["libraries/transformers/pipeline/python/transformers/pipeline.py"],
    ["libraries/mlx/lm/sh/mlx/install.sh"],
  ])("accepts %s", (path) => {
    expect(goldenOutputFile(golden, path, EXTENSIONS)).toBe(`${golden}/${path}`);
  });

  it.each([
    ["../package.json", '".." is not allowed'],
    ["basic/../../etc/passwd.py", '".." is not allowed'],
    ["/etc/passwd", "must be relative"],
    ["cases/basic/summarization.yaml", "golden/cases/ holds cases"],
    ["basic/x/python/requests/.hidden.py", 'not start with "."'],
    ["basic/x/python/requests/hf-inference.txt", 'extension ".txt"'],
    ["basic/x/python/requests/hf-inference.js", 'does not match the language folder "python"'],
    ["basic\\x\\python\\requests\\a.py", "backslashes"],
    ["x/python/requests.py", "expected <case>/<language>/<client or library>/<file>.<ext>"],
    ["", "non-empty"],
  ])("rejects %s", (path, message) => {
    expect(() => goldenOutputFile(golden, path, EXTENSIONS)).toThrow(PathError);
    expect(() => goldenOutputFile(golden, path, EXTENSIONS)).toThrow(message);
  });
});

describe("templateFile", () => {
  it("maps a key to templates/<key>.hbs", () => {
    expect(templateFile(templates, "python/requests/basic")).toBe(`${templates}/python/requests/basic.hbs`);
    expect(templateFile(templates, "js/fetch/_call")).toBe(`${templates}/js/fetch/_call.hbs`);
  });

  it.each([
    ["python/../../package", '".." is not allowed'],
    ["python/requests", "expected language/client/template"],
    ["python/requests/basic/extra", "expected language/client/template"],
    ["python/requests/basic.hbs", "without .hbs"],
    ["python/.git/config", 'not start with "."'],
  ])("rejects %s", (key, message) => {
    expect(() => templateFile(templates, key)).toThrow(message);
  });
});
