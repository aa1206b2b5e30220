// The data modules of the package: each catalogue file (or view) the build validated, as the JavaScript that
// gives it back. A table (id → entry, every entry a plain object) goes by columns where gzip makes that smaller
// (scripts/package/table.ts rebuilds it): a field's values side by side compress better than each entry's
// fields one after another (catalogue/libraries.yaml's labels, URLs and docs: 0.9 KB gzip less). Any other
// data, or a table the columns do not shrink or cannot give back exactly, is plain JSON.
import { gzipSync } from "node:zlib";
import { joined, table } from "./table.ts";

/** `JSON.parse('…')`: parsed faster than an object literal, and as small. */
const parsed = (data: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(data))})`;

const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype;

/** The columns of a table, or null when it is no table: `[ids, fields, columns, absent]` (see table.js). */
export function columnsOf(data: unknown): [string[], string[], unknown[][], number] | null {
  if (!isPlainObject(data)) return null;
  const entries = Object.values(data);
  if (entries.length === 0 || !entries.every(isPlainObject)) return null;
  // Every field once, in the order the entries give them: a field first seen goes right after the one before
  // it in its entry (first where it is the entry's first).
  const fields: string[] = [];
  for (const entry of entries) {
    let at = 0;
    for (const field of Object.keys(entry)) {
      const found = fields.indexOf(field);
      if (found < 0) fields.splice(at, 0, field);
      at = (found < 0 ? at : found) + 1;
    }
  }
  // The mark of a missing field: the first whole number no entry holds.
  const held = new Set(entries.flatMap((entry) => Object.values(entry)));
  let absent = 0;
  while (held.has(absent)) absent++;
  return [Object.keys(data), fields, fields.map((field) => entries.map((entry) => (Object.hasOwn(entry, field) ? entry[field] : absent))), absent];
}

/**
 * JavaScript that evaluates to `data` (an expression; `table` names scripts/package/table.ts's function where
 * it is used): the columns where they are smaller and give back exactly `data` (ids, fields and their order),
 * else plain JSON.
 */
export function dataExpression(data: unknown): { code: string; usesTable: boolean } {
  const plain = parsed(data);
  const columns = columnsOf(data);
  if (columns === null || JSON.stringify(table(...columns)) !== JSON.stringify(data)) return { code: plain, usesTable: false };
  const code = `table(...${parsed(columns)})`;
  return gzip(code) < gzip(plain) ? { code, usesTable: true } : { code: plain, usesTable: false };
}

/**
 * JavaScript that rebuilds a table from one of its views (`view`: the data its module gives, imported as
 * `view`) and a table of its other fields, with table.ts's `joined`; null where the view holds a field the
 * table lacks, or the rebuilt table would not be `data` exactly.
 */
export function joinedExpression(data: unknown, view: unknown): { code: string; usesTable: boolean } | null {
  const columns = columnsOf(data);
  const viewColumns = columnsOf(view);
  if (columns === null || viewColumns === null) return null;
  const [, fields] = columns;
  const viewFields = viewColumns[1];
  if (!viewFields.every((field) => fields.includes(field))) return null;
  const tableData = data as Record<string, Record<string, unknown>>;
  const viewData = view as Record<string, Record<string, unknown>>;
  // Every id, with the fields the view does not give it.
  const rest = Object.fromEntries(
    Object.entries(tableData).map(([id, entry]) => [id, Object.fromEntries(Object.entries(entry).filter(([field]) => !(Object.hasOwn(viewData, id) && Object.hasOwn(viewData[id]!, field))))]),
  );
  if (JSON.stringify(joined(viewData, rest, fields)) !== JSON.stringify(data)) return null;
  // Where the view lists every id in the table's order, the other fields by columns over the view's ids.
  const restColumns = columnsOf(rest);
  if (restColumns !== null && JSON.stringify(restColumns[0]) === JSON.stringify(Object.keys(viewData))) {
    return { code: `joined(view, table(Object.keys(view), ...${parsed(restColumns.slice(1))}), ${JSON.stringify(fields)})`, usesTable: true };
  }
  const restCode = dataExpression(rest);
  return { code: `joined(view, ${restCode.code}, ${JSON.stringify(fields)})`, usesTable: restCode.usesTable };
}
