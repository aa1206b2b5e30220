import { resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { getTemplateSource, resetTemplateSources, setTemplateSource } from "../render/templates.ts";
import { compare, unifiedDiff, type CaseResult, type Comparison } from "./harness.ts";
import { formatReport, GITHUB_COMMENT_LIMIT } from "./report.ts";

const golden = resolve(import.meta.dirname, "..", "..", "golden");

afterEach(() => resetTemplateSources());

/** A comparison of `n` cases whose one output each changed; `change(i)` gives old and new text. */
function synthetic(n: number, template: (i: number) => string, change: (i: number) => [string, string]): Comparison {
  const cases: CaseResult[] = [];
  const changed: Comparison["changed"] = [];
  for (let i = 0; i < n; i++) {
    const name = `kind/case${String(i).padStart(3, "0")}`;
    const path = `${name}/python/requests/hf-inference.py`;
    const [expected, actual] = change(i);
    cases.push({
      goldenCase: { name, file: `golden/cases/${name}.yaml`, library: false, description: "A case.", model: {}, providers: ["hf-inference"], providerModelIds: {}, options: {} },
      outputs: new Map([[path, actual]]),
      templates: new Map([[path, template(i)]]),
    });
    changed.push({ path, expected, actual, diff: unifiedDiff(path, expected, actual) });
  }
  return { cases, unchanged: [], changed, missing: [], orphaned: [] };
}

const program = (i: number, timeout: number) =>
  `import os\nimport requests\n\nAPI_URL = "https://router.example/models/acme/model-${i}"\nheaders = {"Authorization": f"Bearer {os.environ['HF_TOKEN']}"}\n\ndef query(payload):\n    response = requests.post(API_URL, headers=headers, json=payload, timeout=${timeout})\n    return response.json()\n`;

describe("golden report", () => {
  it("shows a one-template change over 169 files once, names the template, and fits in a GitHub comment", () => {
    const c = synthetic(169, () => "python/requests/_default.hbs", (i) => [program(i, 30), program(i, 60)]);
    const report = formatReport(c, { limit: GITHUB_COMMENT_LIMIT });
    expect(report.length).toBeLessThan(GITHUB_COMMENT_LIMIT);
    expect(report).toContain("same change in 169 files: template <code>templates/python/requests/_default.hbs</code>, 169 cases");
    expect(report.match(/```diff/g)).toHaveLength(1);
    expect(report).toContain("-    response = requests.post(API_URL, headers=headers, json=payload, timeout=30)");
    expect(report).toContain("<details><summary>the 169 files</summary>");
    expect(report).toContain("- <code>golden/kind/case168/python/requests/hf-inference.py</code> (case <code>golden/cases/kind/case168.yaml</code>)");
    expect(report).toContain("| <code>templates/python/requests/_default.hbs</code> | 169 | 169 |");
    expect(report).not.toContain("not shown");
  });

  it("keeps different changes apart", () => {
    const c = synthetic(4, (i) => (i < 2 ? "python/requests/_default.hbs" : "python/requests/textToImage.hbs"), (i) => [program(i, 30), program(i, i < 2 ? 60 : 90)]);
    const report = formatReport(c);
    expect(report).toContain("same change in 2 files: template <code>templates/python/requests/_default.hbs</code>, 2 cases");
    expect(report).toContain("same change in 2 files: template <code>templates/python/requests/textToImage.hbs</code>, 2 cases");
  });

  it("stays under the limit however many distinct changes there are, and points at the full report", () => {
    const c = synthetic(2000, () => "python/requests/_default.hbs", (i) => [program(i, 30), program(i, 1000 + i)]);
    const full = formatReport(c);
    expect(full.length).toBeGreaterThan(GITHUB_COMMENT_LIMIT);
    const summary = formatReport(c, { limit: GITHUB_COMMENT_LIMIT, fullReport: "golden-report.md" });
    expect(summary.length).toBeLessThan(GITHUB_COMMENT_LIMIT);
    expect(summary).toMatch(/\*\*\d+ more changes \(\d+ files\) not shown, to stay under 65,536 characters:\*\* the full report is <code>golden-report\.md<\/code>\./);
    expect(summary).toContain("| <code>templates/python/requests/_default.hbs</code> | 2000 | 2000 |");
  });

  it("groups the real outputs of an edited template", () => {
    // The curl command's partial: its outputs are grouped under the template that rendered them.
    const key = "sh/curl/_request";
    setTemplateSource(key, getTemplateSource(key)!.replace("    -X POST \\", "    --request POST \\"));
    const c = compare({ root: golden });
    expect(c.changed.length).toBeGreaterThan(50);
    const report = formatReport(c, { limit: GITHUB_COMMENT_LIMIT });
    expect(report.length).toBeLessThan(GITHUB_COMMENT_LIMIT);
    const grouped = [...report.matchAll(/same change in (\d+) files: template <code>templates\/sh\/curl\/_default\.hbs<\/code>/g)];
    expect(grouped.reduce((n, m) => n + Number(m[1]), 0) + (report.match(/<summary>changed: /g)?.length ?? 0)).toBe(c.changed.length);
    expect(Number(grouped[0]?.[1])).toBeGreaterThan(c.changed.length / 2);
  });
});
