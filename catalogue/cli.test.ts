// Tests of `snippets catalogue` (engine/cli/catalogue.ts), kept with the catalogue it prints.
import { describe, expect, it } from "vitest";
import { catalogueCommand } from "../engine/cli/catalogue.ts";

async function run(...argv: string[]) {
  let out = "";
  let err = "";
  const code = await catalogueCommand(argv, (s) => (out += s), (s) => (err += s));
  return { code, out, err };
}

describe("snippets catalogue", () => {
  it("prints help", async () => {
    const r = await run("--help");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Usage: snippets catalogue <table>/);
  });

  it("lists each table", async () => {
    const t = await run("tasks");
    expect(t.code).toBe(0);
    expect(t.out).toMatch(/^object-detection +Object Detection +described +transformers, transformers.js, ultralytics$/m);
    expect(t.out).toMatch(/^\d+ tasks: \d+ described, \d+ on the placeholder page$/m);
    const l = await run("libraries");
    expect(l.out).toMatch(/^transformers +Transformers +yes +yes +https:\/\/github.com\/huggingface\/transformers$/m);
    const p = await run("pipelines");
    expect(p.out).toMatch(/^fill-mask +Fill-Mask +nlp +2$/m);
  });

  it("describes one entry", async () => {
    const t = await run("tasks", "object-detection");
    expect(t.code).toBe(0);
    expect(t.out).toMatch(/^Object Detection \(object-detection\)$/m);
    expect(t.out).toContain("facebook/detr-resnet-50");
    const l = await run("library", "peft");
    expect(l.out).toContain('downloads counted from: path:"adapter_config.json"');
    expect(l.out).toMatch(/^tasks: -$/m);
    const s = await run("libraries", "stanza");
    expect(s.out).toMatch(/^tasks: token-classification$/m);
    const d = await run("libraries", "transformers");
    expect(d.out).toMatch(/downloads counted from: path:"config.json" OR .* \(default\)/);
    const p = await run("pipelines", "robotics");
    expect(p.out).toContain("task page: placeholder");
    expect(p.out).toMatch(/^ {2}grasping +Grasping$/m);
  });

  it("prints JSON", async () => {
    const one = await run("libraries", "timm", "--json");
    expect(JSON.parse(one.out)).toMatchObject({ id: "timm", prettyLabel: "timm", filter: true });
    const all = await run("pipelines", "--json");
    expect(Object.keys(JSON.parse(all.out))).toContain("text-generation");
    const task = await run("tasks", "graph-ml", "--json");
    expect(JSON.parse(task.out)).toMatchObject({ id: "graph-ml", isPlaceholder: true, label: "Graph Machine Learning" });
  });

  it("rejects unknown ids, naming what exists", async () => {
    const t = await run("tasks", "objct-detection");
    expect(t.code).toBe(2);
    expect(t.out).toBe("");
    expect(t.err).toMatch(/unknown task "objct-detection"; did you mean object-detection\?/);
    expect(t.err).toMatch(/^tasks: any-to-any, /m);
    const l = await run("libraries", "transfomers");
    expect(l.code).toBe(2);
    expect(l.err).toMatch(/did you mean transformers\?/);
    expect(l.err).toMatch(/run 'snippets catalogue libraries' to list them/);
  });

  it("rejects bad input with exit code 2", async () => {
    expect((await run()).code).toBe(2);
    const table = await run("models");
    expect(table.code).toBe(2);
    expect(table.err).toMatch(/unknown table "models"; tables: tasks, libraries, pipelines/);
    expect((await run("tasks", "--bogus")).code).toBe(2);
    expect((await run("tasks", "a", "b")).code).toBe(2);
  });
});
