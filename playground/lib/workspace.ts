// Renders golden cases with the engine as it stands (with any template edits applied) and compares the
// result with the golden files. The rendering is the engine's own renderCase; this file only collects.
import type { GoldenCase } from "../../engine/golden/cases.ts";
import { renderCase } from "../../engine/golden/render.ts";
import { caseOwning } from "../../engine/golden/files.ts";

export type OutputStatus = "same" | "changed" | "missing" | "orphaned";

export interface OutputEntry {
  path: string;
  caseName: string;
  /** Golden file content, or null when none exists. */
  expected: string | null;
  /** Rendered content, or null when the render does not produce this file. */
  actual: string | null;
  status: OutputStatus;
  /** The template that rendered it (path under templates/), when the render produces it. */
  template?: string;
}

export interface CaseRender {
  goldenCase: GoldenCase;
  outputs: Map<string, string>;
  /** Output path → the template that rendered it (provenance, as the golden harness records it). */
  templates: Map<string, string>;
  error: string | null;
}

export interface RenderSummary {
  renders: CaseRender[];
  /** Every rendered or golden output, sorted by path. */
  entries: OutputEntry[];
  /** Render errors, one per failing case. */
  errors: { caseName: string; message: string }[];
  /** Render time of the last update and what it re-rendered. */
  millis: number;
  mode: "full" | "incremental" | "none";
  renderedCases: number;
}

export function renderCases(cases: GoldenCase[]): CaseRender[] {
  return cases.map((goldenCase) => {
    const templates = new Map<string, string>();
    try {
      return { goldenCase, outputs: renderCase(goldenCase, templates), templates, error: null };
    } catch (error) {
      return { goldenCase, outputs: new Map(), templates: new Map(), error: (error as Error).message };
    }
  });
}

/** The same order as `localeCompare`, without building a collator for every comparison. */
const collator = new Intl.Collator();

/** Each path's place in the last full sort: while the set of paths stays the same, sorting compares numbers. */
let ranks = new Map<string, number>();

function sortByPath(entries: OutputEntry[]): void {
  if (entries.length === ranks.size && entries.every((e) => ranks.has(e.path))) {
    entries.sort((a, b) => ranks.get(a.path)! - ranks.get(b.path)!);
    return;
  }
  entries.sort((a, b) => collator.compare(a.path, b.path));
  ranks = new Map(entries.map((e, i) => [e.path, i]));
}

/** Entries of one render against one set of golden files; a render not re-rendered keeps its entries (and memoised views theirs). */
const entriesOf = new WeakMap<CaseRender, { onDisk: Record<string, string>; entries: OutputEntry[] }>();

function renderEntries(render: CaseRender, onDisk: Record<string, string>): OutputEntry[] {
  const known = entriesOf.get(render);
  if (known?.onDisk === onDisk) return known.entries;
  const entries: OutputEntry[] = [];
  for (const [path, actual] of render.outputs) {
    const expected = Object.hasOwn(onDisk, path) ? onDisk[path]! : null;
    const status: OutputStatus = expected === null ? "missing" : expected === actual ? "same" : "changed";
    const template = render.templates.get(path);
    entries.push({ path, caseName: render.goldenCase.name, expected, actual, status, ...(template !== undefined && { template }) });
  }
  entriesOf.set(render, { onDisk, entries });
  return entries;
}

/**
 * Compares renders with the golden files. A case that failed to render keeps its golden files out of
 * the "orphaned" list (its error is reported instead).
 */
export function compareRenders(
  renders: CaseRender[],
  onDisk: Record<string, string>,
  timing: Pick<RenderSummary, "millis" | "mode" | "renderedCases"> = { millis: 0, mode: "none", renderedCases: 0 },
): RenderSummary {
  // The same renders against the same files (React's strict mode calls a memo twice): the same answer.
  if (last?.renders === renders && last.onDisk === onDisk) return { ...last.summary, ...timing };
  const summary = compare(renders, onDisk, timing);
  last = { renders, onDisk, summary };
  return summary;
}

let last: { renders: CaseRender[]; onDisk: Record<string, string>; summary: RenderSummary } | null = null;

function compare(renders: CaseRender[], onDisk: Record<string, string>, timing: Pick<RenderSummary, "millis" | "mode" | "renderedCases">): RenderSummary {
  const names = renders.map((r) => r.goldenCase.name);
  const failed = new Set(renders.filter((r) => r.error).map((r) => r.goldenCase.name));
  const entries: OutputEntry[] = [];
  for (const render of renders) entries.push(...renderEntries(render, onDisk));
  const rendered = new Set(entries.map((e) => e.path));
  for (const [path, expected] of Object.entries(onDisk)) {
    if (rendered.has(path)) continue;
    const caseName = caseOwning(path, names) ?? "";
    if (failed.has(caseName)) continue;
    entries.push({ path, caseName, expected, actual: null, status: "orphaned" });
  }
  sortByPath(entries);
  const errors = renders.filter((r) => r.error).map((r) => ({ caseName: r.goldenCase.name, message: r.error! }));
  return { renders, entries, errors, ...timing };
}
