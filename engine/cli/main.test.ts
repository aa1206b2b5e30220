import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "./main.ts";
import { run, scratchDir } from "./main.test-run.ts";

const dir = scratchDir("cli-");

describe("snippets CLI: the commands", () => {
  it("prints help", async () => {
    for (const args of [["--help"], ["render", "--help"], ["golden", "--help"]]) {
      const r = await run(...args);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/Usage: snippets/);
    }
  });

  it("has the package's commands alone: the repository's answer that they work in a clone; schema prints what schemas/ holds", async () => {
    let out = "";
    let err = "";
    const pkg = (...argv: string[]) => main(argv, (s) => void (out += s), (s) => void (err += s));
    for (const command of ["golden", "drift", "docs"]) {
      err = "";
      expect(await pkg(command, "--help")).toBe(2);
      expect(err).toContain(`snippets ${command}: "${command}" works in a clone of the repository`);
    }
    err = "";
    expect(await pkg("schema", "--write")).toBe(2);
    expect(err).toMatch(/schema --write regenerates a clone's schemas\//);
    out = "";
    expect(await pkg("schema", "model")).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ type: "object", required: ["id"] });
    // The clone's command line runs them.
    expect((await run("drift", "--help")).out).toMatch(/^Usage: snippets drift/);
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
});

describe("snippets CLI: bad input and its answers", () => {
  it("exits 2 on bad input, naming the file and the problem, without a stack trace", async () => {
    const missing = await run("render", join(dir, "nope.yaml"));
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/nope\.yaml: the file does not exist \(\/.*\/nope\.yaml\)\n$/);
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

  it("names a missing file and says it does not exist; a folder is no file", async () => {
    const missing = await run("render", join(dir, "absent", "model.yaml"));
    expect(missing.code).toBe(2);
    expect(missing.err).toBe(`snippets render: ${join(dir, "absent", "model.yaml")}: the file does not exist (${join(dir, "absent", "model.yaml")})\n`);
    const folder = await run("render", dir);
    expect(folder.code).toBe(2);
    expect(folder.err).toBe(`snippets render: ${dir}: a folder, not a file\n`);
  });

  it("render on a JSON lines file says to use --models, whatever its name", async () => {
    const lines = '{"id":"acme/a","pipeline_tag":"fill-mask"}\n{"id":"acme/b","pipeline_tag":"fill-mask"}\n';
    for (const name of ["models.jsonl", "models.txt"]) {
      const file = join(dir, name);
      writeFileSync(file, lines);
      const r = await run("render", file);
      expect(r.code).toBe(2);
      expect(r.err).toBe(`snippets render: ${file}: JSON lines (one model record per line); render reads one record: use render --models ${file} for them all\n`);
    }
    // A .jsonl file is refused even with one line: render takes a record file, --models a JSON lines file.
    const one = join(dir, "one.jsonl");
    writeFileSync(one, '{"id":"acme/a","pipeline_tag":"fill-mask"}\n');
    expect((await run("render", one)).err).toMatch(/use render --models .*one\.jsonl/);
  });

  it("takes a language's other names (py, bash, javascript, c#, golang, ...) and any case for --language", async () => {
    const file = join(dir, "aliases.yaml");
    writeFileSync(file, "id: acme/classifier\npipeline_tag: text-classification\n");
    const byId = async (language: string) => (await run("render", file, "--language", language, "--json")).out;
    for (const [alias, id] of [["py", "python"], ["python3", "python"], ["Python", "python"], ["javascript", "js"], ["node", "js"], ["bash", "sh"], ["shell", "sh"], ["c#", "csharp"], ["cs", "csharp"], ["golang", "go"], ["rb", "ruby"], ["rs", "rust"]] as const) {
      const shown = JSON.parse(await byId(alias)) as { language: string }[];
      expect(shown.length, alias).toBeGreaterThan(0);
      expect(new Set(shown.map((s) => s.language)), alias).toEqual(new Set([id]));
      expect(await byId(alias), alias).toBe(await byId(id));
    }
  });

  it("a --language that is no language: a client names its language, a typo gets the closest, nothing far-fetched", async () => {
    const file = join(dir, "unknown-language.yaml");
    writeFileSync(file, "id: acme/classifier\npipeline_tag: text-classification\n");
    const err = async (language: string) => {
      const r = await run("render", file, "--language", language);
      expect(r.code, language).toBe(2);
      return r.err;
    };
    expect(await err("curl")).toBe('snippets render: --language: "curl" is a client, not a language; use --client curl (its language: sh)\n');
    expect(await err("pyhton")).toMatch(/unknown language "pyhton"; known languages: csharp, .*; did you mean "python"\?\n$/);
    // An alias's typo suggests the id it stands for.
    expect(await err("javascrpt")).toMatch(/did you mean "js"\?\n$/);
    expect(await err("golnag")).toMatch(/did you mean "go"\?\n$/);
    // Two letters sharing nothing with an id suggest nothing (it was: did you mean "go", "js" or "php"?).
    expect(await err("xq")).toMatch(/unknown language "xq"; known languages: [a-z, ]+\n$/);
    expect(await err("cobol")).not.toMatch(/did you mean/);
  });

  it("prints a warning for a near miss of a record field on stderr, the snippets on stdout, and exits 0", async () => {
    const file = join(dir, "near-miss.yaml");
    writeFileSync(file, "id: acme/classifier\npipline_tag: text-classification\n");
    const r = await run("render", file);
    expect(r.code).toBe(0);
    expect(r.err).toBe(`snippets render: warning: ${file}: pipline_tag: not a field snippets read; did you mean "pipeline_tag"?\n`);
    expect(r.out).toBe("No snippet for acme/classifier with these options.\n");
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
