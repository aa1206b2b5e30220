// `snippets render <model> --local-apps`: the local apps that run a model, as text or JSON.
import { localAppsFor, type LocalApp, type LocalAppOptions } from "../local-apps/index.ts";
import type { ModelRecord } from "../model.ts";

function appText(app: LocalApp): string {
  const head = `# ── ${app.label} (${app.platforms.join(", ")}): ${app.docsUrl} ──\n`;
  if (app.deeplink !== undefined) return `${head}# open: ${app.deeplink}\n`;
  const steps = app.snippets.map((s) => {
    const setup = s.setup ? `${s.setup.content}\n\n` : "";
    return `# ${s.title}\n${setup}${s.content}\n`;
  });
  return head + steps.join("\n");
}

export function printLocalApps(model: ModelRecord, options: LocalAppOptions, format: { json: boolean }, out: (s: string) => void): void {
  const apps = localAppsFor(model, options);
  if (format.json) {
    out(`${JSON.stringify(apps, null, 2)}\n`);
    return;
  }
  if (apps.length === 0) out(`No local app runs ${model.id}.\n`);
  out(apps.map(appText).join("\n"));
}
