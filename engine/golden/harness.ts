// The golden harness: render every case, compare with golden/ byte for byte, update atomically, report.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fg from "fast-glob";
import picomatch from "picomatch";
import { createTwoFilesPatch } from "diff";
import { parseCase, type GoldenCase } from "./cases.ts";
import { renderCase } from "./render.ts";
import { caseOwning, isGoldenOutputPath } from "./files.ts";
import { checkPipelineTag } from "../cli/known-names.ts";
import { acquireLock, hasStaleLock } from "./lock.ts";
import { assertInside, findSymlinks, GoldenPathError } from "./root.ts";
import { applyChanges, hasLeftovers, recoverInterruptedUpdate, type SwapHooks, type UpdateStep } from "./swap.ts";

export { recoverInterruptedUpdate, type UpdateStep } from "./swap.ts";
export const CASES_DIR = "cases";

export interface HarnessOptions {
  /** The golden/ folder. */
  root: string;
  /** Glob over case names (`textToImage/*`, `**\/lora`); default: every case. */
  filter?: string;
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
  const match = options.filter ? picomatch(options.filter) : () => true;
  return fg
    .sync("**/*.yaml", { cwd: dir })
    .sort()
    .map((file) => ({ file, name: file.replace(/\.yaml$/, "") }))
    .filter(({ name }) => match(name))
    .map(({ file, name }) => {
      const source = `golden/${CASES_DIR}/${file}`;
      const goldenCase = parseCase(name, source, readInside(options.root, join(dir, file), source));
      checkPipelineTag(goldenCase.model, `${source}: model`);
      return goldenCase;
    });
}

/** Reads a file of the golden folder, refusing one whose real path leaves it (a symlink out). */
function readInside(root: string, file: string, what: string): string {
  assertInside(root, file, what);
  return readFileSync(file, "utf8");
}

/**
 * Every output file now under golden/: files shaped like a golden output (see isGoldenOutputPath), so
 * cases/, the harness's own dot files and anything else that happens to be there are never touched.
 */
export function listOutputFiles(root: string): string[] {
  return fg
    .sync("**/*", { cwd: root, ignore: [`${CASES_DIR}/**`], dot: false, followSymbolicLinks: false })
    .filter(isGoldenOutputPath)
    .sort();
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
  recoverIfInterrupted(options.root);
  return compareUnlocked(options);
}

/** Rolls back what a killed update left (under the lock, so never while another update runs). */
export function recoverIfInterrupted(root: string): void {
  if (!hasLeftovers(root) && !hasStaleLock(root)) return;
  const lock = acquireLock(root, "golden recovery");
  try {
    recoverInterruptedUpdate(root);
  } finally {
    lock.release();
  }
}

function compareUnlocked(options: HarnessOptions): Comparison {
  const cases = renderCases(loadCases(options));
  const allCaseNames = loadCases({ root: options.root }).map((c) => c.name);
  const selected = new Set(cases.map((c) => c.goldenCase.name));
  const rendered = new Map<string, string>();
  for (const result of cases) for (const [path, content] of result.outputs) rendered.set(path, content);
  const result: Comparison = { cases, unchanged: [], changed: [], missing: [], orphaned: [] };
  const onDisk = listOutputFiles(options.root).filter((path) => {
    const name = caseOwning(path, allCaseNames);
    return name === undefined ? !options.filter : selected.has(name);
  });
  for (const path of onDisk) {
    const expected = readInside(options.root, join(options.root, path), `golden/${path}`);
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

/** Markdown summary for a pull request: counts, then one collapsible diff per changed file. */
export function formatReport(c: Comparison): string {
  const out: string[] = ["## Golden files", ""];
  out.push("| cases | unchanged | changed | added | removed |", "| --- | --- | --- | --- | --- |");
  out.push(`| ${c.cases.length} | ${c.unchanged.length} | ${c.changed.length} | ${c.missing.length} | ${c.orphaned.length} |`, "");
  if (isClean(c)) out.push("Every golden file matches its render.");
  const block = (title: string, diff: string) =>
    out.push(`<details><summary>${title}</summary>`, "", "```diff", diff.trimEnd(), "```", "", "</details>", "");
  // Each change names its case and the template that rendered it.
  const origin = new Map<string, string>();
  for (const r of c.cases) {
    for (const path of r.outputs.keys()) {
      const template = r.templates.get(path);
      origin.set(path, ` (case <code>${r.goldenCase.file}</code>${template ? `, template <code>templates/${template}</code>` : ""})`);
    }
  }
  const from = (path: string) => origin.get(path) ?? "";
  for (const change of c.changed) block(`changed: <code>golden/${change.path}</code>${from(change.path)}`, change.diff);
  for (const m of c.missing) block(`added: <code>golden/${m.path}</code>${from(m.path)}`, unifiedDiff(m.path, "", m.expected));
  for (const o of c.orphaned) block(`removed: <code>golden/${o.path}</code>`, unifiedDiff(o.path, o.actual, ""));
  return out.join("\n");
}

/**
 * Writes what changed and removes orphans, all or nothing, under the golden folder's lock (a second
 * update waits briefly, then fails naming the holder): every render must succeed before anything is
 * written; then engine/golden/swap.ts stages the new tree and swaps it in, so an interrupted update
 * leaves the old tree (rolled back by the next run) or the new one.
 */
export function update(options: HarnessOptions, onStep?: (step: UpdateStep, folder?: string) => void, hooks: SwapHooks = {}): Comparison {
  const root = options.root;
  const lock = acquireLock(root, "golden --update");
  try {
    recoverInterruptedUpdate(root);
    const c = compareUnlocked(options);
    if (isClean(c)) return c;
    const write = new Map<string, string>();
    for (const x of c.changed) write.set(x.path, x.actual);
    for (const m of c.missing) write.set(m.path, m.expected);
    const remove = c.orphaned.map((o) => o.path);
    // Nothing is written through a symlink: the touched folders must hold none.
    const touched = new Set([...write.keys(), ...remove].map((p) => p.slice(0, p.indexOf("/"))));
    for (const folder of touched) {
      const links = findSymlinks(root, folder);
      if (links.length) throw new GoldenPathError(`golden/${links[0]}: is a symlink; the golden folder must hold real files and folders only`);
      assertInside(root, join(root, folder), `golden/${folder}`);
    }
    if (!lock.held()) throw new Error(`${lock.file}: the lock was taken over while updating; nothing was written`);
    applyChanges(root, { write, remove }, { ...hooks, onStep: onStep ?? hooks.onStep });
    return c;
  } finally {
    lock.release();
  }
}
