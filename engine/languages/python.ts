// Python: the snippets' main language.
import { pyLiteral } from "../literals.ts";
import { defineLanguage, identifierRule } from "./types.ts";

export default defineLanguage({
  id: "python",
  extension: "py",
  lineComment: "#",
  literals: { py: pyLiteral },
  isIdentifier: identifierRule([
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del",
    "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal",
    "not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
  ]),
  grammar: "python",
  highlighter: { lezer: "python" },
});
