// The dev server's inlined globs hold the same files under the same keys as Vite's own globs.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { inlineRawGlobs } from "./raw-globs.ts";

const REPO = resolve(import.meta.dirname, "../..");

function inlined(file: string): Record<string, string>[] {
  const id = resolve(REPO, file);
  const watched: string[] = [];
  const out = inlineRawGlobs(readFileSync(id, "utf8"), id, (f) => watched.push(f));
  expect(out).not.toBeNull();
  expect(out).not.toContain("import.meta.glob");
  const objects = [...out!.matchAll(/^const \w+ = (\{.*\}) as Record/gm)].map((m) => JSON.parse(m[1]!) as Record<string, string>);
  expect(watched.length).toBe(objects.reduce((n, o) => n + Object.keys(o).length, 0));
  return objects;
}

describe("inlineRawGlobs", () => {
  it("writes the engine's template globs out with Vite's keys", () => {
    const [templates, clients] = inlined("engine/render/files.browser.ts");
    const viteTemplates = import.meta.glob("../../templates/*/*/*.hbs", { query: "?raw", import: "default", eager: true }) as Record<string, string>;
    expect(templates).toEqual(viteTemplates);
    expect(Object.keys(clients!).every((k) => /^\.\.\/\.\.\/templates\/[^/]+\/[^/]+\/client\.yaml$/.test(k))).toBe(true);
  });

  it("writes the catalogue's glob out without the excluded folder", () => {
    const [files] = inlined("catalogue/files.browser.ts");
    const vite = import.meta.glob(["../../catalogue/**/*.yaml", "!../../catalogue/api-tables/**"], { query: "?raw", import: "default", eager: true }) as Record<string, string>;
    expect(files).toEqual(Object.fromEntries(Object.entries(vite).map(([k, v]) => [k.replace("../../catalogue/", "./"), v])));
  });

  it("reads a copy of the folder in place of the repository's, under the same keys", () => {
    const copy = mkdtempSync(resolve(tmpdir(), "raw-globs-"));
    try {
      cpSync(resolve(REPO, "templates/sh"), resolve(copy, "sh"), { recursive: true });
      writeFileSync(resolve(copy, "sh/curl/added.hbs"), "added on disk\n");
      const id = resolve(REPO, "engine/render/files.browser.ts");
      const watched: string[] = [];
      const out = inlineRawGlobs(readFileSync(id, "utf8"), id, (f) => watched.push(f), { real: resolve(REPO, "templates"), served: copy })!;
      const [templates] = [...out.matchAll(/^const \w+ = (\{.*\}) as Record/gm)].map((m) => JSON.parse(m[1]!) as Record<string, string>);
      expect(templates!["../../templates/sh/curl/added.hbs"]).toBe("added on disk\n");
      expect(Object.keys(templates!).every((k) => k.startsWith("../../templates/sh/"))).toBe(true);
      expect(watched.every((f) => f.startsWith(copy))).toBe(true);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
