// Adding a library or a client touches only its own files. In a temporary copy of the project, a
// throw-away library (a catalogue entry and one template) and a throw-away client (one folder) are
// added; the CLI, started fresh, renders them and the golden harness checks them, and nothing else
// in the copy changes.
import { execFileSync } from "node:child_process";
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import fg from "fast-glob";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");
const COPY = mkdtempSync(join(tmpdir(), "snippets-extend-"));

afterAll(() => rmSync(COPY, { recursive: true, force: true }));

function snapshot(dir: string): Map<string, string> {
  const files = fg.sync("**/*", { cwd: dir, ignore: ["node_modules/**"], dot: true });
  return new Map(files.map((f) => [f, readFileSync(join(dir, f), "utf8")]));
}

function cli(...args: string[]): string {
  return execFileSync(process.execPath, [join(COPY, "bin/snippets.js"), ...args], { cwd: COPY, encoding: "utf8", env: { ...process.env, SNIPPETS_CLI: "" } });
}

describe("a new library and a new client", () => {
  for (const folder of ["bin", "catalogue", "engine", "golden", "templates"]) {
    cpSync(join(ROOT, folder), join(COPY, folder), { recursive: true, filter: (src) => !src.includes("node_modules") });
  }
  cpSync(join(ROOT, "package.json"), join(COPY, "package.json"));
  symlinkSync(join(ROOT, "node_modules"), join(COPY, "node_modules"));
  const before = snapshot(COPY);

  // The library: its catalogue entry and its template.
  appendFileSync(
    join(COPY, "catalogue/libraries.yaml"),
    "zz-throwaway:\n  prettyLabel: Throwaway\n  repoName: throwaway\n  repoUrl: https://example.com/throwaway\n  snippets: true\n",
  );
  mkdirSync(join(COPY, "templates/python/zz-throwaway"));
  writeFileSync(join(COPY, "templates/python/zz-throwaway/usage.hbs"), "import throwaway\n\nmodel = throwaway.load({{py id}})\n");
  // The client: one folder.
  mkdirSync(join(COPY, "templates/python/zz-client"));
  writeFileSync(join(COPY, "templates/python/zz-client/client.yaml"), "order: 45\nserves: http\n");
  writeFileSync(join(COPY, "templates/python/zz-client/_default.hbs"), "# zz-client\nurl = {{py url}}\n");
  // A golden case for the library (cases are test data, not part of the library).
  mkdirSync(join(COPY, "golden/cases/libraries/zz-throwaway"));
  writeFileSync(join(COPY, "golden/cases/libraries/zz-throwaway/usage.yaml"), "description: A throw-away library.\nmodel:\n  id: acme/thing\n  library_name: zz-throwaway\n");
  const added = ["catalogue/libraries.yaml", "templates/python/zz-throwaway/usage.hbs", "templates/python/zz-client/client.yaml", "templates/python/zz-client/_default.hbs", "golden/cases/libraries/zz-throwaway/usage.yaml"];

  it("renders, golden-checks and changes nothing else", () => {
    expect(() => cli("golden")).toThrow(); // new outputs are missing until accepted
    cli("golden", "--update");
    expect(cli("golden")).toMatch(/0 differ, 0 missing, 0 orphaned/);
    expect(readFileSync(join(COPY, "golden/libraries/zz-throwaway/usage/python/zz-throwaway/usage.py"), "utf8")).toBe(
      'import throwaway\n\nmodel = throwaway.load("acme/thing")\n',
    );
    const after = snapshot(COPY);
    const changed = [...after.keys()].filter((f) => before.get(f) !== after.get(f));
    const newOutputs = changed.filter((f) => !added.includes(f));
    // every other change is a new golden output of the new library or the new client
    expect(newOutputs.filter((f) => !/^golden\/(libraries\/zz-throwaway\/|.*\/python\/zz-client\/)/.test(f))).toEqual([]);
    expect(newOutputs.some((f) => f.includes("/python/zz-client/hf-inference.py"))).toBe(true);
    expect(newOutputs.every((f) => !before.has(f))).toBe(true);
    expect([...before.keys()].filter((f) => !after.has(f))).toEqual([]);
    const client = readFileSync(join(COPY, "golden/basic/summarization/python/zz-client/hf-inference.py"), "utf8");
    expect(client).toBe('# zz-client\nurl = "https://router.huggingface.co/hf-inference/models/facebook/bart-large-cnn"\n');
  });
});
