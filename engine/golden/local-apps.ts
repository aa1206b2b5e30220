// Golden outputs of a local-apps case: an index of the apps offered (with deep links and which template
// rendered each part) and one file per rendered part, under the app's folder.
import { localAppsFor, type LocalApp } from "../local-apps/index.ts";
import type { ModelRecord } from "../model.ts";
import type { GoldenCase } from "./cases.ts";
import { localAppOutputPath, localAppsIndexPath } from "./files.ts";

/** What the index records of an app: everything but the rendered text, which has files of its own. */
function indexEntry(app: LocalApp): Record<string, unknown> {
  return {
    app: app.app,
    label: app.label,
    docsUrl: app.docsUrl,
    platforms: app.platforms,
    ...(app.deeplink !== undefined ? { deeplink: app.deeplink } : {}),
    snippets: app.snippets.map((s) => ({ title: s.title, ...(s.setup ? { setup: s.setup.template } : {}), run: s.template })),
  };
}

export function renderLocalAppsCase(
  goldenCase: GoldenCase,
  model: ModelRecord,
  outputs: Map<string, string>,
  templates?: Map<string, string>,
): void {
  const apps = localAppsFor(model, { ...(goldenCase.quant !== undefined ? { quant: goldenCase.quant } : {}), ...(goldenCase.pickedFile !== undefined ? { file: goldenCase.pickedFile } : {}) });
  outputs.set(localAppsIndexPath(goldenCase.name), `${JSON.stringify(apps.map(indexEntry), null, 2)}\n`);
  for (const app of apps) {
    for (const part of app.snippets.flatMap((s) => (s.setup ? [s.setup, s] : [s]))) {
      const path = localAppOutputPath(goldenCase.name, app.app, part.language, part.template);
      const content = part.content.endsWith("\n") ? part.content : `${part.content}\n`;
      // A setup shared by two steps (install once, then run or serve) is one file.
      if (outputs.has(path) && outputs.get(path) !== content) {
        throw new Error(`local app ${app.app} renders templates/${part.template} twice, differently`);
      }
      outputs.set(path, content);
      templates?.set(path, part.template);
    }
  }
}
