import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contentVersion } from "../lib/content-version.ts";
import { PathError } from "./paths.ts";
import { fileEventFor, handle, readGoldenFiles, writeFileAtomic } from "./plugin.ts";
import { languages } from "../../engine/languages/index.ts";

const EXTENSIONS = Object.fromEntries(Object.values(languages).map((l) => [l.id, l.extension]));

let root: string;
let options: { goldenDir: string; templatesDir: string; extensions: Record<string, string> };

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "playground-plugin-"));
  options = { goldenDir: join(root, "golden"), templatesDir: join(root, "templates"), extensions: EXTENSIONS };
  mkdirSync(join(options.goldenDir, "cases/basic"), { recursive: true });
  writeFileSync(join(options.goldenDir, "cases/basic/a.yaml"), "description: a\nmodel: {id: a}\n");
  mkdirSync(join(options.templatesDir, "python/requests"), { recursive: true });
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("handle", () => {
  it("writes a golden file, creating its folders, and leaves no temp file behind", async () => {
    const path = "basic/a/python/requests/hf-inference.py";
    expect(await handle(options, "PUT", "/golden", { path, content: "print(1)\n" })).toMatchObject({ ok: true });
    expect(readFileSync(join(options.goldenDir, path), "utf8")).toBe("print(1)\n");
    expect(readdirSync(join(options.goldenDir, "basic/a/python/requests"))).toEqual(["hf-inference.py"]);
    await handle(options, "DELETE", "/golden", { path });
    expect(readdirSync(join(options.goldenDir, "basic/a/python/requests"))).toEqual([]);
  });

  it("writes a template", async () => {
    await handle(options, "PUT", "/template", { key: "python/requests/basic", source: "{{> _default}}\n" });
    expect(readFileSync(join(options.templatesDir, "python/requests/basic.hbs"), "utf8")).toBe("{{> _default}}\n");
  });

  it("saves a template only over the version the edit began from", async () => {
    const key = "python/requests/basic";
    const file = join(options.templatesDir, `${key}.hbs`);
    writeFileSync(file, "one\n");
    await handle(options, "PUT", "/template", { key, source: "two\n", baseVersion: contentVersion("one\n") });
    expect(readFileSync(file, "utf8")).toBe("two\n");
    // Someone else wrote "three" meanwhile: a save based on "two" is refused, with the text on disk.
    writeFileSync(file, "three\n");
    await expect(handle(options, "PUT", "/template", { key, source: "mine\n", baseVersion: contentVersion("two\n") })).rejects.toMatchObject({
      status: 409,
      message: `templates/${key}.hbs changed on disk since the edit began`,
      details: { current: "three\n", currentVersion: contentVersion("three\n") },
    });
    expect(readFileSync(file, "utf8")).toBe("three\n");
    // Overwriting names the version now on disk.
    await handle(options, "PUT", "/template", { key, source: "mine\n", baseVersion: contentVersion("three\n") });
    expect(readFileSync(file, "utf8")).toBe("mine\n");
    // A new template starts from the empty text.
    await handle(options, "PUT", "/template", { key: "python/requests/new", source: "x", baseVersion: contentVersion("") });
    await expect(handle(options, "PUT", "/template", { key, source: "y", baseVersion: 7 })).rejects.toThrow('"baseVersion" must be a string');
  });

  it("rejects bad paths, bad bodies, wrong methods and unknown routes with clear errors", async () => {
    await expect(handle(options, "PUT", "/golden", { path: "../x.py", content: "" })).rejects.toThrow(PathError);
    await expect(handle(options, "PUT", "/golden", { path: "basic/a/python/requests/x.py" })).rejects.toThrow('"content" must be a string');
    await expect(handle(options, "GET", "/golden", { path: "basic/a/python/requests/x.py" })).rejects.toThrow("use PUT or DELETE");
    await expect(handle(options, "DELETE", "/template", { key: "python/requests/basic" })).rejects.toThrow("use PUT");
    await expect(handle(options, "PUT", "/elsewhere", {})).rejects.toThrow("no endpoint /__playground/elsewhere");
  });
});

describe("writeFileAtomic", () => {
  it("replaces a file in one step", async () => {
    const file = join(root, "f.txt");
    writeFileSync(file, "old");
    await writeFileAtomic(file, "new");
    expect(readFileSync(file, "utf8")).toBe("new");
    expect(readdirSync(root).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });
});

describe("fileEventFor", () => {
  it("names golden outputs and templates, and nothing else", () => {
    expect(fileEventFor(options, join(options.goldenDir, "basic/a/sh/curl/x.sh"), "c")).toEqual({ kind: "golden", path: "basic/a/sh/curl/x.sh", content: "c" });
    expect(fileEventFor(options, join(options.templatesDir, "python/requests/basic.hbs"), null)).toEqual({
      kind: "template",
      path: "python/requests/basic",
      content: null,
    });
    expect(fileEventFor(options, join(options.goldenDir, "cases/basic/a.yaml"), "")).toBeNull();
    expect(fileEventFor(options, join(options.goldenDir, "basic/.x.py.tmp"), "")).toBeNull();
    expect(fileEventFor(options, join(root, "package.json"), "")).toBeNull();
  });
});

describe("readGoldenFiles", () => {
  it("splits golden/ into cases and outputs", async () => {
    await handle(options, "PUT", "/golden", { path: "basic/a/python/requests/hf-inference.py", content: "x\n" });
    const files = readGoldenFiles(options.goldenDir);
    expect(Object.keys(files.caseFiles)).toEqual(["cases/basic/a.yaml"]);
    expect(files.outputFiles).toEqual({ "basic/a/python/requests/hf-inference.py": "x\n" });
  });
});

describe("symlinks out of golden/ and templates/", () => {
  let outside: string;
  beforeEach(() => {
    outside = join(root, "outside");
    mkdirSync(outside, { recursive: true });
    writeFileSync(join(outside, "hf-inference.py"), "precious\n");
  });

  it("save and delete refuse a path through a symlinked folder, and the files outside stay as they were", async () => {
    mkdirSync(join(options.goldenDir, "basic/a"), { recursive: true });
    symlinkSync(outside, join(options.goldenDir, "basic/a/python"));
    // The link makes python/requests/ resolve outside: every folder on the way is checked by real path.
    mkdirSync(join(outside, "requests"), { recursive: true });
    writeFileSync(join(outside, "requests/hf-inference.py"), "precious\n");
    const path = "basic/a/python/requests/hf-inference.py";
    await expect(handle(options, "PUT", "/golden", { path, content: "pwned\n" })).rejects.toThrow(/outside .*symlink out/);
    await expect(handle(options, "DELETE", "/golden", { path })).rejects.toThrow(PathError);
    expect(readFileSync(join(outside, "requests/hf-inference.py"), "utf8")).toBe("precious\n");
  });

  it("a golden file or a template that is itself a symlink is refused", async () => {
    mkdirSync(join(options.goldenDir, "basic/a/python/requests"), { recursive: true });
    symlinkSync(join(outside, "hf-inference.py"), join(options.goldenDir, "basic/a/python/requests/hf-inference.py"));
    await expect(handle(options, "DELETE", "/golden", { path: "basic/a/python/requests/hf-inference.py" })).rejects.toThrow(/is a symlink/);
    symlinkSync(join(outside, "hf-inference.py"), join(options.templatesDir, "python/requests/linked.hbs"));
    await expect(handle(options, "PUT", "/template", { key: "python/requests/linked", source: "x" })).rejects.toThrow(/is a symlink/);
    symlinkSync(outside, join(options.templatesDir, "go"));
    await expect(handle(options, "PUT", "/template", { key: "go/requests/x", source: "x" })).rejects.toThrow(PathError);
    expect(readdirSync(outside)).toEqual(["hf-inference.py"]);
    expect(readFileSync(join(outside, "hf-inference.py"), "utf8")).toBe("precious\n");
  });

  it("golden files served to the page are never read through a symlink out", () => {
    mkdirSync(join(options.goldenDir, "basic/a/python/requests"), { recursive: true });
    symlinkSync(join(outside, "hf-inference.py"), join(options.goldenDir, "basic/a/python/requests/hf-inference.py"));
    symlinkSync("/proc/self/environ", join(options.goldenDir, "cases/basic/leak.yaml"));
    const { caseFiles, outputFiles } = readGoldenFiles(options.goldenDir);
    expect(Object.keys(caseFiles)).toEqual(["cases/basic/a.yaml"]);
    expect(JSON.stringify(outputFiles)).not.toContain("precious");
  });
});
