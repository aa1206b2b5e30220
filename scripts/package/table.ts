// A catalogue table as the package ships it where that is smaller (scripts/package/tables.ts), imported by the
// package's data modules: written by columns, `[ids, fields, columns, absent]`, each column holding one
// field's value for every entry, `absent` where the entry has no such field. This rebuilds the table as it was
// validated: the same ids in the same order, each entry with its fields in the same order.
//
// A column of strings may be written shorter (formedTable's `forms`, one `[column, prefix, tail, mark]` each): its values
// without the `prefix` most of them begin with, and where one ends with the value another column (`tail`, or
// -1) holds in the same row, that end as the one character `mark`. A value that does not begin with the
// prefix is written inside a list of one (`["…"]`); `absent` stays as it is.

/** A shorter form of a column of strings: `[column, prefix, tail column or -1, mark]`. */
export type ColumnForm = readonly [number, string, number, string];

/** A column's value as written in its form, as it was. */
function unform(value: unknown, prefix: string, tail: readonly unknown[] | undefined, mark: string, row: number): unknown {
  if (typeof value !== "string") return Array.isArray(value) ? value[0] : value;
  return prefix + (tail !== undefined && value.endsWith(mark) ? value.slice(0, -1) + String(tail[row]) : value);
}

/** table() of columns some of which are written in forms. */
export function formedTable(
  ids: readonly string[],
  fields: readonly string[],
  columns: readonly (readonly unknown[])[],
  absent: number,
  forms: readonly ColumnForm[],
): Record<string, Record<string, unknown>> {
  const plain = columns.slice();
  for (const [f, prefix, tail, mark] of forms) plain[f] = columns[f]!.map((value, row) => unform(value, prefix, tail < 0 ? undefined : columns[tail], mark, row));
  return table(ids, fields, plain, absent);
}

export function table(ids: readonly string[], fields: readonly string[], columns: readonly (readonly unknown[])[], absent: number): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (let row = 0; row < ids.length; row++) {
    const entry: Record<string, unknown> = {};
    for (let f = 0; f < fields.length; f++) {
      const value = columns[f]![row];
      if (value !== absent) entry[fields[f]!] = value;
    }
    out[ids[row]!] = entry;
  }
  return out;
}

/**
 * A table rebuilt from a view of some of its fields (another data module's table, shipped for a module that
 * reads no more) and a table of the others: per id of `rest` (every id, in order), `fields` in order, each
 * from the view where it has it, else from `rest`. So a page that loads both carries those fields once.
 */
export function joined(
  view: Readonly<Record<string, Record<string, unknown>>>,
  rest: Readonly<Record<string, Record<string, unknown>>>,
  fields: readonly string[],
): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const id of Object.keys(rest)) {
    const entry: Record<string, unknown> = {};
    const seen = Object.hasOwn(view, id) ? view[id]! : {};
    const other = rest[id]!;
    for (const field of fields) {
      if (Object.hasOwn(seen, field)) entry[field] = seen[field];
      else if (Object.hasOwn(other, field)) entry[field] = other[field];
    }
    out[id] = entry;
  }
  return out;
}
