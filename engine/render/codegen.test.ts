import { describe, expect, it } from "vitest";
import { generateFastBody } from "./codegen.ts";
import { codegenEnvironment, parseTemplate, templateHandlebars } from "./handlebars.ts";

describe("generateFastBody", () => {
  const hbs = templateHandlebars();
  const env = codegenEnvironment(hbs, { hasSource: () => false, partialBody: () => null, partialAst: () => null });

  it("keeps a long text out of the code (a pasted megabyte is not written, searched and parsed again), rendering it the same", () => {
    const text = "# pasted line: the quick brown fox\n".repeat(3000);
    const source = `head {{py v}}\n${text}{{#if v}}{{py v}}{{/if}}\n`;
    const body = generateFastBody(parseTemplate(hbs, source), "test/large/main", env);
    expect(body.toString().length).toBeLessThan(2000);
    expect(body.root({ v: "x" })).toBe(hbs.compile(source, { noEscape: true, strict: true })({ v: "x" }, { helpers: hbs.helpers }));
  });

  it("writes a short text into the code as a literal", () => {
    const body = generateFastBody(parseTemplate(hbs, "short text {{py v}}"), "test/large/short", env);
    expect(body.toString()).toContain('"short text "');
    expect(body.root({ v: "x" })).toBe('short text "x"');
  });
});
