// Libraries whose snippet is one fixed set of templates: library id → the templates it renders, in
// order. Their templates read only `id` (the model id) and `name` (the id without its namespace).
import type { ModelRecord } from "../model.ts";
import type { LibrarySnippet } from "./index.ts";
import { baseContext, render } from "./render.ts";

export interface SimpleTemplate {
  language: string;
  template: string;
}

const py = (template = "usage"): SimpleTemplate => ({ language: "python", template });
const sh = (template = "install"): SimpleTemplate => ({ language: "sh", template });

export const simpleLibraries: Record<string, SimpleTemplate[]> = {
};

export function simpleSnippets(library: string, model: ModelRecord): LibrarySnippet[] {
  const templates = simpleLibraries[library];
  if (!templates) throw new Error(`no simple library "${library}"`);
  const context = baseContext(model);
  return templates.map(({ language, template }) => render(language, library, template, context));
}
