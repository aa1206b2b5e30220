// The package's data modules: a table shipped by columns is the same table, and other data stays JSON.
import { describe, expect, it } from "vitest";
import { leanData } from "../browser-build/data.ts";
import { formedTable, joined, table } from "./table.ts";
import { columnsOf, dataExpression, joinedExpression } from "./tables.ts";

/** What the expression gives, run as the package runs it. */
function run(code: string, view?: unknown): unknown {
  return new Function("table", "formedTable", "joined", "view", `return ${code};`)(table, formedTable, joined, view);
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

describe("columns of strings in a shorter form", () => {
  // 300 libraries with GitHub repositories named after the library (names gzip cannot guess), and two elsewhere.
  let seed = 1;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const word = () => Array.from({ length: 7 }, () => "abcdefghijklmnopqrstuvwxyz"[Math.floor(random() * 26)]).join("");
  const names = Array.from({ length: 300 }, () => `${word()}-${word()}`);
  const data = Object.fromEntries([
    ...names.map((name, i) => [name, { repoName: name, repoUrl: `https://github.com/${word()}/${name}`, docs: i % 2 ? `https://example.org/${i}` : null }]),
    ["other", { repoName: "Other", repoUrl: "https://gitlab.com/other/other-repo" }],
    ["elsewhere", { repoName: "Elsewhere", repoUrl: "https://github.com/elsewhere/x*y" }],
  ]);

  it("writes the values without the prefix most begin with and an end another column holds as one mark, and gives them back", () => {
    const { code, usesForms } = dataExpression(data);
    expect(usesForms).toBe(true);
    expect(code).toMatch(/^formedTable\(/);
    // The prefix once (in the form), the repository names once (in their own column), a mark other than the `*` a URL holds.
    expect(code.split("https://github.com/")).toHaveLength(2);
    expect(code.split(names[7]!)).toHaveLength(3);
    const written = JSON.parse(JSON.parse(code.slice("formedTable(...JSON.parse(".length, -2))) as unknown[];
    expect(written[4]).toEqual([[1, "https://github.com/", 0, "^"]]);
    expect(JSON.stringify(run(code))).toBe(JSON.stringify(data));
  });

  it("keeps a value without the prefix whole, and leaves other values alone", () => {
    const table = formedTable(["a", "b", "c"], ["url", "name"], [["x/*", ["https://else/a"], 0], ["a", "b", 0]], 0, [[0, "https://h/", 1, "*"]]);
    expect(table).toEqual({ a: { url: "https://h/x/a", name: "a" }, b: { url: "https://else/a", name: "b" }, c: {} });
  });

  it("is not used where gzip does not make it smaller than its code", () => {
    expect(dataExpression({ a: { url: "https://h/a" }, b: { url: "https://h/b" } }).usesForms).toBeUndefined();
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
