// Literal writers: turn a value that came from a model record into source text of a target language
// that evaluates to exactly that value. Nothing author-controlled reaches generated code any other way.

/**
 * A reference to a variable the snippet defines itself (a base64-encoded file, say), placed inside a
 * value. Python and JavaScript write its name; JSON marks it so the shell writer can splice in "$name".
 */
export class CodeRef {
  constructor(
    /** The variable's name, an identifier. */
    readonly name: string,
  ) {
    identifier(name);
  }
}

/** Marks both ends of a code reference's name in JSON text (jsonLiteral), for writers that splice it. */
export const REF_MARK = "\u0000";

const INDENT = "    ";

/**
 * Catalogue data frozen all the way down (sample inputs, chat messages, parameters): it cannot change,
 * so what a writer makes of it at a given indent is kept with it and written once per writer and
 * indent. Only objects registered here (by constantData) are kept; a record's values never are.
 */
const CONSTANTS = new WeakMap<object, KeptForms | null>();

/** The texts written of one constant, by slot (a writer's, see constantSlots); null until the first. */
type KeptForms = Map<number, string>;

/** Freezes plain data all the way down and registers every object of it as constant (see above). */
export function constantData<T>(value: T): T {
  if (value !== null && typeof value === "object" && !CONSTANTS.has(value)) {
    for (const item of Object.values(value)) constantData(item);
    Object.freeze(value);
    CONSTANTS.set(value, null);
  }
  return value;
}

/** Whether an object is registered constant data (see constantData). */
export function isConstantData(value: object): boolean {
  return CONSTANTS.has(value);
}

/** Writers that keep written forms of constants: each has a number, combined with the indent into a slot. */
let writers = 0;
function constantSlots(): number {
  return ++writers * 4096;
}

/** A writer of one value that writes constant data (see constantData) once and keeps the text. */
export function keepingConstants(write: (value: unknown) => string): (value: unknown) => string {
  const slot = constantSlots();
  return (value) => {
    const forms = value !== null && typeof value === "object" ? CONSTANTS.get(value) : undefined;
    return forms === undefined ? write(value) : (forms?.get(slot) ?? keepForm(value as object, slot, write(value)));
  };
}

/** Likewise for a literal writer, which also takes an indent: one kept text per indent. */
export function keepingConstantsAt(write: (value: unknown, indent: number) => string): (value: unknown, indent?: number) => string {
  const slots = constantSlots();
  return (value, indent = 0) => {
    const forms = value !== null && typeof value === "object" && indent >= 0 && indent < 4096 ? CONSTANTS.get(value) : undefined;
    return forms === undefined ? write(value, indent) : (forms?.get(slots + indent) ?? keepForm(value as object, slots + indent, write(value, indent)));
  };
}

/** Keeps the written form of a constant under `slot`; returns it. */
function keepForm(value: object, slot: number, text: string): string {
  let forms = CONSTANTS.get(value);
  if (!forms) CONSTANTS.set(value, (forms = new Map()));
  forms.set(slot, text);
  return text;
}
const INLINE_ARRAY_WIDTH = 72;

/** `code` in hexadecimal, zero-padded to `width` digits. */
export function hex(code: number, width: number): string {
  return code.toString(16).padStart(width, "0");
}

/**
 * Characters written as escapes even where a string could hold them raw: line separators, and the
 * bidirectional and invisible format controls that make code display differently from how it runs
 * ("Trojan Source"), plus DEL and the C1 controls.
 */
export const FORMAT_CLASS = "\\x7f-\\x9f\\u061c\\u200e\\u200f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069";
const FORMAT_CHARS = new RegExp(`[${FORMAT_CLASS}]`);
const FORMAT_CHARS_GLOBAL = new RegExp(FORMAT_CHARS.source, "g");
/**
 * Characters a double-quoted JSON, JavaScript or Python string does not hold as they are: what
 * JSON.stringify escapes, the format characters, and lone surrogates (code units).
 */
const STRING_SPECIAL = new RegExp(`["\\\\\\x00-\\x1f${FORMAT_CLASS}\\ud800-\\udfff]`);

/**
 * Whether a string needs no escape in a double-quoted literal of any of the C-like languages: no quote,
 * backslash, control, format character or surrogate. The string writers of engine/languages/ return
 * such a string quoted as it is, without walking it character by character.
 */
export function isPlainString(value: string): boolean {
  return !STRING_SPECIAL.test(value);
}

/** Escapes what JSON.stringify leaves raw but some parsers, editors or readers are fooled by. */
function escapeFormat(quoted: string): string {
  if (!FORMAT_CHARS.test(quoted)) return quoted;
  return quoted.replace(FORMAT_CHARS_GLOBAL, (c) => `\\u${hex(c.charCodeAt(0), 4)}`);
}

/** Whether a string holds a format character (see FORMAT_CHARS). */
export function hasFormatCharacter(value: string): boolean {
  return FORMAT_CHARS.test(value);
}

/** A double-quoted JavaScript / JSON string. Lone surrogates are escaped by JSON.stringify. */
export function jsString(value: string): string {
  // Most strings need no escape at all; JSON.stringify would return them quoted as they are.
  if (isPlainString(value)) return `"${value}"`;
  return escapeFormat(JSON.stringify(value));
}

const JS_IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Whether a map key may stand bare in a JavaScript object literal. */
export function isJsIdentifierKey(key: string): boolean {
  return JS_IDENTIFIER.test(key);
}

function isScalar(value: unknown): boolean {
  return value === null || value === undefined || typeof value !== "object";
}

const PADS: readonly string[] = Array.from({ length: 33 }, (_, n) => " ".repeat(n));

/** `n` spaces (the common widths are made once). */
export function spaces(n: number): string {
  return PADS[n] ?? " ".repeat(n);
}

/** A number writer for a format without NaN or infinities: `refusal` is the error's opening words. */
export const finiteNumber =
  (refusal: string) =>
  (value: number): string => {
    if (Number.isFinite(value)) return String(value);
    throw new Error(`${refusal} ${value}`);
  };

/** A number writer for a language with names for NaN and infinity (the negative one is `-` and that name). */
export const namingNonFinite =
  (nan: string, infinity: string) =>
  (value: number): string => {
    if (Number.isFinite(value)) return String(value);
    return Number.isNaN(value) ? nan : value > 0 ? infinity : `-${infinity}`;
  };

/** A JSON number (an integer stays an integer); NaN and infinities throw. */
export const jsonNumber = finiteNumber("JSON cannot represent the number");

/** A syntax's own parts; nestedSyntax fills in the rest with JSON's (four spaces, true/false, names as they are, [ ] and { }). */
export type SyntaxParts = Pick<NestedSyntax, "string" | "number" | "null" | "entry"> & Partial<NestedSyntax>;

const JSON_LIST: NestedSyntax["list"] = { open: "[", close: "]", empty: "[]" };
const JSON_MAP: NestedSyntax["map"] = { open: () => "{", close: "}", empty: "{}" };
const trueFalse = (value: boolean) => (value ? "true" : "false");
const asWritten = (name: string) => name;

/** The literal writer of the nested syntax made from `parts` (nestedSyntax); `indent` as structuredLiteral takes it. */
export function nestedLiteral(parts: SyntaxParts): (value: unknown, indent?: number) => string {
  const syntax = nestedSyntax(parts);
  return (value, indent = 0) => structuredLiteral(syntax, value, indent);
}

/**
 * The literal writer of a language whose snippets hold scalars only (no lists or maps): `string` for text,
 * numbers and booleans as JavaScript writes them, `nullWord` for null; anything else is refused.
 */
export function scalarLiteral(language: string, string: (value: string) => string, nullWord: string): (value: unknown) => string {
  return (value) => {
    if (typeof value === "string") return string(value);
    if ((typeof value === "number" && Number.isFinite(value)) || typeof value === "boolean") return String(value);
    if (value === null || value === undefined) return nullWord;
    throw new Error(`cannot write a ${Array.isArray(value) ? "list" : typeof value} as a ${language} literal`);
  };
}

/** A syntax as the walk takes it: with the slots of the forms of constants it keeps (see keptComposite). */
interface WalkedSyntax extends NestedSyntax {
  /** Its first slot (constantSlots). */
  slots: number;
}

/** A NestedSyntax from a language's own parts, every syntax with its fields in one order. */
function nestedSyntax(parts: SyntaxParts): WalkedSyntax {
  return {
    step: parts.step ?? INDENT,
    columns: parts.columns ?? 1,
    string: parts.string,
    number: parts.number,
    boolean: parts.boolean ?? trueFalse,
    null: parts.null,
    ref: parts.ref ?? asWritten,
    list: parts.list ?? JSON_LIST,
    map: parts.map ?? JSON_MAP,
    entry: parts.entry,
    trailingCommas: parts.trailingCommas ?? false,
    special: parts.special,
    slots: constantSlots(),
  };
}

/** JSON text; a code reference is its name between REF_MARKs, for the writers that splice it in (shell, Java). */
const JSON_SYNTAX: WalkedSyntax = nestedSyntax({
  string: jsString,
  number: jsonNumber,
  null: "null",
  ref: (name) => `"${REF_MARK}${name}${REF_MARK}"`,
  entry: (key, written) => `${jsString(key)}: ${written}`,
});

/** JSON text of `value`, continuation lines aligned with `indent` spaces. */
export const jsonLiteral = (value: unknown, indent = 0) => structuredLiteral(JSON_SYNTAX, value, indent);

/**
 * JSON text laid out exactly as jsonLiteral(value, 0) lays it out, but with `width` spaces more at the
 * start of every line after the first: what jsonLiteral's text with each newline followed by those
 * spaces would be (its strings hold no raw newline), without a second pass over the text.
 */
export function jsonInMargin(value: unknown, width: number): string {
  const outer = margin;
  margin = width;
  try {
    return writeNested(JSON_SYNTAX, value, spaces(width));
  } finally {
    margin = outer;
  }
}

/**
 * Spaces at the start of every line that the layout does not count (see jsonInMargin): 0 but while
 * jsonInMargin writes.
 */
let margin = 0;

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** An identifier passed through unchanged; anything else is an error (it would be code, not a name). */
export function identifier(value: unknown): string {
  if (typeof value !== "string" || !IDENTIFIER.test(value)) {
    throw new Error(`${JSON.stringify(value)} is not an identifier`);
  }
  return value;
}

/** Whether `value` is an identifier (what identifier() passes through). */
export function isIdentifier(value: unknown): value is string {
  return typeof value === "string" && IDENTIFIER.test(value);
}

/**
 * How a language writes nested values (lists and maps of scalars, as JSON has them), for the one walk
 * every literal writer of engine/languages/ shares (structuredLiteral): its scalars, its list and map
 * brackets, its map entries and references to the snippet's own variables. Strings are the language's
 * own job; lists of scalars go on one line when they fit, everything else one entry per line.
 */
export interface NestedSyntax {
  /** One nesting step: spaces, or a tab. */
  step: string;
  /** Columns one character of indentation takes, for the one-line width of a list (a tab: 4). Default 1. */
  columns?: number;
  /** Writes a string literal. */
  string: (value: string) => string;
  /** Writes a number literal. */
  number: (value: number) => string;
  /** Writes a boolean literal. */
  boolean: (value: boolean) => string;
  /** The null literal. */
  null: string;
  /** A reference to a variable of the snippet (its name is an identifier). */
  ref: (name: string) => string;
  /**
   * `open` and `close` bracket a list on one line; `openLines(level)` and `closeLines` when it breaks
   * over lines (default `open` and `close`).
   */
  list: {
    /** Opens a one-line list. */
    open: string;
    /** Closes a one-line list. */
    close: string;
    /** An empty list. */
    empty: string;
    /** Opens a list over lines, at `level`'s indentation. */
    openLines?: (level: string) => string;
    /** Closes a list over lines. */
    closeLines?: string;
  };
  /** How a map is written (always over lines). */
  map: {
    /** Opens it, given its keys and indentation. */
    open: (keys: string[], level: string) => string;
    /** Closes it. */
    close: string;
    /** An empty map. */
    empty: string;
  };
  /** One map entry: the key and its written value. */
  entry: (key: string, written: string) => string;

  /** Every entry of a list or map broken over lines ends with a comma (Go, C#), rather than commas between. */
  trailingCommas?: boolean;
  /** Writes a value the language must treat specially (checked before anything else), or undefined. */
  special?: (value: unknown) => string | undefined;
}

/** `["choices"][0]["message"]`: a path into a parsed JSON answer, each key a literal `write` makes, in brackets. */
export const bracketPath =
  (write: (key: unknown) => string) =>
  (path: unknown): string =>
    (path as unknown[]).map((key) => `[${write(key)}]`).join("");

/** bracketPath with a language's number and string writers, for a `helper` that must be given a list. */
export function indexPath(helper: string, number: (value: number) => string, string: (value: string) => string): (path: unknown) => string {
  const write = bracketPath((key) => (typeof key === "number" ? number(key) : string(String(key))));
  return (path) => {
    if (!Array.isArray(path)) throw new Error(`${helper}: the path must be a list`);
    return write(path);
  };
}

/**
 * Writes `value` as a literal of a language described by `syntax`, continuation lines aligned with
 * `indent` columns of indentation (in the syntax's step: spaces, or tabs).
 */
function structuredLiteral(syntax: WalkedSyntax, value: unknown, indent = 0): string {
  const level = syntax.step === "\t" ? "\t".repeat(indent) : (PADS[indent] ?? " ".repeat(indent));
  return writeNested(syntax, value, level);
}

// Hot path of every snippet: plain loops, no per-call closures or intermediate arrays.
function writeNested(syntax: WalkedSyntax, v: unknown, level: string): string {
  if (syntax.special !== undefined) {
    const special = syntax.special(v);
    if (special !== undefined) return special;
  }
  if (v === null || v === undefined) return syntax.null;
  if (typeof v === "string") return syntax.string(v);
  if (typeof v === "number") return syntax.number(v);
  if (typeof v === "boolean") return syntax.boolean(v);
  if (typeof v === "bigint") return String(v);
  if (v instanceof CodeRef) return syntax.ref(v.name);
  const forms = CONSTANTS.get(v as object);
  return forms === undefined ? writeNestedComposite(syntax, v, level) : keptComposite(syntax, v as object, forms, level);
}

/**
 * A constant list or map met inside a value (a sample conversation in a request body, say): its text is
 * decided by the syntax, the margin and the level, so it is written once for each and kept (beside the
 * writers' own kept forms of a constant given whole: keepingConstantsAt).
 */
function keptComposite(syntax: WalkedSyntax, v: object, forms: KeptForms | null, level: string): string {
  const depth = level.length - margin;
  if (margin >= 64 || depth >= 64) return writeNestedComposite(syntax, v, level);
  const slot = syntax.slots + margin * 64 + depth;
  return forms?.get(slot) ?? keepForm(v, slot, writeNestedComposite(syntax, v, level));
}

function writeNestedComposite(syntax: WalkedSyntax, v: unknown, level: string): string {
  const inner = level + syntax.step;
  const comma = syntax.trailingCommas === true;
  if (Array.isArray(v)) {
    const n = v.length;
    if (n === 0) return syntax.list.empty;
    // Holes are visited as undefined, as Array.from does.
    const items = new Array<string>(n);
    let scalars = true;
    for (let i = 0; i < n; i++) {
      const item = v[i];
      items[i] = writeNested(syntax, item, inner);
      if (scalars && !isScalar(item)) scalars = false;
    }
    if (scalars) {
      const inline = `${syntax.list.open}${items.join(", ")}${syntax.list.close}`;
      if (inline.length + (level.length - margin) * (syntax.columns ?? 1) <= INLINE_ARRAY_WIDTH && !inline.includes("\n")) return inline;
    }
    let out = (syntax.list.openLines ? syntax.list.openLines(level) : syntax.list.open) + "\n";
    for (let i = 0; i < n; i++) out += comma ? inner + items[i] + ",\n" : (i === 0 ? "" : ",\n") + inner + items[i];
    return out + (comma ? "" : "\n") + level + (syntax.list.closeLines ?? syntax.list.close);
  }
  if (typeof v === "object") {
    const record = v as Record<string, unknown>;
    const keys: string[] = [];
    for (const k of Object.keys(record)) if (record[k] !== undefined) keys.push(k);
    if (keys.length === 0) return syntax.map.empty;
    let out = syntax.map.open(keys, level) + "\n";
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i]!;
      const entry = inner + syntax.entry(k, writeNested(syntax, record[k], inner));
      out += comma ? entry + ",\n" : (i === 0 ? "" : ",\n") + entry;
    }
    return out + (comma ? "" : "\n") + level + syntax.map.close;
  }
  throw new Error(`cannot write a ${typeof v} as a literal`);
}

/** A code point as `\u{hex}` (PHP, Ruby and R all read this form). */
export function braceEscape(code: number): string {
  return `\\u{${code.toString(16)}}`;
}

/** Characters a string literal should not hold raw: controls, DEL/C1, format characters, surrogates. */
const UNPRINTABLE = new RegExp(`[\\x00-\\x1f${FORMAT_CLASS}\\ud800-\\udfff]`);

/** How one language writes a double-quoted string literal: the escapes it has, and what it cannot hold raw. */
export interface DoubleQuotedSyntax {
  /** Characters with a fixed escape: always the backslash and the quote, plus line breaks and others. */
  escapes: Readonly<Record<string, string>>;
  /** A C0 control (or DEL) without a fixed escape. */
  control: (code: number) => string;
  /** A C1 control or a format character (FORMAT_CLASS); `control` when absent. */
  format?: (code: number) => string;
  /** A lone surrogate, which a language whose strings are UTF-8 cannot hold as such. */
  loneSurrogate: (code: number) => string;
}

/**
 * A writer of double-quoted string literals for one language. Surrogate pairs stay raw (they are one
 * printable character); every other character that must not stand raw goes through the syntax's escapes.
 */
export function doubleQuotedWriter(syntax: DoubleQuotedSyntax): (value: string) => string {
  const special = Object.keys(syntax.escapes).map((c) => `\\u${hex(c.charCodeAt(0), 4)}`).join("");
  const needsWork = new RegExp(`[${special}\\x00-\\x1f${FORMAT_CLASS}\\ud800-\\udfff]`);
  const format = syntax.format ?? syntax.control;
  return (value) => {
    if (!needsWork.test(value)) return `"${value}"`;
    let out = '"';
    for (let i = 0; i < value.length; i++) {
      const ch = value[i]!;
      const code = value.charCodeAt(i);
      const fixed = syntax.escapes[ch];
      if (fixed !== undefined) out += fixed;
      else if (code < 0x20 || code === 0x7f) out += syntax.control(code);
      else if (code >= 0xd800 && code <= 0xdfff) {
        const next = value.charCodeAt(i + 1);
        if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) out += ch + value[++i];
        else out += syntax.loneSurrogate(code);
      } else if (FORMAT_CHARS.test(ch)) out += format(code);
      else out += ch;
    }
    return `${out}"`;
  };
}

/** The fixed escapes every C-like double-quoted string has. */
export const C_ESCAPES: Readonly<Record<string, string>> = { "\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/** A code point as `\xHH` (two hex digits). */
export function hexEscape(code: number): string {
  return `\\x${hex(code, 2)}`;
}

/** A code point as `\uHHHH` (four hex digits: a BMP code unit). */
export function u4Escape(code: number): string {
  return `\\u${hex(code, 4)}`;
}

/** A lone surrogate as the three bytes its WTF-8 form has, as `\xHH` escapes (for byte strings: Go, PHP, Ruby). */
export function wtf8Bytes(code: number): string {
  return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map(hexEscape).join("");
}

const QUOTE_OR_BACKSLASH = /[\\']/;

/**
 * What a single-quoted PHP or Ruby literal cannot hold as it is: a quote or backslash (escaped), or a
 * character UNPRINTABLE matches (those strings are double-quoted). A string without any is written
 * `'value'` after this one test.
 */
const NOT_PLAIN_SINGLE_QUOTED = new RegExp(`[\\\\'\\x00-\\x1f${FORMAT_CLASS}\\ud800-\\udfff]`);

/** A single-quoted literal in which only `\\` and `\'` are escapes (PHP, Ruby): for printable text only. */
function backslashSingleQuoted(value: string): string {
  return `'${QUOTE_OR_BACKSLASH.test(value) ? value.replace(/[\\']/g, (c) => `\\${c}`) : value}'`;
}

/**
 * A string writer for a language whose single-quoted strings do not interpolate (PHP, Ruby): `'value'`
 * when every character is printable (only `\\` and `\'` escaped), else `doubleQuoted`, whose escapes can
 * write every invisible character.
 */
export function singleQuotedWhenPrintable(doubleQuoted: (value: string) => string): (value: string) => string {
  return (value) => {
    if (!NOT_PLAIN_SINGLE_QUOTED.test(value)) return `'${value}'`;
    return UNPRINTABLE.test(value) ? doubleQuoted(value) : backslashSingleQuoted(value);
  };
}
