// A catalogue table as the package ships it where that is smaller (scripts/package/tables.ts), imported by the
// package's data modules: written by columns, `[ids, fields, columns, absent]`, each column holding one field's
// value for every entry, `absent` where the entry has no such field. This rebuilds the table as it was
// validated: the same ids in the same order, each entry with its fields in the same order.
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
