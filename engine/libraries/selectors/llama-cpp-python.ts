// llama-cpp-python: a chat completion for conversational models, a plain completion otherwise.
import { sampleMessages } from "../../inputs.ts";
import type { ModelRecord } from "../../model.ts";
import { hasTag } from "../../model.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { render } from "../render.ts";

export function llamaCppPythonSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  const chat = hasTag(model, "conversational");
  const context = {
    id: model.id,
    chat,
    messages: chat ? sampleMessages({ pipeline_tag: "text-generation" }) : null,
  };
  return [render("sh", "llama-cpp-python", "install", context), render("python", "llama-cpp-python", "usage", context)];
}

export default llamaCppPythonSnippets;
