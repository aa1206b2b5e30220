// The golden harness: render every case, compare with golden/ byte for byte, update atomically.
// The Markdown report is report.ts.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync, cpSync } from "node:fs";
import { dirname, join } from "node:path";
import fg from "fast-glob";
import picomatch from "picomatch";
import { createTwoFilesPatch } from "diff";
import { parseCase, type GoldenCase } from "./cases.ts";
import { renderCase } from "./render.ts";
import { caseOwning } from "./files.ts";

export const CASES_DIR = "cases";
const JOURNAL = ".golden-swap.json";
const STAGING = ".golden-staging";
const BACKUP = ".golden-backup";

export interface HarnessOptions {
  /** The golden/ folder. */
  root: string;
  /** Glob over case names (`textToImage/*`, `**\/lora`); default: every case. */
  filter?: string;
  /** Only these cases, by name (what a change affects: `snippets golden --watch`). */
  names?: readonly string[];
}

export interface CaseResult {
  goldenCase: GoldenCase;
  outputs: Map<string, string>;
  /** Output path → the template file (under templates/) that rendered it. */
  templates: Map<string, string>;
}

export interface Comparison {
  cases: CaseResult[];
  unchanged: string[];
  changed: { path: string; expected: string; actual: string; diff: string }[];
  missing: { path: string; expected: string }[];
  orphaned: { path: string; actual: string }[];
}

export function loadCases(options: HarnessOptions): GoldenCase[] {
  const dir = join(options.root, CASES_DIR);
  const glob = options.filter ? picomatch(options.filter) : () => true;
  const names = options.names ? new Set(options.names) : undefined;
  const match = (name: string) => glob(name) && (!names || names.has(name));
  return fg
    .sync("**/*.yaml", { cwd: dir })
    .sort()
    .map((file) => ({ file, name: file.replace(/\.yaml$/, "") }))
    .filter(({ name }) => match(name))
    .map(({ file, name }) => parseCase(name, `golden/${CASES_DIR}/${file}`, readFileSync(join(dir, file), "utf8")));
}

/** The name of every case (its path under cases/ without `.yaml`), without reading them. */
export function listCaseNames(root: string): string[] {
  return fg.sync("**/*.yaml", { cwd: join(root, CASES_DIR) }).map((file) => file.replace(/\.yaml$/, ""));
}

/** Every output file now under golden/ (outside cases/ and the harness's own dot folders). */
export function listOutputFiles(root: string): string[] {
  return fg.sync("**/*", { cwd: root, ignore: [`${CASES_DIR}/**`], dot: false }).sort();
}

export function renderCases(cases: GoldenCase[]): CaseResult[] {
  return cases.map((goldenCase) => {
    const templates = new Map<string, string>();
    return { goldenCase, outputs: renderCase(goldenCase, templates), templates };
  });
}

export function unifiedDiff(path: string, expected: string, actual: string): string {
  return createTwoFilesPatch(`a/golden/${path}`, `b/golden/${path}`, expected, actual, "", "", { context: 3 });
}

/** Renders the cases and compares them with golden/. `expected` is what is on disk; `actual` the render. */
export function compare(options: HarnessOptions): Comparison {
  recoverInterruptedUpdate(options.root);
  const cases = renderCases(loadCases(options));
  const allCaseNames = listCaseNames(options.root);
  const selected = new Set(cases.map((c) => c.goldenCase.name));
  const rendered = new Map<string, string>();
  for (const result of cases) for (const [path, content] of result.outputs) rendered.set(path, content);
  const result: Comparison = { cases, unchanged: [], changed: [], missing: [], orphaned: [] };
  // Only the selected cases' folders when cases are named (a watch re-check), every file otherwise.
  const candidates = options.names
    ? [...new Set(cases.flatMap((r) => fg.sync(`${fg.escapePath(r.goldenCase.name)}/**`, { cwd: options.root })))].sort()
    : listOutputFiles(options.root);
  const onDisk = candidates.filter((path) => {
    const name = caseOwning(path, allCaseNames);
    return name === undefined ? !options.filter && !options.names : selected.has(name);
  });
  for (const path of onDisk) {
    const expected = readFileSync(join(options.root, path), "utf8");
    const actual = rendered.get(path);
    if (actual === undefined) result.orphaned.push({ path, actual: expected });
    else if (actual === expected) result.unchanged.push(path);
    else result.changed.push({ path, expected, actual, diff: unifiedDiff(path, expected, actual) });
  }
  const existing = new Set(onDisk);
  for (const [path, content] of [...rendered].sort(([a], [b]) => a.localeCompare(b))) {
    if (!existing.has(path)) result.missing.push({ path, expected: content });
  }
  return result;
}

export function isClean(c: Comparison): boolean {
  return c.changed.length === 0 && c.missing.length === 0 && c.orphaned.length === 0;
}

/** Human-readable check output: a unified diff per mismatch, then missing and orphaned files. */
export function formatCheck(c: Comparison): string {
  const lines: string[] = [];
  for (const change of c.changed) lines.push(change.diff);
  for (const m of c.missing) lines.push(`missing: golden/${m.path}`);
  for (const o of c.orphaned) lines.push(`orphaned: golden/${o.path}`);
  const files = c.unchanged.length + c.changed.length + c.missing.length;
  lines.push(
    `${c.cases.length} cases, ${files} files: ${c.unchanged.length} match, ${c.changed.length} differ, ` +
      `${c.missing.length} missing, ${c.orphaned.length} orphaned`,
  );
  if (!isClean(c)) lines.push("Review the diff, then accept it with: npm run golden -- --update");
  return lines.join("\n");
}

/** Steps of an update, for tests that interrupt it. */
export type UpdateStep = "staged" | "swapping" | "swapped";

/**
 * Writes what changed and removes orphans, all or nothing: every render must succeed before anything
 * is written; the new tree is staged beside the old one and swapped in folder by folder under a
 * journal, so an interrupted update is rolled back on the next run.
 */
export function update(options: HarnessOptions, onStep?: (step: UpdateStep, folder?: string) => void): Comparison {
  const root = options.root;
  const c = compare(options);
  if (isClean(c)) return c;
  const touched = new Set<string>();
  for (const p of [...c.changed.map((x) => x.path), ...c.missing.map((x) => x.path), ...c.orphaned.map((x) => x.path)]) {
    touched.add(p.split("/")[0]!);
  }
  const staging = join(root, STAGING);
  const backup = join(root, BACKUP);
  rmSync(staging, { recursive: true, force: true });
  rmSync(backup, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  // Stage each touched top-level folder in full: the current folder, then the changes on top.
  for (const folder of touched) {
    if (existsSync(join(root, folder))) cpSync(join(root, folder), join(staging, folder), { recursive: true });
  }
  for (const o of c.orphaned) rmSync(join(staging, o.path), { force: true });
  for (const { path, actual } of [...c.changed, ...c.missing.map((m) => ({ path: m.path, actual: m.expected }))]) {
    mkdirSync(dirname(join(staging, path)), { recursive: true });
    writeFileSync(join(staging, path), actual);
  }
  removeEmptyFolders(staging);
  onStep?.("staged");
  const journal = [...touched].map((name) => ({ name, existed: existsSync(join(root, name)) }));
  // Written under a temporary name and renamed, so a journal on disk is always complete.
  writeFileSync(join(root, `${JOURNAL}.tmp`), JSON.stringify({ folders: journal }));
  renameSync(join(root, `${JOURNAL}.tmp`), join(root, JOURNAL));
  mkdirSync(backup, { recursive: true });
  for (const folder of touched) {
    onStep?.("swapping", folder);
    if (existsSync(join(root, folder))) renameSync(join(root, folder), join(backup, folder));
    if (existsSync(join(staging, folder))) renameSync(join(staging, folder), join(root, folder));
  }
  onStep?.("swapped");
  rmSync(join(root, JOURNAL));
  rmSync(backup, { recursive: true, force: true });
  rmSync(staging, { recursive: true, force: true });
  return c;
}

function removeEmptyFolders(dir: string): void {
  const dirs = fg.sync("**", { cwd: dir, onlyDirectories: true }).sort((a, b) => b.length - a.length);
  for (const d of dirs) {
    if (fg.sync("*", { cwd: join(dir, d), onlyFiles: false }).length === 0) rmSync(join(dir, d), { recursive: true });
  }
}

/** Rolls back an update that stopped during its swap, restoring the previous golden files. */
export function recoverInterruptedUpdate(root: string): boolean {
  const journalPath = join(root, JOURNAL);
  const backup = join(root, BACKUP);
  rmSync(`${journalPath}.tmp`, { force: true });
  if (!existsSync(journalPath)) {
    rmSync(join(root, STAGING), { recursive: true, force: true });
    rmSync(backup, { recursive: true, force: true });
    return false;
  }
  let folders: { name: string; existed: boolean }[] = [];
  try {
    folders = (JSON.parse(readFileSync(journalPath, "utf8")) as { folders: typeof folders }).folders;
  } catch {
    // An unreadable journal (left by an older version, or by hand): folders move only after a complete
    // journal is in place, so nothing was moved yet.
  }
  for (const { name, existed } of folders) {
    if (existsSync(join(backup, name))) {
      // Moved aside: put the old folder back, dropping anything swapped in.
      rmSync(join(root, name), { recursive: true, force: true });
      renameSync(join(backup, name), join(root, name));
    } else if (!existed) {
      // New in the interrupted update: remove it if it was already moved in.
      rmSync(join(root, name), { recursive: true, force: true });
    }
    // Existed and never moved: untouched.
  }
  rmSync(journalPath);
  rmSync(backup, { recursive: true, force: true });
  rmSync(join(root, STAGING), { recursive: true, force: true });
  return true;
}
