// The model page as the hub shows it: which providers a model offers (its own mapping), the language tabs
// in the hub's order with their names, the clients of each, and what the URL says is chosen.
import { providers as catalogueProviders } from "../../catalogue/index.ts";
import type { GoldenCase } from "../../engine/golden/cases.ts";
import type { ModelRecord, Snippet } from "../../engine/index.ts";

/** Python, JavaScript and cURL first, as on the hub; then the other languages. */
export const LANGUAGE_ORDER = ["python", "js", "sh", "go", "java", "csharp", "rust", "php", "ruby", "r", "ts", "swift"] as const;

export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  python: "Python",
  js: "JavaScript",
  ts: "TypeScript",
  sh: "cURL",
  go: "Go",
  java: "Java",
  csharp: "C#",
  rust: "Rust",
  php: "PHP",
  ruby: "Ruby",
  r: "R",
  swift: "Swift",
};

export const languageName = (language: string): string => LANGUAGE_NAMES[language] ?? language;

export interface MappedProvider {
  provider: string;
  /** The provider's own id for the model, when the mapping gives one. */
  providerModelId?: string;
}

/** The hub's `inferenceProviderMapping`: an array of `{provider, providerId, status}` or an object keyed by provider. */
function fromMapping(mapping: unknown): MappedProvider[] | null {
  if (mapping === undefined || mapping === null) return null;
  const rows: [string, unknown][] = Array.isArray(mapping)
    ? mapping.map((row) => [String((row as { provider?: unknown })?.provider ?? ""), row])
    : typeof mapping === "object"
      ? Object.entries(mapping as Record<string, unknown>)
      : [];
  return rows.flatMap(([provider, row]) => {
    if (!Object.hasOwn(catalogueProviders, provider)) return [];
    const status = (row as { status?: unknown })?.status;
    if (status === "error") return [];
    const id = (row as { providerId?: unknown })?.providerId;
    return [typeof id === "string" && id !== "" ? { provider, providerModelId: id } : { provider }];
  });
}

/**
 * The providers the page offers for a model: its own mapping (`inferenceProviderMapping`) when the record
 * has one, else an inference case's providers (with its provider model ids); none otherwise (a library or
 * local-app case, a hand-written record without a mapping: a model no provider serves).
 */
export function mappedProviders(model: ModelRecord, goldenCase: GoldenCase | undefined): MappedProvider[] {
  const mapped = fromMapping((model as unknown as Record<string, unknown>).inferenceProviderMapping);
  if (mapped) return mapped;
  if (!goldenCase || goldenCase.library || goldenCase.localApps) return [];
  return goldenCase.providers.map((provider) => {
    const id = goldenCase.providerModelIds[provider];
    return id === undefined ? { provider } : { provider, providerModelId: id };
  });
}

export interface LanguageTab {
  language: string;
  name: string;
  snippets: Snippet[];
}

/** The snippets as language tabs in the hub's order, each with its clients in the engine's order. */
export function languageTabs(snippets: readonly Snippet[]): LanguageTab[] {
  const rank = (language: string) => {
    const index = (LANGUAGE_ORDER as readonly string[]).indexOf(language);
    return index < 0 ? LANGUAGE_ORDER.length : index;
  };
  const languages = [...new Set(snippets.map((s) => s.language))].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return languages.map((language) => ({ language, name: languageName(language), snippets: snippets.filter((s) => s.language === language) }));
}

/** The value asked for when it is offered, else the first offered (or "" when none is). */
export function chosen(asked: string, offered: readonly string[]): string {
  return offered.includes(asked) ? asked : (offered[0] ?? "");
}
