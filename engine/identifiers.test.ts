// Names from a model record printed as code (`{{ident x}}`) must be names in the template's language:
// a reserved word (`class`, `None`) or a non-identifier gives a fallback snippet, never code that does
// not parse. And the hostile-record fuzz over every language that has a definition: each literal writer
// and the comment writer keep quotes, escapes, controls and bidi characters inside the literal, escaped.
import fc from "fast-check";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { comment, languages } from "./languages/index.ts";
import { FORMAT_CLASS } from "./literals.ts";
import { getLibrarySnippets } from "./libraries/index.ts";
import { render } from "./libraries/render.ts";
import { IdentifierError, isIdentifierIn, renderTemplate, resetTemplateSources, setTemplateSource } from "./render/templates.ts";
import { nodeSyntaxChecker } from "../verify/syntax/node.ts";
import type { SyntaxChecker } from "./syntax/parse.ts";
import { markersOutsideLiterals } from "../verify/syntax/containment.ts";

let checker: SyntaxChecker;
beforeAll(async () => {
  checker = await nodeSyntaxChecker();
});
afterEach(() => resetTemplateSources());

/** Languages whose definition admits record values as names (the shell admits none). */
const NAMED = Object.values(languages).filter((l) => l.isIdentifier("name"));

/** A reserved word of each language that admits names ("class" is a valid name in Go and Rust). */
const RESERVED_SAMPLE: Record<string, string> = {
  python: "class", js: "class", java: "class", csharp: "class", php: "class", ruby: "class", swift: "class", go: "func", rust: "fn", r: "function",
};

function expectPython(code: string): void {
  expect(checker.check("python", code), code).toEqual([]);
}

describe("identifiers follow the language's rule", () => {
  it("every language with names rejects its reserved words and non-names", () => {
    expect(NAMED.map((l) => l.id).sort()).toEqual(expect.arrayContaining(["js", "python"]));
    for (const language of NAMED) {
      const reserved = RESERVED_SAMPLE[language.id];
      if (!reserved) throw new Error(`identifiers.test.ts: give a reserved word of ${language.id} in RESERVED_SAMPLE`);
      expect(isIdentifierIn(language.id, reserved), language.id).toBe(false);
      for (const bad of ["", "1x", "a-b", "a b", "a.b", "x;y", "é", null, 3]) expect(isIdentifierIn(language.id, bad), `${language.id} ${bad}`).toBe(false);
      expect(isIdentifierIn(language.id, "AutoModel")).toBe(true);
    }
    expect(isIdentifierIn("python", "None")).toBe(false);
    expect(isIdentifierIn("python", "lambda")).toBe(false);
    expect(isIdentifierIn("js", "function")).toBe(false);
    expect(isIdentifierIn("js", "None")).toBe(true);
  });

  it("the ident helper checks the language of the template it renders", () => {
    setTemplateSource("python/identcheck/usage", "from x import {{ident name}}\n");
    setTemplateSource("js/identcheck/usage", "const {{ident name}} = 1;\n");
    expect(renderTemplate("python", "identcheck", "usage", { name: "Foo" })).toBe("from x import Foo\n");
    expect(() => renderTemplate("python", "identcheck", "usage", { name: "None" })).toThrow(IdentifierError);
    expect(() => renderTemplate("python", "identcheck", "usage", { name: "None" })).toThrow(/^templates\/python\/identcheck\/usage\.hbs:1:15: "None" is not an identifier in python/);
    // `None` is a name in JavaScript, `function` is not.
    expect(renderTemplate("js", "identcheck", "usage", { name: "None" })).toBe("const None = 1;\n");
    expect(() => renderTemplate("js", "identcheck", "usage", { name: "function" })).toThrow(IdentifierError);
  });

  it("keras_hub.tasks naming a keyword: the keyword is left out and the code parses", () => {
    const [snippet] = getLibrarySnippets({ id: "acme/gemma", library_name: "keras-hub", config: { keras_hub: { tasks: ["class", "CausalLM"] } } });
    expect(snippet!.content).not.toMatch(/^class\b/m);
    expect(snippet!.content).toContain("keras_hub.models.CausalLM.from_preset");
    expectPython(snippet!.content);
  });

  it("transformersInfo naming None or a keyword: the default class with a note, and the code parses", () => {
    const snippets = getLibrarySnippets({
      id: "acme/writer",
      library_name: "transformers",
      pipeline_tag: "text-generation",
      transformersInfo: { auto_model: "None", processor: "class" },
    });
    const direct = snippets.find((s) => /from_pretrained/.test(s.content))!;
    expect(direct.content).toContain("AutoModel");
    expect(direct.content).not.toMatch(/\bimport .*\b(None|class)\b/);
    for (const s of snippets.filter((x) => x.language === "python")) expectPython(s.content);
  });

  it("any library template given a non-name falls back to a comment snippet", () => {
    const snippet = render("python", "sana", "usage", {
      module: "class",
      pipelineClass: "SanaPipeline",
      sprint: false,
      resolution: 1024,
      config: null,
      checkpoint: "hf://acme/sana/checkpoints/x.pth",
    });
    expect(snippet.template).toBe("python/fallback/comment.hbs");
    expect(snippet.content).toMatch(/^# Invalid class or function name \("class" in this model's record/);
    expectPython(snippet.content);
  });
});

const MARK = "PWNMARK";
/** Characters that end, escape or disguise a literal in one language or another. */
const HOSTILE_CHARS = [
  "'", '"', "`", "\\", "$", "(", ")", "{", "}", "#", "%", "\n", "\r", "\t", "\0", "\x07", "\x1b", "\x7f", "\x85", "\x9b",
  "\u2028", "\u2029", "\u202a", "\u202e", "\u2066", "\u2069", "\u200e", "\u061c", "\ud800", "\udfff", "é", "😀", " ", "a",
];
const hostileText = fc.array(fc.constantFrom(...HOSTILE_CHARS), { maxLength: 24 }).map((parts) => `${MARK}${parts.join("")}${MARK}`);
const hostileValue = fc.oneof(
  hostileText,
  fc.array(hostileText, { minLength: 1, maxLength: 3 }),
  // Keys that are names may be written bare (`{ key: … }`), which is safe; hostile keys are never names.
  fc.dictionary(hostileText.map((k) => `-${k}`), hostileText, { minKeys: 1, maxKeys: 3 }),
);

/** Raw characters no literal may contain: C0 controls (other than none at all), DEL, C1, bidi and format characters. */
const RAW_FORBIDDEN = new RegExp(`[\\x00-\\x08\\x0b-\\x1f${FORMAT_CLASS}]`);
/** Lone surrogates, written raw. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A statement holding `literal`, in languages the syntax checker parses. */
const STATEMENT: Record<string, (literal: string) => string> = {
  python: (literal) => `x = ${literal}\n`,
  js: (literal) => `const x = ${literal};\n`,
  sh: (literal) => `echo ${literal}\n`,
};

describe("hostile values in every language's literal writers", () => {
  const writers = Object.values(languages).flatMap((language) =>
    Object.entries(language.literals).map(([helper, write]) => ({ language: language.id, helper, write })),
  );

  it("covers every language that has a definition", () => {
    expect(new Set(writers.map((w) => w.language))).toEqual(new Set(Object.keys(languages)));
  });

  it.each(writers.map((w) => [`${w.language} {{${w.helper}}}`, w] as const))("%s", (_name, { language, write }) => {
    fc.assert(
      fc.property(hostileValue, (value) => {
        let literal: string;
        try {
          literal = write(value, 0);
        } catch (error) {
          // A writer may refuse what its language cannot hold (a NUL in a shell argument, a map in Swift),
          // saying so; it must never write it raw.
          expect((error as Error).message).toMatch(/cannot/);
          return;
        }
        expect(literal).toContain(MARK);
        expect(RAW_FORBIDDEN.test(literal), `${language}: raw control or format character in ${JSON.stringify(literal)}`).toBe(false);
        // A shell word cannot spell a lone surrogate at all (bash has no escape for one); elsewhere it is escaped.
        if (language !== "sh") expect(LONE_SURROGATE.test(literal), `${language}: raw lone surrogate`).toBe(false);
        const statement = STATEMENT[language];
        if (statement && checker.languages.includes(language)) {
          const code = statement(literal);
          expect(checker.check(language, code), code).toEqual([]);
          const tree = checker.parse(language, code);
          expect(markersOutsideLiterals(tree, MARK), code).toBe(0);
          tree.delete();
        }
      }),
      { numRuns: 150, seed: 15 },
    );
  });

  it.each(Object.keys(languages))("%s comments keep every line commented and show invisible characters", (language) => {
    const prefix = languages[language]!.lineComment;
    fc.assert(
      fc.property(hostileText, (text) => {
        const written = comment(language, text);
        for (const line of written.split("\n")) expect(line.startsWith(prefix), JSON.stringify(written)).toBe(true);
        expect(RAW_FORBIDDEN.test(written.replace(/\t/g, "")), JSON.stringify(written)).toBe(false);
      }),
      { numRuns: 150, seed: 15 },
    );
  });
});
