// Local apps: programs that run a hub model on the user's own machine. Source: catalogue/local-apps.yaml
// (its header explains the fields). Which apps a model gets is decided in engine/local-apps/.
import { localAppsFileSchema } from "./local-apps-schema.ts";
import { loadCatalogueFile } from "./load.ts";
import type { LocalAppEntry } from "./shapes.ts";

export {
  FILE_KINDS,
  PLATFORMS,
  type Condition,
  type DocumentedForm,
  type FileKind,
  type LocalAppData,
  type LocalAppEntry,
  type LocalAppSnippetData,
  type Platform,
  type Rule,
} from "./shapes.ts";

/** Every local app by id, in catalogue order. */
export const localApps: Readonly<Record<string, LocalAppEntry>> = Object.fromEntries(
  Object.entries(loadCatalogueFile("local-apps.yaml", localAppsFileSchema)).map(([id, app]) => [id, { id, ...app }]),
);

/** Every local app's id. */
export const LOCAL_APP_IDS: readonly string[] = Object.keys(localApps);


/** Every template (name under templates/sh/local-apps/) the catalogue names. */
export function localAppTemplateNames(): string[] {
  const names = new Set<string>();
  for (const app of Object.values(localApps)) {
    for (const s of app.snippets ?? []) {
      names.add(s.run);
      if (s.setup) names.add(s.setup);
      for (const alternative of s.alternatives ?? []) names.add(alternative);
    }
  }
  return [...names].sort();
}
