// Swift (WhisperKit snippets).
import { braceEscape, C_ESCAPES, doubleQuotedWriter } from "../literals.ts";
import { defineLanguage, identifierRule } from "./types.ts";

/**
 * A Swift string literal: `\u{...}` escapes, which JSON's `\uXXXX` is not. Swift strings hold Unicode
 * scalars only, so a lone surrogate (which `\u{d800}` cannot write either) becomes U+FFFD.
 */
export const swiftString = doubleQuotedWriter({ escapes: C_ESCAPES, control: braceEscape, loneSurrogate: () => "\\u{fffd}" });

function swiftLiteral(value: unknown): string {
  if (typeof value === "string") return swiftString(value);
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "boolean") return String(value);
  if (value === null || value === undefined) return "nil";
  throw new Error(`cannot write a ${Array.isArray(value) ? "list" : typeof value} as a Swift literal`);
}

export default defineLanguage({
  id: "swift",
  lineComment: "//",
  literals: { swift: (value) => swiftLiteral(value) },
  isIdentifier: identifierRule([
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
    "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough",
    "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "Any", "catch", "false",
    "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try",
  ]),
  grammar: null,
  highlighter: { legacyMode: "swift" },
});
