// Every language definition: found by its file name, consistent, and its literal writers keep hostile
// text inside literals with invisible characters escaped.
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { nodeSyntaxChecker } from "../../verify/syntax/node.ts";
import { comment, definitionFromFile, extensionFor, languageForExtension, languages, literalHelpers } from "./index.ts";
import { checkedLanguageFile, type LanguageFile } from "./types.ts";

const HOSTILE = [
  `a"b'c\\d`,
  "line\nbreak\r\nand\ttab",
  "$(touch /tmp/x) `id` ${process.exit(1)} #{x}",
  "bidi \u202e\u2066evil\u2069\u202c \u200f\u061c end",
  "sep \u2028 \u2029 nel \u0085 del \u007f esc \u001b",
  // an escaped backslash, white space, then a comment opener (tree-sitter-java read a comment there in a text block)
  "\\ /* x",
  "\\\\\u00a0/* x",
  "\\\t// x",
];
/** Helpers that write a path (a list of keys and indexes) rather than a value. */
const PATH_HELPER = /Access$|Key$/;
const BIDI = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c\u2028\u2029\u0085\u007f\u001b]/;

describe("language definitions", () => {
  it("take the id from the file name and the extension from the id unless given; refuse a file that names an id", () => {
    const file: LanguageFile = { lineComment: "#", isIdentifier: () => false, literals: {}, grammar: null, highlighter: null };
    expect(definitionFromFile("zz", file)).toMatchObject({ id: "zz", extension: "zz" });
    expect(definitionFromFile("zz", { ...file, extension: "z" }).extension).toBe("z");
    expect(checkedLanguageFile("zz", file)).toBe(file);
    expect(() => checkedLanguageFile("zz", { ...file, id: "other" })).toThrow(
      'engine/languages/zz.ts: id: the file\'s name is the language\'s id ("zz"); remove the field',
    );
    expect(() => checkedLanguageFile("zz", undefined)).toThrow("engine/languages/zz.ts: must export its definition as the default export");
  });

  it("are every definition file under engine/languages, each with its own id, extension and helpers", () => {
    const files = readdirSync(import.meta.dirname).filter((f) => f.endsWith(".ts") && !/\.test\.ts$|^(index|types|files\..*)\.ts$/.test(f));
    expect(Object.keys(languages).sort()).toEqual(files.map((f) => f.replace(/\.ts$/, "")).sort());
    for (const language of Object.values(languages)) {
      expect(extensionFor(language.id)).toBe(language.extension);
      expect(languageForExtension(language.extension)).toBe(language.id);
    }
    // every language writes literals, under helper names no other language uses (literalHelpers throws on a clash)
    for (const language of Object.values(languages)) expect(Object.keys(language.literals).length, language.id).toBeGreaterThan(0);
    expect(Object.keys(literalHelpers())).toEqual(expect.arrayContaining(["py", "js", "sh", "go", "java", "cs", "rust", "php", "rb", "r"]));
  });

  it("reject reserved words as identifiers", () => {
    expect(languages.python!.isIdentifier("class")).toBe(false);
    expect(languages.python!.isIdentifier("None")).toBe(false);
    expect(languages.python!.isIdentifier("AutoModel")).toBe(true);
    expect(languages.js!.isIdentifier("new")).toBe(false);
  });

  it("write hostile strings as literals that parse, with invisible characters escaped", async () => {
    const checker = await nodeSyntaxChecker();
    for (const language of Object.values(languages)) {
      for (const [helper, write] of Object.entries(language.literals)) {
        for (const text of HOSTILE) {
          const path = PATH_HELPER.test(helper);
          const literal = path ? `y${write(["choices", 0, text], 0)}` : write(text, 0);
          expect(BIDI.test(literal), `${helper}: ${JSON.stringify(literal)}`).toBe(false);
          if (!language.grammar) continue;
          const statement = language.grammar.holding;
          // A comment closer later in the program: a comment wrongly opened inside the literal would end there.
          const code = `${statement(path && helper.endsWith("Key") ? literal.slice(1) : literal)}${language.lineComment} */\n`;
          expect(checker.check(language.id, code), `${helper}: ${code}`).toEqual([]);
        }
      }
    }
  });

  it("comment out every line and show invisible characters", () => {
    for (const language of Object.values(languages)) {
      const text = comment(language.id, HOSTILE.join("\n"));
      expect(BIDI.test(text.replace(/\n/g, ""))).toBe(false);
      for (const line of text.split("\n")) expect(line.startsWith(language.lineComment)).toBe(true);
    }
  });
});
