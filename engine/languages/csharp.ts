// C#: Unity Sentis library snippets, and HttpClient inference snippets whose JSON goes through
// Newtonsoft.Json's LINQ to JSON (JObject/JArray), which both .NET and Mono have.
import { C_ESCAPES, doubleQuotedWriter, indexPath, jsonLiteral, jsonNumber, nestedLiteral, u4Escape } from "../literals.ts";
import { defineLanguage, identifierRule } from "./types.ts";


/** A C# regular string literal; `\u` escapes for controls and format characters (C# `\x` is variable-length). */
export const csString = doubleQuotedWriter({ escapes: C_ESCAPES, control: u4Escape, loneSurrogate: u4Escape });

/**
 * A JToken expression for `value` (`indent` in spaces), building a Newtonsoft.Json JToken:
 * `new JObject { ["key"] = value }`, `new JArray { ... }`, strings, numbers and bools (converted
 * implicitly), `JValue.CreateNull()`.
 */
export const csJson = nestedLiteral({
  string: csString,
  number: jsonNumber,
  null: "JValue.CreateNull()",
  list: { open: "new JArray { ", close: " }", empty: "new JArray()", openLines: (level) => `new JArray\n${level}{`, closeLines: "}" },
  map: { open: (_keys, level) => `new JObject\n${level}{`, close: "}", empty: "new JObject()" },
  entry: (key, written) => `[${csString(key)}] = ${written}`,
  trailingCommas: true,
});

/** Indexes a JToken along a path: `["choices"][0]`. */
export const csAccess = indexPath("csAccess", jsonNumber, csString);

export default defineLanguage({
  extension: "cs",
  lineComment: "//",
  isIdentifier: identifierRule([
    "abstract", "as", "base", "bool", "break", "byte", "case", "catch", "char", "checked", "class", "const",
    "continue", "decimal", "default", "delegate", "do", "double", "else", "enum", "event", "explicit", "extern",
    "false", "finally", "fixed", "float", "for", "foreach", "goto", "if", "implicit", "in", "int", "interface",
    "internal", "is", "lock", "long", "namespace", "new", "null", "object", "operator", "out", "override",
    "params", "private", "protected", "public", "readonly", "ref", "return", "sbyte", "sealed", "short",
    "sizeof", "stackalloc", "static", "string", "struct", "switch", "this", "throw", "true", "try", "typeof",
    "uint", "ulong", "unchecked", "unsafe", "ushort", "using", "virtual", "void", "volatile", "while",
  ]),
  // `cs`: scalars for the Unity Sentis snippets; a JSON string is a valid C# regular string literal.
  literals: { cs: jsonLiteral, csJson },
  helpers: { csAccess },
  grammar: { name: "c-sharp", holding: (literal) => `class A\n{\n    object x = ${literal};\n}\n` },
  highlighter: { legacyMode: "clike", export: "csharp" },
});
