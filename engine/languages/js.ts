// JavaScript (ES modules, Node 18+ or a browser).
import { jsLiteral } from "../literals.ts";
import { defineLanguage, identifierRule } from "./types.ts";

export default defineLanguage({
  id: "js",
  extension: "js",
  lineComment: "//",
  literals: { js: jsLiteral },
  isIdentifier: identifierRule([
    "await", "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else",
    "enum", "export", "extends", "false", "finally", "for", "function", "if", "import", "in", "instanceof", "let",
    "new", "null", "return", "static", "super", "switch", "this", "throw", "true", "try", "typeof", "var", "void",
    "while", "with", "yield",
  ]),
  grammar: "javascript",
  highlighter: { lezer: "javascript" },
});
