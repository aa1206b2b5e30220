// Type test (checked by `npm run typecheck`): hub-snippets/compat takes what the hub's page holds, typed
// with the hub's own types, without a cast; it exports the hub's type names; its provider, library and
// app keys are unions that reject a typo. Each `@ts-expect-error` fails the check if the line below it compiles.
import type { InferenceProviderMappingEntry as HubMappingEntry, InferenceProvider as HubInferenceProvider } from "@huggingface/inference";
import {
  inferenceSnippetLanguages as hubLanguages,
  type InferenceSnippet as HubInferenceSnippet,
  type LocalAppKey as HubLocalAppKey,
  type ModelData as HubModelData,
  type ModelLibraryKey as HubModelLibraryKey,
} from "@huggingface/tasks";
import { expectTypeOf } from "vitest";
import {
  getInferenceSnippetsResult,
  inferenceSnippetLanguages,
  LOCAL_APPS,
  MODEL_LIBRARIES_UI_ELEMENTS,
  providerMappingOf,
  snippets,
  type InferenceProvider,
  type InferenceProviderMappingEntry,
  type InferenceSnippet,
  type LocalAppKey,
  type LocalAppSnippet,
  type ModelData,
  type ModelLibraryKey,
} from "../entries/compat.ts";

declare const hubModel: HubModelData;
declare const hubEntry: HubMappingEntry;
declare const provider: HubInferenceProvider;

// A value typed as the hub's ModelData (widget examples and transformersInfo are interfaces there), its
// mapping entry and provider: taken by every call, no cast.
snippets.getInferenceSnippets(hubModel, provider, hubEntry, { streaming: true });
getInferenceSnippetsResult(hubModel, "auto");
MODEL_LIBRARIES_UI_ELEMENTS.diffusers.snippets?.(hubModel);
LOCAL_APPS["llama.cpp"].displayOnModelPage(hubModel);
LOCAL_APPS.lmstudio.deeplink(hubModel, "model-Q4_K_M.gguf");
const modelData: ModelData = hubModel;
void modelData;

// What the hub's page code writes, word for word, compiles against compat's exports.
function page(model: HubModelData, filepath?: string): string[] {
  const out: string[] = [];
  for (const key of Object.keys(LOCAL_APPS) as LocalAppKey[]) {
    const app = LOCAL_APPS[key];
    if (!app.displayOnModelPage(model)) continue;
    if ("deeplink" in app) out.push(app.deeplink(model, filepath).href);
    else {
      const result = app.snippet(model, filepath);
      const steps: (string | LocalAppSnippet)[] = typeof result === "string" ? [result] : result;
      for (const step of steps) out.push(typeof step === "string" ? step : [step.setup ?? "", ...[step.content].flat()].join("\n"));
    }
  }
  for (const s of snippets.getInferenceSnippets(model, "together")) out.push(`${s.language}/${s.client}`);
  return out;
}
void page;

// The hub's type names, equal to the hub's where both describe the same thing.
expectTypeOf<InferenceSnippet>().toExtend<HubInferenceSnippet>();
expectTypeOf<InferenceProvider>().toEqualTypeOf<HubInferenceProvider>();
expectTypeOf<LocalAppKey>().toEqualTypeOf<HubLocalAppKey>();
expectTypeOf<HubMappingEntry>().toExtend<InferenceProviderMappingEntry>();
expectTypeOf<HubModelLibraryKey>().toExtend<ModelLibraryKey>();
expectTypeOf(inferenceSnippetLanguages).toEqualTypeOf(hubLanguages);
expectTypeOf(LOCAL_APPS.ollama.snippet).returns.toEqualTypeOf<string>();
expectTypeOf(LOCAL_APPS["docker-model-runner"].snippet).returns.toEqualTypeOf<string>();
expectTypeOf(LOCAL_APPS["llama.cpp"].snippet).returns.toEqualTypeOf<LocalAppSnippet[]>();

// A raw record as the hub's API gives it: null fields in the record and in its mapping entries.
providerMappingOf({ inferenceProviderMapping: [{ provider: "together", providerId: "x", hfModelId: "a/b", status: "live", task: "conversational", adapter: null, adapterWeightsPath: null }] });
snippets.getInferenceSnippets({ id: "a/b", library_name: null, inferenceProviderMapping: { together: { providerId: "x", adapter: null } } }, "together");

// Typos.
// @ts-expect-error "togther" is no provider
snippets.getInferenceSnippets(hubModel, "togther");
// @ts-expect-error "olama" is no local app
void LOCAL_APPS["olama"];
// @ts-expect-error "transfomers" is no library
void MODEL_LIBRARIES_UI_ELEMENTS["transfomers"];
// @ts-expect-error pipeline_tags is no record field
snippets.getInferenceSnippets({ id: "a/b", pipeline_tags: "text-generation" }, "together");
