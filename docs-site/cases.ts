// The docs cases (docs-cases.ts), and an examples file read from disk (`snippets docs --examples <file>`).
import { readFileSync } from "node:fs";
import type { DocsExamples } from "../catalogue/docs-examples.ts";
import { InputError } from "../catalogue/input-error.ts";
import { parseExamplesText } from "./docs-cases.ts";

export * from "./docs-cases.ts";

/** An examples file given on the command line, validated like the catalogue's (errors name the file and the field). */
export function readExamplesFile(file: string): DocsExamples {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new InputError(`${file}: cannot read it (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  return parseExamplesText(file, text);
}
