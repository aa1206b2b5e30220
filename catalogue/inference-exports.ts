// Re-exported from catalogue/index.ts.
export { inferenceTasks, providers, sampleInputs, TEMPLATE_KINDS } from "./inference.ts";
export type { InferenceTask, Provider, ProviderTask, SampleInput, TemplateKind } from "./inference.ts";
