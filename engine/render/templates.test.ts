import { afterEach, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fg from "fast-glob";
import {
  getTemplateSource,
  hasTemplate,
  listTemplates,
  OUTPUT_HELPERS,
  renderTemplate,
  renderTemplateFile,
  resetTemplateSources,
  resolveTemplate,
  setTemplateSource,
  templatesWithoutFastPath,
} from "./templates.ts";
import { templatesDir } from "./files.node.ts";
import { validateModel } from "../model.ts";
import { trimTrailingWhitespace } from "./codegen.ts";
import { parseTemplate } from "./handlebars.ts";
import Handlebars from "handlebars";

afterEach(() => resetTemplateSources());

describe("the fast path", () => {
  it("compiles every template of the store (a generator fault would otherwise show only as lost speed)", () => {
    expect(templatesWithoutFastPath()).toEqual([]);
  });

  it("writes partials in place or calls them, rendering what Handlebars renders (the suite runs in check mode)", () => {
    const partials = {
      _line: "line {{py v}}\n",
      _inner: "<{{py v}}>",
      _outer: "[{{> _inner}}{{#each items}}{{@index}}{{> _inner}}{{/each}}]",
      _tree: "{{name}}({{#each children}}{{> _tree}}{{/each}})",
      _param: "{{py this}}",
    };
    for (const [name, source] of Object.entries(partials)) setTemplateSource(`test/inline/${name}`, source);
    setTemplateSource("test/inline/main", "head\n{{> _line}}\n  {{> _line}}\n{{> _outer}} {{> _param v}}\n{{> _tree tree}}\n");
    expect(templatesWithoutFastPath()).toEqual([]);
    const context = { v: 'a"b', items: [{ v: 1 }, { v: 2 }], tree: { name: "r", children: [{ name: "c", children: [] }] } };
    expect(renderTemplate("test", "inline", "main", context)).toBe(
      'head\nline "a\\"b"\n  line "a\\"b"\n[<"a\\"b">0<1>1<2>] "a\\"b"\nr(c())',
    );
  });

  it("joins a concat's arguments inline, each written by the literal writer as a whole", () => {
    const { id } = validateModel({ id: "org/model-1.5" });
    setTemplateSource("test/client/concat", '{{py (concat "hf-hub:" id)}} {{py (concat "<" id)}} {{py (concat "hf://" other "/x")}} {{js (concat id ":" id)}}');
    expect(templatesWithoutFastPath()).toEqual([]);
    const out = renderTemplate("test", "client", "concat", { id, other: 'a"b' });
    expect(out).toBe('"hf-hub:org/model-1.5" "<org/model-1.5" "hf://a\\"b/x" "org/model-1.5:org/model-1.5"');
  });
});

describe("renderTemplateFile with trimEnd", () => {
  // Each source is rendered trimmed through the fast path and compared with Handlebars' output trimmed.
  const sources = {
    plain: "a\n\n",
    finalIf: "head\n{{#if x}}\nbody\n{{/if}}\n",
    finalIfElse: "head\n{{#if x}}\nyes\n{{else}}\nno\n{{/if}}\n",
    finalUnless: "head  \n\n{{#unless x}}\n  inner\n{{/unless}}",
    onlyIf: "{{#if x}}\nbody\n{{/if}}",
    blankBranch: "head\n{{#if x}}\n   \n{{/if}}\n",
    elseOnly: "head\n{{#if x}}{{else}}\ntail\n{{/if}}\n",
    chain: "head\n\n{{#if x}}\nyes\n{{else if y}}\nmaybe  \n{{/if}}\n",
    chainElse: "head\n{{#if x}}\nyes\n{{else if y}}\nmaybe\n{{else}}\nno\n{{/if}}\n",
    chainOfThree: "head \n{{#if x}}\nyes\n{{else if y}}\n{{else if z}}\nz\n{{/if}}",
    chainBlank: "head\n{{#if x}}\nyes\n{{else if y}}\n  \n{{/if}}\n",
    chainFirst: "{{#if x}}\nyes\n{{else if y}}\nmaybe\n{{/if}}\n",
  };
  it("gives Handlebars' output without its trailing whitespace, whichever way a final block goes", () => {
    for (const [name, source] of Object.entries(sources)) {
      setTemplateSource(`test/trim/${name}`, source);
      for (const [x, y, z] of [[true, false, false], [false, false, false], [false, true, false], [false, false, true], [true, true, true]]) {
        const context = { x, y, z };
        const untrimmed = renderTemplate("test", "trim", name, context);
        expect(renderTemplateFile("test", "trim", [name], context, { trimEnd: true }).content, `${name} x=${x} y=${y} z=${z}`).toBe(untrimmed.trimEnd());
        // The untrimmed renderer of the same template is not changed by the trimmed one.
        expect(renderTemplate("test", "trim", name, context), `${name} untrimmed`).toBe(untrimmed);
      }
    }
    expect(templatesWithoutFastPath().filter((k) => k.startsWith("test/"))).toEqual([]);
  });

  it("decides the trimming of a final {{else if}} chain from the template alone, when text comes before it", () => {
    const ends = (source: string) => trimTrailingWhitespace(parseTemplate(Handlebars, source));
    expect(ends("head\n{{#if x}}\nyes\n{{else if y}}\nmaybe\n{{/if}}\n")).toBe(true);
    expect(ends("head\n{{#if x}}\nyes\n{{else if y}}\n{{else if z}}\nz\n{{/if}}")).toBe(true);
    // Nothing before the chain, a blank branch, a branch that may end blank: trimmed when rendered.
    expect(ends("{{#if x}}\nyes\n{{else if y}}\nmaybe\n{{/if}}\n")).toBe(false);
    expect(ends("head\n{{#if x}}\nyes\n{{else if y}}\n  \n{{/if}}\n")).toBe(false);
    expect(ends("head\n{{#if x}}\nyes\n{{else if y}}\n{{v}}\n{{/if}}\n")).toBe(false);
  });
});

describe("renderTemplate", () => {
  it("throws exactly 'Template not found' when neither the template nor the client's default exists", () => {
    expect(() => renderTemplate("python", "transformers", "nope", {})).toThrow(
      expect.objectContaining({ message: "Template not found: python/transformers/nope" }),
    );
    expect(() => renderTemplate("python", "nope", "basic", {})).toThrow(
      expect.objectContaining({ message: "Template not found: python/nope/basic" }),
    );
    expect(hasTemplate("python", "transformers", "nope")).toBe(false);
    expect(hasTemplate("python", "transformers", "pipeline")).toBe(true);
  });

  it("finds a template added after its name fell back to the default, and the default again after a reset", () => {
    setTemplateSource("test/later/_default", "default");
    expect(renderTemplateFile("test", "later", "own", {}, { trimEnd: true })).toEqual({ template: "test/later/_default.hbs", content: "default" });
    setTemplateSource("test/later/own", "own");
    expect(renderTemplateFile("test", "later", "own", {}, { trimEnd: true })).toEqual({ template: "test/later/own.hbs", content: "own" });
    expect(renderTemplateFile("python", "timm", "usage", { id: "a/b", notice: null }, { trimEnd: true }).template).toBe("python/timm/usage.hbs");
    resetTemplateSources();
    expect(() => renderTemplateFile("test", "later", "own", {})).toThrow("Template not found: test/later/own");
  });

  it("looks up <template>.hbs, then the client's _default.hbs", () => {
    setTemplateSource("test/lookup/_default", "default {{py v}}");
    setTemplateSource("test/lookup/own", "own {{py v}}");
    expect(renderTemplate("test", "lookup", "own", { v: 1 })).toBe("own 1");
    expect(renderTemplate("test", "lookup", "other", { v: 1 })).toBe("default 1");
    expect(hasTemplate("test", "lookup", "other")).toBe(true);
    expect(resolveTemplate("test", "lookup", "other")).toBe("test/lookup/_default");
    expect(resolveTemplate("test", "lookup", "missing", "own")).toBe("test/lookup/own");
    expect(renderTemplateFile("test", "lookup", ["other"], { v: 2 })).toEqual({ template: "test/lookup/_default.hbs", content: "default 2" });
    expect(renderTemplateFile("test", "lookup", ["own"], { v: 2 })).toEqual({ template: "test/lookup/own.hbs", content: "own 2" });
    // a partial never falls back to the default
    expect(resolveTemplate("test", "lookup", "_part")).toBeUndefined();
  });

  it("leaves no one-line stub: a template that only includes a partial is a default or a lookup fallback", () => {
    const stubs = listTemplates().filter((key) => /^\s*\{\{>\s*[\w-]+\s*\}\}\s*$/.test(getTemplateSource(key)!));
    expect(stubs).toEqual([]);
  });

  it("fails on a missing variable, naming the template, the position and the variable", () => {
    setTemplateSource("test/client/strict", "x = {{py value}}\n");
    expect(() => renderTemplate("test", "client", "strict", {})).toThrow(
      'templates/test/client/strict.hbs:1:10: missing variable "value"',
    );
  });

  it("does not HTML-escape", () => {
    setTemplateSource("test/client/raw", "{{js value}}");
    expect(renderTemplate("test", "client", "raw", { value: "<a & b>" })).toBe('"<a & b>"');
  });

  it("resolves partials from the same folder", () => {
    setTemplateSource("test/client/_part", "part {{py v}}");
    setTemplateSource("test/client/main", "main {{> _part}}");
    expect(renderTemplate("test", "client", "main", { v: 1 })).toBe("main part 1");
  });

  it("recompiles after a source changes", () => {
    setTemplateSource("test/client/live", "one");
    expect(renderTemplate("test", "client", "live", {})).toBe("one");
    setTemplateSource("test/client/live", "two");
    expect(renderTemplate("test", "client", "live", {})).toBe("two");
  });

  it("reports template syntax errors with the template path and position (engine/render/errors.test.ts has every kind)", () => {
    setTemplateSource("test/client/broken", "{{#if x}}");
    expect(() => renderTemplate("test", "client", "broken", { x: 1 })).toThrow(/^templates\/test\/client\/broken\.hbs:1:10: syntax error: /);
  });
});

describe("templates on disk", () => {
  const files = fg.sync("*/*/*.hbs", { cwd: templatesDir });

  it("are all in the store", () => {
    expect(listTemplates()).toEqual(files.map((f) => f.replace(/\.hbs$/, "")).sort());
  });

  // A mustache that prints something must go through a literal helper: `{{name}}` alone would paste
  // author-controlled text into code.
  const allowed = new Set<string>([...OUTPUT_HELPERS]);
  it.each(files)("%s prints values only through literal helpers", (file) => {
    const source = readFileSync(join(templatesDir, file), "utf8");
    const raw: string[] = [];
    for (const match of source.matchAll(/\{\{~?\s*([^#/>!^~}\s][^}\s]*)/g)) {
      const head = match[1]!;
      if (head === "else") continue;
      if (!allowed.has(head)) raw.push(match[0]);
    }
    expect(raw).toEqual([]);
  });
});

describe("setTemplateSource", () => {
  it("re-renders a template of the folder when one of its partials changes", () => {
    setTemplateSource("test/partials/_part", "A{{py v}}");
    setTemplateSource("test/partials/one", "{{> _part}}");
    setTemplateSource("test/partials/two", "[{{> _part}}]");
    expect(renderTemplate("test", "partials", "one", { v: 1 })).toBe("A1");
    expect(renderTemplate("test", "partials", "two", { v: 1 })).toBe("[A1]");
    setTemplateSource("test/partials/_part", "B{{py v}}");
    expect(renderTemplate("test", "partials", "one", { v: 1 })).toBe("B1");
    expect(renderTemplate("test", "partials", "two", { v: 1 })).toBe("[B1]");
    setTemplateSource("test/partials/two", "({{> _part}})");
    expect(renderTemplate("test", "partials", "two", { v: 2 })).toBe("(B2)");
    expect(renderTemplate("test", "partials", "one", { v: 2 })).toBe("B2");
  });
});
