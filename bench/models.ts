// The records the speed lines render, derived rather than picked: the inference line takes every
// (provider, task) pair this engine and the incumbent both serve (the same enumeration the request
// contract checks, verify/official.ts), each with a real record of the task (a golden case's, see
// recordFor); the library line takes the record of every golden library case
// (golden/cases/libraries/<library>/*.yaml).
import { resolve } from "node:path";
import { LIBRARY_IDS, snippetLibraryOf } from "../catalogue/libraries.ts";
import { tasks } from "../catalogue/tasks.ts";
import type { GoldenCase } from "../engine/golden/cases.ts";
import { loadCases } from "../engine/golden/harness.ts";
import { OFFICIAL_CHAT_TASKS, pairOptions, pairsBothServe } from "../verify/official.ts";
import { REPO } from "./measure.ts";

export interface BenchModel {
  id: string;
  pipeline_tag?: string;
  tags?: string[];
  library_name?: string;
  [field: string]: unknown;
}

/** One record on one provider, rendered by both sides with the same options. */
export interface BenchCase {
  model: BenchModel;
  provider: string;
  /** The official client's task of the pair it stands for. */
  pairTask: string;
  options: { providerModelId?: string; directRequest?: boolean };
  /** The file the record comes from: a golden case, or a task page of the catalogue. */
  from: string;
}

let goldenCases: GoldenCase[] | undefined;
function golden(): GoldenCase[] {
  return (goldenCases ??= loadCases({ root: resolve(REPO, "golden") }));
}

/** Pipeline tasks the official client serves as chat; their records are conversational (chat) models. */
const CHAT_PIPELINE_TASKS = ["text-generation", "image-text-to-text"];

/**
 * The record that stands for `task` on `provider`: a golden case's (chat tasks: of a conversational
 * model), the first that names the provider (without options if one does; the options are the pair's
 * own anyway), else the first of the task without options; for a task no golden case renders, the first
 * model the catalogue's task page names (catalogue/tasks/<task>.yaml).
 */
function recordFor(task: string, provider: string): { model: BenchModel; from: string; providerModelId?: string } | undefined {
  const chat = CHAT_PIPELINE_TASKS.includes(task);
  const ofTask = golden().filter(
    (c) => !c.library && !c.localApps && c.model.pipeline_tag === task && chat === ((c.model.tags as string[] | undefined)?.includes("conversational") ?? false),
  );
  const plain = (c: GoldenCase) => Object.keys(c.options).length === 0;
  const named = ofTask.filter((c) => c.providers.includes(provider));
  const c = named.find(plain) ?? named[0] ?? ofTask.find(plain);
  if (c) return { model: c.model as BenchModel, from: `golden/cases/${c.name}.yaml`, providerModelId: c.providerModelIds[provider] };
  const example = Object.hasOwn(tasks, task) ? tasks[task as keyof typeof tasks].models[0] : undefined;
  if (chat || !example) return undefined;
  return { model: { id: example.id, pipeline_tag: task }, from: `catalogue/tasks/${task}.yaml` };
}

/**
 * Every (provider, pipeline task) the two clients both serve, one case each: the official client's chat
 * pairs stand for text-generation and image-text-to-text, each with a conversational model. Pairs with no
 * golden record of their task are returned in `unmatched`.
 */
export function inferenceCases(): { cases: BenchCase[]; unmatched: string[] } {
  const cases: BenchCase[] = [];
  const unmatched: string[] = [];
  const seen = new Set<string>();
  for (const { provider, task } of pairsBothServe()) {
    for (const pipelineTask of OFFICIAL_CHAT_TASKS.has(task) ? CHAT_PIPELINE_TASKS : [task]) {
      const key = `${provider}/${pipelineTask}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const found = recordFor(pipelineTask, provider);
      if (!found) {
        unmatched.push(`${key}: no record of the task (no golden case, no model on its catalogue page)`);
        continue;
      }
      const { provider: _, ...options } = pairOptions(provider, task, found.providerModelId);
      cases.push({ model: found.model, provider, pairTask: task, options, from: found.from });
    }
  }
  return { cases, unmatched };
}

/** The record of every golden library case, and the libraries with snippets no golden case covers. */
export function libraryRecords(): { records: { model: BenchModel; from: string }[]; uncovered: string[] } {
  // The hub's records always list their tags (the incumbent reads them unchecked): none is an empty list.
  const records = golden()
    .filter((c) => c.library)
    .map((c) => ({ model: { tags: [], ...c.model } as unknown as BenchModel, from: `golden/cases/${c.name}.yaml` }));
  const covered = new Set(records.map((r) => r.model.library_name));
  const uncovered = LIBRARY_IDS.filter((id) => snippetLibraryOf(id) !== undefined && !covered.has(id));
  return { records, uncovered };
}

/**
 * Copies of records that differ in their id (`<id>-v<n>`), as many as `copies` per record. A benchmark
 * pass renders the next copy of each record, so nothing either side remembers about a record it has
 * seen (a written string, a checked id) can stand in for the work: a million-record run never sees an
 * id twice, and neither may the benchmark.
 */
export function recordPool<T extends { id: string }>(records: T[], copies = 256): T[][] {
  return Array.from({ length: copies }, (_, n) => records.map((r) => ({ ...r, id: `${r.id}-v${n}` })));
}

/** A pass over the next set of a pool: `render` is called for each record of it; returns the units counted. */
export function poolPass<T>(pool: T[][], render: (record: T, index: number) => number): () => number {
  let next = 0;
  return () => {
    const set = pool[next]!;
    next = next + 1 === pool.length ? 0 : next + 1;
    let units = 0;
    for (let i = 0; i < set.length; i++) units += render(set[i]!, i);
    return units;
  };
}
