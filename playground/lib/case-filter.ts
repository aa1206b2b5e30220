// The case picker's search: every word typed must match the case's name, task, library or one of its
// providers (id or label), case-insensitively.
import { providers } from "../../catalogue/index.ts";
import type { GoldenCase } from "../../engine/golden/cases.ts";

/** What a case is found by: its name, task, library and providers. */
export function caseTerms(goldenCase: GoldenCase): string[] {
  const model = goldenCase.model as { pipeline_tag?: unknown; library_name?: unknown };
  const terms = [goldenCase.name];
  if (typeof model.pipeline_tag === "string") terms.push(model.pipeline_tag);
  if (typeof model.library_name === "string") terms.push(model.library_name);
  if (!goldenCase.library) for (const id of goldenCase.providers) terms.push(id, providers[id]?.label ?? "");
  return terms.filter(Boolean).map((t) => t.toLowerCase());
}

export function filterCases(cases: GoldenCase[], query: string): GoldenCase[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return cases;
  return cases.filter((c) => {
    const terms = caseTerms(c);
    return words.every((word) => terms.some((term) => term.includes(word)));
  });
}

/**
 * The provider a search names, among the case's (by id or label; a word of three letters or more may be
 * part of one): picking a case found by "text-to-image fal-ai" shows it with fal-ai, not its first provider.
 */
export function queriedProvider(goldenCase: GoldenCase | undefined, query: string): string | undefined {
  if (!goldenCase || goldenCase.library) return undefined;
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const names = (id: string) => [id.toLowerCase(), (providers[id]?.label ?? "").toLowerCase()].filter(Boolean);
  const exact = goldenCase.providers.find((id) => words.some((word) => names(id).includes(word)));
  return exact ?? goldenCase.providers.find((id) => words.some((word) => word.length >= 3 && names(id).some((name) => name.includes(word))));
}
