// Swift (WhisperKit snippets).
import { braceEscape, C_ESCAPES, doubleQuotedWriter, scalarLiteral } from "../literals.ts";
import { defineLanguage, identifierRule } from "./types.ts";

/**
 * A Swift string literal: `\u{...}` escapes, which JSON's `\uXXXX` is not. Swift strings hold Unicode
 * scalars only, so a lone surrogate (which `\u{d800}` cannot write either) becomes U+FFFD.
 */
export const swiftString = doubleQuotedWriter({ escapes: C_ESCAPES, control: braceEscape, loneSurrogate: () => "\\u{fffd}" });

export const swiftLiteral = scalarLiteral("Swift", swiftString, "nil");

export default defineLanguage({
  lineComment: "//",
  isIdentifier: identifierRule([
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
    "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough",
    "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "Any", "catch", "false",
    "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try",
  ]),
  literals: { swift: swiftLiteral },
  grammar: null,
  highlighter: { legacyMode: "swift" },
});
