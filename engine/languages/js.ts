// JavaScript (ES modules, Node 18+ or a browser).
import { isIdentifier, isJsIdentifierKey, jsString, namingNonFinite, nestedLiteral } from "../literals.ts";
import { defineLanguage, identifierRule } from "./types.ts";

/** A key bare where JavaScript reads it as a name, else a string. */
const jsKey = (key: string) => (isJsIdentifierKey(key) ? key : jsString(key));

/** A JavaScript literal: objects, arrays, strings, numbers, booleans, null. */
export const jsLiteral = nestedLiteral({
  string: jsString,
  number: namingNonFinite("NaN", "Infinity"),
  null: "null",
  entry: (key, written) => `${jsKey(key)}: ${written}`,
});

/** `.choices[0].message`: the path into a parsed JSON answer. */
export const jsAccess = (path: unknown) => (path as unknown[]).map((key) => (isIdentifier(key) ? `.${key}` : `[${jsLiteral(key)}]`)).join("");

export default defineLanguage({
  lineComment: "//",
  installPackage: (name, floor) => (floor ? `npm install "${name}@>=${floor}"` : `npm install ${name}`),
  isIdentifier: identifierRule([
    "await", "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else",
    "enum", "export", "extends", "false", "finally", "for", "function", "if", "import", "in", "instanceof", "let",
    "new", "null", "return", "static", "super", "switch", "this", "throw", "true", "try", "typeof", "var", "void",
    "while", "with", "yield",
  ]),
  literals: { js: jsLiteral },
  helpers: { jsAccess },
  grammar: { name: "javascript", holding: (literal) => `const x = ${literal};\n` },
  highlighter: { lezer: "javascript" },
});
