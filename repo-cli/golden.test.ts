import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run, scratchDir } from "../engine/cli/main.test-run.ts";

const dir = scratchDir("golden-cli-");

describe("snippets golden report", () => {
  it("writes the full report to --report and appends the summary to --summary, as for $GITHUB_STEP_SUMMARY", async () => {
    const root = join(dir, "golden");
    mkdirSync(join(root, "cases", "basic"), { recursive: true });
    writeFileSync(join(root, "cases", "basic", "c.yaml"), "description: A case.\nmodel:\n  id: acme/c\n  pipeline_tag: text-classification\n");
    expect((await run("golden", "--update", "--root", root)).code).toBe(0);
    const curl = join(root, "basic", "c", "sh", "curl", "hf-inference.sh");
    writeFileSync(curl, readFileSync(curl, "utf8").replace("-X POST", "-X PUT"));
    const full = join(dir, "golden-report.md");
    const summary = join(dir, "step-summary.md");
    writeFileSync(summary, "## An earlier step\n");
    const r = await run("golden", "report", "--root", root, "--report", full, "--summary", summary);
    expect(r.code).toBe(1);
    expect(readFileSync(full, "utf8")).toContain("changed: <code>golden/basic/c/sh/curl/hf-inference.sh</code> (case <code>golden/cases/basic/c.yaml</code>, template <code>templates/sh/curl/_default.hbs</code>)");
    const appended = readFileSync(summary, "utf8");
    expect(appended.startsWith("## An earlier step\n## Golden files\n")).toBe(true);
    expect(appended).toContain("| <code>templates/sh/curl/_default.hbs</code> | 1 | 1 |");
    // Without a file, the report goes to stdout.
    expect((await run("golden", "report", "--root", root)).out).toContain("## Golden files");
  });
});
