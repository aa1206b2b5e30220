import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run, scratchDir } from "./main.test-run.ts";

const dir = scratchDir("cli-");

describe("snippets CLI", () => {
  it("prints help", async () => {
    for (const args of [["--help"], ["render", "--help"], ["golden", "--help"]]) {
      const r = await run(...args);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/Usage: snippets/);
    }
  });

  it("renders a YAML model record, filtered by language and client", async () => {
    const file = join(dir, "model.yaml");
    writeFileSync(file, "id: acme/classifier\npipeline_tag: text-classification\n");
    const r = await run("render", file, "--language", "sh");
    expect(r.code).toBe(0);
    expect(r.out).toContain("inference: sh/curl");
    expect(r.out).not.toContain("python/requests");
    const json = await run("render", file, "--client", "requests", "--json");
    expect(JSON.parse(json.out)).toEqual([
      expect.objectContaining({ language: "python", client: "requests", requirements: { install: ["pip install requests"], env: [expect.objectContaining({ name: "HF_TOKEN" })] } }),
    ]);
  });

  it("prints each snippet's setup above it: the install commands and the variables to export", async () => {
    const file = join(dir, "setup.yaml");
    writeFileSync(file, "id: acme/classifier\npipeline_tag: text-classification\n");
    const python = await run("render", file, "--client", "huggingface_hub");
    expect(python.out).toMatch(/── inference: python\/huggingface_hub ──\n# Setup:\n# {3}pip install "huggingface_hub>=1\.33"\n# {3}export HF_TOKEN=\.\.\. {2}# .+\nimport os\n/);
    // A token written in: nothing to export; curl: nothing to install.
    const curl = await run("render", file, "--client", "curl", "--access-token", "hf_x");
    expect(curl.out).not.toContain("# Setup:");
  });

  it("exits 2 on bad input, naming the file and the problem, without a stack trace", async () => {
    const missing = await run("render", join(dir, "nope.yaml"));
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/nope\.yaml: cannot read: ENOENT/);
    const bad = join(dir, "bad.json");
    writeFileSync(bad, JSON.stringify({ id: "bad id!", pipeline_tag: 3 }));
    const invalid = await run("render", bad);
    expect(invalid.code).toBe(2);
    expect(invalid.err).toMatch(/bad\.json: id: /);
    expect(invalid.err).toMatch(/bad\.json: pipeline_tag: /);
    expect(invalid.err).not.toMatch(/\n\s+at /);
    const model = join(dir, "ok.yaml");
    writeFileSync(model, "id: acme/classifier\npipeline_tag: text-classification\n");
    const provider = await run("render", model, "--provider", "nope");
    expect(provider.code).toBe(2);
    expect(provider.err).toMatch(/--provider: Unknown provider "nope". Known providers: .*hf-inference/);
    const typo = await run("render", model, "--provider", "togther");
    expect(typo.err).toMatch(/did you mean "together"\?/);
    const flag = await run("render", model, "--nope");
    expect(flag.code).toBe(2);
    expect((await run("frobnicate")).code).toBe(2);
  });

  it("prints a stack trace with --debug", async () => {
    const r = await run("render", join(dir, "nope.yaml"), "--debug");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/\n\s+at /);
  });

  it("exits 1 when the golden check fails and 0 when it passes", async () => {
    const root = join(dir, "golden");
    const cases = join(root, "cases", "basic");
    const { mkdirSync } = await import("node:fs");
    mkdirSync(cases, { recursive: true });
    writeFileSync(join(cases, "c.yaml"), "description: A case.\nmodel:\n  id: acme/c\n  pipeline_tag: fill-mask\n");
    const failed = await run("golden", "check", "--root", root);
    expect(failed.code).toBe(1);
    expect(failed.out).toMatch(/missing: golden\/basic\/c\//);
    expect((await run("golden", "--update", "--root", root)).code).toBe(0);
    const report = join(dir, "report.md");
    const passed = await run("golden", "--root", root, "--report", report);
    expect(passed.code).toBe(0);
  });
});
