// Ruby (net/http + json from the standard library): plain-HTTP inference snippets.
import { backslashSingleQuoted, braceEscape, bracketPath, C_ESCAPES, doubleQuotedWriter, nestedSyntax, NOT_PLAIN_SINGLE_QUOTED, structuredLiteral, UNPRINTABLE, wtf8Bytes } from "../literals.ts";
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
export function rubyString(value: string): string {
  if (!NOT_PLAIN_SINGLE_QUOTED.test(value)) return `'${value}'`;
  if (!UNPRINTABLE.test(value)) return backslashSingleQuoted(value);
  return rubyDoubleQuoted(value);
}

function rubyNumber(value: number): string {
  if (Number.isFinite(value)) return String(value);
  return Number.isNaN(value) ? "Float::NAN" : value > 0 ? "Float::INFINITY" : "-Float::INFINITY";
}

/** Keys written as symbol labels (`inputs: ...`); JSON.generate writes them as strings. */
const LABEL = /^[a-z_][A-Za-z0-9_]*$/;

const RUBY_SYNTAX = nestedSyntax({
  step: "  ",
  string: rubyString,
  number: rubyNumber,
  boolean: (value) => String(value),
  null: "nil",
  entry: (key, written) => (LABEL.test(key) ? `${key}: ${written}` : `${rubyString(key)} => ${written}`),
});

/** A Ruby literal: arrays and hashes, which JSON.generate writes as JSON lists and objects. */
export const rubyLiteral = (value: unknown, indent = 0) => structuredLiteral(RUBY_SYNTAX, value, indent);

/** `['choices'][0]['message']`: the path into a parsed JSON answer (string keys). */
export const rbAccess = bracketPath(rubyLiteral);

export default defineLanguage({
  id: "ruby",
  extension: "rb",
  lineComment: "#",
  literals: { rb: rubyLiteral },
  helpers: { rbAccess },
  isIdentifier: identifierRule(RESERVED),
  grammar: "ruby",
  holding: (literal) => `x = ${literal}\n`,
  highlighter: { legacyMode: "ruby" },
});
