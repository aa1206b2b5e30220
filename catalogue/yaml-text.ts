// YAML text to data, with a syntax error reported as `file:line:column: problem`: the catalogue's files
// (through #catalogue-files; the installed package ships validated data and parses none), golden cases,
// and the records the command line reads. js-yaml with its core schema (YAML 1.2: no dates, no merge
// keys), which refuses a repeated key: a third of the size of the `yaml` package in the command line
// the package bundles (the tarball's budget is 200 kB), and the same data for every file here.
import { CORE_SCHEMA, load, YAMLException } from "js-yaml";
import { CatalogueError } from "./input-error.ts";

/** Parses YAML text; a syntax error is reported as `file:line:column: problem`. An empty text is null. */
export function parseYamlText(file: string, text: string): unknown {
  try {
    return load(text, { schema: CORE_SCHEMA, filename: file }) ?? null;
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    throw new CatalogueError(`${error.mark ? `${file}:${lineAndColumn(text, error.mark.position)}` : file}: ${error.reason}`);
  }
}

/**
 * `line:column` (1-based) of an offset in the text as given: js-yaml counts in its own copy, which gains
 * a final line break, so an error at the end of a text without one would name a line that is not there.
 */
function lineAndColumn(text: string, offset: number): string {
  const at = Math.min(offset, text.length);
  const lineStart = text.lastIndexOf("\n", at - 1) + 1;
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < at; i = text.indexOf("\n", i + 1)) line++;
  return `${line}:${at - lineStart + 1}`;
}
