// Which golden outputs a template feeds: the engine says which template kind a case uses; partials
// (`_name`) reach every template of their folder; library templates reach their library's cases.
import type { GoldenCase } from "../../engine/golden/cases.ts";
import { templateKindFor, validateModel } from "../../engine/index.ts";
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

export function affectedOutputs(entries: OutputEntry[], cases: GoldenCase[], kinds: Map<string, string | null>, templateKey: string): OutputEntry[] {
  const [language, client, template] = templateKey.split("/");
  const partial = template?.startsWith("_") ?? false;
  const byName = new Map(cases.map((c) => [c.name, c]));
  return entries.filter((e) => {
    const goldenCase = byName.get(e.caseName);
    if (!goldenCase) return false;
    const rest = e.path.slice(e.caseName.length + 1).split("/");
    if (goldenCase.library) {
      return rest.length === 2 && rest[0] === language && goldenCase.model.library_name === client;
    }
    if (rest.length !== 3 || rest[0] !== language || rest[1] !== client) return false;
    return partial || kinds.get(e.caseName) === template;
  });
}

/** Cases whose render failed because of this template (their error names it). */
export function errorsOfTemplate(errors: { caseName: string; message: string }[], templateKey: string): typeof errors {
  return errors.filter((e) => e.message.includes(`templates/${templateKey.split("/").slice(0, 2).join("/")}/`));
}
