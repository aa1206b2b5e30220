// The golden harness: render every case, compare with golden/ byte for byte, update atomically.
// The Markdown report is report.ts.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fg from "fast-glob";
import picomatch from "picomatch";
import { createTwoFilesPatch } from "diff";
import { parseCase, type GoldenCase } from "./cases.ts";
import { renderCase } from "./render.ts";
import { renderDocsCase } from "../../docs-site/golden.ts";
import { caseOwning, isGoldenOutputPath } from "./files.ts";
import { checkPipelineTag } from "../known-pipeline-tag.ts";
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
    .map(({ file, name }) => {
      const source = `golden/${CASES_DIR}/${file}`;
      const goldenCase = parseCase(name, source, readInside(options.root, join(dir, file), source));
      checkPipelineTag(goldenCase.model, `${source}: model`);
      return goldenCase;
    });
}

/** The name of every case (its path under cases/ without `.yaml`), without reading them. */
export function listCaseNames(root: string): string[] {
  return fg.sync("**/*.yaml", { cwd: join(root, CASES_DIR) }).map((file) => file.replace(/\.yaml$/, ""));
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
    // A docs case (reference pages, docs-site/golden/) is rendered by the page generator; pages have no single template.
    return { goldenCase, outputs: goldenCase.docs ? renderDocsCase(goldenCase) : renderCase(goldenCase, templates), templates };
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
