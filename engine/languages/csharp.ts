// C#: Unity Sentis library snippets, and HttpClient inference snippets whose JSON goes through
// Newtonsoft.Json's LINQ to JSON (JObject/JArray), which both .NET and Mono have.
import { C_ESCAPES, CodeRef, doubleQuotedWriter, jsonLiteral, spaces, u4Escape, keepingConstantsAt } from "../literals.ts";
import { defineLanguage, identifierRule } from "./types.ts";


/** A C# regular string literal; `\u` escapes for controls and format characters (C# `\x` is variable-length). */
export const csString = doubleQuotedWriter({ escapes: C_ESCAPES, control: u4Escape, loneSurrogate: u4Escape });

function csNumber(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`JSON cannot represent the number ${value}`);
  // A number with a fraction or an exponent is a double literal; an integer stays an integer.
  return String(value);
}

/**
 * An expression building a Newtonsoft.Json JToken: `new JObject { ["key"] = value }`, `new JArray { ... }`,
 * strings, numbers and bools (converted implicitly), `JValue.CreateNull()`. `indent` is in spaces.
 */
function writeCsJson(value: unknown, indent: number): string {
  if (value === null || value === undefined) return "JValue.CreateNull()";
  if (typeof value === "string") return csString(value);
  if (typeof value === "number") return csNumber(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  if (value instanceof CodeRef) return value.name;
  const pad = spaces(indent);
  const inner = pad + "    ";
  if (Array.isArray(value)) {
    const n = value.length;
    if (n === 0) return "new JArray()";
    // Plain loops: holes are visited as undefined (as Array.from did).
    const items = new Array<string>(n);
    let scalars = true;
    for (let i = 0; i < n; i++) {
      const item = value[i];
      items[i] = csJson(item, indent + 4);
      if (item !== null && typeof item === "object") scalars = false;
    }
    if (scalars) {
      const inline = `new JArray { ${items.join(", ")} }`;
      if (inline.length + indent <= 72) return inline;
    }
    let out = `new JArray\n${pad}{\n`;
    for (let i = 0; i < n; i++) out += `${inner}${items[i]},\n`;
    return `${out}${pad}}`;
  }
  if (typeof value === "object") {
    // A plain loop: this runs for every request body of every C# snippet.
    const record = value as Record<string, unknown>;
    let out = "";
    for (const key of Object.keys(record)) {
      const item = record[key];
      if (item !== undefined) out += `${inner}[${csString(key)}] = ${csJson(item, indent + 4)},\n`;
    }
    return out ? `new JObject\n${pad}{\n${out}${pad}}` : "new JObject()";
  }
  throw new Error(`cannot write a ${typeof value} as a C# literal`);
}

/** Catalogue constants (see constantData) are written once per indent; nested levels come back through here. */
const keptCsJson = keepingConstantsAt(writeCsJson);

export function csJson(value: unknown, indent = 0): string {
  return keptCsJson(value, indent);
}

/** Indexes a JToken along a path: `["choices"][0]`. */
export function csAccess(path: unknown): string {
  if (!Array.isArray(path)) throw new Error("csAccess: the path must be a list");
  return path.map((key) => `[${typeof key === "number" ? csNumber(key) : csString(String(key))}]`).join("");
}

export default defineLanguage({
  id: "csharp",
  extension: "cs",
  lineComment: "//",
  // `cs`: scalars for the Unity Sentis snippets; a JSON string is a valid C# regular string literal.
  literals: { cs: jsonLiteral, csJson },
  helpers: { csAccess: (path) => csAccess(path as (string | number)[]) },
  isIdentifier: identifierRule([
    "abstract", "as", "base", "bool", "break", "byte", "case", "catch", "char", "checked", "class", "const",
    "continue", "decimal", "default", "delegate", "do", "double", "else", "enum", "event", "explicit", "extern",
    "false", "finally", "fixed", "float", "for", "foreach", "goto", "if", "implicit", "in", "int", "interface",
    "internal", "is", "lock", "long", "namespace", "new", "null", "object", "operator", "out", "override",
    "params", "private", "protected", "public", "readonly", "ref", "return", "sbyte", "sealed", "short",
    "sizeof", "stackalloc", "static", "string", "struct", "switch", "this", "throw", "true", "try", "typeof",
    "uint", "ulong", "unchecked", "unsafe", "ushort", "using", "virtual", "void", "volatile", "while",
  ]),
  grammar: "c-sharp",
  highlighter: { legacyMode: "clike", export: "csharp" },
});
