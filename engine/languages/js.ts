// JavaScript (ES modules, Node 18+ or a browser).
import { isIdentifier, isJsIdentifierKey, jsString, nestedSyntax, structuredLiteral } from "../literals.ts";
import { defineLanguage, identifierRule } from "./types.ts";

function jsNumber(value: number): string {
  if (Number.isFinite(value)) return String(value);
  return Number.isNaN(value) ? "NaN" : value > 0 ? "Infinity" : "-Infinity";
}

/** A key bare where JavaScript reads it as a name, else a string. */
const jsKey = (key: string) => (isJsIdentifierKey(key) ? key : jsString(key));

const JS_SYNTAX = nestedSyntax({
  string: jsString,
  number: jsNumber,
  null: "null",
  entry: (key, written) => `${jsKey(key)}: ${written}`,
});

/** A JavaScript literal: objects, arrays, strings, numbers, booleans, null. */
export const jsLiteral = (value: unknown, indent = 0) => structuredLiteral(JS_SYNTAX, value, indent);

/** `.choices[0].message`: the path into a parsed JSON answer. */
export const jsAccess = (path: unknown) => (path as unknown[]).map((key) => (isIdentifier(key) ? `.${key}` : `[${jsLiteral(key)}]`)).join("");

export default defineLanguage({
  id: "js",
  lineComment: "//",
  literals: { js: jsLiteral },
  helpers: { jsAccess },
  isIdentifier: identifierRule([
    "await", "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else",
    "enum", "export", "extends", "false", "finally", "for", "function", "if", "import", "in", "instanceof", "let",
    "new", "null", "return", "static", "super", "switch", "this", "throw", "true", "try", "typeof", "var", "void",
    "while", "with", "yield",
  ]),
  grammar: "javascript",
  holding: (literal) => `const x = ${literal};\n`,
  highlighter: { lezer: "javascript" },
});
