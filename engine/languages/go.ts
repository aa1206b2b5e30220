// Go: net/http + encoding/json snippets, a `main` package ready for `go run`.
import { CodeRef, hasFormatCharacter, isPlainString } from "../literals.ts";
import { defineLanguage, identifierRule } from "./types.ts";

const hex = (code: number, width: number) => code.toString(16).padStart(width, "0");

/**
 * A Go interpreted string literal. Go strings are UTF-8 bytes: a lone surrogate (which UTF-8 cannot
 * hold) is written as the three bytes its WTF-8 form has, the nearest a Go string comes to it.
 */
export function goString(value: string): string {
  if (isPlainString(value)) return `"${value}"`;
  let out = '"';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (ch === "\\") out += "\\\\";
    else if (ch === '"') out += '\\"';
    else if (ch === "\n") out += "\\n";
    else if (ch === "\r") out += "\\r";
    else if (ch === "\t") out += "\\t";
    else if (code < 0x20 || code === 0x7f) out += `\\x${hex(code, 2)}`;
    else if (code >= 0xd800 && code <= 0xdfff) {
      out += `\\x${hex(0xe0 | (code >> 12), 2)}\\x${hex(0x80 | ((code >> 6) & 0x3f), 2)}\\x${hex(0x80 | (code & 0x3f), 2)}`;
    } else if (hasFormatCharacter(ch)) out += `\\u${hex(code, 4)}`;
    else out += ch;
  }
  return out + '"';
}

function goNumber(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`Go's encoding/json cannot send the number ${value}`);
  return String(value);
}

/**
 * A Go value for encoding/json: strings, numbers, bools, nil, `[]any{...}` and `map[string]any{...}`.
 * `indent` counts tabs (gofmt's indentation); nested levels add one, and every multi-line element ends
 * in a comma, as Go requires.
 */
export function goLiteral(value: unknown, indent = 0): string {
  if (value === null || value === undefined) return "nil";
  if (typeof value === "string") return goString(value);
  if (typeof value === "number") return goNumber(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  if (value instanceof CodeRef) return value.name;
  const pad = "\t".repeat(indent);
  const inner = pad + "\t";
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]any{}";
    const items = Array.from(value, (item) => goLiteral(item, indent + 1));
    const inline = `[]any{${items.join(", ")}}`;
    if (value.every((item) => item === null || typeof item !== "object") && inline.length + indent * 4 <= 72) return inline;
    return `[]any{\n${items.map((item) => `${inner}${item},\n`).join("")}${pad}}`;
  }
  if (typeof value === "object") {
    // A plain loop: this runs for every request body of every Go snippet.
    const record = value as Record<string, unknown>;
    let out = "";
    for (const key of Object.keys(record)) {
      const item = record[key];
      if (item !== undefined) out += `${inner}${goString(key)}: ${goLiteral(item, indent + 1)},\n`;
    }
    return out ? `map[string]any{\n${out}${pad}}` : "map[string]any{}";
  }
  throw new Error(`cannot write a ${typeof value} as a Go literal`);
}

/** Reads a path out of a decoded JSON value (`any`): map keys and list indexes, with type assertions. */
export function goAccess(path: unknown): string {
  if (!Array.isArray(path)) throw new Error("goAccess: the path must be a list");
  return path
    .map((key) => (typeof key === "number" ? `.([]any)[${goNumber(key)}]` : `.(map[string]any)[${goString(String(key))}]`))
    .join("");
}

export default defineLanguage({
  id: "go",
  extension: "go",
  lineComment: "//",
  literals: { go: goLiteral },
  helpers: { goAccess: (path) => goAccess(path as (string | number)[]) },
  isIdentifier: identifierRule([
    "break", "case", "chan", "const", "continue", "default", "defer", "else", "fallthrough", "for", "func", "go",
    "goto", "if", "import", "interface", "map", "package", "range", "return", "select", "struct", "switch", "type",
    "var",
  ]),
  grammar: "go",
  runtime: { command: "go", args: ["run"], file: "main.go", compiled: true },
});
