// POSIX shell (bash): curl commands, installs, CLIs.
import { CodeRef, FORMAT_CLASS, hex, identifier, jsonLiteral, REF_MARK } from "../literals.ts";
import { defineLanguage } from "./types.ts";

/** A single-quoted POSIX shell word. Shell arguments cannot hold NUL, so that is an error. */
export function shString(value: string): string {
  // Most words hold no quote, NUL or invisible character: quoted as they are, after one scan.
  if (!SH_SPECIAL.test(value)) return `'${value}'`;
  if (value.includes("\0")) throw new Error("a shell argument cannot contain a NUL character");
  if (SH_INVISIBLE.test(value)) return shAnsiString(value);
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** Characters a single-quoted word would hold invisibly: controls other than tab and newline, and format characters. */
const SH_INVISIBLE = new RegExp(`[\\x01-\\x08\\x0b-\\x1f${FORMAT_CLASS}]`);
/** What makes a single-quoted word more than the value in quotes: a quote, NUL, or an invisible character. */
const SH_SPECIAL = new RegExp(`['\\x00-\\x08\\x0b-\\x1f${FORMAT_CLASS}]`);

/** A bash ANSI-C quoted word ($'...'), where every invisible character is a visible escape. */
function shAnsiString(value: string): string {
  let out = "$'";
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (ch === "\\") out += "\\\\";
    else if (ch === "'") out += "\\'";
    else if (ch === "\n") out += "\\n";
    else if (ch === "\t") out += "\\t";
    else if (code < 0x20 || code === 0x7f) out += `\\x${hex(code, 2)}`;
    else if (SH_INVISIBLE.test(ch)) out += `\\u${hex(code, 4)}`;
    else out += ch;
  }
  return `${out}'`;
}

/**
 * Whether the JSON text of a value (jsonLiteral) holds a single quote or a code reference: the only
 * characters of it a single-quoted shell word cannot hold as they are, since jsString escapes every
 * control and format character. Decided from the value, so the text itself is never scanned.
 */
function quoteOrRefIn(v: unknown): boolean {
  if (typeof v === "string") return v.includes("'");
  if (v === null || typeof v !== "object") return false;
  if (v instanceof CodeRef) return true;
  return quoteOrRefInComposite(v);
}

function quoteOrRefInComposite(v: object): boolean {
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (quoteOrRefIn(v[i])) return true;
    return false;
  }
  const record = v as Record<string, unknown>;
  for (const k of Object.keys(record)) if (k.includes("'") || quoteOrRefIn(record[k])) return true;
  return false;
}

/** A shell word holding `value`: strings as they are, anything else as its JSON text. */
export function shLiteral(value: unknown, indent = 0): string {
  if (typeof value === "string") return shString(value);
  const json = jsonLiteral(value, indent);
  if (!quoteOrRefIn(value)) return `'${json}'`;
  if (!json.includes(REF_MARK)) return json ? shString(json) : "";
  const parts = json.split(REF_MARK);
  // Even parts are JSON text, odd parts names of shell variables spliced in double quotes.
  return parts.map((part, i) => (i % 2 === 0 ? (part ? shString(part) : "") : `"$${identifier(part)}"`)).join("");
}


export default defineLanguage({
  lineComment: "#",
  // Shell snippets never print record values as names.
  isIdentifier: () => false,
  literals: { sh: shLiteral },
  grammar: { name: "bash", holding: (literal) => `echo ${literal}\n` },
  highlighter: { legacyMode: "shell" },
});
