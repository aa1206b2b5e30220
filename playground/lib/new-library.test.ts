import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isMap, parse, parseDocument, type Node } from "yaml";
import { describe, expect, it } from "vitest";
import { OUTPUT_HELPERS } from "../../engine/render/helpers.ts";
import {
  checkNewLibrary,
  checkPlan,
  EDITED_FILES,
  libraryIds,
  NewLibraryError,
  planNewLibrary,
  rawMustaches,
  withLibraryId,
  withVerifyRow,
  yamlScalar,
  type CurrentFiles,
  type NewLibraryInput,
  type RepositoryFacts,
} from "./new-library.ts";

const ROOT = join(import.meta.dirname, "../..");
const current = Object.fromEntries(EDITED_FILES.map((path) => [path, readFileSync(join(ROOT, path), "utf8")])) as unknown as CurrentFiles;
const facts: RepositoryFacts = {
  libraries: libraryIds(current["catalogue/libraries.yaml"]),
  tasks: Object.keys(parse(readFileSync(join(ROOT, "catalogue/pipelines.yaml"), "utf8")) as object),
  apiTables: ["huggingface_hub", "bm25s"],
  templateFolders: ["transformers", "orphan-folder"],
  outputHelpers: OUTPUT_HELPERS,
  verifyNote: "zzlib is not in the local package index (PyPI is unreachable)",
};

const input: NewLibraryInput = {
  id: "zz-lib",
  prettyLabel: "ZZ Lib: fast",
  repoUrl: "https://github.com/acme/zz-lib.git",
  install: ["pip install -U zzlib", 'pip install "zzlib[extra, more]"'],
  tasks: ["text-classification", "fill-mask"],
  exampleModel: "acme/zz-base",
  language: "python",
  templateName: "usage",
  template: "{{> notices/_gated}}\nfrom zzlib import Model\n\nmodel = Model.from_pretrained({{py id}})",
  apiTables: ["huggingface_hub"],
  apiTable: { package: "zzlib", version: "1.2.0", source: "https://github.com/acme/zz-lib/blob/v1.2.0/zzlib/__init__.py", names: "Model: [from_pretrained]\n" },
};

const compareKeys = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x !== y ? (x < y ? -1 : 1) : a < b ? -1 : a > b ? 1 : 0;
};

/** The keys out of order in every block map of a YAML text (as catalogue/catalogue.test.ts checks). */
function unsorted(text: string): string[] {
  const out: string[] = [];
  const walk = (node: Node | null | undefined): void => {
    if (isMap(node)) {
      const keys = node.items.map((p) => String((p.key as { value: unknown }).value));
      for (let i = 1; i < keys.length; i++) if (!node.flow && compareKeys(keys[i - 1]!, keys[i]!) >= 0) out.push(keys[i]!);
      for (const p of node.items) walk(p.value as Node);
    }
  };
  walk(parseDocument(text).contents as Node);
  return out;
}

describe("planNewLibrary", () => {
  const files = new Map(planNewLibrary(input, current, facts).map((f) => [f.path, f]));
  const text = (path: string) => files.get(path)!.content;

  it("writes exactly the files a library needs, the edited ones as edits", () => {
    expect([...files.keys()].sort()).toEqual(
      [
        "catalogue/api-tables/zzlib.yaml",
        "catalogue/drift-allow.yaml",
        "catalogue/libraries.yaml",
        "catalogue/task-libraries.yaml",
        "engine/generated/ids.ts",
        "golden/cases/libraries/zz-lib/usage.yaml",
        "templates/python/zz-lib/usage.hbs",
        "verify/libraries/README.md",
      ].sort(),
    );
    for (const path of EDITED_FILES) expect(files.get(path)!.created, path).toBe(false);
    expect(files.get("templates/python/zz-lib/usage.hbs")!.created).toBe(true);
  });

  it("puts the catalogue entry at its sorted place with its keys sorted, changing nothing else", () => {
    const libraries = text("catalogue/libraries.yaml");
    expect(unsorted(libraries)).toEqual([]);
    const data = parse(libraries) as Record<string, unknown>;
    expect(data["zz-lib"]).toEqual({
      apiTables: ["huggingface_hub", "zzlib"],
      install: ["pip install -U zzlib", 'pip install "zzlib[extra, more]"'],
      prettyLabel: "ZZ Lib: fast",
      repoName: "zz-lib",
      repoUrl: "https://github.com/acme/zz-lib.git",
      snippets: true,
    });
    const before = parse(current["catalogue/libraries.yaml"]) as Record<string, unknown>;
    delete data["zz-lib"];
    expect(data).toEqual(before);
    // Only lines were added: every old line is still there, in order.
    const added = libraries.split("\n").length - current["catalogue/libraries.yaml"].split("\n").length;
    expect(added).toBe(7);
  });

  it("sorts a new library among the others case-insensitively, before any comment heading the next entry", () => {
    const yaml = "# head\nAlpha:\n  a: 1\n# about Gamma\ngamma:\n  a: 1\n";
    const plan = planNewLibrary({ ...input, id: "beta" }, { ...current, "catalogue/libraries.yaml": yaml }, facts);
    const out = plan.find((f) => f.path === "catalogue/libraries.yaml")!.content;
    expect(out.startsWith("# head\nAlpha:\n  a: 1\nbeta:\n  apiTables:")).toBe(true);
    expect(out.endsWith("  snippets: true\n# about Gamma\ngamma:\n  a: 1\n")).toBe(true);
  });

  it("adds the library to each task's sorted list and allows the drift from the hub's lists", () => {
    const tasks = parse(text("catalogue/task-libraries.yaml")) as Record<string, string[]>;
    const before = parse(current["catalogue/task-libraries.yaml"]) as Record<string, string[]>;
    for (const task of input.tasks) {
      expect(tasks[task]).toEqual([...before[task]!, "zz-lib"].sort(compareKeys));
    }
    expect({ ...tasks, "text-classification": before["text-classification"], "fill-mask": before["fill-mask"] }).toEqual(before);
    const allowed = parse(text("catalogue/drift-allow.yaml")) as { section: string; what: string; reason: string }[];
    const listed = new Set((parse(current["catalogue/drift-allow.yaml"]) as { what: string }[]).map((e) => e.what));
    const wanted = ["libraries libraries.zz-lib", "tasks tasks.text-classification.libraries", "tasks tasks.fill-mask.libraries"];
    // Each difference listed once; the ones the file lacked appended at its end.
    for (const entry of wanted) expect(allowed.filter((e) => `${e.section} ${e.what}` === entry)).toHaveLength(1);
    const appended = wanted.filter((entry) => !listed.has(entry.split(" ")[1]!));
    expect(allowed.slice(allowed.length - appended.length).map((e) => `${e.section} ${e.what}`)).toEqual(appended);
    expect(appended).toContain("libraries libraries.zz-lib");
    for (const e of allowed) expect(e.reason.length).toBeGreaterThanOrEqual(20);
  });

  it("does not list a drift twice", () => {
    const drift = "- section: tasks\n  what: tasks.fill-mask.libraries\n  reason: listed already for another library\n";
    const out = planNewLibrary(input, { ...current, "catalogue/drift-allow.yaml": drift }, facts).find((f) => f.path === "catalogue/drift-allow.yaml")!.content;
    expect((parse(out) as { what: string }[]).map((e) => e.what)).toEqual(["tasks.fill-mask.libraries", "libraries.zz-lib", "tasks.text-classification.libraries"]);
  });

  it("writes the verify README row in the order of the status test, and the id into LibraryId", () => {
    const readme = text("verify/libraries/README.md");
    const rows = [...readme.matchAll(/^\| ([^ |]+) \| (run for real|checked statically only)/gm)].map((m) => m[1]!);
    expect(rows).toContain("zz-lib");
    expect(rows).toEqual([...rows].sort((a, b) => a.localeCompare(b)));
    expect(readme).toContain(`| zz-lib | checked statically only | ${facts.verifyNote} |`);
    const ids = /export type LibraryId = (.*);/.exec(text("engine/generated/ids.ts"))![1]!;
    const list = ids.split(" | ").map((s) => JSON.parse(s) as string);
    expect(list).toContain("zz-lib");
    expect(list).toEqual([...list].sort());
  });

  it("writes the golden case, the template and the API table", () => {
    expect(parse(text("golden/cases/libraries/zz-lib/usage.yaml"))).toEqual({
      description: "The ZZ Lib: fast snippet for acme/zz-base, a text-classification model.",
      model: { id: "acme/zz-base", library_name: "zz-lib", pipeline_tag: "text-classification" },
    });
    expect(text("templates/python/zz-lib/usage.hbs")).toBe(`${input.template}\n`);
    expect(parse(text("catalogue/api-tables/zzlib.yaml"))).toEqual({
      package: "zzlib",
      version: "1.2.0",
      sources: [input.apiTable!.source],
      names: { Model: ["from_pretrained"] },
    });
  });

  it("a shell library takes no API table", () => {
    const sh = { ...input, language: "sh" as const, apiTables: [], apiTable: undefined, template: "{{> notices/_gated}}\nzz run {{sh id}}\n" };
    const plan = planNewLibrary(sh, current, facts);
    expect(plan.map((f) => f.path)).toContain("templates/sh/zz-lib/usage.hbs");
    expect(plan.some((f) => f.path.startsWith("catalogue/api-tables/"))).toBe(false);
    expect((parse(plan.find((f) => f.path === "catalogue/libraries.yaml")!.content) as Record<string, object>)["zz-lib"]).not.toHaveProperty("apiTables");
  });
});

describe("checkPlan", () => {
  it("finds nothing in a plan made from the repository's files", () => {
    expect(checkPlan(planNewLibrary(input, current, facts))).toEqual([]);
  });

  it("names a file already out of order: keys, task lists, the verify README's rows", () => {
    const unsortedCurrent = {
      ...current,
      "catalogue/libraries.yaml": "b:\n  prettyLabel: B\na:\n  repoUrl: https://x\n  prettyLabel: A\n",
      "catalogue/task-libraries.yaml": current["catalogue/task-libraries.yaml"].replace(/^text-generation: \[(.*)\]$/m, "text-generation: [zeta, $1]"),
      "verify/libraries/README.md": "| b | checked statically only | x |\n| a | checked statically only | x |\n",
    };
    expect(checkPlan(planNewLibrary(input, unsortedCurrent, facts))).toEqual([
      'catalogue/libraries.yaml: (root): "a" should come before "b"',
      'catalogue/libraries.yaml: a: "prettyLabel" should come before "repoUrl"',
      "catalogue/task-libraries.yaml: text-generation: its libraries are not sorted",
      'verify/libraries/README.md: row "b" is out of order (expected "a" there)',
    ]);
  });
});

describe("checkNewLibrary", () => {
  const problems = (change: Partial<NewLibraryInput>) => checkNewLibrary({ ...input, ...change }, facts);
  const fields = (change: Partial<NewLibraryInput>) => problems(change).map((p) => p.field);

  it("accepts the good input", () => {
    expect(problems({})).toEqual([]);
  });

  it("names the field and the problem", () => {
    expect(problems({ id: "transformers" })).toEqual([{ field: "id", message: '"transformers" is taken: catalogue/libraries.yaml has it' }]);
    expect(problems({ id: "Transformers" })[0]!.message).toMatch(/differs only by case from the library "transformers"/);
    expect(problems({ id: "orphan-folder" })[0]!.message).toBe("templates/<language>/orphan-folder/ exists already");
    expect(problems({ id: "bad id/../x" })[0]).toMatchObject({ field: "id", message: expect.stringMatching(/letters, digits/) });
    expect(problems({ id: "true" })[0]!.message).toMatch(/would not read back/);
    expect(problems({ tasks: ["text-classification", "no-such-task"] })).toEqual([{ field: "tasks", message: 'unknown task "no-such-task" (catalogue/pipelines.yaml has none by that name)' }]);
    expect(fields({ tasks: [] })).toEqual(["tasks"]);
    expect(fields({ repoUrl: "http://github.com/a/b" })).toEqual(["repoUrl"]);
    expect(fields({ install: [] })).toEqual(["install"]);
    expect(fields({ install: ["ok", " pip install x"] })).toEqual(["install[1]"]);
    expect(fields({ install: ["pip install {model}"] })).toEqual(["install[0]"]);
    expect(fields({ prettyLabel: "" })).toEqual(["prettyLabel"]);
    expect(fields({ exampleModel: "no-owner" })).toEqual(["exampleModel"]);
    expect(fields({ templateName: "_partial" })).toEqual(["templateName"]);
    expect(fields({ apiTables: ["nope"] })).toEqual(["apiTables"]);
    expect(fields({ apiTable: { ...input.apiTable!, package: "bm25s" } })).toEqual(["apiTable.package"]);
    expect(fields({ apiTable: { ...input.apiTable!, names: "Model: [from-pretrained]" } })).toEqual(["apiTable.names"]);
    expect(fields({ apiTable: undefined, apiTables: [] })).toEqual(["apiTable"]);
  });

  it("holds a template to the rules its tests hold every template to", () => {
    expect(problems({ template: "import zzlib\n" })[0]!.message).toMatch(/must open with \{\{> notices\/_gated\}\}/);
    expect(problems({ template: "{{> notices/_gated}}\nmodel = load('{{id}}')\n" })[0]!.message).toMatch(/prints \{\{id raw/);
    expect(rawMustaches("{{py id}} {{#if x}}{{else}}{{/if}} {{! note}} {{> part}} {{name}}", OUTPUT_HELPERS)).toEqual(["{{name"]);
  });

  it("refuses a plan with problems, naming each", () => {
    expect(() => planNewLibrary({ ...input, id: "transformers", tasks: ["nope"] }, current, facts)).toThrow(NewLibraryError);
    expect(() => planNewLibrary({ ...input, id: "transformers", tasks: ["nope"] }, current, facts)).toThrow(/^id: .*; tasks: unknown task "nope"/);
  });
});

describe("yamlScalar", () => {
  it("writes plain where the text reads back as itself, else quoted", () => {
    expect(yamlScalar("pip install -U x")).toBe("pip install -U x");
    expect(yamlScalar("a: b")).toBe('"a: b"');
    expect(yamlScalar("yes")).toBe("yes");
    expect(yamlScalar("true")).toBe('"true"');
    expect(yamlScalar("1.0")).toBe('"1.0"');
    expect(yamlScalar("a, b", true)).toBe('"a, b"');
    for (const value of ["#x", "'q'", '"d"', "[x]", "{x}", "x # y", "- x", "@x", "%x"]) expect(parse(`k: ${yamlScalar(value)}`)).toEqual({ k: value });
  });

  it("keeps a LibraryId union when the id is there already", () => {
    const ids = 'export type LibraryId = "a" | "c";\n';
    expect(withLibraryId(ids, "b")).toBe('export type LibraryId = "a" | "b" | "c";\n');
    expect(withLibraryId(ids, "a")).toBe(ids);
    expect(withVerifyRow("| library | proven by |\n| a | checked statically only | x |\n", "b", "why | not")).toBe(
      "| library | proven by |\n| a | checked statically only | x |\n| b | checked statically only | why \\| not |\n",
    );
  });
});
