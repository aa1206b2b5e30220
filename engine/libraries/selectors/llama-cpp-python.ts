// llama-cpp-python: a chat completion for conversational models, a plain completion otherwise. The GGUF file
// is a glob over the repository's files, or the hub's placeholder for the file the page's picker chooses
// (the `placeholders` option).
import { HUB_PLACEHOLDERS } from "../../hub.ts";
import { sampleMessages } from "../../inputs.ts";
import type { ModelRecord } from "../../model.ts";
import { hasTag } from "../../model.ts";
import type { LibrarySnippetOptions, RenderedLibrarySnippet } from "../types.ts";
import { render, recordNotice } from "../render.ts";

export function llamaCppPythonSnippets(model: ModelRecord, options: LibrarySnippetOptions = {}): RenderedLibrarySnippet[] {
  const chat = hasTag(model, "conversational");
  const context = {
    id: model.id,
    file: options.placeholders === true ? HUB_PLACEHOLDERS.file : null,
    chat,
    messages: chat ? sampleMessages({ pipeline_tag: "text-generation" }) : null,
    notice: recordNotice(),
  };
  return [render("sh", "llama-cpp-python", "install", context), render("python", "llama-cpp-python", "usage", context)];
}

export default llamaCppPythonSnippets;
