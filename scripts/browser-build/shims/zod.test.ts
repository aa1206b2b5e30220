// The lean browser build's zod (zod.ts) against the real one: the same verdicts and the same messages,
// for the model record (the schema a page uses), the golden case (the playground reads them), and every
// catalogue and client.yaml schema, run over the real files and over broken copies of them.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fg from "fast-glob";
import { parse } from "yaml";
import { afterEach, describe, expect, it, vi } from "vitest";

type Schema = { safeParse: (data: unknown) => { success: boolean; error?: { issues: unknown[] } } };
type Validated = Map<string, { schema: Schema; data: unknown }>;

/** Loads the engine and catalogue from the sources, with `zod` as given. */
async function load(withShim: boolean) {
  vi.resetModules();
  if (withShim) vi.doMock("zod", () => import("./zod.ts"));
  else vi.doUnmock("zod");
  const model = await import("../../../engine/model.ts");
  const { caseSchema } = await import("../../../engine/golden/cases.ts");
  const { validatedFiles } = await import("../../../catalogue/load.ts");
  await import("../../../catalogue/index.ts");
  await import("../../../engine/index.ts");
  return { model, caseSchema: caseSchema as unknown as Schema, validatedFiles: validatedFiles as unknown as Validated };
}

const BAD_RECORDS: unknown[] = [
  null,
  [],
  "gpt2",
  {},
  { id: "" },
  { id: "a--b" },
  { id: "x".repeat(120) },
  { id: "org/model", pipeline_tag: 3 },
  { id: "org/model", tags: "text" },
  { id: "org/model", tags: ["a", 1] },
  { id: "org/model", config: [] },
  { id: "org/model", widgetData: [{ text: "hi" }, 2] },
  { id: "org/model", siblings: [{ rfilename: 1 }] },
  { id: 7, library_name: false, cardData: "x", gguf: null },
];

/** Broken copies of a file's data: each top-level field (or entry) replaced by values of the wrong kind. */
function broken(data: unknown): unknown[] {
  if (data === null || typeof data !== "object") return [null, 1, "x"];
  const copies: unknown[] = [[], "x"];
  const keys = Object.keys(data).slice(0, 6);
  for (const key of keys) {
    for (const wrong of [null, 12, "", [1], { unexpected: true }]) copies.push({ ...(data as object), [key]: wrong });
  }
  copies.push({ ...(data as object), notAField: 1 });
  return copies;
}

afterEach(() => {
  vi.doUnmock("zod");
  vi.resetModules();
});

describe("zod in the lean browser build", () => {
  it("explains a bad model record exactly as zod does", async () => {
    const real = (await load(false)).model;
    const shim = (await load(true)).model;
    for (const record of BAD_RECORDS) {
      const expected = (() => {
        try {
          real.validateModel(record, "record.json");
        } catch (error) {
          return (error as Error).message;
        }
        return "valid";
      })();
      expect(expected).not.toBe("valid");
      expect(() => shim.validateModel(record, "record.json"), JSON.stringify(record)).toThrow(expected);
    }
    expect(shim.validateModel({ id: "org/model", tags: ["a"] })).toEqual({ id: "org/model", tags: ["a"] });
  });

  it("gives every catalogue schema's verdict and messages on the real files and broken copies", async () => {
    const real = (await load(false)).validatedFiles;
    const shim = (await load(true)).validatedFiles;
    expect([...shim.keys()].sort()).toEqual([...real.keys()].sort());
    let compared = 0;
    for (const [file, { schema, data }] of real) {
      const shimSchema = shim.get(file)!.schema;
      for (const input of [data, ...broken(data)]) {
        const a = schema.safeParse(input);
        const b = shimSchema.safeParse(input);
        expect(b.success, file).toBe(a.success);
        expect(b.error?.issues, file).toEqual(a.error?.issues);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(real.size * 10);
  });

  it("gives the golden case schema's verdict and messages on every case file and broken copies", async () => {
    const real = (await load(false)).caseSchema;
    const shim = (await load(true)).caseSchema;
    const root = join(import.meta.dirname, "../../../golden/cases");
    const files = fg.sync("**/*.yaml", { cwd: root });
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const data = parse(readFileSync(join(root, file), "utf8"));
      for (const input of [data, ...broken(data)]) {
        const a = real.safeParse(input);
        const b = shim.safeParse(input);
        expect(b.success, file).toBe(a.success);
        expect(b.error?.issues, file).toEqual(a.error?.issues);
      }
    }
  });
});
