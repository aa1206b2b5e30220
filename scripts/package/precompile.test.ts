// Which pack each template folder is built into (the package's entries load packs, not folders).
import { describe, expect, it } from "vitest";
import { packOf } from "./precompile.ts";

describe("template packs", () => {
  it("puts a language's inference clients and its notices in its own pack, library folders in the libraries pack", () => {
    const clients = new Set(["python/requests"]);
    expect(packOf("python", "requests", clients)).toBe("python");
    // An inference snippet of a gated model carries the notice: a page with only the language's pack renders it.
    expect(packOf("python", "notices", clients)).toBe("python");
    expect(packOf("python", "transformers", clients)).toBe("libraries");
    expect(packOf("sh", "local-apps", clients)).toBe("local-apps");
  });
});
