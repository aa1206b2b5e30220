// The new-library endpoint in a temporary copy of the files it reads and writes: all or nothing, each bad
// field named, nothing written on a dry run. The render is the test's (it reads the files the endpoint
// wrote); the real engine's render is proven in new-library.slow.test.ts and new-library.e2e.ts.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fg from "fast-glob";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { OUTPUT_HELPERS } from "../../engine/render/helpers.ts";
import { createNewLibrary, type NewLibraryFolders, type RenderNewLibrary } from "./new-library.ts";
import { writeFileAtomic } from "./plugin.ts";

const REPO = join(import.meta.dirname, "../..");
let root: string;
let folders: NewLibraryFolders;

const PAGE = "docs/pages/tasks/text-classification.md";

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "new-library-"));
  folders = { goldenDir: join(root, "golden"), templatesDir: join(root, "templates"), catalogueDir: join(root, "catalogue"), repoDir: root };
  cpSync(join(REPO, "catalogue"), folders.catalogueDir, { recursive: true, filter: (source) => !/\.(ts|md)$/.test(source) && !source.includes("node_modules") });
  cpSync(join(REPO, "templates/python/bm25s"), join(folders.templatesDir, "python/bm25s"), { recursive: true });
  mkdirSync(join(folders.goldenDir, "cases/libraries"), { recursive: true });
  for (const file of ["verify/libraries/README.md", "engine/generated/ids.ts"]) {
    mkdirSync(join(root, file, ".."), { recursive: true });
    cpSync(join(REPO, file), join(root, file));
  }
  mkdirSync(join(root, "docs-site/golden/docs/pages/tasks"), { recursive: true });
  writeFileSync(join(root, "docs-site/golden", PAGE), "# Text Classification\n");
  cpSync(join(REPO, "docs-site/golden/docs/pages/index.md"), join(root, "docs-site/golden/docs/pages/index.md"));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

const body = {
  id: "zz-lib",
  prettyLabel: "ZZ Lib",
  repoUrl: "https://github.com/acme/zz-lib",
  install: ["pip install -U zzlib"],
  tasks: ["text-classification"],
  exampleModel: "acme/zz-base",
  language: "python",
  templateName: "usage",
  template: "{{> notices/_gated}}\nfrom zzlib import Model\n\nmodel = Model.from_pretrained({{py id}})\n",
  apiTables: [],
  apiTable: { package: "zzlib", version: "1.0.0", source: "https://github.com/acme/zz-lib", names: "Model: [from_pretrained]" },
};

/** Every file under the copy, with its text. */
function snapshot(): Record<string, string> {
  return Object.fromEntries(fg.sync("**/*", { cwd: root, dot: true }).sort().map((f) => [f, readFileSync(join(root, f), "utf8")]));
}

/** A render that reads what the endpoint wrote: the case and the template, as a fresh engine would. */
const render: RenderNewLibrary = async (library, caseName) => {
  expect(library).toBe("zz-lib");
  const caseText = readFileSync(join(folders.goldenDir, "cases", `${caseName}.yaml`), "utf8");
  const template = readFileSync(join(folders.templatesDir, "python/zz-lib/usage.hbs"), "utf8");
  expect(readFileSync(join(folders.catalogueDir, "libraries.yaml"), "utf8")).toContain("\nzz-lib:\n");
  const id = /id: (.*)/.exec(caseText)![1]!;
  const code = template.replace("{{> notices/_gated}}\n", "").replace("{{py id}}", JSON.stringify(id));
  return {
    outputs: new Map([[`${caseName}/python/zz-lib/usage.py`, code]]),
    pages: new Map([
      [PAGE, "# Text Classification\n\n- [ZZ Lib](https://github.com/acme/zz-lib)\n"],
      ["docs/pages/index.md", readFileSync(join(REPO, "docs-site/golden/docs/pages/index.md"), "utf8")],
    ]),
    problems: [],
  };
};

const engine = (renderWith: RenderNewLibrary) => ({ outputHelpers: async () => OUTPUT_HELPERS, render: renderWith });

describe("POST /__playground/new-library", () => {
  it("a dry run answers the files it would write and writes none", async () => {
    const before = snapshot();
    const answer = await createNewLibrary(folders, { ...body, dryRun: true }, engine(render), writeFileAtomic);
    expect(answer.dryRun).toBe(true);
    expect(answer.files.map((f) => f.path)).toContain("catalogue/libraries.yaml");
    expect(answer.files.find((f) => f.path === "templates/python/zz-lib/usage.hbs")!.content).toBe(body.template);
    expect(snapshot()).toEqual(before);
  });

  it("writes the plan, then the outputs the fresh render gives and the pages it changes, and nothing else", async () => {
    const before = snapshot();
    const answer = await createNewLibrary(folders, body, engine(render), writeFileAtomic);
    expect(answer.outputs).toEqual({ "golden/libraries/zz-lib/usage/python/zz-lib/usage.py": 'from zzlib import Model\n\nmodel = Model.from_pretrained("acme/zz-base")\n' });
    expect(answer.template).toBe("python/zz-lib/usage");
    const after = snapshot();
    const changed = Object.keys(after).filter((f) => before[f] !== after[f]).sort();
    expect(changed).toEqual(
      [
        "catalogue/api-tables/zzlib.yaml",
        "catalogue/drift-allow.yaml",
        "catalogue/libraries.yaml",
        "catalogue/task-libraries.yaml",
        "docs-site/golden/docs/pages/tasks/text-classification.md",
        "engine/generated/ids.ts",
        "golden/cases/libraries/zz-lib/usage.yaml",
        "golden/libraries/zz-lib/usage/python/zz-lib/usage.py",
        "templates/python/zz-lib/usage.hbs",
        "verify/libraries/README.md",
      ].sort(),
    );
    // The page the render gave unchanged (the index) is not rewritten; no temp file is left.
    expect(answer.files.map((f) => f.path)).not.toContain("docs-site/golden/docs/pages/index.md");
    expect(Object.keys(after).filter((f) => f.endsWith(".tmp"))).toEqual([]);
    // The same id again is taken.
    await expect(createNewLibrary(folders, body, engine(render), writeFileAtomic)).rejects.toMatchObject({
      status: 400,
      problems: [
        { field: "id", message: '"zz-lib" is taken: catalogue/libraries.yaml has it' },
        { field: "apiTable.package", message: "catalogue/api-tables/zzlib.yaml exists: name it under existing tables instead" },
      ],
    });
  });

  it("names each bad field and writes nothing", async () => {
    const before = snapshot();
    const bad = { ...body, id: "bm25s", tasks: ["text-classification", "no-such-task"], repoUrl: "ftp://x", template: "import zzlib\n" };
    const error = await createNewLibrary(folders, bad, engine(render), writeFileAtomic).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400 });
    expect((error as { problems: { field: string }[] }).problems.map((p) => p.field)).toEqual(["id", "repoUrl", "tasks", "template"]);
    await expect(createNewLibrary(folders, { ...body, install: "pip install x", colour: "red" }, engine(render), writeFileAtomic)).rejects.toMatchObject({
      status: 400,
      problems: [
        { field: "install", message: "must be a list of strings" },
        { field: "colour", message: "is not a field of a new library" },
      ],
    });
    expect(snapshot()).toEqual(before);
  });

  it("puts every file back when the render fails, and removes the folders it made", async () => {
    const before = snapshot();
    const failing: RenderNewLibrary = async () => {
      throw new Error('templates/python/zz-lib/usage.hbs:4:30: missing variable "nope"\n  more lines');
    };
    await expect(createNewLibrary(folders, body, engine(failing), writeFileAtomic)).rejects.toMatchObject({
      status: 422,
      problems: [{ field: "template", message: 'templates/python/zz-lib/usage.hbs:4:30: missing variable "nope"' }],
    });
    expect(snapshot()).toEqual(before);
    expect(fg.sync("**/zz-lib", { cwd: root, onlyDirectories: true })).toEqual([]);
  });

  it("puts every file back when the outputs would fail the tests, naming the field", async () => {
    const before = snapshot();
    const problem = { field: "apiTable.names", message: "golden/libraries/zz-lib/usage/python/zz-lib/usage.py:1: zzlib.Other is not in the zzlib 1.0.0 table" };
    const failing: RenderNewLibrary = async (library, caseName) => ({ ...(await render(library, caseName)), problems: [problem] });
    await expect(createNewLibrary(folders, body, engine(failing), writeFileAtomic)).rejects.toMatchObject({ status: 422, problems: [problem] });
    expect(snapshot()).toEqual(before);
  });

  it("puts every file back when a write fails half-way", async () => {
    const before = snapshot();
    let writes = 0;
    const breaking = async (file: string, text: string) => {
      if (++writes === 4) throw new Error("disk full");
      await writeFileAtomic(file, text);
    };
    await expect(createNewLibrary(folders, body, engine(render), breaking)).rejects.toThrow("disk full");
    expect(snapshot()).toEqual(before);
  });

  it("refuses a repository it cannot add to, naming the missing file", async () => {
    rmSync(join(root, "engine/generated/ids.ts"));
    await expect(createNewLibrary(folders, body, engine(render), writeFileAtomic)).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/^engine\/generated\/ids.ts: not found/) });
  });
});
