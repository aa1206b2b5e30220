// The literal writers of the compiled languages (Go, Java, C#, Rust, Swift): escapes, composites and paths.
import { describe, expect, it } from "vitest";
import { CodeRef } from "../literals.ts";
import { csAccess, csJson, csString } from "./csharp.ts";
import { goAccess, goLiteral, goString } from "./go.ts";
import { javaJson, javaKey, javaString } from "./java.ts";
import { rustAccess, rustJson, rustString } from "./rust.ts";
import { swiftString } from "./swift.ts";

describe("Go", () => {
  it("escapes quotes, backslashes, controls and format characters; lone surrogates as WTF-8 bytes", () => {
    expect(goString('a"b\\c\nd\u0001\u202e')).toBe('"a\\"b\\\\c\\nd\\x01\\u202e"');
    expect(goString("\ud800")).toBe('"\\xed\\xa0\\x80"');
    expect(goString("😀")).toBe('"😀"');
  });
  it("writes maps and lists with tabs and trailing commas", () => {
    expect(goLiteral({ inputs: "x", parameters: { top_k: 2, labels: ["a", "b"] }, image: new CodeRef("image") }, 1)).toBe(
      'map[string]any{\n\t\t"inputs": "x",\n\t\t"parameters": map[string]any{\n\t\t\t"top_k": 2,\n\t\t\t"labels": []any{"a", "b"},\n\t\t},\n\t\t"image": image,\n\t}',
    );
    expect(goLiteral(null)).toBe("nil");
    expect(() => goLiteral(Number.NaN)).toThrow(/cannot send the number NaN/);
  });
  it("reads a path with type assertions", () => {
    expect(goAccess(["choices", 0, "message"])).toBe('.(map[string]any)["choices"].([]any)[0].(map[string]any)["message"]');
  });
});

describe("Java", () => {
  it("writes octal escapes for controls and never a raw line break", () => {
    expect(javaString('a"b\\c\nd\u0001\u2028')).toBe('"a\\"b\\\\c\\nd\\001\\u2028"');
  });
  it("writes JSON bodies as text blocks that cannot be closed early", () => {
    // Java reads "\\"\\"\\\"\" as the JSON text "\"\"\"" (value """): no three quotes in a row.
    expect(javaJson({ a: '"""', b: "" }, 0)).toBe('"""\n        {\n            "a": "\\\\"\\\\"\\\\\\"\\",\n            "b": \\"\\"\n        }"""');
    expect(javaJson({ a: "\\/*" }, 0)).toBe('"""\n        {\n            "a": "\\\\\\\\\\\\u002f*"\n        }"""');
  });
  it("fills code references with String.formatted, doubling percent signs", () => {
    expect(javaJson({ image: new CodeRef("image"), prompt: "100%" }, 0)).toBe(
      '"""\n        {\n            "image": "%s",\n            "prompt": "100%%"\n        }""".formatted(image)',
    );
  });
  it("names the key a response path ends with", () => {
    expect(javaKey(["images", 0, "url"])).toBe('"url"');
    expect(() => javaKey([0])).toThrow(/names no key/);
  });
});

describe("C#", () => {
  it("escapes with \\u, keeping surrogate pairs", () => {
    expect(csString('a"b\\c\nd\u0001\u202e😀\udc00')).toBe('"a\\"b\\\\c\\nd\\u0001\\u202e😀\\udc00"');
  });
  it("builds JObject and JArray initialisers", () => {
    expect(csJson({ inputs: "x", parameters: { labels: ["a"], flag: null } }, 0)).toBe(
      'new JObject\n{\n    ["inputs"] = "x",\n    ["parameters"] = new JObject\n    {\n        ["labels"] = new JArray { "a" },\n        ["flag"] = JValue.CreateNull(),\n    },\n}',
    );
    expect(csAccess(["choices", 0])).toBe('["choices"][0]');
  });
});

describe("Rust", () => {
  it("escapes with \\u{...}; a lone surrogate becomes U+FFFD", () => {
    expect(rustString('a"b\\c\nd\u0001\u202e\ud800')).toBe('"a\\"b\\\\c\\nd\\u{1}\\u{202e}\\u{fffd}"');
  });
  it("writes json! macro bodies and Value paths", () => {
    expect(rustJson({ a: [1, true, null], image: new CodeRef("image") }, 0)).toBe('{\n    "a": [1, true, null],\n    "image": image\n}');
    expect(rustAccess(["data", 0, "b64_json"])).toBe('["data"][0]["b64_json"]');
  });
});

describe("Swift", () => {
  it("escapes with \\u{...}; a lone surrogate (no Swift escape writes one) becomes U+FFFD, a pair stays", () => {
    expect(swiftString('a"b\\c\nd\u0001\u202e\ud800😀')).toBe('"a\\"b\\\\c\\nd\\u{1}\\u{202e}\\u{fffd}😀"');
  });
});
