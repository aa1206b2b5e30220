// YAML text to data, with a syntax error reported as `file:line:column: problem`. The catalogue's loader
// reaches it through #catalogue-files (the installed package ships validated data and no YAML parser);
// the command line reads YAML records with it directly.
import { LineCounter, parseDocument } from "yaml";
import { CatalogueError } from "./input-error.ts";

/** Parses YAML text; a syntax error is reported as `file:line:column: problem`. */
export function parseYamlText(file: string, text: string): unknown {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: true, lineCounter });
  const error = doc.errors[0];
  if (error) {
    const pos = lineCounter.linePos(error.pos[0]);
    const where = pos ? `${file}:${pos.line}:${pos.col}` : file;
    throw new CatalogueError(`${where}: ${error.message.split("\n")[0]}`);
  }
  return doc.toJS();
}
