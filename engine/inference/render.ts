// The render stage of the inference path: one client's snippet of a call, rendered once from its template
// context, with the client's requirements. The template prints everything, its access notice included.
import { noRequirements } from "../requirements.ts";
import type { InferenceClientId, Language } from "../generated/ids.ts";
import { renderTemplateFile } from "../render/templates.ts";
import { clientRequirements, type InferenceClient } from "./clients.ts";
import { templateNamesFor, type InferenceContext } from "./context.ts";
import type { Snippet } from "./snippet.ts";

/** Renders a client's snippet of a call; `client` gives its requirements (none for a folder that is not a defined client). */
export function renderClientSnippet(language: string, folder: string, client: InferenceClient | undefined, context: InferenceContext): Snippet {
  const { template, content } = renderTemplateFile(language, folder, templateNamesFor(context.kind), context as unknown as Record<string, unknown>);
  const requirements = client ? clientRequirements(client, context.token, context.provider, context.task) : noRequirements();
  // The clients are those of templates/, which engine/generated/ids.ts lists.
  return { language: language as Language, client: folder as InferenceClientId, template, content, requirements };
}
