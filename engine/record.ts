// Readers of a validated model record: facts the stages of every path (inference, libraries, local apps)
// read off a record, each decided here once. Every value read here is author-controlled text: it reaches
// code only through the templates' literal helpers.
import type { ModelRecord } from "./model.ts";

/** How a gated repository grants access: at once, or after the owner's review. */
export type GatedKind = "auto" | "manual";

/**
 * The kind of gate on the record's repository (the record's `gated`, "auto" or "manual" as the hub's API
 * gives it), or null when it is not gated (absent, false, or another value).
 */
export function gatedKind(record: object): GatedKind | null {
  // An own-property test first: most records have no `gated`, and reading a property an object lacks looks
  // it up through Object.prototype (a dictionary) each time.
  if (!Object.hasOwn(record, "gated")) return null;
  const gated = (record as { gated?: unknown }).gated;
  return gated === "auto" || gated === "manual" ? gated : null;
}

/** The repository name: the id without its namespace. */
export function repoName(id: string): string {
  // A model id has at most one slash: indexOf finds it (lastIndexOf is a slower call in V8).
  const slash = id.indexOf("/");
  if (slash < 0) return id;
  return id.indexOf("/", slash + 1) < 0 ? id.slice(slash + 1) : id.slice(id.lastIndexOf("/") + 1);
}

/** The value at `path` inside the record's config, or undefined. */
export function configAt(model: ModelRecord, ...path: string[]): unknown {
  let value: unknown = model.config;
  for (const key of path) {
    if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A non-empty string, or undefined. */
export function nonEmptyString(value: unknown): string | undefined {
  return typeof value === "string" && value.length > 0 ? value : undefined;
}

/** cardData.base_model (a string or a list, whose first string counts), or undefined. */
export function baseModelOf(model: ModelRecord): string | undefined {
  const base = model.cardData?.base_model;
  if (Array.isArray(base)) return base.map(nonEmptyString).find((b) => b !== undefined);
  return nonEmptyString(base);
}

/** The first of `tags` (in order of precedence) the record carries, else `otherwise`. */
export function firstTag<T extends string, D extends string>(model: ModelRecord, tags: readonly T[], otherwise: D): T | D {
  const carried = model.tags ?? [];
  return tags.find((tag) => carried.includes(tag)) ?? otherwise;
}

/** cardData.instance_prompt, or undefined. */
export function instancePromptOf(model: ModelRecord): string | undefined {
  return nonEmptyString(model.cardData?.instance_prompt);
}
