// Swift (WhisperKit snippets).
import { hasFormatCharacter } from "../literals.ts";
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
    else if (code < 0x20 || hasFormatCharacter(ch) || (code >= 0xd800 && code <= 0xdfff)) {
      out += `\\u{${code.toString(16)}}`;
    } else out += ch;
  }
  return out + '"';
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
