// cortiq: install the command line tool and fetch the .cmf files, then the command for the model's
// task: images, videos, music, or text (a prompt and a server) for anything else.
import type { ModelRecord } from "../../model.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { baseContext, render } from "../render.ts";

const COMMAND_BY_TASK: Readonly<Record<string, string>> = {
  "text-to-image": "imagine",
  "text-to-video": "animate",
  "text-to-audio": "music",
};

export function cortiqSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  const task = model.pipeline_tag ?? "";
  const command = Object.hasOwn(COMMAND_BY_TASK, task) ? COMMAND_BY_TASK[task] : "chat";
  const context = baseContext(model);
  return [render("sh", "cortiq", "install", context), render("sh", "cortiq", command, context)];
}

export default cortiqSnippets;
