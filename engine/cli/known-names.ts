// Names a user types that must exist: a provider, a language, a client (a model's pipeline tag:
// ../known-pipeline-tag.ts). An unknown one is bad input (exit 2) with the closest known names, never an
// empty result.
import { providers, unknownProviderMessage } from "../../catalogue/inference.ts";
import { UsageError } from "./errors.ts";
import { closest, didYouMean, suggestion, unknownName } from "../suggest.ts";

/** `--provider: Unknown provider "…". Known providers: …; did you mean …?`. */
export function checkProvider(provider: string | undefined, field = "--provider"): void {
  if (provider === undefined || Object.hasOwn(providers, provider)) return;
  const hint = didYouMean(provider, Object.keys(providers));
  throw new UsageError(`${field}: ${unknownProviderMessage(provider)}${hint ? `; ${hint}` : ""}`);
}

/** `--<field>: unknown <what> "…" (did you mean …?)` when `value` is not in `known`. */
export function checkKnown(value: string | undefined, known: readonly string[], what: string, field: string): void {
  if (value === undefined || known.includes(value)) return;
  throw new UsageError(`${field}: ${unknownName(what, value, known)}`);
}

/**
 * Other names people give a language, each mapped to the language's id (the name of its file in
 * engine/languages/). None for TypeScript: the js snippets are JavaScript, and nothing proves them as
 * TypeScript.
 */
export const LANGUAGE_ALIASES: Readonly<Record<string, string>> = {
  bash: "sh",
  "c#": "csharp",
  cs: "csharp",
  "c-sharp": "csharp",
  dotnet: "csharp",
  golang: "go",
  javascript: "js",
  node: "js",
  nodejs: "js",
  py: "python",
  py3: "python",
  python3: "python",
  rb: "ruby",
  rs: "rust",
  shell: "sh",
};

/**
 * The language id a command line's `--language` names: an id, in any case, or one of its aliases.
 * Otherwise bad input: a client named as a language says so and names its language; anything else gets
 * the closest ids and aliases (an alias suggested as the id it stands for).
 * `clientLanguages`: each client and the languages it has snippets in.
 */
export function languageId(value: string, languages: readonly string[], clientLanguages: Readonly<Record<string, readonly string[]>>, field = "--language"): string {
  const lower = value.toLowerCase();
  if (languages.includes(lower)) return lower;
  const alias = LANGUAGE_ALIASES[lower];
  if (alias !== undefined && languages.includes(alias)) return alias;
  const ofClient = Object.hasOwn(clientLanguages, lower) ? clientLanguages[lower]! : [];
  if (ofClient.length > 0) {
    throw new UsageError(`${field}: "${value}" is a client, not a language; use --client ${lower} (its language${ofClient.length > 1 ? "s" : ""}: ${ofClient.join(", ")})`);
  }
  const near = [...new Set(closest(value, [...languages, ...Object.keys(LANGUAGE_ALIASES)]).map((name) => LANGUAGE_ALIASES[name] ?? name))];
  const hint = suggestion(near);
  throw new UsageError(`${field}: unknown language "${value}"; known languages: ${[...languages].sort().join(", ")}${hint ? `; ${hint}` : ""}`);
}
