// Which golden outputs a template feeds. Every snippet names the template that rendered it, so this only
// has to resolve the same lookup the engine does: an inference output comes from the first template of
// its kind's lookup order in its client folder (or the folder's `_default.hbs`), and a library output's
// path ends with its template's path. A partial (`_name`, other than the default) reaches its whole folder, a
// language-wide one (notices/_gated) its whole language.
import type { GoldenCase } from "../../engine/golden/cases.ts";
import { DEFAULT_TEMPLATE, isLanguageWidePartialKey, resolveTemplate, templateKindFor, templateNamesFor, validateModel } from "../../engine/index.ts";
import type { OutputEntry } from "./workspace.ts";

/** Case name → template kind (null for library cases and models without inference snippets). */
export function caseKinds(cases: GoldenCase[]): Map<string, string | null> {
  const kinds = new Map<string, string | null>();
  for (const c of cases) {
    let kind: string | null = null;
    if (!c.library) {
      try {
        kind = templateKindFor(validateModel(c.model), c.options.streaming ?? false);
      } catch {
        kind = null;
      }
    }
    kinds.set(c.name, kind);
  }
  return kinds;
}

/** The template key (`language/client/name`) an output comes from, or undefined when unknown. */
export function outputTemplate(entry: OutputEntry, goldenCase: GoldenCase, kind: string | null): string | undefined {
  const rest = entry.path.slice(entry.caseName.length + 1).split("/");
  if (rest.length !== 3) return undefined;
  const [language, client, file] = rest as [string, string, string];
  if (goldenCase.library) return `${language}/${client}/${file.slice(0, file.lastIndexOf("."))}`;
  return kind === null ? undefined : resolveTemplate(language, client, ...templateNamesFor(kind));
}

export function affectedOutputs(entries: OutputEntry[], cases: GoldenCase[], kinds: Map<string, string | null>, templateKey: string): OutputEntry[] {
  const [language, client, template] = templateKey.split("/");
  const partial = template !== undefined && template.startsWith("_") && template !== DEFAULT_TEMPLATE;
  // A language-wide partial (engine/render/partials.ts) reaches every output of its language.
  const languageWide = isLanguageWidePartialKey(templateKey);
  const byName = new Map(cases.map((c) => [c.name, c]));
  return entries.filter((e) => {
    const goldenCase = byName.get(e.caseName);
    if (!goldenCase) return false;
    const rest = e.path.slice(e.caseName.length + 1).split("/");
    if (rest[0] !== language) return false;
    if (languageWide) return true;
    if (rest[1] !== client) return false;
    return partial || outputTemplate(e, goldenCase, kinds.get(e.caseName) ?? null) === templateKey;
  });
}

/**
 * Cases whose render failed because of a template of this one's folder (their error names it), those
 * whose error is in this very template (`…: templates/<key>.hbs:line:column: …`) first.
 */
export function errorsOfTemplate(errors: { caseName: string; message: string }[], templateKey: string): typeof errors {
  const at = `templates/${templateKey}.hbs:`;
  const here = (e: { message: string }) => (e.message.startsWith(at) || e.message.includes(`: ${at}`) ? 0 : 1);
  return errors.filter((e) => e.message.includes(`templates/${templateKey.split("/").slice(0, 2).join("/")}/`)).sort((a, b) => here(a) - here(b));
}
