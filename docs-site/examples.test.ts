import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isMap, isScalar, parseDocument, type Node } from "yaml";
import { describe, expect, it } from "vitest";
import { providers } from "../catalogue/inference.ts";
import { tasks } from "../catalogue/index.ts";
import { loadDocsExamples } from "../catalogue/docs-examples.ts";
import { chooseExample, servesOnPages } from "./examples-rule.ts";
import { differences, examplesFileText } from "./propose-examples.ts";

const FILE = join(import.meta.dirname, "..", "catalogue", "docs-examples.yaml");

/** `path: problem` for each map whose keys are not in code-point order. */
function unsorted(node: Node | null, path = ""): string[] {
  if (!isMap(node)) return [];
  const keys = node.items.map((pair) => String(isScalar(pair.key) ? pair.key.value : pair.key));
  const problems = keys.some((k, i) => i > 0 && keys[i - 1]! >= k) ? [`${path || "(root)"}: keys out of order`] : [];
  for (const pair of node.items) problems.push(...unsorted(pair.value as Node | null, path ? `${path}.${String((pair.key as { value: unknown }).value)}` : String((pair.key as { value: unknown }).value)));
  return problems;
}

describe("catalogue/docs-examples.yaml", () => {
  it("has its keys sorted in every map and states its rule in its header", () => {
    const text = readFileSync(FILE, "utf8");
    expect(unsorted(parseDocument(text).contents as Node | null)).toEqual([]);
    expect(text).toMatch(/^# Rule \(docs-site\/examples-rule\.ts\)/m);
  });

  it("names catalogue tasks, current providers, and pairs the catalogue says are served", () => {
    const problems: string[] = [];
    for (const [task, byProvider] of Object.entries(loadDocsExamples())) {
      if (!Object.hasOwn(tasks, task)) problems.push(`${task}: not a task`);
      for (const provider of Object.keys(byProvider)) {
        const p = providers[provider];
        if (!p) problems.push(`${task}.${provider}: not a current provider`);
        else if (!servesOnPages(p, task)) problems.push(`${task}.${provider}: providers.yaml says it does not serve ${task}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("writes the file back as it is (the proposer's format is the file's)", () => {
    const text = readFileSync(FILE, "utf8");
    const header = text.split("\n").filter((l, i, all) => all.slice(0, i + 1).every((x) => x.startsWith("#"))).join("\n");
    expect(examplesFileText(loadDocsExamples(), header)).toBe(text);
  });
});

describe("the examples rule", () => {
  const c = (model: string, cases: number, providerId?: string) => ({ model, cases, ...(providerId ? { providerId } : {}) });

  it("takes the first recommended model among the candidates", () => {
    expect(chooseExample([c("a/z", 5), c("b/second", 1), c("b/first", 1)], ["b/first", "b/second"])).toEqual({ model: "b/first" });
  });

  it("else the model most cases render, then the smallest id in code-point order", () => {
    expect(chooseExample([c("a/one", 1), c("z/two", 2)], [])).toEqual({ model: "z/two" });
    expect(chooseExample([c("meta/m", 1), c("Qwen/q", 1)], [])).toEqual({ model: "Qwen/q" });
  });

  it("keeps the provider's id only where it differs from the hub id; no candidate, no example", () => {
    expect(chooseExample([c("a/b", 1, "a/b")], [])).toEqual({ model: "a/b" });
    expect(chooseExample([c("a/b", 1, "fal-ai/b")], [])).toEqual({ model: "a/b", providerId: "fal-ai/b" });
    expect(chooseExample([], ["a/b"])).toBeUndefined();
  });

  it("reports where a file and the rule differ", () => {
    expect(differences({ t: { p: { model: "a/b" } } }, { t: { p: { model: "a/c", providerId: "x" } }, u: { q: { model: "d/e" } } })).toEqual([
      "t p: a/b → a/c (x)",
      "u q: none → d/e",
    ]);
  });
});
