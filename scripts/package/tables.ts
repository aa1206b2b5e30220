// The data modules of the package: each catalogue file (or view) the build validated, as the JavaScript that
// gives it back. A table (id → entry, every entry a plain object) goes by columns where gzip makes that smaller
// (scripts/package/table.ts rebuilds it): a field's values side by side compress better than each entry's
// fields one after another (catalogue/libraries.yaml's labels, URLs and docs: 0.9 KB gzip less). A column of
// strings goes shorter still where gzip makes up for formedTable()'s code: without the prefix most values
// begin with, and an end another column of the row holds as one mark (the libraries' repository URLs: the
// GitHub prefix once, the repository name they end with from its own column; 0.55 KB gzip less for the
// hub page's calls, bench/entry-sizes.ts). Any other data, or a table the columns do not shrink or cannot
// give back exactly, is plain JSON.
import { gzipSync } from "node:zlib";
import { formedTable, joined, table, type ColumnForm } from "./table.ts";

/** A data module's expression, and which of table.ts's functions it calls. */
export interface DataCode {
  code: string;
  /** It calls table(). */
  usesTable: boolean;
  /** It calls formedTable(). */
  usesForms?: boolean;
}

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

/** Characters a column's form may mark a value's end with (the first that no value of the column holds). */
const MARKS = "*^|~!$";

/** The prefixes of a column's strings worth trying: each one's beginnings up to a `/`, the most text saved first. */
function prefixesOf(values: readonly string[]): string[] {
  const saved = new Map<string, number>();
  for (const value of values) {
    for (let at = value.indexOf("/"); at >= 0; at = value.indexOf("/", at + 1)) {
      const prefix = value.slice(0, at + 1);
      saved.set(prefix, (saved.get(prefix) ?? 0) + prefix.length);
    }
  }
  return [...saved].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 3).map(([prefix]) => prefix);
}

/** A column written in a form (table.ts): values without `prefix`, an end equal to `tail`'s value in the row as `mark`. */
function formed(column: readonly unknown[], absent: number, prefix: string, tail: readonly unknown[] | undefined, mark: string): unknown[] {
  return column.map((value, row) => {
    if (value === absent) return value;
    const text = value as string;
    if (!text.startsWith(prefix)) return [text];
    const rest = text.slice(prefix.length);
    const end = tail?.[row];
    return typeof end === "string" && end !== "" && rest.endsWith(end) ? rest.slice(0, -end.length) + mark : rest;
  });
}

/**
 * The columns with forms where gzip makes them smaller (table.ts): per column of strings, the prefix most of
 * them begin with, and another column of strings many of them end with. Greedy, column by column; a column
 * given a form is no other's tail, nor a tail given a form.
 */
function withForms(columns: [string[], string[], unknown[][], number]): [string[], string[], unknown[][], number, ColumnForm[]] {
  const [ids, fields, values, absent] = columns;
  const out = values.slice();
  const forms: ColumnForm[] = [];
  const size = (forms: ColumnForm[]) => gzip(parsed([ids, fields, out, absent, forms]));
  const strings = values.map((column) => column.every((value) => value === absent || typeof value === "string"));
  const tails = new Set<number>();
  for (let f = 0; f < values.length; f++) {
    if (!strings[f] || tails.has(f)) continue;
    const texts = values[f]!.filter((value): value is string => value !== absent);
    const mark = [...MARKS].find((m) => !texts.some((text) => text.includes(m)));
    if (mark === undefined || texts.length === 0) continue;
    let best: { form: ColumnForm; column: unknown[]; size: number } | null = null;
    const original = out[f]!;
    const baseline = size(forms);
    for (const prefix of ["", ...prefixesOf(texts)]) {
      for (let tail = -1; tail < values.length; tail++) {
        if (tail === f || (tail >= 0 && (!strings[tail] || forms.some(([g]) => g === tail)))) continue;
        if (prefix === "" && tail < 0) continue;
        const form: ColumnForm = [f, prefix, tail, mark];
        out[f] = formed(values[f]!, absent, prefix, tail < 0 ? undefined : values[tail], mark);
        const now = size([...forms, form]);
        if (now < (best?.size ?? baseline)) best = { form, column: out[f]!, size: now };
      }
    }
    if (best === null) out[f] = original;
    else {
      out[f] = best.column;
      forms.push(best.form);
      if (best.form[2] >= 0) tails.add(best.form[2]);
    }
  }
  return [ids, fields, out, absent, forms];
}

/**
 * JavaScript that evaluates to `data` (an expression; `table` names scripts/package/table.ts's function where
 * it is used): the columns (in their shorter forms, where gzip makes them smaller) where they are smaller and
 * give back exactly `data` (ids, fields and their order), else plain JSON.
 */
export function dataExpression(data: unknown): DataCode {
  const plain = parsed(data);
  const columns = columnsOf(data);
  if (columns === null || JSON.stringify(table(...columns)) !== JSON.stringify(data)) return { code: plain, usesTable: false };
  const code = `table(...${parsed(columns)})`;
  const best = gzip(code) < gzip(plain) ? { code, usesTable: true } : { code: plain, usesTable: false };
  // Forms where they save more than formedTable's own code weighs in the page.
  const shaped = withForms(columns);
  if (shaped[4].length === 0 || JSON.stringify(formedTable(...shaped)) !== JSON.stringify(data)) return best;
  const formedCode = `formedTable(...${parsed(shaped)})`;
  return gzip(formedCode) + FORMS_CODE < gzip(best.code) ? { code: formedCode, usesTable: false, usesForms: true } : best;
}

/** About what formedTable() adds to a page, gzip bytes (its minified code alone: 130). */
const FORMS_CODE = 150;


/**
 * JavaScript that rebuilds a table from one of its views (`view`: the data its module gives, imported as
 * `view`) and a table of its other fields, with table.ts's `joined`; null where the view holds a field the
 * table lacks, or the rebuilt table would not be `data` exactly.
 */
export function joinedExpression(data: unknown, view: unknown): DataCode | null {
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
  return { ...restCode, code: `joined(view, ${restCode.code}, ${JSON.stringify(fields)})` };
}
