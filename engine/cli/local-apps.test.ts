import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run, scratchDir } from "./main.test-run.ts";

const dir = scratchDir("cli-local-apps-");

const model = join(dir, "model.yaml");
writeFileSync(
  model,
  ["id: org/chat-GGUF", "pipeline_tag: text-generation", "tags: [gguf]", "siblings:", "  - rfilename: chat-Q4_K_M.gguf", "  - rfilename: chat-Q8_0.gguf", ""].join("\n"),
);

describe("snippets render --local-apps", () => {
  it("prints each app with its deep link or its steps", async () => {
    const r = await run("render", model, "--local-apps");
    expect(r.code).toBe(0);
    expect(r.out).toContain("# ── Ollama (linux, macos, windows): https://ollama.com ──\n# Run the model\nollama run 'hf.co/org/chat-GGUF:Q4_K_M'\n");
    expect(r.out).toContain("# open: lmstudio://open_from_hf?model=org/chat-GGUF&file=chat-Q4_K_M.gguf\n");
  });

  it("takes --quant, and prints JSON with each part's template", async () => {
    const r = await run("render", model, "--local-apps", "--quant", "Q8_0", "--json");
    expect(r.code).toBe(0);
    const apps = JSON.parse(r.out) as { app: string; snippets: { template: string; content: string }[] }[];
    const ollama = apps.find((a) => a.app === "ollama")!;
    expect(ollama.snippets[0]).toMatchObject({ template: "sh/local-apps/ollama-run.hbs", content: "ollama run 'hf.co/org/chat-GGUF:Q8_0'" });
  });

  it("exits 2 naming the option and what there is for an unknown quant, or --quant alone", async () => {
    const bad = await run("render", model, "--local-apps", "--quant", "Q5_K_M");
    expect(bad.code).toBe(2);
    expect(bad.err).toBe('snippets render: quant: "Q5_K_M" is not among this model\'s GGUF files (available: Q4_K_M, Q8_0)\n');
    const alone = await run("render", model, "--quant", "Q8_0");
    expect(alone.code).toBe(2);
    expect(alone.err).toContain("--quant goes with --local-apps");
  });

  it("says so when no app runs the model", async () => {
    const other = join(dir, "other.yaml");
    writeFileSync(other, "id: org/classifier\npipeline_tag: text-classification\n");
    const r = await run("render", other, "--local-apps");
    expect(r).toMatchObject({ code: 0, out: "No local app runs org/classifier.\n" });
  });
});
