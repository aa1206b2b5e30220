// The package's data modules: a table shipped by columns is the same table, and other data stays JSON.
import { describe, expect, it } from "vitest";
import { leanData } from "../browser-build/data.ts";
import { joined, table } from "./table.ts";
import { columnsOf, dataExpression, joinedExpression } from "./tables.ts";

/** What the expression gives, run as the package runs it. */
function run(code: string, view?: unknown): unknown {
  return new Function("table", "joined", "view", `return ${code};`)(table, joined, view);
}

describe("catalogue data by columns", () => {
  it("gives back every shipped file exactly: ids, fields, their order and values", () => {
    const { validated } = leanData();
    let byColumns = 0;
    for (const [file, data] of Object.entries(validated)) {
      const { code, usesTable } = dataExpression(data);
      if (usesTable) byColumns++;
      expect(JSON.stringify(run(code)), file).toBe(JSON.stringify(data));
    }
    // The libraries' labels and URLs at least go by columns.
    expect(byColumns).toBeGreaterThan(0);
  });

  it("marks a missing field with a value no entry holds, and keeps null, 0, false and nested values", () => {
    const data = { a: { x: 0, y: null }, b: { y: false, z: [1, { k: 1 }] }, c: {} };
    const columns = columnsOf(data)!;
    expect(columns[3]).toBe(1);
    expect(table(...columns)).toEqual(data);
    expect(Object.keys(table(...columns).b!)).toEqual(["y", "z"]);
  });

  it("takes the fields in the order the entries give them, where some entries lack some", () => {
    const data = { a: { y: 1, z: 2 }, b: { x: 3, y: 4 }, c: { x: 5, z: 6 } };
    expect(columnsOf(data)!.slice(0, 2)).toEqual([["a", "b", "c"], ["x", "y", "z"]]);
    expect(JSON.stringify(table(...columnsOf(data)!))).toBe(JSON.stringify(data));
  });

  it("keeps plain JSON for what is no table, and for entries whose fields come in different orders", () => {
    expect(columnsOf(["a", "b"])).toBeNull();
    expect(columnsOf({ a: { x: 1 }, b: "text" })).toBeNull();
    expect(dataExpression({ a: { x: 1, y: 2 }, b: { y: 3, x: 4 } })).toEqual({ code: `JSON.parse(${JSON.stringify(JSON.stringify({ a: { x: 1, y: 2 }, b: { y: 3, x: 4 } }))})`, usesTable: false });
  });
});

describe("a table rebuilt from one of its views", () => {
  const data = { a: { label: "A", query: "x", url: "u" }, b: { label: "B", url: "v" }, c: { query: "z" } };
  const view = { a: { label: "A", url: "u" }, b: { label: "B", url: "v" } };

  it("takes the view's fields from the view and the others from its own table: the same ids, fields and order", () => {
    const { code } = joinedExpression(data, view)!;
    expect(code).toMatch(/^joined\(view, /);
    expect(code).not.toContain('"A"');
    expect(JSON.stringify(run(code, view))).toBe(JSON.stringify(data));
  });

  it("takes the ids from the view where it lists them all, in the table's order", () => {
    const all = { a: { label: "A", query: "x" }, b: { label: "B" } };
    const { code } = joinedExpression(all, { a: { label: "A" }, b: { label: "B" } })!;
    expect(code).toMatch(/^joined\(view, table\(Object\.keys\(view\), /);
    expect(JSON.stringify(run(code, { a: { label: "A" }, b: { label: "B" } }))).toBe(JSON.stringify(all));
  });

  it("is none where the view holds a field the table lacks, or another value", () => {
    expect(joinedExpression(data, { a: { other: 1 } })).toBeNull();
    expect(joinedExpression(data, { a: { label: "not A" } })).toBeNull();
  });
});
