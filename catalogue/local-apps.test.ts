// The local-apps catalogue: it loads, its keys are sorted, its rules and deep links are checked at load
// with errors naming the file, the field and the problem, and it names only templates that exist.
import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import { isMap, isScalar, isSeq, parseDocument, type Node } from "yaml";
import { describe, expect, it } from "vitest";
import { catalogueFiles } from "#catalogue-files";
import { CatalogueError, validate } from "./load.ts";
import { LOCAL_APP_IDS, localAppTemplateNames, localApps } from "./local-apps.ts";
import { localAppsFileSchema } from "./local-apps-schema.ts";

const FILE = "catalogue/local-apps.yaml";
const TEMPLATE_DIR = resolve(import.meta.dirname, "../templates/sh/local-apps");

function unsorted(node: Node | null, path = ""): string[] {
  if (isSeq(node)) return node.items.flatMap((item, i) => unsorted(item as Node | null, `${path}[${i}]`));
  if (!isMap(node)) return [];
  const keys = node.items.map((pair) => String(isScalar(pair.key) ? pair.key.value : pair.key));
  const problems = keys.slice(1).flatMap((key, i) => (key.toLowerCase() < keys[i]!.toLowerCase() ? [`${path || "(root)"}: ${key} before ${keys[i]}`] : []));
  return [...problems, ...node.items.flatMap((pair, i) => unsorted(pair.value as Node | null, path ? `${path}.${keys[i]}` : keys[i]))];
}

/** A minimal valid app, to break one field at a time. */
const valid = {
  checked: { date: "2026-11-23", forms: [{ source: "https://example.com/docs", text: "example run {id}" }] },
  docsUrl: "https://example.com",
  label: "Example",
  mainTask: "text-generation",
  platforms: ["linux"],
  serves: [{ files: "gguf" }],
  snippets: [{ run: "ollama-run", title: "Run" }],
};

function problemsOf(app: Record<string, unknown>): string {
  try {
    validate(FILE, localAppsFileSchema, { example: app });
  } catch (error) {
    expect(error).toBeInstanceOf(CatalogueError);
    return (error as Error).message;
  }
  return "";
}

describe("catalogue/local-apps.yaml", () => {
  it("offers the hub's local apps (at least 20 of its 24)", () => {
    expect(LOCAL_APP_IDS.length).toBeGreaterThanOrEqual(20);
    expect(LOCAL_APP_IDS).toEqual(expect.arrayContaining(["llama.cpp", "ollama", "vllm", "sglang", "mlx-lm", "tgi", "lmstudio", "jan"]));
  });

  it("has its keys sorted in every map", () => {
    expect(unsorted(parseDocument(catalogueFiles["local-apps.yaml"]!).contents as Node | null)).toEqual([]);
  });

  it("gives every app either a deep link or snippets", () => {
    for (const app of Object.values(localApps)) expect(Boolean(app.deeplink) !== Boolean(app.snippets), app.id).toBe(true);
  });

  it("names only templates that exist, and every template of templates/sh/local-apps/ is named", () => {
    const files = readdirSync(TEMPLATE_DIR)
      .filter((f) => f.endsWith(".hbs") && !f.startsWith("_"))
      .map((f) => f.slice(0, -4))
      .sort();
    expect(localAppTemplateNames()).toEqual(files);
  });

  it("accepts the minimal app", () => {
    expect(problemsOf(valid)).toBe("");
  });

  it.each([
    [{ ...valid, docsUrl: "http://example.com" }, "catalogue/local-apps.yaml: example.docsUrl: must be an https URL"],
    [{ ...valid, checked: undefined }, "example.checked"],
    [{ ...valid, checked: { ...valid.checked, date: "23/11/2026" } }, "example.checked.date: must be a date (YYYY-MM-DD)"],
    [{ ...valid, checked: { ...valid.checked, forms: [] } }, "example.checked.forms"],
    [{ ...valid, checked: { ...valid.checked, forms: [{ source: "http://example.com", text: "x" }] } }, "example.checked.forms[0].source: must be an https URL"],
    [{ ...valid, checked: { ...valid.checked, forms: [{ source: "https://example.com", text: "run {model}" }] } }, "example.checked.forms[0].text: unknown placeholder {model}"],
    [{ ...valid, mainTask: "chatting" }, 'example.mainTask: "chatting" is not a pipeline type'],
    [{ ...valid, serves: [{}] }, "example.serves[0]: a condition needs at least one field"],
    [{ ...valid, serves: [{ files: "onnx" }] }, "example.serves[0].files"],
    [{ ...valid, serves: [{ tag: ["x"] }] }, 'example.serves[0]: Unrecognized key: "tag"'],
    [{ ...valid, platforms: ["beos"] }, "example.platforms[0]"],
    [{ ...valid, snippets: [{ run: "../../etc/passwd", title: "x" }] }, "example.snippets[0].run: must be a template name"],
    [{ ...valid, deeplink: [{ url: "app://open?x={id}" }] }, "example: needs exactly one of `deeplink` and `snippets`"],
    [{ ...valid, snippets: undefined, deeplink: [{ url: "app://open?x={model}" }] }, "example.deeplink[0].url: unknown placeholder {model}"],
    [{ ...valid, snippets: undefined, deeplink: [{ url: "app://open?f={file}" }] }, "example.deeplink[0].when: a URL with {file} needs `when`"],
    [
      { ...valid, snippets: undefined, deeplink: [{ url: "app://a/{id}", when: [{ tags: ["lora"] }] }] },
      "example.deeplink: the last deep link must have no `when`",
    ],
  ])("rejects a bad app, naming file, field and problem (%#)", (app, message) => {
    expect(problemsOf(app as Record<string, unknown>)).toContain(message);
  });
});
