// Go: net/http + encoding/json snippets, a `main` package ready for `go run`.
import { C_ESCAPES, CodeRef, doubleQuotedWriter, hexEscape, u4Escape, wtf8Bytes, keepingConstantsAt } from "../literals.ts";
import { defineLanguage, identifierRule } from "./types.ts";


/**
 * A Go interpreted string literal. Go strings are UTF-8 bytes: a lone surrogate (which UTF-8 cannot
 * hold) is written as the three bytes its WTF-8 form has, the nearest a Go string comes to it.
 */
export const goString = doubleQuotedWriter({ escapes: C_ESCAPES, control: hexEscape, format: u4Escape, loneSurrogate: wtf8Bytes });

const TABS: readonly string[] = Array.from({ length: 9 }, (_, n) => "\t".repeat(n));

function goNumber(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`Go's encoding/json cannot send the number ${value}`);
  return String(value);
}

/**
 * A Go value for encoding/json: strings, numbers, bools, nil, `[]any{...}` and `map[string]any{...}`.
 * `indent` counts tabs (gofmt's indentation); nested levels add one, and every multi-line element ends
 * in a comma, as Go requires.
 */
function writeGoLiteral(value: unknown, indent: number): string {
  if (value === null || value === undefined) return "nil";
  if (typeof value === "string") return goString(value);
  if (typeof value === "number") return goNumber(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  if (value instanceof CodeRef) return value.name;
  const pad = TABS[indent] ?? "\t".repeat(indent);
  const inner = pad + "\t";
  if (Array.isArray(value)) {
    const n = value.length;
    if (n === 0) return "[]any{}";
    // Plain loops: holes are visited as undefined (as Array.from did).
    const items = new Array<string>(n);
    let scalars = true;
    for (let i = 0; i < n; i++) {
      const item = value[i];
      items[i] = goLiteral(item, indent + 1);
      if (item !== null && typeof item === "object") scalars = false;
    }
    if (scalars) {
      const inline = `[]any{${items.join(", ")}}`;
      if (inline.length + indent * 4 <= 72) return inline;
    }
    let out = "[]any{\n";
    for (let i = 0; i < n; i++) out += `${inner}${items[i]},\n`;
    return `${out}${pad}}`;
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

/** Catalogue constants (see constantData) are written once per indent; nested levels come back through here. */
const keptGoLiteral = keepingConstantsAt(writeGoLiteral);

export function goLiteral(value: unknown, indent = 0): string {
  return keptGoLiteral(value, indent);
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
  highlighter: { legacyMode: "go" },
});
