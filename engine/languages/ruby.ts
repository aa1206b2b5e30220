// Ruby (net/http + json from the standard library): plain-HTTP inference snippets.
import { braceEscape, hasFormatCharacter, structuredLiteral, UNPRINTABLE, type NestedSyntax } from "../literals.ts";
import { defineLanguage, identifierRule } from "./types.ts";

const RESERVED = [
  "BEGIN", "END", "alias", "and", "begin", "break", "case", "class", "def", "defined?", "do", "else", "elsif", "end",
  "ensure", "false", "for", "if", "in", "module", "next", "nil", "not", "or", "redo", "rescue", "retry", "return",
  "self", "super", "then", "true", "undef", "unless", "until", "when", "while", "yield", "__FILE__", "__LINE__",
  "__ENCODING__",
];

const DOUBLE_QUOTED_ESCAPES: Record<string, string> = {
  "\\": "\\\\", '"': '\\"', "#": "\\#", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\v": "\\v", "\f": "\\f", "\x1b": "\\e",
};

const QUOTE_OR_BACKSLASH = /[\\']/;

/**
 * A Ruby string literal: single-quoted (no interpolation; only `\\` and `\'` escaped) when every character
 * is printable, else double-quoted with `#` escaped (so no `#{}`, `#@` or `#$` interpolates) and every
 * invisible character an escape. A lone surrogate, which no Ruby `\u` escape accepts, is written as the
 * bytes it would be in UTF-8.
 */
export function rubyString(value: string): string {
  if (!UNPRINTABLE.test(value)) return `'${QUOTE_OR_BACKSLASH.test(value) ? value.replace(/[\\']/g, (c) => `\\${c}`) : value}'`;
  let out = '"';
  for (let i = 0; i < value.length; i++) {
    const ch = value[i]!;
    const code = value.charCodeAt(i);
    const next = value.charCodeAt(i + 1);
    if (DOUBLE_QUOTED_ESCAPES[ch]) out += DOUBLE_QUOTED_ESCAPES[ch];
    else if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) out += ch + value[++i];
    else if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `\\x${b.toString(16)}`).join("");
    } else if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || hasFormatCharacter(ch)) out += braceEscape(code);
    else out += ch;
  }
  return `${out}"`;
}

function rubyNumber(value: number): string {
  if (Number.isFinite(value)) return String(value);
  return Number.isNaN(value) ? "Float::NAN" : value > 0 ? "Float::INFINITY" : "-Float::INFINITY";
}

/** Keys written as symbol labels (`inputs: ...`); JSON.generate writes them as strings. */
const LABEL = /^[a-z_][A-Za-z0-9_]*$/;

const RUBY_SYNTAX: NestedSyntax = {
  indent: 2,
  string: rubyString,
  number: rubyNumber,
  boolean: (value) => String(value),
  null: "nil",
  ref: (name) => name,
  list: { open: "[", close: "]", empty: "[]" },
  map: { open: () => "{", close: "}", empty: "{}" },
  entry: (key, written) => (LABEL.test(key) ? `${key}: ${written}` : `${rubyString(key)} => ${written}`),
};

/** A Ruby literal: arrays and hashes, which JSON.generate writes as JSON lists and objects. */
export const rubyLiteral = (value: unknown, indent = 0) => structuredLiteral(RUBY_SYNTAX, value, indent);

/** `['choices'][0]['message']`: the path into a parsed JSON answer (string keys). */
export const rbAccess = (path: unknown) => (path as (string | number)[]).map((key) => `[${rubyLiteral(key)}]`).join("");

export default defineLanguage({
  id: "ruby",
  extension: "rb",
  lineComment: "#",
  literals: { rb: rubyLiteral },
  helpers: { rbAccess },
  isIdentifier: identifierRule(RESERVED),
  grammar: "ruby",
  runtime: { command: "ruby", args: [], file: "snippet.rb" },
});
