// Render errors grouped by message: a broken template fails every case that uses it with the same error,
// shown once with the number of cases (and their names on demand) instead of once per case; each group
// says where in a template it is, when the message names a line (`templates/<key>.hbs:<line>:<column>`).

export interface ErrorGroup {
  /** The message without the case file it was raised for. */
  message: string;
  /** The cases that fail with it, in the order given. */
  cases: string[];
  /** The template and line the message names, if any. */
  at?: { template: string; line: number; column?: number };
}

/** `golden/cases/<name>.yaml: ` (or a case file elsewhere) in front of a case's render error. */
const CASE_PREFIX = /^(?:[^\s:]+\/)?cases\/[^\s:]+\.yaml: /;
const LOCATION = /templates\/([^\s:]+)\.hbs:(\d+)(?::(\d+))?/;

/** Where a message places its error: the first `templates/<key>.hbs:<line>[:<column>]` it names. */
export function errorLocation(message: string): ErrorGroup["at"] {
  const found = LOCATION.exec(message);
  if (!found) return undefined;
  return { template: found[1]!, line: Number(found[2]), ...(found[3] !== undefined && { column: Number(found[3]) }) };
}

/** Errors with the same message (once the case file is taken off) as one group, the largest first. */
export function groupErrors(errors: readonly { caseName: string; message: string }[]): ErrorGroup[] {
  const groups = new Map<string, ErrorGroup>();
  for (const error of errors) {
    const message = error.message.replace(CASE_PREFIX, "");
    let group = groups.get(message);
    if (!group) {
      const at = errorLocation(message);
      groups.set(message, (group = { message, cases: [], ...(at && { at }) }));
    }
    group.cases.push(error.caseName);
  }
  return [...groups.values()].sort((a, b) => b.cases.length - a.cases.length);
}

/** The lines of `template` the groups name, with their messages (for the editor's marks). */
export function templateMarks(groups: readonly ErrorGroup[], template: string): { line: number; message: string }[] {
  return groups.flatMap((g) => (g.at?.template === template ? [{ line: g.at.line, message: g.message }] : []));
}
