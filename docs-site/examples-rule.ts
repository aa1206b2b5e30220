// The rule catalogue/docs-examples.yaml is written by (its header says it in words): for each (task,
// provider) the provider serves, the example is a model a golden case already renders for that provider
// and task with the default options, so that its snippets are reviewed and run before a page shows them.
// Of several: the first in the task's recommended models, then the one most cases render, then the
// smallest hub id (code-point order). A pair no case renders gets no example (and no section) until one is
// reviewed in. `npx tsx docs-site/propose-examples.ts` prints what the rule gives today beside the file.
import { inferenceTasks, isChatTask, providers, providerServes, type Provider } from "../catalogue/inference.ts";
import { tasks } from "../catalogue/index.ts";
import type { DocsExample, DocsExamples } from "../catalogue/docs-examples.ts";
import { caseOptions, type GoldenCase } from "../engine/golden/cases.ts";

/**
 * Whether the catalogue says a provider serves a task on the pages: as the engine decides (chat tasks
 * through the chat route), for a task with inference snippets; `auto` (it picks a provider) has no page.
 */
export function servesOnPages(provider: Provider, task: string): boolean {
  if (provider.selectsProvider) return false;
  return (isChatTask(task) || inferenceTasks[task] !== undefined) && providerServes(provider, task);
}

/** Every (task, provider) the catalogue says is served, tasks and providers in id order. */
export function servedPairs(): { task: string; provider: string }[] {
  const pairs: { task: string; provider: string }[] = [];
  for (const task of Object.keys(tasks).sort()) {
    for (const id of Object.keys(providers).sort()) if (servesOnPages(providers[id]!, task)) pairs.push({ task, provider: id });
  }
  return pairs;
}

/** A model a case renders for a (task, provider), and how many cases render it. */
export interface Candidate extends DocsExample {
  cases: number;
}

/** The rule's choice among candidates: first recommended, then most cases, then smallest id. */
export function chooseExample(candidates: readonly Candidate[], recommended: readonly string[]): DocsExample | undefined {
  const rank = (c: Candidate) => {
    const i = recommended.indexOf(c.model);
    return i < 0 ? recommended.length : i;
  };
  const sorted = [...candidates].sort((a, b) => rank(a) - rank(b) || b.cases - a.cases || (a.model < b.model ? -1 : a.model > b.model ? 1 : 0));
  const best = sorted[0];
  if (!best) return undefined;
  return best.providerId !== undefined && best.providerId !== best.model ? { model: best.model, providerId: best.providerId } : { model: best.model };
}

/** The options fields a default-options case may carry: the provider and the provider's model id. */
const DEFAULT_FIELDS = new Set(["provider", "providerModelId"]);

/**
 * The candidates golden cases give for a (task, provider): cases of that pipeline task that name the
 * provider, with no option but the provider's model id, on a record with no access gate and no adapter;
 * for chat tasks, a conversational record.
 */
export function candidatesFrom(cases: readonly GoldenCase[], task: string, provider: string): Candidate[] {
  const found = new Map<string, Candidate>();
  for (const c of cases) {
    if (c.library || c.localApps || c.model.pipeline_tag !== task || !c.providers.includes(provider)) continue;
    const tags = Array.isArray(c.model.tags) ? (c.model.tags as unknown[]) : [];
    if (isChatTask(task) !== tags.includes("conversational")) continue;
    if (c.model.gated !== undefined && c.model.gated !== false) continue;
    if (tags.includes("lora")) continue;
    const options = caseOptions(c, provider);
    if (Object.keys(options).some((k) => !DEFAULT_FIELDS.has(k))) continue;
    const model = String(c.model.id);
    const providerId = options.providerModelId ?? model;
    const key = `${model}\n${providerId}`;
    const seen = found.get(key);
    if (seen) seen.cases++;
    else found.set(key, { model, providerId, cases: 1 });
  }
  return [...found.values()];
}

/** What the rule gives for every served pair, from the golden cases and the catalogue's recommended models. */
export function proposeExamples(cases: readonly GoldenCase[]): DocsExamples {
  const out: DocsExamples = {};
  for (const { task, provider } of servedPairs()) {
    const recommended = (tasks[task as keyof typeof tasks]?.models ?? []).map((m) => m.id);
    const example = chooseExample(candidatesFrom(cases, task, provider), recommended);
    if (example) (out[task] ??= {})[provider] = example;
  }
  return out;
}
