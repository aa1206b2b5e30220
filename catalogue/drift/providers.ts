// Providers: which providers exist, which tasks each serves, and the hosts it is reached at, against the
// official client's provider table (@huggingface/inference PROVIDERS). The official client serves text
// generation on every chat provider through its chat route, so a chat provider serves it on both sides.
import { PROVIDERS } from "@huggingface/inference";
import { inferenceTasks, providers, retiredProviders, type Provider } from "../inference.ts";
import { compareTables, compareValue } from "./compare.ts";
import type { Difference, DriftSection } from "./types.ts";

type Helper = { baseUrl?: string };

function ourTasks(p: Provider): string[] {
  const tasks = new Set(Object.keys(p.tasks));
  if (p.chat) tasks.add("conversational").add("text-generation");
  if (p.inferenceApi) for (const task of Object.keys(inferenceTasks)) if (!p.inferenceApi.unserved.includes(task)) tasks.add(task);
  return [...tasks].sort();
}

function theirTasks(helpers: Record<string, Helper>): string[] {
  const tasks = new Set(Object.keys(helpers));
  if (tasks.has("conversational")) tasks.add("text-generation");
  return [...tasks].sort();
}

export const providersSection: DriftSection = {
  id: "providers",
  source: "@huggingface/inference PROVIDERS (provider helpers)",
  compare() {
    const official = PROVIDERS as unknown as Record<string, Record<string, Helper>>;
    // `auto` is a routing policy, not a provider; retired ones must be gone from the client too.
    const ours = Object.fromEntries(Object.entries(providers).filter(([id]) => !providers[id]!.selectsProvider));
    const retired: Difference[] = Object.keys(retiredProviders).flatMap((id) => (id in official ? [{ what: `providers.${id}.retired`, ours: retiredProviders[id]!.retired, theirs: "(still served)" }] : []));
    return [
      ...retired,
      ...compareTables("providers", ours, official, (what, p, helpers) => {
        const oursTasks = ourTasks(p);
        const theirs = theirTasks(helpers);
        const tasks = [...new Set([...oursTasks, ...theirs])].sort().flatMap((task) =>
          compareValue(`${what}.tasks.${task}`, oursTasks.includes(task) ? "served" : undefined, theirs.includes(task) ? "served" : undefined),
        );
        const hosts = new Set(Object.values(helpers).map((h) => h.baseUrl).filter((u): u is string => typeof u === "string" && !u.startsWith("https://router.huggingface.co")));
        const ourHosts = [p.direct, p.queue].filter((u): u is string => typeof u === "string");
        return [...tasks, ...compareValue(`${what}.hosts`, ourHosts.sort(), [...hosts].sort())];
      }),
    ];
  },
};
