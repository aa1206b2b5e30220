// R (httr2, with jsonlite): plain-HTTP inference snippets.
import { braceEscape, C_ESCAPES, CodeRef, doubleQuotedWriter, isPlainString, jsonLiteral, namingNonFinite, nestedLiteral } from "../literals.ts";
import { defineLanguage } from "./types.ts";

const RESERVED = new Set([
  "if", "else", "repeat", "while", "function", "for", "in", "next", "break", "TRUE", "FALSE", "NULL", "Inf", "NaN",
  "NA", "NA_integer_", "NA_real_", "NA_character_", "NA_complex_",
]);

/** A syntactic R name (not reserved, not `...` or `..1`). */
export function isRName(value: unknown): value is string {
  return typeof value === "string" && R_NAME.test(value) && !RESERVED.has(value) && !DOTS.test(value);
}

const R_NAME = /^([A-Za-z]|\.(?![0-9]))[A-Za-z0-9._]*$/;
const DOTS = /^\.\.(\.|[0-9]+$)/;

/** NUL or any surrogate: a string without one is representable, decided by one simple scan. */
const MAYBE_UNREPRESENTABLE = /[\0\ud800-\udfff]/;
const UNREPRESENTABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What an R character string cannot hold: NUL, and lone surrogates (no `\u` escape writes one). */
function unrepresentable(value: string): boolean {
  return MAYBE_UNREPRESENTABLE.test(value) && UNREPRESENTABLE.test(value);
}

/** Whether a map has a key R cannot write (a plain loop: this runs for every map of every R body). */
function hasUnrepresentableKey(value: object): boolean {
  for (const key in value) if (Object.hasOwn(value, key) && unrepresentable(key)) return true;
  return false;
}

/**
 * An R string literal, double-quoted (R has no interpolation). Invisible characters are `\u{...}`
 * escapes only: R refuses a string that mixes `\u` with `\x` escapes. NUL and lone surrogates never
 * reach it (see rVerbatim).
 */
export const rString = doubleQuotedWriter({
  escapes: C_ESCAPES,
  control: braceEscape,
  loneSurrogate: () => {
    throw new Error("an R string cannot hold a lone surrogate");
  },
});

/**
 * A value R cannot hold in a list bound for JSON: a string with NUL or a lone surrogate, or a map with
 * such a key. It is written as its JSON text marked with class "json", which jsonlite copies verbatim
 * when called with json_verbatim = TRUE (see rJsonOptions); the service then receives exactly the value.
 */
function rVerbatim(value: unknown): string | undefined {
  if (value === null || typeof value !== "object" || Array.isArray(value) || value instanceof CodeRef || !hasUnrepresentableKey(value)) {
    return undefined;
  }
  return verbatim(value);
}

/** A string value: written as it is in quotes after one scan, unless it holds what R cannot (see rVerbatim). */
function rStringValue(value: string): string {
  if (isPlainString(value)) return `"${value}"`;
  return unrepresentable(value) ? verbatim(value) : rString(value);
}

function verbatim(value: unknown): string {
  const json = jsonLiteral(value);
  if (json.includes("\0")) throw new Error("R cannot hold this value: a map with a key R cannot write, around a variable of the snippet");
  return `structure(${rString(json)}, class = "json")`;
}

/** A list name: bare where R reads it as a name, else a string. */
const rKey = (key: string) => (isRName(key) ? key : rString(key));

/** An R literal: unnamed lists for JSON lists, named lists for JSON objects (httr2's req_body_json). */
export const rLiteral = nestedLiteral({
  step: "  ",
  string: rStringValue,
  number: namingNonFinite("NaN", "Inf"),
  boolean: (value) => (value ? "TRUE" : "FALSE"),
  null: "NULL",
  list: { open: "list(", close: ")", empty: "list()" },
  // jsonlite writes a named list as a JSON object, and an empty one only when it has (empty) names.
  map: { open: () => "list(", close: ")", empty: "structure(list(), names = character(0))" },
  entry: (key, written) => `${rKey(key)} = ${written}`,
  special: rVerbatim,
});

// Plain loops, no closures: this walks every R request body. Holes are skipped (as some() did).
function hasVerbatim(value: unknown): boolean {
  if (typeof value === "string") return unrepresentable(value);
  return value !== null && typeof value === "object" && hasVerbatimComposite(value);
}

function hasVerbatimComposite(value: object): boolean {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (i in value && hasVerbatim(value[i])) return true;
    return false;
  }
  if (value && typeof value === "object") {
    if (hasUnrepresentableKey(value)) return true;
    const record = value as Record<string, unknown>;
    for (const key in record) if (Object.hasOwn(record, key) && hasVerbatim(record[key])) return true;
  }
  return false;
}

/** The extra req_body_json argument a body needs: json_verbatim when it holds a string R cannot. */
export const rJsonOptions = (value: unknown) => (hasVerbatim(value) ? ", json_verbatim = TRUE" : "");

/** `$choices[[1]]$message`: the path into a parsed JSON answer; R counts list items from 1. */
export const rAccess = (path: unknown) =>
  (path as (string | number)[])
    .map((key) => (typeof key === "number" ? `[[${key + 1}]]` : isRName(key) ? `$${key}` : `[[${rString(key)}]]`))
    .join("");

export default defineLanguage({
  extension: "R",
  lineComment: "#",
  // R snippets never print record values as names (only their own variables); isRName decides where a
  // key may be written bare (list names, `$` access).
  isIdentifier: () => false,
  literals: { r: rLiteral },
  helpers: { rAccess, rJsonOptions },
  grammar: { name: "r", holding: (literal) => `x <- ${literal}\n` },
  highlighter: { legacyMode: "r" },
});
