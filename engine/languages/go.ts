// Go: net/http + encoding/json snippets, a `main` package ready for `go run`.
import { C_ESCAPES, doubleQuotedWriter, finiteNumber, hexEscape, nestedLiteral, u4Escape, wtf8Bytes } from "../literals.ts";
import { defineLanguage, identifierRule } from "./types.ts";


/**
 * A Go interpreted string literal. Go strings are UTF-8 bytes: a lone surrogate (which UTF-8 cannot
 * hold) is written as the three bytes its WTF-8 form has, the nearest a Go string comes to it.
 */
export const goString = doubleQuotedWriter({ escapes: C_ESCAPES, control: hexEscape, format: u4Escape, loneSurrogate: wtf8Bytes });

const goNumber = finiteNumber("Go's encoding/json cannot send the number");

/**
 * A Go value for encoding/json (`indent` counts tabs): strings, numbers, bools, nil, `[]any{...}` and
 * `map[string]any{...}`, indented with tabs (gofmt's indentation); every element broken over lines ends
 * in a comma, as Go requires.
 */
export const goLiteral = nestedLiteral({
  step: "\t",
  columns: 4,
  string: goString,
  number: goNumber,
  null: "nil",
  list: { open: "[]any{", close: "}", empty: "[]any{}" },
  map: { open: () => "map[string]any{", close: "}", empty: "map[string]any{}" },
  entry: (key, written) => `${goString(key)}: ${written}`,
  trailingCommas: true,
});

/** Reads a path out of a decoded JSON value (`any`): map keys and list indexes, with type assertions. */
export function goAccess(path: unknown): string {
  if (!Array.isArray(path)) throw new Error("goAccess: the path must be a list");
  return path
    .map((key) => (typeof key === "number" ? `.([]any)[${goNumber(key)}]` : `.(map[string]any)[${goString(String(key))}]`))
    .join("");
}

export default defineLanguage({
  lineComment: "//",
  isIdentifier: identifierRule([
    "break", "case", "chan", "const", "continue", "default", "defer", "else", "fallthrough", "for", "func", "go",
    "goto", "if", "import", "interface", "map", "package", "range", "return", "select", "struct", "switch", "type",
    "var",
  ]),
  literals: { go: goLiteral },
  helpers: { goAccess: (path) => goAccess(path as (string | number)[]) },
  grammar: { name: "go", holding: (literal) => `package main\n\nvar x = ${literal}\n` },
  highlighter: { legacyMode: "go" },
});
