// Rust: reqwest (blocking, json) + serde_json snippets; bodies are written with serde_json's json! macro.
import { braceEscape, C_ESCAPES, CodeRef, doubleQuotedWriter, spaces, keepingConstantsAt } from "../literals.ts";
import { defineLanguage, identifierRule } from "./types.ts";

/**
 * A Rust string literal. Rust strings are UTF-8, so a lone surrogate cannot be held: it is written as
 * U+FFFD, the character serde_json would send for it anyway.
 */
export const rustString = doubleQuotedWriter({ escapes: C_ESCAPES, control: braceEscape, loneSurrogate: () => "\\u{fffd}" });

function rustNumber(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`serde_json cannot send the number ${value}`);
  return String(value);
}

/**
 * A value inside serde_json's `json!` macro: JSON syntax whose strings are Rust string literals and whose
 * code references are Rust expressions. `indent` is in spaces; nested levels add four.
 */
function writeRustJson(value: unknown, indent: number): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "string") return rustString(value);
  if (typeof value === "number") return rustNumber(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  if (value instanceof CodeRef) return value.name;
  const pad = spaces(indent);
  const inner = pad + "    ";
  if (Array.isArray(value)) {
    const n = value.length;
    if (n === 0) return "[]";
    // Plain loops: holes are visited as undefined (as Array.from did).
    const items = new Array<string>(n);
    let scalars = true;
    for (let i = 0; i < n; i++) {
      const item = value[i];
      items[i] = rustJson(item, indent + 4);
      if (item !== null && typeof item === "object") scalars = false;
    }
    if (scalars) {
      const inline = `[${items.join(", ")}]`;
      if (inline.length + indent <= 72) return inline;
    }
    return `[\n${inner}${items.join(`,\n${inner}`)}\n${pad}]`;
  }
  if (typeof value === "object") {
    // A plain loop: this runs for every request body of every Rust snippet.
    const record = value as Record<string, unknown>;
    let out = "";
    for (const key of Object.keys(record)) {
      const item = record[key];
      if (item !== undefined) out += `${out ? ",\n" : ""}${inner}${rustString(key)}: ${rustJson(item, indent + 4)}`;
    }
    return out ? `{\n${out}\n${pad}}` : "{}";
  }
  throw new Error(`cannot write a ${typeof value} as a Rust literal`);
}

/** Catalogue constants (see constantData) are written once per indent; nested levels come back through here. */
const keptRustJson = keepingConstantsAt(writeRustJson);

export function rustJson(value: unknown, indent = 0): string {
  return keptRustJson(value, indent);
}

/** Indexes a serde_json::Value along a path: `["choices"][0]`. */
export function rustAccess(path: unknown): string {
  if (!Array.isArray(path)) throw new Error("rustAccess: the path must be a list");
  return path.map((key) => `[${typeof key === "number" ? rustNumber(key) : rustString(String(key))}]`).join("");
}

export default defineLanguage({
  id: "rust",
  extension: "rs",
  lineComment: "//",
  literals: { rust: rustJson },
  helpers: { rustAccess: (path) => rustAccess(path as (string | number)[]) },
  isIdentifier: identifierRule([
    "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum", "extern", "false", "fn",
    "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return", "self", "Self",
    "static", "struct", "super", "trait", "true", "type", "unsafe", "use", "where", "while", "abstract", "become",
    "box", "do", "final", "macro", "override", "priv", "try", "typeof", "unsized", "virtual", "yield",
  ]),
  grammar: "rust",
  highlighter: { legacyMode: "rust" },
});
