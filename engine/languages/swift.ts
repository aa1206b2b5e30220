// Swift (WhisperKit snippets).
import { defineLanguage, identifierRule } from "./types.ts";

/** A Swift string literal: `\u{...}` escapes, which JSON's `\uXXXX` is not. */
export function swiftString(value: string): string {
  let out = '"';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (ch === "\\") out += "\\\\";
    else if (ch === '"') out += '\\"';
    else if (ch === "\n") out += "\\n";
    else if (ch === "\r") out += "\\r";
    else if (ch === "\t") out += "\\t";
    else if (code < 0x20 || code === 0x7f || (code >= 0x80 && code < 0xa0) || isFormatCharacter(code) || (code >= 0xd800 && code <= 0xdfff)) {
      out += `\\u{${code.toString(16)}}`;
    } else out += ch;
  }
  return out + '"';
}

/** Bidi controls and line separators: escaped in every language so that code reads as it runs. */
function isFormatCharacter(code: number): boolean {
  return (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069) || code === 0x200e || code === 0x200f || code === 0x061c || code === 0x2028 || code === 0x2029;
}

function swiftLiteral(value: unknown): string {
  if (typeof value === "string") return swiftString(value);
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "boolean") return String(value);
  if (value === null || value === undefined) return "nil";
  throw new Error(`cannot write a ${Array.isArray(value) ? "list" : typeof value} as a Swift literal`);
}

export default defineLanguage({
  id: "swift",
  extension: "swift",
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
  runtime: null,
});
