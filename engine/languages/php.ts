// PHP (8.x, the curl extension): plain-HTTP inference snippets.
import { braceEscape, hasFormatCharacter, structuredLiteral, UNPRINTABLE, type NestedSyntax } from "../literals.ts";
import { defineLanguage, identifierRule } from "./types.ts";

function hex2(code: number): string {
  return code.toString(16).padStart(2, "0");
}

/** The UTF-8 bytes PHP would hold for a lone surrogate, as `\xHH` escapes (PHP strings are bytes). */
function surrogateBytes(code: number): string {
  return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `\\x${hex2(b)}`).join("");
}

const DOUBLE_QUOTED_ESCAPES: Record<string, string> = {
  "\\": "\\\\", '"': '\\"', $: "\\$", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\v": "\\v", "\f": "\\f", "\x1b": "\\e",
};

const QUOTE_OR_BACKSLASH = /[\\']/;

/**
 * A PHP string literal: single-quoted (no interpolation at all; only `\\` and `\'` escaped) when every
 * character is printable, else double-quoted with `$` escaped and every invisible character an escape.
 */
export function phpString(value: string): string {
  if (!UNPRINTABLE.test(value)) return `'${QUOTE_OR_BACKSLASH.test(value) ? value.replace(/[\\']/g, (c) => `\\${c}`) : value}'`;
  let out = '"';
  for (let i = 0; i < value.length; i++) {
    const ch = value[i]!;
    const code = value.charCodeAt(i);
    const high = code >= 0xd800 && code <= 0xdbff;
    const next = value.charCodeAt(i + 1);
    if (DOUBLE_QUOTED_ESCAPES[ch]) out += DOUBLE_QUOTED_ESCAPES[ch];
    else if (code < 0x20) out += `\\x${hex2(code)}`;
    else if (high && next >= 0xdc00 && next <= 0xdfff) out += ch + value[++i];
    else if (code >= 0xd800 && code <= 0xdfff) out += surrogateBytes(code);
    else if ((code >= 0x7f && code <= 0x9f) || hasFormatCharacter(ch)) out += braceEscape(code);
    else out += ch;
  }
  return `${out}"`;
}

function phpNumber(value: number): string {
  if (Number.isFinite(value)) return String(value);
  return Number.isNaN(value) ? "NAN" : value > 0 ? "INF" : "-INF";
}

/** Keys PHP turns into integers, which could make json_encode write a map as a list. */
const INTEGER_KEY = /^(0|-?[1-9][0-9]*)$/;

const PHP_SYNTAX: NestedSyntax = {
  indent: 4,
  string: phpString,
  number: phpNumber,
  boolean: (value) => String(value),
  null: "null",
  ref: (name) => `$${name}`,
  list: { open: "[", close: "]", empty: "[]" },
  // An array with integer keys would be encoded as a JSON list; as an object it stays a JSON object.
  map: { open: (keys) => (keys.some((k) => INTEGER_KEY.test(k)) ? "(object) [" : "["), close: "]", empty: "new stdClass()" },
  entry: (key, written) => `${phpString(key)} => ${written}`,
};

/** A PHP literal: arrays for lists and maps (json_encode writes them as JSON lists and objects). */
export const phpLiteral = (value: unknown, indent = 0) => structuredLiteral(PHP_SYNTAX, value, indent);

/** `['choices'][0]['message']`: the path into a decoded (associative) JSON answer. */
export const phpAccess = (path: unknown) => (path as (string | number)[]).map((key) => `[${phpLiteral(key)}]`).join("");

export default defineLanguage({
  id: "php",
  extension: "php",
  lineComment: "//",
  literals: { php: phpLiteral },
  helpers: { phpAccess },
  isIdentifier: identifierRule([
    "abstract", "and", "array", "as", "break", "callable", "case", "catch", "class", "clone", "const", "continue",
    "declare", "default", "do", "echo", "else", "elseif", "empty", "enddeclare", "endfor", "endforeach", "endif",
    "endswitch", "endwhile", "enum", "eval", "exit", "extends", "false", "final", "finally", "fn", "for", "foreach",
    "function", "global", "goto", "if", "implements", "include", "include_once", "instanceof", "insteadof",
    "interface", "isset", "list", "match", "namespace", "new", "null", "or", "parent", "print", "private",
    "protected", "public", "readonly", "require", "require_once", "return", "self", "static", "switch", "this",
    "throw", "trait", "true", "try", "unset", "use", "var", "while", "xor", "yield", "GLOBALS", "_SERVER", "_GET",
    "_POST", "_FILES", "_COOKIE", "_SESSION", "_REQUEST", "_ENV",
  ]),
  grammar: "php",
  runtime: { command: "php", args: [], file: "snippet.php" },
});
