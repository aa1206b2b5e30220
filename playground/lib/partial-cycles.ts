// Partials that include each other without end (`_a` includes `_b`, which includes `_a`), found in the
// template sources before anything renders: rendering one would recurse until the stack overflows
// (a frozen tab, then megabytes of "included from"). Which partial a name means is the engine's rule
// (engine/render/partials.ts: the folder's own `_name`, or a language-wide `notices/_name`), so each
// language is a graph of its own.
import { partialKey } from "../../engine/render/partials.ts";

/** `{{> name}}`, `{{~> name}}`, `{{#> name}}` with a literal name (quoted or not). */
const PARTIAL_CALL = /\{\{~?\s*#?>\s*["']?([A-Za-z0-9_./-]+)/g;

const folderOf = (key: string) => key.slice(0, key.lastIndexOf("/"));
const languageOf = (key: string) => key.slice(0, key.indexOf("/"));

export interface PartialCycle {
  /** The language whose templates form the cycle. */
  language: string;
  /** Template keys around the cycle, the first repeated at the end. */
  keys: string[];
  /** One line naming the cycle. */
  message: string;
}

/** The partial names a template source includes by a literal name. */
export function includedPartials(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(PARTIAL_CALL)) names.add(match[1]!);
  return [...names];
}

/** Every cycle of partial includes among `sources` (template key → source), one per cycle, in key order. */
export function partialCycles(sources: Readonly<Record<string, string>>): PartialCycle[] {
  const edges = new Map<string, string[]>();
  for (const [key, source] of Object.entries(sources)) {
    if (!source.includes(">")) continue;
    const targets = includedPartials(source)
      .map((name) => partialKey(folderOf(key), name))
      .filter((target): target is string => target !== null && Object.hasOwn(sources, target));
    if (targets.length > 0) edges.set(key, targets);
  }
  const cycles: PartialCycle[] = [];
  const seen = new Set<string>();
  const done = new Set<string>();
  const inCycle = new Set<string>();
  const visit = (key: string, path: string[]) => {
    if (done.has(key)) return;
    const at = path.indexOf(key);
    if (at >= 0) {
      const keys = [...path.slice(at), key];
      if (keys.some((k) => inCycle.has(k))) return;
      for (const k of keys) inCycle.add(k);
      // Names as a template of the first one's folder includes them (language-relative across folders).
      const folder = folderOf(key);
      const language = languageOf(key);
      const names = keys.map((k) => (folderOf(k) === folder ? k.slice(folder.length + 1) : k.slice(language.length + 1)));
      cycles.push({ language, keys, message: `templates/${keys[0]}.hbs: partials include each other in a cycle, ${names.join(" → ")} (not rendered: it would recurse without end)` });
      return;
    }
    if (seen.has(key) && path.length === 0) return;
    seen.add(key);
    for (const next of edges.get(key) ?? []) visit(next, [...path, key]);
    if (path.length === 0 || !path.includes(key)) done.add(key);
  };
  for (const key of [...edges.keys()].sort()) visit(key, []);
  return cycles;
}

/** The sources of one language's templates. */
export function languageSources(sources: Readonly<Record<string, string>>, language: string): Record<string, string> {
  const prefix = `${language}/`;
  return Object.fromEntries(Object.entries(sources).filter(([key]) => key.startsWith(prefix)));
}

/**
 * Every template of the languages of `cycles` that includes a partial of a cycle, directly or through
 * other partials (the cycle's own partials included): template key → the cycle's message.
 */
export function cycleReach(sources: Readonly<Record<string, string>>, cycles: readonly PartialCycle[]): Map<string, string> {
  const reach = new Map<string, string>();
  for (const cycle of cycles) {
    const prefix = `${cycle.language}/`;
    const keys = Object.keys(sources).filter((key) => key.startsWith(prefix));
    const includes = new Map(keys.map((key) => [key, includedPartials(sources[key]!).flatMap((name) => partialKey(folderOf(key), name) ?? [])]));
    for (const key of cycle.keys) reach.set(key, cycle.message);
    // Until nothing more is reached: a template reaches the cycle if it includes a template that does.
    for (let grew = true; grew; ) {
      grew = false;
      for (const key of keys) {
        if (reach.has(key)) continue;
        const via = includes.get(key)!.find((target) => reach.has(target));
        if (via !== undefined) {
          reach.set(key, reach.get(via)!);
          grew = true;
        }
      }
    }
  }
  return reach;
}
