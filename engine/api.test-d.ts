// Type test (checked by `npm run typecheck`, tsc over engine/): the public functions refuse, at compile
// time, a misspelt provider, option or record field and a value that is no record; each
// `@ts-expect-error` fails the check if the line below it compiles.
import { expectTypeOf } from "vitest";
import { getInferenceSnippets, getInferenceSnippetsResult, getLibrarySnippets, getLocalApps, type ModelRecordInput, type Snippet } from "./index.ts";
import { snippets, LOCAL_APPS, type ModelData as CompatModelData } from "./entries/compat.ts";
import type { InferenceClientId, Language, ProviderId } from "./generated/ids.ts";

const model = { id: "meta-llama/Llama-3.1-8B-Instruct", pipeline_tag: "text-generation", tags: ["conversational"] };

// What compiles: a record, a known provider, a record as the hub's API gives it (nulls), a string passed through.
getInferenceSnippets(model, { provider: "together", streaming: true });
getInferenceSnippets({ id: "a/b", library_name: null, cardData: null, inferenceProviderMapping: [{ provider: "fal-ai", providerId: "fal-ai/flux/dev" }] });
const fromPage: string = new URLSearchParams("provider=together").get("provider") ?? "together";
getInferenceSnippets(model, { provider: fromPage });
getInferenceSnippets(model, { mapping: { provider: "fal-ai", providerId: "fal-ai/flux/dev" } });
getLocalApps(model, { file: "model-Q4_K_M.gguf" });

// A misspelt provider.
// @ts-expect-error "togther" is no provider
getInferenceSnippets(model, { provider: "togther" });
// @ts-expect-error neither in the result function
getInferenceSnippetsResult(model, { provider: "hf_inference" });

// A misspelt option.
// @ts-expect-error streeming is no option
getInferenceSnippets(model, { provider: "together", streeming: true });
// @ts-expect-error quantisation is no local-app option
getLocalApps(model, { quantisation: "Q4_K_M" });

// A misspelt record field, a record without its id, a value that is no record.
// @ts-expect-error pipeline_tags is no record field
getInferenceSnippets({ id: "a/b", pipeline_tags: "text-generation" });
// @ts-expect-error idd is no record field, and the id is missing
getInferenceSnippets({ idd: 42 });
// @ts-expect-error a number is no model record
getInferenceSnippets(42);
// @ts-expect-error tags are strings
getLibrarySnippets({ id: "a/b", tags: [1] });
// @ts-expect-error the compat entry takes records too
snippets.getInferenceSnippets({ idd: 42 }, "together");

// What comes back is typed with the generated unions.
expectTypeOf(getInferenceSnippets(model)).toEqualTypeOf<Snippet[]>();
expectTypeOf<Snippet["language"]>().toEqualTypeOf<Language>();
expectTypeOf<Snippet["client"]>().toEqualTypeOf<InferenceClientId | "local-apps">();
expectTypeOf<"together">().toExtend<ProviderId>();
expectTypeOf<"sambanova">().not.toExtend<ProviderId>();
expectTypeOf(model).toExtend<ModelRecordInput>();
expectTypeOf(LOCAL_APPS["llama.cpp"].displayOnModelPage).parameter(0).toEqualTypeOf<CompatModelData>();
