// What a hub page would ship: the engine's public API (inference and library snippets, templates,
// literals) and the catalogue, with the browser loaders (import.meta.glob) for templates and YAML.
export * from "../engine/index.ts";
export { getLibrarySnippets } from "../engine/libraries/index.ts";
export * from "../catalogue/index.ts";
