// No runtime import cycles: modules load in one order, and a module never sees another half-initialised.
// Type-only imports are erased at build time and do not count.
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import fg from "fast-glob";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");
const IMPORTS = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).imports as Record<string, Record<string, string>>;

/** Runtime imports of a module: `import ... from "x"`, `export ... from "x"`, `import("x")`, minus `import type`. */
export function runtimeImports(source: string): string[] {
  const found: string[] = [];
  const statement = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']/gms;
  for (const m of source.matchAll(statement)) {
    if (m[2]) continue; // import type / export type
    const clause = m[3]!.trim();
    // `import { type A, type B } from` is type-only too
    const named = /^\{([^}]*)\}$/.exec(clause);
    if (named && named[1]!.split(",").every((part) => !part.trim() || /^type\s/.test(part.trim()))) continue;
    found.push(m[4]!);
  }
  for (const m of source.matchAll(/^\s*import\s+["']([^"']+)["']/gm)) found.push(m[1]!);
  for (const m of source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) found.push(m[1]!);
  return found;
}

function resolveImport(from: string, specifier: string): string[] {
  if (specifier.startsWith("#")) {
    const targets = IMPORTS[specifier];
    return targets ? Object.values(targets).map((t) => relative(ROOT, join(ROOT, t))) : [];
  }
  if (!specifier.startsWith(".")) return []; // a package
  return [relative(ROOT, resolve(dirname(join(ROOT, from)), specifier))];
}

function graph(): Map<string, string[]> {
  const files = fg.sync(["engine/**/*.{ts,tsx}", "catalogue/**/*.ts", "playground/**/*.{ts,tsx}", "bench/**/*.ts"], {
    cwd: ROOT,
    ignore: ["**/*.test.ts", "**/*.test.tsx", "**/e2e/**", "**/node_modules/**"],
  });
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const deps = runtimeImports(readFileSync(join(ROOT, file), "utf8")).flatMap((s) => resolveImport(file, s));
    edges.set(file, deps.filter((d) => files.includes(d)));
  }
  // Discovered modules (selectors, languages) are imported by their loader at run time.
  for (const [file, deps] of edges) {
    if (file === "engine/libraries/selector-files.node.ts" || file === "engine/libraries/selector-files.browser.ts") {
      deps.push(...files.filter((f) => /^engine\/libraries\/selectors\/[^/]+\.ts$/.test(f)));
    }
  }
  return edges;
}

function cycles(edges: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, "visiting" | "done">();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, "visiting");
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (state.get(next) === "visiting") found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, "done");
  };
  for (const node of [...edges.keys()].sort()) if (!state.has(node)) visit(node);
  return found;
}

describe("imports", () => {
  it("finds runtime imports and skips type-only ones", () => {
    expect(runtimeImports(`import type { A } from "./a.ts";\nimport { type B } from "./b.ts";\nimport { C, type D } from "./c.ts";\nexport { E } from "./e.ts";\nimport "./f.ts";`)).toEqual([
      "./c.ts",
      "./e.ts",
      "./f.ts",
    ]);
    expect(cycles(new Map([["a", ["b"]], ["b", ["a"]]]))).toEqual([["a", "b", "a"]]);
  });

  it("form no cycle at run time", () => {
    expect(cycles(graph()).map((c) => c.join(" → "))).toEqual([]);
  });
});
