// The syntax check of rendered outputs (tree-sitter), in a worker: however long an output, typing never
// waits for it. One request at a time (lib/syntax-client.ts sends the next when this one answers).
/// <reference lib="webworker" />
import { browserSyntaxChecker } from "./syntax.ts";
import type { SyntaxRequest, SyntaxAnswer } from "./syntax-client.ts";

const checker = browserSyntaxChecker();

self.onmessage = async (event: MessageEvent<SyntaxRequest>) => {
  const { id, language, text } = event.data;
  let answer: SyntaxAnswer;
  try {
    const loaded = await checker;
    answer = { id, problems: loaded.languages.includes(language) ? loaded.check(language, text) : [] };
  } catch (error) {
    answer = { id, error: `syntax checker did not load: ${(error as Error).message}` };
  }
  (self as unknown as DedicatedWorkerGlobalScope).postMessage(answer);
};
