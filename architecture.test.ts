// ARCHITECTURE.md is the design the team keeps current: every repository path it names exists (a path with
// `<placeholders>` must match at least one file), and the README links it.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fg from "fast-glob";
import { describe, expect, it } from "vitest";

const ROOT = import.meta.dirname;
const TOP = new Set(readdirSync(ROOT).filter((name) => !name.startsWith(".") && name !== "node_modules" && name !== "dist"));

/** The repository paths a Markdown text names in backticks: those whose first part is a top-level file or folder. */
export function namedPaths(markdown: string, top: ReadonlySet<string> = TOP): string[] {
  const paths = new Set<string>();
  for (const [, token] of markdown.matchAll(/`([^`\s]+)`/g)) {
    const path = token!.replace(/[.,:;]+$/, "");
    if (!/^[\w.<>*-]+(\/[\w.<>*-]+)*\/?$/.test(path)) continue;
    if (top.has(path.split("/")[0]!)) paths.add(path);
  }
  return [...paths].sort();
}

function exists(path: string): boolean {
  if (!path.includes("<")) return existsSync(join(ROOT, path));
  const pattern = path.replace(/<[^>]+>/g, "*").replace(/\/$/, "");
  return fg.sync(pattern, { cwd: ROOT, onlyFiles: false, dot: false }).length > 0;
}

describe("ARCHITECTURE.md", () => {
  const text = readFileSync(join(ROOT, "ARCHITECTURE.md"), "utf8");

  it("finds the paths a text names, and only those", () => {
    expect(namedPaths("`engine/model.ts`, `templates/<language>/<client>/`, `language/folder/name`, `{{> x}}`, `npx snippets`", new Set(["engine", "templates"]))).toEqual([
      "engine/model.ts",
      "templates/<language>/<client>/",
    ]);
  });

  it("names only paths that exist", () => {
    const paths = namedPaths(text);
    expect(paths.length).toBeGreaterThan(40);
    expect(paths.filter((path) => !exists(path))).toEqual([]);
  });

  it("is linked from the README", () => {
    expect(readFileSync(join(ROOT, "README.md"), "utf8")).toMatch(/\]\(ARCHITECTURE\.md\)/);
  });
});
