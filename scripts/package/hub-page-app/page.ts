// A model page written as the hub's page code calls its own packages: `snippets.getInferenceSnippets`
// from @huggingface/inference, `MODEL_LIBRARIES_UI_ELEMENTS[library].snippets` and `LOCAL_APPS[app]`
// (`displayOnModelPage`, `deeplink`, `snippet`) from @huggingface/tasks, with the hub's types. The browser
// test (scripts/package/hub-page.e2e.ts) builds it as it is, and once more with only its two import lines
// pointed at hub-snippets/compat; both must compile with `strict` and no cast, and render under a strict
// Content-Security-Policy. Each model's local apps are listed in a <li data-app> in the order the page
// gets them; no file is picked, so the snippets keep the placeholders a quantisation picker fills in.
import { snippets, type InferenceProvider, type InferenceProviderMappingEntry } from "@huggingface/inference";
import { LOCAL_APPS, MODEL_LIBRARIES_UI_ELEMENTS, type LibraryUiElement, type LocalAppSnippet, type ModelData, type ModelLibraryKey } from "@huggingface/tasks";
import { RECORDS_JSON } from "./records";

const PROVIDERS: readonly InferenceProvider[] = ["together", "hf-inference", "fal-ai"];

function isProvider(name: string): name is InferenceProvider {
  return PROVIDERS.some((provider) => provider === name);
}

function isLibrary(name: string): name is ModelLibraryKey {
  return Object.hasOwn(MODEL_LIBRARIES_UI_ELEMENTS, name);
}

function element(tag: string, attributes: Record<string, string>, text?: string): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

function stepText(step: string | LocalAppSnippet): string {
  if (typeof step === "string") return step;
  const content = Array.isArray(step.content) ? step.content : [step.content];
  return [`## ${step.title}`, ...(step.setup ? [step.setup] : []), ...content].join("\n");
}

function showInference(section: HTMLElement, model: ModelData, mapping: InferenceProviderMappingEntry[]): void {
  const entry = mapping.find((e) => isProvider(e.provider));
  const provider = entry && isProvider(entry.provider) ? entry.provider : "hf-inference";
  for (const s of snippets.getInferenceSnippets(model, provider, entry, { streaming: false })) {
    section.append(element("pre", { "data-inference": `${s.language}/${s.client}` }, s.content));
  }
}

function showLibrary(section: HTMLElement, model: ModelData): void {
  const name = model.library_name;
  if (!name || !isLibrary(name)) return;
  const library: LibraryUiElement = MODEL_LIBRARIES_UI_ELEMENTS[name];
  for (const block of library.snippets?.(model) ?? []) section.append(element("pre", { "data-library": library.prettyLabel }, block));
}

function showLocalApps(section: HTMLElement, model: ModelData): void {
  const list = element("ol", { "data-apps": model.id });
  for (const [key, app] of Object.entries(LOCAL_APPS)) {
    if (!app.displayOnModelPage(model)) continue;
    if ("deeplink" in app) {
      list.append(element("li", { "data-app": key, "data-kind": "deeplink" }, app.deeplink(model, undefined).href));
      continue;
    }
    const result = app.snippet(model, undefined);
    const steps: (string | LocalAppSnippet)[] = Array.isArray(result) ? result : [result];
    list.append(element("li", { "data-app": key, "data-kind": "snippet" }, steps.map(stepText).join("\n")));
  }
  section.append(list);
}

const main = document.getElementById("models");
const records: { model: ModelData; mapping: InferenceProviderMappingEntry[] }[] = JSON.parse(RECORDS_JSON).map(
  (raw: ModelData & { inferenceProviderMapping?: InferenceProviderMappingEntry[] }) => ({ model: raw, mapping: raw.inferenceProviderMapping ?? [] }),
);
for (const { model, mapping } of records) {
  const section = element("section", { "data-model": model.id });
  section.append(element("h2", {}, model.id));
  showInference(section, model, mapping);
  showLibrary(section, model);
  showLocalApps(section, model);
  main?.append(section);
}
document.body.dataset.rendered = String(records.length);
