// No function over 150 lines in the project's code (tests included): a long function is split into
// named steps. Functions are found by their layout, which the code keeps throughout: a line that opens a
// function body (`function`, an arrow `=> {`, a method) ends at the next line at the same indentation
// that closes it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fg from "fast-glob";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");
const LIMIT = 150;
const PATH_LIMIT = 80;

const OPENS_FUNCTION = /\bfunction\b|=>\s*\{$|^\s*(export\s+)?(async\s+)?(static\s+)?(private\s+|public\s+|protected\s+)?(get\s+|set\s+)?[A-Za-z_$][\w$]*\s*(<[^>]*>)?\(.*\)\s*(:\s*.+)?\{$/;
const CONTROL = /^\s*(if|for|while|switch|catch|else|do|try)\b/;

/** Functions longer than `limit` lines in `text`: `line: first line (n lines)`. */
export function longFunctions(text: string, limit = LIMIT): string[] {
  const lines = text.split("\n");
  const found: string[] = [];
  lines.forEach((line, i) => {
    const code = line.trimEnd();
    if (!code.endsWith("{") || !OPENS_FUNCTION.test(code) || CONTROL.test(code)) return;
    const indent = line.length - line.trimStart().length;
    for (let j = i + 1; j < lines.length; j++) {
      const next = lines[j]!;
      if (next.trim() === "") continue;
      if (next.length - next.trimStart().length === indent && /^[}\])]/.test(next.trimStart())) {
        if (j - i + 1 > limit) found.push(`${i + 1}: ${code.trim().slice(0, 80)} (${j - i + 1} lines)`);
        return;
      }
    }
  });
  return found;
}

describe("function length", () => {
  it("finds a long function and not a short one", () => {
    const body = (n: number) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join("\n");
    expect(longFunctions(`export function long() {\n${body(160)}\n}\n`)).toEqual(["1: export function long() { (162 lines)"]);
    expect(longFunctions(`const f = () => {\n${body(10)}\n};\n`)).toEqual([]);
    expect(longFunctions(`  method(a: string): void {\n${body(200)}\n  }\n`)).toHaveLength(1);
  });

  it(`has none over ${LIMIT} lines`, () => {
    const files = fg.sync(["{engine,catalogue,verify,playground,scripts,bench}/**/*.{ts,tsx,mjs}", "*.ts"], { cwd: ROOT, ignore: ["**/node_modules/**", "dist/**"] });
    const long = files.flatMap((file) => longFunctions(readFileSync(join(ROOT, file), "utf8")).map((f) => `${file}:${f}`));
    expect(long).toEqual([]);
  });

  // The stages a snippet passes through (ARCHITECTURE.md) read in one sitting each: 80 lines at most.
  it(`has none over ${PATH_LIMIT} lines on the snippet path`, () => {
    const files = fg.sync(["engine/inference/*.ts", "engine/render/*.ts", "engine/{model,record,inputs,hub,requirements,literals}.ts"], { cwd: ROOT, ignore: ["**/*.test.ts"] });
    expect(files.length).toBeGreaterThan(20);
    const long = files.flatMap((file) => longFunctions(readFileSync(join(ROOT, file), "utf8"), PATH_LIMIT).map((f) => `${file}:${f}`));
    expect(long).toEqual([]);
  });
});
