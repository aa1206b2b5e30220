import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import fg from "fast-glob";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { main } from "./main.ts";
import { SCHEMAS, schemaText } from "../engine/cli/schema.ts";
import { expectedHeaders, generateSchema } from "./schema.ts";

const root = resolve(import.meta.dirname, "..");
const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false });
const committed = (name: string) => JSON.parse(readFileSync(join(root, "schemas", `${name}.json`), "utf8")) as object;

describe("JSON Schemas", () => {
  it.each(SCHEMAS.map((s) => s.name))("schemas/%s.json is what the zod schema generates (npx snippets schema --write)", async (name) => {
    expect(readFileSync(join(root, "schemas", `${name}.json`), "utf8")).toBe(schemaText(await generateSchema(name)));
  });

  it.each(SCHEMAS.filter((s) => s.files.length > 0).map((s) => [s.name, s.files] as const))(
    "schemas/%s.json accepts every file it describes",
    (name, globs) => {
      const validate = ajv.compile(committed(name));
      const files = fg.sync(globs, { cwd: root }).sort();
      expect(files.length).toBeGreaterThan(0);
      const failures = files.filter((file) => !validate(parse(readFileSync(join(root, file), "utf8"))));
      expect(failures).toEqual([]);
    },
  );

  it("rejects what the loaders reject: a misspelt field, a wrong type, a bad id", () => {
    const libraries = ajv.compile(committed("libraries"));
    expect(libraries({ timm: { prettyLabel: "timm", repoName: "timm", repoUrl: "https://x.test", filtr: true } })).toBe(false);
    expect(libraries({ "-bad": { prettyLabel: "x", repoName: "x", repoUrl: "https://x.test" } })).toBe(false);
    const golden = ajv.compile(committed("golden-case"));
    expect(golden({ description: "A case.", model: { id: "a/b" }, providers: [] })).toBe(false);
    const model = ajv.compile(committed("model"));
    expect(model({ id: "acme/m", tags: ["a"], pipeline_tag: "fill-mask" })).toBe(true);
    expect(model({ id: "acme/m", tags: "a" })).toBe(false);
  });

  it("every catalogue file and golden case names its schema on its first line", async () => {
    const expected = await expectedHeaders();
    const all = fg.sync(["catalogue/**/*.yaml", "golden/cases/**/*.yaml"], { cwd: root });
    expect([...expected.keys()].sort()).toEqual(all.sort());
    const wrong = [...expected].filter(([file, header]) => readFileSync(join(root, file), "utf8").split("\n")[0] !== header);
    expect(wrong.map(([file]) => file)).toEqual([]);
  });

  it("prints a schema, lists them, and suggests a name for a typo", async () => {
    let out = "";
    let err = "";
    const run = (...argv: string[]) => main(argv, (s) => void (out += s), (s) => void (err += s));
    expect(await run("schema", "task")).toBe(0);
    expect(JSON.parse(out)).toEqual(committed("task"));
    out = "";
    expect(await run("schema")).toBe(0);
    expect(out).toMatch(/^golden-case\s/m);
    expect(await run("schema", "librares")).toBe(2);
    expect(err).toMatch(/unknown schema "librares"; known schemas: .*; did you mean "libraries"\?/);
  });
});
