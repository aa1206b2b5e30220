// What the Snippets view shows for a model and options: the rendered snippets as cards, each with the
// golden file it is compared with when the view is the case's golden render.
import type { GoldenCase } from "../../engine/golden/cases.ts";
import { inferenceOutputPath, libraryOutputPath } from "../../engine/golden/files.ts";
import { withNewline } from "../../engine/golden/render.ts";
import { getInferenceSnippets, templateKindFor, type ModelRecord, type Snippet, type SnippetOptions } from "../../engine/index.ts";
import { getLibrarySnippets, type LibrarySnippet } from "../../engine/libraries/index.ts";
import type { SnippetRequirements } from "../../engine/requirements.ts";

export interface RenderedSnippets {
  inference: Snippet[];
  library: LibrarySnippet[];
  kind: string | null;
  errors: string[];
}

export function renderSnippets(model: ModelRecord, options: SnippetOptions): RenderedSnippets {
  const out: RenderedSnippets = { inference: [], library: [], kind: templateKindFor(model, options.streaming), errors: [] };
  try {
    out.inference = getInferenceSnippets(model, options);
  } catch (error) {
    out.errors.push((error as Error).message);
  }
  try {
    out.library = getLibrarySnippets(model);
  } catch (error) {
    out.errors.push(`library snippets: ${(error as Error).message}`);
  }
  return out;
}

export interface SnippetCardData {
  key: string;
  kind: "inference" | "library";
  language: string;
  /** The client (inference) or the template path (library). */
  title: string;
  client?: string;
  /** As a golden file holds it: ending with a newline. */
  content: string;
  /** Template key (`language/client/template`) that rendered it. */
  templateKey: string;
  /** The golden file it is compared with; null when the view is not the case's golden render. */
  path: string | null;
  /** What to install and export before running it. */
  requirements: SnippetRequirements;
}

/** The cards of a render; `golden`: the view shows the case's golden render for `provider`. */
export function snippetCards(rendered: RenderedSnippets, goldenCase: GoldenCase | undefined, provider: string, golden: boolean): SnippetCardData[] {
  const compared = golden && goldenCase ? goldenCase : undefined;
  const cards: SnippetCardData[] = [];
  for (const s of rendered.inference) {
    cards.push({
      key: `inference/${s.language}/${s.client}`,
      kind: "inference",
      language: s.language,
      title: s.client,
      client: s.client,
      content: withNewline(s.content),
      templateKey: s.template.replace(/\.hbs$/, ""),
      path: compared && !compared.library && !compared.localApps ? inferenceOutputPath(compared.name, s.language, s.client, provider) : null,
      requirements: s.requirements,
    });
  }
  for (const s of rendered.library) {
    cards.push({
      key: `library/${s.template}`,
      kind: "library",
      language: s.language,
      title: s.template,
      content: withNewline(s.content),
      templateKey: s.template.replace(/\.hbs$/, ""),
      path: compared?.library ? libraryOutputPath(compared.name, s.language, s.template) : null,
      requirements: s.requirements,
    });
  }
  return cards;
}
