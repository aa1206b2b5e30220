// Java: java.net.http.HttpClient snippets, one `Main` class runnable as `java Main.java` (Java 17+).
// The JDK has no JSON library, so request bodies are JSON text in a text block.
import { C_ESCAPES, CodeRef, REF_MARK, doubleQuotedWriter, isPlainString, jsonInMargin, jsonLiteral, scalarLiteral, spaces, u4Escape } from "../literals.ts";
import { defineLanguage, identifierRule } from "./types.ts";


/**
 * A Java string literal. Controls are octal escapes; format characters and lone surrogates are `\uXXXX`
 * escapes, which Java translates before it reads the literal, so none of them may be a quote, a
 * backslash or a line break (those have their own escapes). A backslash is always doubled, so a `\u` in
 * the value can never become an escape.
 */
export const javaString = doubleQuotedWriter({
  escapes: C_ESCAPES,
  control: (code) => `\\${code.toString(8).padStart(3, "0")}`,
  format: u4Escape,
  loneSurrogate: u4Escape,
});

const javaScalar = scalarLiteral("Java", javaString, "null");

/**
 * JSON text inside a Java text block. Backslashes are doubled (JSON's own escapes survive, and no `\u`
 * can be read as a Java escape); a quote next to another quote, or last, is escaped, so the text never
 * holds the `"""` that would end the block. With `format`, `%` is doubled for String.formatted.
 */
function textBlockText(json: string, format: boolean): string {
  // Most JSON text has no backslash, no two quotes in a row, no quote last (and no `%`): nothing to change.
  if (!json.includes("\\") && !json.includes('""') && !json.endsWith('"') && !(format && json.includes("%"))) return json;
  return json.replace(format ? TEXT_BLOCK_SPECIAL_FORMAT : TEXT_BLOCK_SPECIAL, textBlockEscape);
}

// The characters textBlockText changes, each with its neighbours looked at in the JSON text: a
// backslash; a slash after one, with only white space between (a backslash there ends an escaped
// backslash, `\\\\` in the block: tree-sitter-java lets white space and comments stand between that
// escape and the next piece of text, so `/*` would open a comment running to the next `*/` of the
// program, though javac reads it as text; JSON's \u002f escape writes the same slash); a quote next to
// another quote, or last; with `format`, a percent sign. Matches are rare, so the text is not walked a
// character at a time.
const TEXT_BLOCK_SPECIAL = /\\|(?<=\\\s*)\/|(?<=")"|"(?=")|"$/g;
const TEXT_BLOCK_SPECIAL_FORMAT = /\\|(?<=\\\s*)\/|(?<=")"|"(?=")|"$|%/g;
const textBlockEscape = (ch: string) => (ch === "\\" ? "\\\\" : ch === "/" ? "\\\\u002f" : ch === '"' ? '\\"' : "%%");

/**
 * A JSON value as a Java expression of type String: a text block holding the JSON text, its lines at
 * `indent + 8` spaces; code references are `%s` slots filled by `.formatted(...)`.
 */
export function javaJson(value: unknown, indent = 0): string {
  const width = indent + 8;
  // The common case: no text-block escape and no reference can be needed; the JSON text is written
  // with the block's indentation in place.
  if (typeof value !== "string" && plainJsonText(value)) return `"""\n${spaces(width)}${jsonInMargin(value, width)}"""`;
  const json = jsonLiteral(value, 0);
  // Odd parts between marks are names of variables the snippet defines (quoted in the JSON text).
  const names = json.includes(REF_MARK) ? json.split(REF_MARK).filter((_, i) => i % 2 === 1) : [];
  const format = names.length > 0;
  // Escaped as a whole (a quote's neighbours may sit across a reference), then each reference becomes %s.
  const escaped = textBlockText(json, format);
  const text = format ? escaped.replace(REF_MARKED, "%s") : escaped;
  const pad = " ".repeat(indent + 8);
  const block = `"""\n${pad}${text.replaceAll("\n", `\n${pad}`)}"""`;
  return format ? `${block}.formatted(${names.join(", ")})` : block;
}

/**
 * Whether a value's JSON text can hold nothing textBlockText changes and no reference: no string or key
 * that is empty (`""`) or needs an escape in JSON (which would bring a backslash), and no code reference.
 */
function plainJsonText(v: unknown): boolean {
  if (typeof v === "string") return v.length > 0 && isPlainString(v);
  if (v === null || typeof v !== "object") return true;
  if (v instanceof CodeRef) return false;
  return plainJsonComposite(v);
}

function plainJsonComposite(v: object): boolean {
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (!plainJsonText(v[i])) return false;
    return true;
  }
  const record = v as Record<string, unknown>;
  for (const k of Object.keys(record)) if (!(k.length > 0 && isPlainString(k)) || !plainJsonText(record[k])) return false;
  return true;
}

const REF_MARKED = new RegExp(`${REF_MARK}[A-Za-z_][A-Za-z0-9_]*${REF_MARK}`, "g");

/** The last name in a response path (`["images", 0, "url"]` → `"url"`): the key jsonString looks up. */
export function javaKey(path: unknown): string {
  const names = Array.isArray(path) ? path.filter((key): key is string => typeof key === "string") : [];
  if (names.length === 0) throw new Error("javaKey: the response path names no key");
  return javaString(names[names.length - 1]!);
}

export default defineLanguage({
  lineComment: "//",
  isIdentifier: identifierRule([
    "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
    "default", "do", "double", "else", "enum", "extends", "false", "final", "finally", "float", "for", "goto", "if",
    "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "null", "package",
    "private", "protected", "public", "return", "short", "static", "strictfp", "super", "switch",
    "synchronized", "this", "throw", "throws", "transient", "true", "try", "void", "volatile", "while", "var",
    "record", "yield", "sealed", "permits", "non-sealed",
  ]),
  literals: { java: javaScalar, javaJson },
  helpers: { javaKey: (path) => javaKey(path as (string | number)[]) },
  grammar: { name: "java", holding: (literal) => `class A {\n    Object x = ${literal};\n}\n` },
  highlighter: { legacyMode: "clike", export: "java" },
});
