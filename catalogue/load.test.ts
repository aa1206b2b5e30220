import { describe, expect, it } from "vitest";
import { z } from "zod";
import { validate } from "./load.ts";
import { parseYamlText } from "./yaml-text.ts";

describe("parseYamlText", () => {
  it("reports a syntax error with file, line and column", () => {
    expect(() => parseYamlText("x.yaml", "a: 1\nb: [1, 2\n")).toThrow(/^x\.yaml:\d+:\d+: /);
  });
  it("reports a duplicate key with its line", () => {
    expect(() => parseYamlText("x.yaml", "a: 1\nb: 2\na: 3\n")).toThrow(/^x\.yaml:3:1: duplicated mapping key/);
  });
});

describe("validate", () => {
  it("names the file, the field path and the problem", () => {
    const schema = z.object({ items: z.array(z.object({ url: z.string().url() })) });
    expect(() => validate("x.yaml", schema, { items: [{ url: "ok" }] })).toThrow(/^x\.yaml: items\[0\]\.url: /);
  });
});
