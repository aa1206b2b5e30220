// Rust: reqwest (blocking, json) + serde_json snippets; bodies are written with serde_json's json! macro.
import { braceEscape, C_ESCAPES, doubleQuotedWriter, finiteNumber, indexPath, nestedLiteral } from "../literals.ts";
import { defineLanguage, identifierRule } from "./types.ts";

/**
 * A Rust string literal. Rust strings are UTF-8, so a lone surrogate cannot be held: it is written as
 * U+FFFD, the character serde_json would send for it anyway.
 */
export const rustString = doubleQuotedWriter({ escapes: C_ESCAPES, control: braceEscape, loneSurrogate: () => "\\u{fffd}" });

const rustNumber = finiteNumber("serde_json cannot send the number");

/**
 * A `json!` value for `value` (`indent` in spaces): inside serde_json's `json!` macro, JSON syntax whose
 * strings are Rust string literals and whose code references are Rust expressions.
 */
export const rustJson = nestedLiteral({
  string: rustString,
  number: rustNumber,
  null: "null",
  entry: (key, written) => `${rustString(key)}: ${written}`,
});

/** Indexes a serde_json::Value along a path: `["choices"][0]`. */
export const rustAccess = indexPath("rustAccess", rustNumber, rustString);

export default defineLanguage({
  extension: "rs",
  lineComment: "//",
  isIdentifier: identifierRule([
    "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum", "extern", "false", "fn",
    "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return", "self", "Self",
    "static", "struct", "super", "trait", "true", "type", "unsafe", "use", "where", "while", "abstract", "become",
    "box", "do", "final", "macro", "override", "priv", "try", "typeof", "unsized", "virtual", "yield",
  ]),
  literals: { rust: rustJson },
  helpers: { rustAccess },
  grammar: { name: "rust", holding: (literal) => `fn main() {\n    let x = ${literal};\n}\n` },
  highlighter: { legacyMode: "rust" },
});
