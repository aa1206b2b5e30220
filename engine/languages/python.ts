// Python: the snippets' main language.
import { bracketPath, CodeRef, hasFormatCharacter, hex, isIdentifier, isPlainString, namingNonFinite, nestedLiteral } from "../literals.ts";
import { defineLanguage, identifierRule } from "./types.ts";

/** A double-quoted Python string literal. */
export function pyString(value: string): string {
  return writePyString(value);
}

function writePyString(value: string): string {
  if (isPlainString(value)) return `"${value}"`;
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
    else if (hasFormatCharacter(ch)) out += `\\u${hex(code, 4)}`;
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

/** A Python literal: dicts, lists, strings, numbers, True/False/None. */
export const pyLiteral = nestedLiteral({
  string: pyString,
  number: namingNonFinite('float("nan")', 'float("inf")'),
  boolean: (value) => (value ? "True" : "False"),
  null: "None",
  entry: (key, written) => `${pyString(key)}: ${written}`,
});

/** `["choices"][0]["message"]`: the path into a parsed JSON answer. */
export const pyAccess = bracketPath(pyLiteral);

/** pip's install command for a package, from version `floor` on. */
export const pipInstall = (name: string, floor: string | undefined): string => (floor ? `pip install "${name}>=${floor}"` : `pip install ${name}`);

export default defineLanguage({
  extension: "py",
  lineComment: "#",
  installPackage: pipInstall,
  isIdentifier: identifierRule([
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del",
    "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal",
    "not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
  ]),
  literals: { py: pyLiteral },
  helpers: { pyAccess },
  grammar: { name: "python", holding: (literal) => `x = ${literal}\n` },
  highlighter: { lezer: "python" },
});
