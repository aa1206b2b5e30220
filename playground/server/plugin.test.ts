import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contentVersion } from "../lib/content-version.ts";
import { renderedAt } from "./case-outputs.ts";
import { PathError } from "./paths.ts";
import { fileEventFor, handle, readGoldenFiles, writeFileAtomic, type EndpointOptions } from "./plugin.ts";
import { languages } from "../../engine/languages/index.ts";

const EXTENSIONS = Object.fromEntries(Object.values(languages).map((l) => [l.id, l.extension]));

let root: string;
let options: EndpointOptions;
/** The golden outputs case basic/a renders (a text classifier through hf-inference). */
const RENDERED = "basic/a/python/requests/hf-inference.py";

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "playground-plugin-"));
  const goldenDir = join(root, "golden");
  const templatesDir = join(root, "templates");
  options = { goldenDir, templatesDir, extensions: EXTENSIONS, renderedAt: (path) => renderedAt(goldenDir, templatesDir, path) };
  mkdirSync(join(options.goldenDir, "cases/basic"), { recursive: true });
  writeFileSync(join(options.goldenDir, "cases/basic/a.yaml"), "description: a\nmodel: {id: a/b, pipeline_tag: text-classification}\n");
  mkdirSync(join(options.templatesDir, "python/requests"), { recursive: true });
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("handle", () => {
  it("writes a golden file the engine renders, creating its folders, and leaves no temp file behind", async () => {
    const path = RENDERED;
    expect(await handle(options, "PUT", "/golden", { path, content: "print(1)\n" })).toMatchObject({ ok: true });
    expect(readFileSync(join(options.goldenDir, path), "utf8")).toBe("print(1)\n");
    expect(readdirSync(join(options.goldenDir, "basic/a/python/requests"))).toEqual(["hf-inference.py"]);
  });

  it("writes no golden file the engine does not render, and removes only orphans", async () => {
    const unknown = ["basic/a/python/requests/together.py", "basic/a/python/nosuchclient/hf-inference.py", "basic/zz/python/requests/hf-inference.py"];
    for (const path of unknown) await expect(handle(options, "PUT", "/golden", { path, content: "x\n" })).rejects.toMatchObject({ status: 403 });
    expect(readdirSync(options.goldenDir)).toEqual(["cases"]);
    // A rendered output stays; an orphan (of a case, or of no case) goes; a missing file is 404.
    const orphan = "basic/a/python/requests/together.py";
    const caseless = "basic/zz/python/requests/hf-inference.py";
    for (const path of [RENDERED, orphan, caseless]) {
      mkdirSync(join(options.goldenDir, path, ".."), { recursive: true });
      writeFileSync(join(options.goldenDir, path), "kept\n");
    }
    await expect(handle(options, "DELETE", "/golden", { path: RENDERED })).rejects.toMatchObject({ status: 403, message: expect.stringMatching(/still renders it/) });
    expect(readFileSync(join(options.goldenDir, RENDERED), "utf8")).toBe("kept\n");
    await handle(options, "DELETE", "/golden", { path: orphan });
    await handle(options, "DELETE", "/golden", { path: caseless });
    expect(readdirSync(join(options.goldenDir, "basic/a/python/requests"))).toEqual(["hf-inference.py"]);
    await expect(handle(options, "DELETE", "/golden", { path: orphan })).rejects.toMatchObject({ status: 404 });
  });

  it("a case that does not render allows no golden write: nobody knows its outputs", async () => {
    writeFileSync(join(options.goldenDir, "cases/basic/a.yaml"), "description: a\nmodel: {id: a/b, pipeline_tag: no-such-task}\n");
    await expect(handle(options, "PUT", "/golden", { path: RENDERED, content: "x" })).rejects.toMatchObject({ status: 409 });
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
    // …and only in a client or library folder that exists.
    await expect(handle(options, "PUT", "/template", { key: "newlang/newclient/evil", source: "x" })).rejects.toMatchObject({ status: 403 });
    await expect(handle(options, "PUT", "/template", { key: "python/newclient/evil", source: "x" })).rejects.toMatchObject({ status: 403 });
    expect(readdirSync(options.templatesDir)).toEqual(["python"]);
    expect(readdirSync(join(options.templatesDir, "python"))).toEqual(["requests"]);
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
    await handle(options, "PUT", "/golden", { path: RENDERED, content: "x\n" });
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
