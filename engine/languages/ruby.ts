// Ruby (net/http + json from the standard library): plain-HTTP inference snippets.
import { braceEscape, bracketPath, C_ESCAPES, doubleQuotedWriter, namingNonFinite, nestedLiteral, singleQuotedWhenPrintable, wtf8Bytes } from "../literals.ts";
import { defineLanguage, identifierRule } from "./types.ts";

const RESERVED = [
  "BEGIN", "END", "alias", "and", "begin", "break", "case", "class", "def", "defined?", "do", "else", "elsif", "end",
  "ensure", "false", "for", "if", "in", "module", "next", "nil", "not", "or", "redo", "rescue", "retry", "return",
  "self", "super", "then", "true", "undef", "unless", "until", "when", "while", "yield", "__FILE__", "__LINE__",
  "__ENCODING__",
];

const rubyDoubleQuoted = doubleQuotedWriter({
  escapes: { ...C_ESCAPES, "#": "\\#", "\v": "\\v", "\f": "\\f", "\x1b": "\\e" },
  control: braceEscape,
  loneSurrogate: wtf8Bytes,
});

/**
 * A Ruby string literal: single-quoted (no interpolation; only `\\` and `\'` escaped) when every character
 * is printable, else double-quoted with `#` escaped (so no `#{}`, `#@` or `#$` interpolates) and every
 * invisible character an escape. A lone surrogate, which no Ruby `\u` escape accepts, is written as the
 * bytes it would be in UTF-8.
 */
export const rubyString = singleQuotedWhenPrintable(rubyDoubleQuoted);

/** Keys written as symbol labels (`inputs: ...`); JSON.generate writes them as strings. */
const LABEL = /^[a-z_][A-Za-z0-9_]*$/;

/** A Ruby literal: arrays and hashes, which JSON.generate writes as JSON lists and objects. */
export const rubyLiteral = nestedLiteral({
  step: "  ",
  string: rubyString,
  number: namingNonFinite("Float::NAN", "Float::INFINITY"),
  null: "nil",
  entry: (key, written) => (LABEL.test(key) ? `${key}: ${written}` : `${rubyString(key)} => ${written}`),
});

/** `['choices'][0]['message']`: the path into a parsed JSON answer (string keys). */
export const rbAccess = bracketPath(rubyLiteral);

export default defineLanguage({
  extension: "rb",
  lineComment: "#",
  isIdentifier: identifierRule(RESERVED),
  literals: { rb: rubyLiteral },
  helpers: { rbAccess },
  grammar: { name: "ruby", holding: (literal) => `x = ${literal}\n` },
  highlighter: { legacyMode: "ruby" },
});
