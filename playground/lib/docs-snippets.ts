// The snippets of the reference pages' examples for the Docs view (docs-site/build-pages.ts asks for them
// one docs case at a time), kept across template edits as lib/render-cache.ts keeps the golden cases':
//   - a case's call (prepareInference) does not depend on templates: prepared once (again only when the set
//     of templates changes, which can change the clients);
//   - its snippets come from its clients' folders (`language/client`) and the partials those include (the
//     folder's own, or a language-wide one, engine/render/partials.ts): rendered again only when a
//     template of one of those folders, or a language-wide partial of their language, changed.
// The templates are the engine's as they are now: the workspace's render cache has put the edits in.
import {
  getTemplateSource,
  isLanguageWidePartialKey,
  listTemplates,
  prepareInference,
  renderPrepared,
  type InferencePreparation,
  type InferenceSnippetsResult,
} from "../../engine/index.ts";
import type { DocsCase } from "../../docs-site/docs-cases.ts";

type Outcome<T> = { value: T } | { error: unknown };

const caseKey = (c: DocsCase) => `${c.task}\n${c.provider}\n${c.example.model}\n${c.example.providerId ?? ""}\n${c.example.status ?? ""}`;
const folderOf = (key: string) => key.slice(0, key.lastIndexOf("/"));
const languageOf = (key: string) => key.slice(0, key.indexOf("/"));

function attempt<T>(run: () => T): Outcome<T> {
  try {
    return { value: run() };
  } catch (error) {
    return { error };
  }
}

export class DocsSnippetCache {
  private preparations = new Map<string, Outcome<InferencePreparation>>();
  private results = new Map<string, { outcome: Outcome<InferenceSnippetsResult>; folders: readonly string[] }>();
  /** The template sources the cached snippets were rendered with. */
  private seen = new Map<string, string | undefined>();
  /** How many cases' snippets were rendered (for tests: what an edit re-renders). */
  renders = 0;

  /** Takes the engine's templates as they are now: forgets the snippets a changed template can reach. */
  sync(): void {
    const keys = listTemplates();
    if (keys.length !== this.seen.size || keys.some((key) => !this.seen.has(key))) {
      // A template added or removed: which clients a call has may change too.
      this.preparations.clear();
      this.results.clear();
      this.seen = new Map(keys.map((key) => [key, getTemplateSource(key)]));
      return;
    }
    const changed = keys.filter((key) => getTemplateSource(key) !== this.seen.get(key));
    if (changed.length === 0) return;
    for (const key of changed) this.seen.set(key, getTemplateSource(key));
    const folders = new Set(changed.map(folderOf));
    const languages = new Set(changed.filter(isLanguageWidePartialKey).map(languageOf));
    for (const [key, { outcome, folders: own }] of this.results) {
      // A failed render is tried again after any edit: the error may have come from anywhere.
      if ("error" in outcome || own.some((folder) => folders.has(folder) || languages.has(languageOf(folder)))) this.results.delete(key);
    }
  }

  /** getInferenceSnippetsResult for the case's record and provider, from the cache where it still holds. */
  readonly snippets = (c: DocsCase): InferenceSnippetsResult => {
    const key = caseKey(c);
    let result = this.results.get(key);
    if (!result) {
      let preparation = this.preparations.get(key);
      if (!preparation) this.preparations.set(key, (preparation = attempt(() => prepareInference(c.record, { provider: c.provider }))));
      if ("error" in preparation) throw preparation.error;
      const { provider, mapping, staging, prepared, unavailable } = preparation.value;
      this.renders++;
      const outcome = attempt(() => ({ snippets: prepared && !unavailable ? renderPrepared(prepared) : [], provider, mapping, staging, unavailable }));
      result = { outcome, folders: prepared ? prepared.clients.map((client) => `${client.language}/${client.client}`) : [] };
      this.results.set(key, result);
    }
    if ("error" in result.outcome) throw result.outcome.error;
    return result.outcome.value;
  };
}
