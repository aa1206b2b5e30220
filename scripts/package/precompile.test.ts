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
