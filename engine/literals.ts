// Literal writers: turn a value that came from a model record into source text of a target language
// that evaluates to exactly that value. Nothing author-controlled reaches generated code any other way.

export type Dialect = "py" | "js" | "json";

/**
 * A reference to a variable the snippet defines itself (a base64-encoded file, say), placed inside a
 * value. Python and JavaScript write its name; JSON marks it so the shell writer can splice in "$name".
 */
export class CodeRef {
  constructor(readonly name: string) {
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
const CONSTANTS = new WeakSet<object>();
const writtenForms = new WeakMap<object, Map<number, string>>();

/** Freezes plain data all the way down and registers every object of it as constant (see above). */
export function constantData<T>(value: T): T {
  if (value !== null && typeof value === "object" && !CONSTANTS.has(value)) {
    for (const item of Object.values(value)) constantData(item);
    Object.freeze(value);
    CONSTANTS.add(value);
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

/** The written form of a constant kept under `slot`, or undefined. */
function keptForm(value: object, slot: number): string | undefined {
  return writtenForms.get(value)?.get(slot);
}

/** A writer of one value that writes constant data (see constantData) once and keeps the text. */
export function keepingConstants(write: (value: unknown) => string): (value: unknown) => string {
  const slot = constantSlots();
  return (value) =>
    value !== null && typeof value === "object" && CONSTANTS.has(value) ? (keptForm(value, slot) ?? keepForm(value, slot, write(value))) : write(value);
}

/** Likewise for a literal writer, which also takes an indent: one kept text per indent. */
export function keepingConstantsAt(write: (value: unknown, indent: number) => string): (value: unknown, indent: number) => string {
  const slots = constantSlots();
  return (value, indent) => {
    if (value === null || typeof value !== "object" || !CONSTANTS.has(value) || !(indent >= 0 && indent < 4096)) return write(value, indent);
    return keptForm(value, slots + indent) ?? keepForm(value, slots + indent, write(value, indent));
  };
}

/**
 * A question about an object whose answer, for constant data (see constantData), is decided once and
 * kept; for anything else `decide` is asked every time.
 */
export function decidedOnceForConstants<T>(decide: (value: object) => T): (value: object) => T {
  const known = new WeakMap<object, T>();
  return (value) => {
    if (!CONSTANTS.has(value)) return decide(value);
    let answer = known.get(value);
    if (answer === undefined) known.set(value, (answer = decide(value)));
    return answer;
  };
}

/** Keeps the written form of a constant under `slot`; returns it. */
function keepForm(value: object, slot: number, text: string): string {
  let forms = writtenForms.get(value);
  if (forms === undefined) writtenForms.set(value, (forms = new Map()));
  forms.set(slot, text);
  return text;
}
const INLINE_ARRAY_WIDTH = 72;

function hex(code: number, width: number): string {
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
export const isPlainString = keepingPassed((value) => !STRING_SPECIAL.test(value));

/**
 * A test of strings that keeps the strings it passed, up to `limit` of them and each at most
 * `maxLength` long, and knows them again by one set lookup. For tests whose answer belongs to the
 * characters, so an equal string passes too: a task or class name, a default prompt, a variable's name
 * come back in every record's snippets.
 */
export function keepingPassed(test: (value: string) => boolean, limit = 1024, maxLength = 256): (value: string) => boolean {
  const passed = new Set<string>();
  return (value) => {
    if (passed.has(value)) return true;
    if (!test(value)) return false;
    if (value.length <= maxLength) {
      if (passed.size >= limit) passed.clear();
      passed.add(value);
    }
    return true;
  };
}

/**
 * Strings lately found to hold only characters every string writer writes as they are (NOTABLE: a
 * model id from validateModel, a call's URL and model names). The snippets of one call write each of
 * them in a dozen languages: a writer given one of these very strings quotes it without scanning it
 * again; any other string costs a few comparisons more (of lengths, mostly).
 */
let noted0 = "";
let noted1 = "";
let noted2 = "";
let noted3 = "";
let nextNote = 0;

/** What a noted string may hold: no quote, backslash, `$`, `#`, control, format character or surrogate. */
const NOTABLE = /^[A-Za-z0-9._/:?=&+,;@~%-]*$/;

/**
 * Notes a validated model id: a record's snippets begin, and the strings noted for the one before are
 * forgotten (each stale one of the same length as a string asked about would cost a comparison of
 * their characters: the ids of a bulk run mostly differ in a few).
 */
export function notePlainModelId(id: string): void {
  noted0 = id;
  noted1 = noted2 = noted3 = "";
  nextNote = 1;
}

/** Notes a string just checked to hold only NOTABLE characters. */
export function notePlainString(value: string): void {
  if (nextNote === 0) noted0 = value;
  else if (nextNote === 1) noted1 = value;
  else if (nextNote === 2) noted2 = value;
  else noted3 = value;
  nextNote = (nextNote + 1) & 3;
}

/** Notes a string when it holds only NOTABLE characters (one scan, instead of one per language). */
export function noteIfPlain(value: string | null | undefined): void {
  if (typeof value === "string" && isNotable(value)) notePlainString(value);
}

/** Whether `value` holds only characters a noted string may hold (see NOTABLE); writers ask it of their escapes. */
export function isNotable(value: string): boolean {
  return NOTABLE.test(value);
}

/** Whether `value` is one of the strings noted lately (see notePlainString). */
export function isNotedPlain(value: string): boolean {
  return value === noted0 || value === noted1 || value === noted2 || value === noted3;
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
  if (isNotedPlain(value) || isPlainString(value)) return `"${value}"`;
  return escapeFormat(JSON.stringify(value));
}

/** A double-quoted Python string literal. */
export function pyString(value: string): string {
  return writePyString(value);
}

function writePyString(value: string): string {
  if (isNotedPlain(value) || isPlainString(value)) return `"${value}"`;
  let out = '"';
  for (let i = 0; i < value.length; i++) {
    const ch = value[i]!;
    const code = value.charCodeAt(i);
    if (ch === "\\") out += "\\\\";
    else if (ch === '"') out += '\\"';
    else if (ch === "\n") out += "\\n";
    else if (ch === "\r") out += "\\r";
    else if (ch === "\t") out += "\\t";
    else if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) out += `\\x${hex(code, 2)}`;
    else if (FORMAT_CHARS.test(ch)) out += `\\u${hex(code, 4)}`;
    else if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += ch + value[i + 1];
        i++;
      } else out += `\\u${hex(code, 4)}`;
    } else if (code >= 0xdc00 && code <= 0xdfff) out += `\\u${hex(code, 4)}`;
    else out += ch;
  }
  return out + '"';
}

/** A single-quoted POSIX shell word. Shell arguments cannot hold NUL, so that is an error. */
export function shString(value: string): string {
  // Most words hold no quote, NUL or invisible character: quoted as they are, after one scan.
  if (isNotedPlain(value) || !SH_SPECIAL.test(value)) return `'${value}'`;
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

const JS_IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function stringIn(dialect: Dialect, value: string): string {
  return dialect === "py" ? pyString(value) : jsString(value);
}

function keyIn(dialect: Dialect, key: string): string {
  if (dialect === "js" && JS_IDENTIFIER.test(key)) return key;
  return stringIn(dialect, key);
}

/**
 * A writer of map keys (or other short names) that keeps what it wrote: keys repeat endlessly ("role",
 * "content", "inputs"...), so each one's written form is kept, up to a bound, since keys can come from
 * model records.
 */
export function keptKeyWriter(write: (key: string) => string, limit = 2048): (key: string) => string {
  const written = new Map<string, string>();
  return (key) => {
    let text = written.get(key);
    if (text === undefined) {
      text = write(key);
      if (written.size < limit) written.set(key, text);
    }
    return text;
  };
}

const KEY_WRITERS: Record<Dialect, (key: string) => string> = {
  py: keptKeyWriter((key) => keyIn("py", key)),
  js: keptKeyWriter((key) => keyIn("js", key)),
  json: keptKeyWriter((key) => keyIn("json", key)),
};

function numberIn(dialect: Dialect, value: number): string {
  if (Number.isFinite(value)) return String(value);
  if (dialect === "py") return Number.isNaN(value) ? 'float("nan")' : value > 0 ? 'float("inf")' : '-float("inf")';
  if (dialect === "js") return Number.isNaN(value) ? "NaN" : value > 0 ? "Infinity" : "-Infinity";
  throw new Error(`JSON cannot represent the number ${value}`);
}

function isScalar(value: unknown): boolean {
  return value === null || value === undefined || typeof value !== "object";
}

const PADS: readonly string[] = Array.from({ length: 33 }, (_, n) => " ".repeat(n));

/** `n` spaces (the common widths are made once). */
export function spaces(n: number): string {
  return PADS[n] ?? " ".repeat(n);
}

/**
 * Writes `value` as a literal of `dialect`. `indent` is the number of spaces the first line sits at, so
 * that continuation lines line up with it; nested levels add four spaces.
 */
export function literal(dialect: Dialect, value: unknown, indent = 0): string {
  return writeLiteral(dialect, value, PADS[indent] ?? " ".repeat(indent));
}

const DIALECT_SLOTS: Record<Dialect, number> = { py: constantSlots(), js: constantSlots(), json: constantSlots() };

/**
 * Spaces at the start of every line that the layout does not count (see jsonInMargin): 0 but while
 * jsonInMargin writes. `marginSlots`: the slots for kept forms of constants written in that margin.
 */
let margin = 0;
let marginSlots = 0;
const slotsByMargin = new Map<number, number>();

/**
 * JSON text laid out exactly as jsonLiteral(value, 0) lays it out, but with `width` spaces more at the
 * start of every line after the first: what jsonLiteral's text with each newline followed by those
 * spaces would be (its strings hold no raw newline), without a second pass over the text.
 */
export function jsonInMargin(value: unknown, width: number): string {
  const outer = margin;
  const outerSlots = marginSlots;
  margin = width;
  marginSlots = slotsByMargin.get(width) ?? constantSlots();
  slotsByMargin.set(width, marginSlots);
  try {
    return writeLiteral("json", value, spaces(width));
  } finally {
    margin = outer;
    marginSlots = outerSlots;
  }
}

// Hot path of every snippet: plain loops and no per-call closures.
function writeLiteral(dialect: Dialect, v: unknown, level: string): string {
  if (v === null || v === undefined) return dialect === "py" ? "None" : "null";
  if (typeof v === "string") return dialect === "py" ? pyString(v) : jsString(v);
  if (typeof v === "number") return numberIn(dialect, v);
  if (typeof v === "boolean") return dialect === "py" ? (v ? "True" : "False") : v ? "true" : "false";
  if (typeof v === "bigint") return String(v);
  if (v instanceof CodeRef) return dialect === "json" ? `"${REF_MARK}${v.name}${REF_MARK}"` : v.name;
  if (typeof v === "object" && CONSTANTS.has(v)) {
    const slot = (margin === 0 ? DIALECT_SLOTS[dialect] : marginSlots) + level.length - margin;
    return keptForm(v, slot) ?? keepForm(v, slot, writeComposite(dialect, v, level));
  }
  return writeComposite(dialect, v, level);
}

function writeComposite(dialect: Dialect, v: unknown, level: string): string {
  if (Array.isArray(v)) {
    const n = v.length;
    if (n === 0) return "[]";
    let scalars = true;
    for (let i = 0; i < n; i++) {
      if (!isScalar(v[i])) {
        scalars = false;
        break;
      }
    }
    if (scalars) {
      let inline = "[";
      // A hole in a sparse array prints as nothing, as Array.prototype.map + join did.
      for (let i = 0; i < n; i++) inline += (i === 0 ? "" : ", ") + (i in v ? writeLiteral(dialect, v[i], level) : "");
      inline += "]";
      if (inline.length + level.length - margin <= INLINE_ARRAY_WIDTH && !inline.includes("\n")) return inline;
    }
    const inner = level + INDENT;
    let out = "[\n";
    for (let i = 0; i < n; i++) out += (i === 0 ? "" : ",\n") + (i in v ? inner + writeLiteral(dialect, v[i], inner) : "");
    return out + "\n" + level + "]";
  }
  if (typeof v === "object") {
    const inner = level + INDENT;
    let out = "";
    let first = true;
    const record = v as Record<string, unknown>;
    for (const k of Object.keys(record)) {
      const item = record[k];
      if (item === undefined) continue;
      out += (first ? "{\n" : ",\n") + inner + KEY_WRITERS[dialect](k) + ": " + writeLiteral(dialect, item, inner);
      first = false;
    }
    return first ? "{}" : out + "\n" + level + "}";
  }
  throw new Error(`cannot write a ${typeof v} as a literal`);
}

export const pyLiteral = (value: unknown, indent = 0) => literal("py", value, indent);
export const jsLiteral = (value: unknown, indent = 0) => literal("js", value, indent);
export const jsonLiteral = (value: unknown, indent = 0) => literal("json", value, indent);


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

const quoteOrRefInComposite = decidedOnceForConstants((v: object): boolean => {
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (quoteOrRefIn(v[i])) return true;
    return false;
  }
  const record = v as Record<string, unknown>;
  for (const k of Object.keys(record)) if (k.includes("'") || quoteOrRefIn(record[k])) return true;
  return false;
});

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

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

const KNOWN_IDENTIFIERS_LIMIT = 4096;
const knownIdentifiers = new Set<string>();

/** An identifier passed through unchanged; anything else is an error (it would be code, not a name). */
export function identifier(value: unknown): string {
  if (typeof value === "string" && knownIdentifiers.has(value)) return value;
  if (typeof value !== "string" || !IDENTIFIER.test(value)) {
    throw new Error(`${JSON.stringify(value)} is not an identifier`);
  }
  if (knownIdentifiers.size >= KNOWN_IDENTIFIERS_LIMIT) knownIdentifiers.clear();
  knownIdentifiers.add(value);
  return value;
}

export function isIdentifier(value: unknown): value is string {
  return typeof value === "string" && IDENTIFIER.test(value);
}

/**
 * How a language writes nested values, for structuredLiteral: its scalars, list and map brackets, map
 * entries and references to the snippet's own variables. Strings are the language's own job.
 */
export interface NestedSyntax {
  /** Nesting step in spaces. */
  indent: number;
  string: (value: string) => string;
  number: (value: number) => string;
  boolean: (value: boolean) => string;
  null: string;
  ref: (name: string) => string;
  list: { open: string; close: string; empty: string };
  map: { open: (keys: string[]) => string; close: string; empty: string };
  entry: (key: string, written: string) => string;
  /** Writes a value the language must treat specially (checked before anything else), or undefined. */
  special?: (value: unknown) => string | undefined;
}

/**
 * Writes `value` as a literal of a language described by `syntax`: lists of scalars on one line when
 * they fit, everything else one entry per line, continuation lines aligned with `indent` spaces.
 */
export function structuredLiteral(syntax: NestedSyntax, value: unknown, indent = 0): string {
  return writeNested(syntax, value, PADS[indent] ?? " ".repeat(indent));
}

/** Each nested syntax's slots for kept forms of constants (see constantData). */
const syntaxSlots = new WeakMap<NestedSyntax, number>();

// Hot path of every plain-HTTP snippet: plain loops, no per-call closures or intermediate arrays.
function writeNested(syntax: NestedSyntax, v: unknown, level: string): string {
  if (syntax.special !== undefined) {
    const special = syntax.special(v);
    if (special !== undefined) return special;
  }
  if (v === null || v === undefined) return syntax.null;
  if (typeof v === "string") return syntax.string(v);
  if (typeof v === "number") return syntax.number(v);
  if (typeof v === "boolean") return syntax.boolean(v);
  if (typeof v === "bigint") return String(v);
  if (v instanceof CodeRef) return syntax.ref(identifier(v.name));
  if (typeof v === "object" && CONSTANTS.has(v)) {
    let slots = syntaxSlots.get(syntax);
    if (slots === undefined) syntaxSlots.set(syntax, (slots = constantSlots()));
    const slot = slots + level.length;
    return keptForm(v, slot) ?? keepForm(v, slot, writeNestedComposite(syntax, v, level));
  }
  return writeNestedComposite(syntax, v, level);
}

function writeNestedComposite(syntax: NestedSyntax, v: unknown, level: string): string {
  const inner = level + (PADS[syntax.indent] ?? " ".repeat(syntax.indent));
  if (Array.isArray(v)) {
    const n = v.length;
    if (n === 0) return syntax.list.empty;
    // Array.from visits holes as undefined, as this loop does.
    const items = new Array<string>(n);
    let scalars = true;
    for (let i = 0; i < n; i++) {
      const item = v[i];
      items[i] = writeNested(syntax, item, inner);
      if (scalars && !isScalar(item)) scalars = false;
    }
    if (scalars) {
      const inline = `${syntax.list.open}${items.join(", ")}${syntax.list.close}`;
      if (inline.length + level.length <= INLINE_ARRAY_WIDTH && !inline.includes("\n")) return inline;
    }
    let out = syntax.list.open + "\n";
    for (let i = 0; i < n; i++) out += (i === 0 ? "" : ",\n") + inner + items[i];
    return out + "\n" + level + syntax.list.close;
  }
  if (typeof v === "object") {
    const record = v as Record<string, unknown>;
    const keys: string[] = [];
    for (const k of Object.keys(record)) if (record[k] !== undefined) keys.push(k);
    if (keys.length === 0) return syntax.map.empty;
    let out = syntax.map.open(keys) + "\n";
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i]!;
      out += (i === 0 ? "" : ",\n") + inner + syntax.entry(k, writeNested(syntax, record[k], inner));
    }
    return out + "\n" + level + syntax.map.close;
  }
  throw new Error(`cannot write a ${typeof v} as a literal`);
}

/** A code point as `\u{hex}` (PHP, Ruby and R all read this form). */
export function braceEscape(code: number): string {
  return `\\u{${code.toString(16)}}`;
}

/** Characters a string literal should not hold raw: controls, DEL/C1, format characters, surrogates. */
export const UNPRINTABLE = new RegExp(`[\\x00-\\x1f${FORMAT_CLASS}\\ud800-\\udfff]`);

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
  // A noted plain string (see notePlainString) holds no character with an escape of its own here.
  const noted = !Object.keys(syntax.escapes).some(isNotable);
  return (value) => {
    if ((noted && isNotedPlain(value)) || !needsWork.test(value)) return `"${value}"`;
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
export const NOT_PLAIN_SINGLE_QUOTED = new RegExp(`[\\\\'\\x00-\\x1f${FORMAT_CLASS}\\ud800-\\udfff]`);

/** A single-quoted literal in which only `\\` and `\'` are escapes (PHP, Ruby): for printable text only. */
export function backslashSingleQuoted(value: string): string {
  return `'${QUOTE_OR_BACKSLASH.test(value) ? value.replace(/[\\']/g, (c) => `\\${c}`) : value}'`;
}
