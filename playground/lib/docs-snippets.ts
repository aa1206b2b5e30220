// The snippets of the reference pages' examples for the Docs view (docs-site/build-pages.ts asks for them
// one docs case at a time), kept across template edits as lib/render-cache.ts keeps the golden cases':
//   - a case's call (prepareInference) does not depend on templates: prepared once (again only when the set
//     of templates changes, which can change the clients);
//   - each of its snippets comes from its client's folder (`language/client`) and the partials that folder
//     includes (its own, or a language-wide one, engine/render/partials.ts): a snippet is rendered again
//     only when a template of its folder, or a language-wide partial of its language, changed (an edit of
//     curl's template renders the curl snippets of a page again, and nothing else).
// The templates are the engine's as they are now: the workspace's render cache has put the edits in.
import {
  getTemplateSource,
  isLanguageWidePartialKey,
  listTemplates,
  prepareInference,
  renderPreparedClient,
  type InferencePreparation,
  type InferenceSnippetsResult,
  type Snippet,
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

/** A case's cached answer: its preparation, and each client's snippet (by folder) rendered so far. */
interface CaseEntry {
  preparation: Outcome<InferencePreparation>;
  snippets: Map<string, Outcome<Snippet>>;
}

export class DocsSnippetCache {
  private cases = new Map<string, CaseEntry>();
  /** The template sources the cached snippets were rendered with. */
  private seen = new Map<string, string | undefined>();
  /** How many snippets were rendered (for tests: what an edit re-renders). */
  renders = 0;

  /** Takes the engine's templates as they are now: forgets the snippets a changed template can reach. */
  sync(): void {
    const keys = listTemplates();
    if (keys.length !== this.seen.size || keys.some((key) => !this.seen.has(key))) {
      // A template added or removed: which clients a call has may change too.
      this.cases.clear();
      this.seen = new Map(keys.map((key) => [key, getTemplateSource(key)]));
      return;
    }
    const changed = keys.filter((key) => getTemplateSource(key) !== this.seen.get(key));
    if (changed.length === 0) return;
    for (const key of changed) this.seen.set(key, getTemplateSource(key));
    const folders = new Set(changed.map(folderOf));
    const languages = new Set(changed.filter(isLanguageWidePartialKey).map(languageOf));
    for (const { snippets } of this.cases.values()) {
      for (const [folder, outcome] of snippets) {
        // A failed render is tried again after any edit: the error may have come from anywhere.
        if ("error" in outcome || folders.has(folder) || languages.has(languageOf(folder))) snippets.delete(folder);
      }
    }
  }

  /** getInferenceSnippetsResult for the case's record and provider, from the cache where it still holds. */
  readonly snippets = (c: DocsCase): InferenceSnippetsResult => {
    const key = caseKey(c);
    let entry = this.cases.get(key);
    if (!entry) this.cases.set(key, (entry = { preparation: attempt(() => prepareInference(c.record, { provider: c.provider })), snippets: new Map() }));
    if ("error" in entry.preparation) throw entry.preparation.error;
    const { provider, mapping, staging, prepared, unavailable } = entry.preparation.value;
    const snippets: Snippet[] = [];
    if (prepared && !unavailable) {
      // As renderPrepared renders them: each client of the call in order, the first error thrown.
      for (const client of prepared.clients) {
        const folder = `${client.language}/${client.client}`;
        let outcome = entry.snippets.get(folder);
        if (!outcome) {
          this.renders++;
          entry.snippets.set(folder, (outcome = attempt(() => renderPreparedClient(prepared, client.language, client.client))));
        }
        if ("error" in outcome) throw outcome.error;
        snippets.push(outcome.value);
      }
    }
    return { snippets, provider, mapping, staging, unavailable };
  };
}
