// PHP (8.x, the curl extension): plain-HTTP inference snippets.
import { braceEscape, bracketPath, C_ESCAPES, doubleQuotedWriter, hexEscape, namingNonFinite, nestedLiteral, singleQuotedWhenPrintable, wtf8Bytes } from "../literals.ts";
import { defineLanguage, identifierRule } from "./types.ts";

const phpDoubleQuoted = doubleQuotedWriter({
  escapes: { ...C_ESCAPES, $: "\\$", "\v": "\\v", "\f": "\\f", "\x1b": "\\e" },
  control: hexEscape,
  format: braceEscape,
  loneSurrogate: wtf8Bytes, // PHP strings are bytes: the UTF-8 bytes PHP would hold for it
});

/**
 * A PHP string literal: single-quoted (no interpolation at all; only `\\` and `\'` escaped) when every
 * character is printable, else double-quoted with `$` escaped and every invisible character an escape.
 */
export const phpString = singleQuotedWhenPrintable(phpDoubleQuoted);

/** Keys PHP turns into integers, which could make json_encode write a map as a list. */
const INTEGER_KEY = /^(0|-?[1-9][0-9]*)$/;

function hasIntegerKey(keys: string[]): boolean {
  for (let i = 0; i < keys.length; i++) if (INTEGER_KEY.test(keys[i]!)) return true;
  return false;
}

/** A PHP literal: arrays for lists and maps (json_encode writes them as JSON lists and objects). */
export const phpLiteral = nestedLiteral({
  string: phpString,
  number: namingNonFinite("NAN", "INF"),
  null: "null",
  ref: (name) => `$${name}`,
  // An array with integer keys would be encoded as a JSON list; as an object it stays a JSON object.
  map: { open: (keys) => (hasIntegerKey(keys) ? "(object) [" : "["), close: "]", empty: "new stdClass()" },
  entry: (key, written) => `${phpString(key)} => ${written}`,
});

/** `['choices'][0]['message']`: the path into a decoded (associative) JSON answer. */
export const phpAccess = bracketPath(phpLiteral);

export default defineLanguage({
  lineComment: "//",
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
  literals: { php: phpLiteral },
  helpers: { phpAccess },
  grammar: { name: "php", holding: (literal) => `<?php\n$x = ${literal};\n` },
  highlighter: null,
});
