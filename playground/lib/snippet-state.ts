// What the snippets view renders: the model and options from the URL state and the chosen golden case.
import { caseOptions, type GoldenCase } from "../../engine/golden/cases.ts";
import type { SnippetOptions } from "../../engine/index.ts";
import type { UrlState } from "./url-state.ts";
import type { SnippetControls } from "./url-state.ts";

export const CONTROLLED = ["streaming", "directRequest", "billTo", "accessToken", "endpointUrl"] as const;

export const DEFAULT_MODEL_TEXT = "id: meta-llama/Llama-3.1-8B-Instruct\npipeline_tag: text-generation\ntags:\n  - conversational\n";

/** The URL fields a case sets when it is picked: its first provider and its options. */
export function stateForCase(goldenCase: GoldenCase | undefined): Partial<UrlState> {
  const o = goldenCase?.options ?? {};
  return {
    case: goldenCase?.name ?? "",
    model: "",
    provider: goldenCase?.library ? "" : (goldenCase?.providers[0] ?? ""),
    streaming: o.streaming ?? false,
    directRequest: o.directRequest ?? false,
    billTo: o.billTo ?? "",
    accessToken: o.accessToken ?? "",
    endpointUrl: o.endpointUrl ?? "",
    local_app: "",
    quant: "",
  };
}

export function controlsOf(state: UrlState, goldenCase: GoldenCase | undefined): SnippetControls {
  return {
    provider: state.provider || goldenCase?.providers[0] || "hf-inference",
    streaming: state.streaming,
    directRequest: state.directRequest,
    billTo: state.billTo,
    accessToken: state.accessToken,
    endpointUrl: state.endpointUrl,
  };
}

/**
 * The case's options for `provider` as the golden harness renders them (engine/golden/cases.ts
 * caseOptions: one function for both, so the view and the golden files cannot drift).
 */
function optionsOfCase(goldenCase: GoldenCase | undefined, provider: string): Record<string, unknown> {
  return goldenCase ? { ...caseOptions(goldenCase, provider) } : { provider };
}

/** The case's options the form does not control (inputs, lora, the provider's model id, …). */
export function fixedOptions(goldenCase: GoldenCase | undefined, provider = goldenCase?.providers[0] ?? ""): Record<string, unknown> {
  const rest = optionsOfCase(goldenCase, provider);
  for (const key of [...CONTROLLED, "provider"]) delete rest[key];
  return rest;
}

export function snippetOptions(controls: SnippetControls, goldenCase: GoldenCase | undefined): SnippetOptions {
  return {
    ...fixedOptions(goldenCase, controls.provider),
    provider: controls.provider,
    ...(controls.streaming && { streaming: true }),
    ...(controls.directRequest && { directRequest: true }),
    ...(controls.billTo && { billTo: controls.billTo }),
    ...(controls.accessToken && { accessToken: controls.accessToken }),
    ...(controls.endpointUrl && { endpointUrl: controls.endpointUrl }),
  };
}

/**
 * The state the view shows: a case with no provider in the URL (`?case=X` alone, a link or a bookmark)
 * is the case as its golden files hold it; the access token, never in the URL, is the case's until one
 * is typed.
 */
export function effectiveState(state: UrlState, goldenCase: GoldenCase | undefined): UrlState {
  if (!goldenCase) return state;
  if (state.provider === "") return { ...state, ...stateForCase(goldenCase), case: state.case, model: state.model };
  if (state.accessToken === "" && goldenCase.options.accessToken) return { ...state, accessToken: goldenCase.options.accessToken };
  return state;
}

/** Whether the view shows exactly what the case's golden files hold (same model, options, a case provider). */
export function isGoldenRender(state: UrlState, goldenCase: GoldenCase | undefined): boolean {
  if (!goldenCase || state.model !== "") return false;
  const expected = stateForCase(goldenCase);
  if (CONTROLLED.some((key) => state[key] !== expected[key])) return false;
  return goldenCase.library || goldenCase.providers.includes(controlsOf(state, goldenCase).provider);
}
