// Which pack each template folder is built into (the package's entries load packs, not folders).
import { describe, expect, it } from "vitest";
import { packsOf } from "./precompile.ts";

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
