// Which pack each template folder is built into (the package's entries load packs, not folders).
import { describe, expect, it } from "vitest";
import { packsOf, precompiledPacks, withNoticeShape } from "./precompile.ts";

describe("template packs", () => {
  it("puts a language's inference clients in its own pack, library folders in the libraries pack, notices in both", () => {
    const clients = new Set(["python/requests", "go/http"]);
    const libraryLanguages = new Set(["python"]);
    expect(packsOf("python", "requests", clients, libraryLanguages)).toEqual(["python"]);
    // A gated model's snippets carry the notice: a page with only the language's pack, or only the library
    // snippets, renders it; a language with no library snippets keeps its notice in its own pack alone.
    expect(packsOf("python", "notices", clients, libraryLanguages)).toEqual(["python", "libraries"]);
    expect(packsOf("go", "notices", clients, libraryLanguages)).toEqual(["go"]);
    expect(packsOf("python", "transformers", clients, libraryLanguages)).toEqual(["libraries"]);
    expect(packsOf("sh", "local-apps", clients, libraryLanguages)).toEqual(["local-apps"]);
  });
});

describe("a pack's languages", () => {
  it("imports a language's definition where its templates check names, and only the writers it calls elsewhere", async () => {
    const { leanData } = await import("../browser-build/data.ts");
    const { precompiledPacks } = await import("./precompile.ts");
    const data = leanData();
    const packs = precompiledPacks(data.templates, new Set(Object.keys(data.clients)));
    const head = (pack: string) => packs[pack]!.slice(0, packs[pack]!.indexOf("templates: {"));
    // The library snippets check Python names (transformers' classes) but write JavaScript and Swift strings only.
    expect(head("libraries")).toContain(`import l0 from "./engine/languages/python.ts";`);
    expect(head("libraries")).toMatch(/import \{ jsLiteral as w\d+ \} from "\.\/engine\/languages\/js\.ts";/);
    expect(head("libraries")).toMatch(/import \{ swiftLiteral as w\d+ \} from "\.\/engine\/languages\/swift\.ts";/);
    expect(head("libraries")).not.toMatch(/import l\d+ from "\.\/engine\/languages\/(js|swift)\.ts"/);
    expect(head("libraries")).toMatch(/writers: \{ [^]*"js": \{ literals: \{ "js": w\d+ \}, helpers: \{  \} \}/);
    // A language's own inference pack takes its definition whole.
    expect(head("js")).toMatch(/import l\d+ from "\.\/engine\/languages\/js\.ts";/);
  });
});

describe("a pack's inference clients", () => {
  it("come with their language's pack, as the client.yaml data given, and with no other pack", () => {
    const templates = { "python/acme/_default": "acme\n", "go/http/_default": "go\n", "python/torch/usage": "import torch\n" };
    const requests = { order: 40, serves: "http", setup: { package: "requests" } };
    const packs = precompiledPacks(templates, new Set(["python/acme", "go/http"]), { "python/acme": requests, "go/http": { order: 90 } });
    expect(packs.python).toContain(`clients: { "python/acme": ${JSON.stringify(requests)} }`);
    expect(packs.go).toContain(`clients: { "go/http": {"order":90} }`);
    expect(packs.libraries).not.toContain("clients:");
  });
});

describe("templates that begin with their notice", () => {
  const opening = (language: string) =>
    `(c, s = { ctx: c, parent: null }, d = { root: c }) => {\nlet o = "";\n{\no += P("${language}/notices/_gated")(s, d);\n}\n`;

  it("go through noticed(): one more output as an expression, more as the rest of the function", () => {
    expect(withNoticeShape(`${opening("sh")}o += "pip install " + W.sh(paramPath(c, "id")) + "; x\\n";\nreturn o;\n}`, "sh")).toBe(
      `noticed("sh", (c, s, d) => "pip install " + W.sh(paramPath(c, "id")) + "; x\\n")`,
    );
    const rest = `if (!empty(paramPath(c, "chat"))) {\no += "a";\n} else {\no += "b";\n}`;
    expect(withNoticeShape(`${opening("python")}${rest}\nreturn o;\n}`, "python")).toBe(`noticed("python", (c, s, d) => {\nlet o = "";\n${rest}\nreturn o;\n})`);
    // Two statements on a line are no expression.
    expect(withNoticeShape(`${opening("sh")}o += "a"; o += "b";\nreturn o;\n}`, "sh")).toBe(`noticed("sh", (c, s, d) => {\nlet o = "";\no += "a"; o += "b";\nreturn o;\n})`);
  });

  it("leave other code as it is: no notice first, or another language's", () => {
    const plain = `(c, s = { ctx: c, parent: null }, d = { root: c }) => {\nlet o = "";\no += "a";\nreturn o;\n}`;
    expect(withNoticeShape(plain, "sh")).toBe(plain);
    expect(withNoticeShape(`${opening("python")}o += "a";\nreturn o;\n}`, "sh")).toBe(`${opening("python")}o += "a";\nreturn o;\n}`);
  });

  it("is the shape the code generator's output takes: every library template in the pack", () => {
    const templates = { "sh/notices/_gated": "{{#if notice}}# gated\n{{/if}}", "sh/acme/install": "{{> notices/_gated}}\npip install {{sh id}}\n", "python/acme/usage": "{{> notices/_gated}}\nimport acme\n" };
    const pack = precompiledPacks({ ...templates, "python/notices/_gated": "{{#if notice}}# gated\n{{/if}}" }, new Set()).libraries!;
    expect(pack).toContain(`"install": noticed("sh", (c, s, d) => "pip install " + W.sh(paramPath(c, "id")) + "\\n")`);
    expect(pack).toContain(`"usage": noticed("python", (c, s, d) => "import acme\\n")`);
  });
});
