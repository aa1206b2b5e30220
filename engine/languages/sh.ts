// POSIX shell (bash): curl commands, installs, CLIs.
import { shLiteral } from "../literals.ts";
import { defineLanguage } from "./types.ts";

export default defineLanguage({
  id: "sh",
  extension: "sh",
  lineComment: "#",
  literals: { sh: shLiteral },
  // Shell snippets never print record values as names.
  isIdentifier: () => false,
  grammar: "bash",
  highlighter: { legacyMode: "shell" },
});
