// The shape of the module graph: no import cycles (type-only imports count too: a circle of types is a
// circle of ideas a reader must hold at once), the engine holds only what the package ships, the
// playground or the repository's commands run (what only tests, the bench or the verify run reach belongs
// in verify/ or bench/), nothing outside the CLI (engine/cli/, repo-cli/) imports from engine/cli/, and the
// package's command line never reaches the repository's commands.
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import fg from "fast-glob";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");
const IMPORTS = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).imports as Record<string, Record<string, string>>;

/** Imports of a module: `import ... from "x"`, `export ... from "x"`, `import("x")`; with `types`, `import type` too. */
export function moduleImports(source: string, types = false): string[] {
  const found: string[] = [];
  const statement = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']/gms;
  for (const m of source.matchAll(statement)) {
    if (!types) {
      if (m[2]) continue; // import type / export type
      const clause = m[3]!.trim();
      // `import { type A, type B } from` is type-only too
      const named = /^\{([^}]*)\}$/.exec(clause);
      if (named && named[1]!.split(",").every((part) => !part.trim() || /^type\s/.test(part.trim()))) continue;
    }
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

/** Test files and what only a test runs (`faults.test-child.ts`). */
const TEST_FILE = /\.test(-[\w-]+)?\.tsx?$/;

/** Every module outside tests, with the modules it imports (with `types`, type-only imports too). */
function graph(types = false): Map<string, string[]> {
  const files = fg.sync(["engine/**/*.{ts,tsx}", "repo-cli/**/*.ts", "catalogue/**/*.ts", "playground/**/*.{ts,tsx}", "bench/**/*.ts", "verify/**/*.ts", "scripts/**/*.ts"], {
    cwd: ROOT,
    ignore: ["**/e2e/**", "**/node_modules/**"],
  }).filter((f) => !TEST_FILE.test(f));
  const known = new Set(files);
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const deps = moduleImports(readFileSync(join(ROOT, file), "utf8"), types).flatMap((s) => resolveImport(file, s));
    edges.set(file, deps.filter((d) => known.has(d)));
  }
  // Discovered modules (selectors, languages, verify runtimes) are imported by their loader at run time.
  const discovered: [RegExp, RegExp][] = [
    [/^engine\/libraries\/selector-files\.(node|browser)\.ts$/, /^engine\/libraries\/selectors\/[^/]+\.ts$/],
    [/^engine\/languages\/files\.(node|browser)\.ts$/, /^engine\/languages\/(?!index|types|files)[^/]+\.ts$/],
    [/^verify\/runtimes\/index\.ts$/, /^verify\/runtimes\/[^/]+\/runtime\.ts$/],
  ];
  for (const [file, deps] of edges) {
    for (const [loader, modules] of discovered) if (loader.test(file)) deps.push(...files.filter((f) => modules.test(f)));
  }
  return edges;
}

/** The modules reachable from `starts`. */
function reachable(edges: Map<string, string[]>, starts: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  while (stack.length) {
    const node = stack.pop()!;
    if (seen.has(node)) continue;
    seen.add(node);
    stack.push(...(edges.get(node) ?? []));
  }
  return seen;
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

describe("the module graph", () => {
  it("finds imports, type-only ones when asked", () => {
    const source = `import type { A } from "./a.ts";\nimport { type B } from "./b.ts";\nimport { C, type D } from "./c.ts";\nexport { E } from "./e.ts";\nimport "./f.ts";`;
    expect(moduleImports(source)).toEqual(["./c.ts", "./e.ts", "./f.ts"]);
    expect(moduleImports(source, true)).toEqual(["./a.ts", "./b.ts", "./c.ts", "./e.ts", "./f.ts"]);
    expect(cycles(new Map([["a", ["b"]], ["b", ["a"]]]))).toEqual([["a", "b", "a"]]);
  });

  it("has no cycle, counting type-only imports", () => {
    expect(cycles(graph(true)).map((c) => c.join(" → "))).toEqual([]);
  });

  it("holds in engine/ only what the package ships, the playground or the repository's commands run", () => {
    const edges = graph(true);
    // The package's entries (scripts/build-package.ts), the playground's and the clone's command line (the golden harness).
    const entries = ["engine/index.ts", ...fg.sync("engine/entries/*.ts", { cwd: ROOT }), "catalogue/index.ts", "engine/cli/main.ts", "engine/cli/bulk-worker.ts", "playground/main.tsx", "repo-cli/main.ts"];
    const shipped = reachable(edges, entries);
    expect([...edges.keys()].filter((f) => f.startsWith("engine/") && !shipped.has(f))).toEqual([]);
  });

  it("imports engine/cli/ only from the CLI and the repository's commands (repo-cli/)", () => {
    const outside = [...graph(true)].filter(([file, deps]) => !/^(engine\/cli|repo-cli)\//.test(file) && deps.some((d) => d.startsWith("engine/cli/")));
    expect(outside.map(([file]) => file)).toEqual([]);
  });

  it("keeps the repository's commands (repo-cli/) out of what the package's command line reaches", () => {
    const reached = reachable(graph(true), ["engine/cli/main.ts", "engine/cli/bulk-worker.ts"]);
    expect([...reached].filter((f) => f.startsWith("repo-cli/"))).toEqual([]);
  });
});
