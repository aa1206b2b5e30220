import { describe, expect, it } from "vitest";
import { comment, literalHelpers } from "./languages/index.ts";
import {CodeRef, constantData, identifier, isConstantData, isPlainString, jsonInMargin, jsonLiteral} from "./literals.ts";
import { jsLiteral } from "./languages/js.ts";
import { pyLiteral, pyString } from "./languages/python.ts";
import { shLiteral, shString } from "./languages/sh.ts";

describe("pyLiteral", () => {
  it("writes Python scalars", () => {
    expect(pyLiteral(true)).toBe("True");
    expect(pyLiteral(false)).toBe("False");
    expect(pyLiteral(null)).toBe("None");
    expect(pyLiteral(3)).toBe("3");
    expect(pyLiteral(0.5)).toBe("0.5");
    expect(pyLiteral(Number.NaN)).toBe('float("nan")');
  });
  it("escapes quotes, backslashes, newlines and control characters", () => {
    expect(pyString(`a"b\\c\nd\te\0f\u2028`)).toBe(String.raw`"a\"b\\c\nd\te\x00f\u2028"`);
  });
  it("escapes lone surrogates but keeps pairs", () => {
    expect(pyString("\ud83d\ude00")).toBe('"\ud83d\ude00"');
    expect(pyString("\ud800x")).toBe(String.raw`"\ud800x"`);
  });
  it("writes dicts and lists with indentation", () => {
    expect(pyLiteral({ a: [1, 2], b: { c: null } }, 4)).toBe(
      '{\n        "a": [1, 2],\n        "b": {\n            "c": None\n        }\n    }',
    );
  });
  it("breaks long lists of scalars over lines", () => {
    const out = pyLiteral(["x".repeat(40), "y".repeat(40)]);
    expect(out.split("\n")).toHaveLength(4);
  });
});

describe("jsLiteral and jsonLiteral", () => {
  it("quotes keys only when they are not identifiers", () => {
    expect(jsLiteral({ ok: 1, "not-ok": 2 })).toBe('{\n    ok: 1,\n    "not-ok": 2\n}');
    expect(jsonLiteral({ ok: 1 })).toBe('{\n    "ok": 1\n}');
  });
  it("escapes template-literal and line-separator characters safely", () => {
    const text = "`${x}`\u2028\u2029\"\\";
    const js = jsLiteral(text);
    expect(js).toBe('"`${x}`\\u2028\\u2029\\"\\\\"');
    expect(JSON.parse(js)).toBe(text);
  });
  it("refuses numbers JSON cannot hold", () => {
    expect(() => jsonLiteral(Number.POSITIVE_INFINITY)).toThrow(/JSON cannot represent/);
  });
});

describe("shLiteral", () => {
  it("single-quotes and escapes single quotes", () => {
    expect(shString("it's $(x) `y`")).toBe(`'it'\\''s $(x) \`y\`'`);
  });
  it("writes values as JSON text", () => {
    expect(shLiteral({ a: "it's" })).toBe(`'{\n    "a": "it'\\''s"\n}'`);
  });
  it("splices code references as double-quoted variables", () => {
    expect(shLiteral({ inputs: new CodeRef("image") })).toBe(`'{\n    "inputs": "'"$image"'"\n}'`);
  });
  it("rejects NUL, which no shell argument can hold", () => {
    expect(() => shString("a\0b")).toThrow(/NUL/);
    expect(shLiteral({ a: "a\0b" })).toContain("\\u0000");
  });
});

describe("comment", () => {
  it("comments every line so text cannot leave the comment", () => {
    expect(comment("python", "one\ntwo\r\nthree")).toBe("# one\n# two\n# three");
    expect(comment("js", "a\u2028b")).toBe("// a\n// b");
  });
  it("knows no syntax for unknown languages", () => {
    expect(() => comment("cobol", "x")).toThrow(/unknown language "cobol"/);
  });
  it("writes one visible line as it is, and shows every character that could hide or break a line", () => {
    expect(comment("python", "Unknown pipeline tag", 4)).toBe("# Unknown pipeline tag");
    expect(comment("python", "")).toBe("#");
    expect(comment("python", "tab\tstays")).toBe("# tab\tstays");
    expect(comment("python", "a\u0085b\fc\vd", 2)).toBe("# a\n  # b\n  # c\n  # d");
    expect(comment("python", "nul\0 bell\u0007 rtl\u202e")).toBe("# nul\\0 bell<U+0007> rtl<U+202E>");
  });
});

describe("identifier", () => {
  it("passes identifiers and rejects code", () => {
    expect(identifier("AutoModel")).toBe("AutoModel");
    expect(() => identifier("x; import os")).toThrow(/not an identifier/);
  });
});

describe("constant data", () => {
  // Values a writer may meet as constants: nested maps and lists, short lists written inline or not
  // depending on the indent, strings that need escapes.
  const samples = (): unknown[] => [
    { role: "user", content: "What is the capital of France?" },
    [{ role: "user", content: [{ type: "text", text: 'say "hi"\n' }, { type: "image_url", image_url: { url: "https://x/y.png" } }] }],
    ["choices", 0, "message"],
    ["a".repeat(30), "b".repeat(30)],
    { inputs: { source_sentence: "x", sentences: ["y", "z"] }, parameters: {} },
    [],
    {},
  ];

  it("is written exactly as a fresh copy of it, by every writer at every indent, the first time and after", () => {
    const writers = { ...literalHelpers(), json: jsonLiteral };
    const constants = samples().map((value) => constantData(value));
    for (const [name, write] of Object.entries(writers)) {
      for (const indent of [0, 1, 4, 8, 30]) {
        for (let round = 0; round < 2; round++) {
          samples().forEach((fresh, i) => {
            let expected: string | Error;
            try {
              expected = write(fresh, indent);
            } catch (error) {
              expected = error as Error;
            }
            if (expected instanceof Error) expect(() => write(constants[i], indent), `${name} at ${indent}`).toThrow(expected.message);
            else expect(write(constants[i], indent), `${name} at ${indent}`).toBe(expected);
          });
        }
      }
    }
  });

  it("inside a value that is not constant is written as a fresh copy of it, at every depth and in every margin", () => {
    // A request body holding a sample conversation: the walk keeps the constant's text per syntax, margin
    // and level, so the same constant met deeper, shallower or in a margin must come out laid out for there.
    const around = (value: unknown): unknown[] => [{ model: "m", messages: value }, [[value, "x"]], { a: { b: [value] } }, [value, value]];
    const writers = { ...literalHelpers(), json: jsonLiteral };
    const constants = samples().map((value) => constantData(value));
    for (let round = 0; round < 2; round++) {
      for (const [name, write] of Object.entries(writers)) {
        for (const indent of [0, 4, 30]) {
          samples().forEach((fresh, i) => {
            around(constants[i]).forEach((value, k) => {
              let expected: string | Error;
              try {
                expected = write(around(fresh)[k], indent);
              } catch (error) {
                expected = error as Error;
              }
              if (expected instanceof Error) expect(() => write(value, indent), `${name} at ${indent}`).toThrow(expected.message);
              else expect(write(value, indent), `${name} at ${indent}`).toBe(expected);
            });
          });
        }
      }
      for (const width of [0, 8, 12]) {
        samples().forEach((fresh, i) => {
          around(constants[i]).forEach((value, k) => expect(jsonInMargin(value, width)).toBe(jsonInMargin(around(fresh)[k], width)));
        });
      }
    }
  });

  it("is frozen all the way down, so a kept text can never go stale", () => {
    const value = constantData({ a: [{ b: 1 }] }) as { a: { b: number }[] };
    expect(isConstantData(value) && isConstantData(value.a) && isConstantData(value.a[0]!)).toBe(true);
    expect(() => {
      value.a[0]!.b = 2;
    }).toThrow(TypeError);
    expect(isConstantData({ a: 1 })).toBe(false);
  });
});

describe("shLiteral of a structured value", () => {
  it("is the JSON text as one shell word, however the quotes and invisible characters fall", () => {
    const values: unknown[] = [
      { inputs: "plain" },
      { inputs: "it's" },
      { "it's": 1 },
      [["a", ["b'"]]],
      { text: "tab\tnewline\nbell\u0007 rtl\u202e nul\u0000 lone\ud800" },
      constantData({ nested: [{ q: "'" }] }),
      constantData({ nested: [{ q: "no quote" }] }),
    ];
    for (const value of values) expect(shLiteral(value, 4), JSON.stringify(value)).toBe(shString(jsonLiteral(value, 4)));
  });
  it("splices code references as shell variables", () => {
    expect(shLiteral({ image: new CodeRef("image"), q: "'" })).toBe(`'{\n    "image": "'"$image"'",\n    "q": "'\\''"\n}'`);
  });
});

describe("jsonInMargin", () => {
  it("is jsonLiteral's text at indent 0 with every line after the first moved right, lists laid out alike", () => {
    const values = (): unknown[] => [
      { inputs: "x", parameters: { candidate_labels: ["a", "b"] } },
      // Lists of scalars just under and just over the inline width, nested.
      { labels: Array.from({ length: 9 }, (_, i) => `label${i}`), deeper: { labels: Array.from({ length: 8 }, (_, i) => `label${i}`) } },
      [[1, 2, 3], ["x".repeat(60)], ["x".repeat(70)]],
      "a string",
      42,
    ];
    const constants = values().map((v) => constantData(v));
    for (const width of [0, 8, 12, 16]) {
      const pad = " ".repeat(width);
      for (let round = 0; round < 2; round++) {
        values().forEach((fresh, i) => {
          const expected = jsonLiteral(fresh, 0).replaceAll("\n", `\n${pad}`);
          expect(jsonInMargin(fresh, width)).toBe(expected);
          expect(jsonInMargin(constants[i], width)).toBe(expected);
          // Writing in a margin leaves what the writers keep at indent 0 as it was.
          expect(jsonLiteral(constants[i], 0)).toBe(jsonLiteral(fresh, 0));
        });
      }
    }
  });
});

describe("isPlainString", () => {
  it("answers by the characters", () => {
    const values = ["A lighthouse on a rocky cliff", 'say "hi"', "tab\there", "", "x".repeat(300), `${"x".repeat(299)}\n`, "\u202e", "text-generation"];
    for (const value of values) expect(isPlainString(value), JSON.stringify(value)).toBe(!/["\\\x00-\x1f\u202e]/.test(value));
  });
});
