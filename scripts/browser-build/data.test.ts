// What the lean browser build and the package ship: every file the sources validate, as they load it, but
// for the fields NOT_SHIPPED_FIELDS names (read only by tools outside the package).
import { describe, expect, it } from "vitest";
import { validatedFiles } from "../../catalogue/load.ts";
import { leanData, NOT_SHIPPED_FIELDS } from "./data.ts";

describe("the shipped data", () => {
  it("is every validated file as the sources load it, without the fields no page or snippet reads", () => {
    const { validated } = leanData();
    // Every file, and the views that hold a field their file leaves out.
    expect(Object.keys(validated).filter((file) => !file.includes("#")).sort()).toEqual([...validatedFiles.keys()].sort());
    expect(Object.keys(validated).filter((file) => file.includes("#"))).toEqual(["catalogue/libraries.yaml#install,needs,snippets"]);
    for (const [file, { data }] of validatedFiles) {
      const fields = NOT_SHIPPED_FIELDS[file] ?? [];
      const expected = Object.fromEntries(
        Object.entries(data as Record<string, unknown>).map(([id, entry]) => [
          id,
          fields.length === 0 ? entry : Object.fromEntries(Object.entries(entry as Record<string, unknown>).filter(([field]) => !fields.includes(field))),
        ]),
      );
      expect(validated[file], file).toEqual(fields.length === 0 ? data : expected);
    }
  });

  it("leaves out the libraries' API table names, which only the verify run reads", () => {
    const libraries = leanData().validated["catalogue/libraries.yaml"] as Record<string, Record<string, unknown>>;
    const sources = validatedFiles.get("catalogue/libraries.yaml")!.data as Record<string, Record<string, unknown>>;
    expect(Object.values(sources).some((library) => library.apiTables !== undefined)).toBe(true);
    expect(Object.values(libraries).some((library) => "apiTables" in library)).toBe(false);
  });
});

describe("a field read through a view", () => {
  it("ships in the view, from the full data, and not in the whole file", () => {
    const { validated } = leanData();
    const view = validated["catalogue/libraries.yaml#install,needs,snippets"] as Record<string, Record<string, unknown>>;
    expect(view["sentence-transformers"]!.install).toEqual({ "*": ["pip install -U sentence-transformers"], sparse: ['pip install -U "sentence-transformers>=5"'] });
    expect(Object.values(validated["catalogue/libraries.yaml"] as Record<string, Record<string, unknown>>).some((library) => "install" in library)).toBe(false);
  });
});
