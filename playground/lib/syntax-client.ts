// Asks the syntax worker (lib/syntax-worker.ts) to check rendered outputs, bounded: an output longer than
// MAX_CHECKED characters is not checked (and says so), one request is in the worker at a time, a request
// no longer wanted (its output scrolled away or re-rendered) is dropped before it is sent, and answers are
// kept for the texts asked last. The worker, tree-sitter and its grammars load on the first request.
import type { SyntaxProblem } from "../../engine/syntax/parse.ts";

export interface SyntaxRequest {
  id: number;
  language: string;
  text: string;
}

export type SyntaxAnswer = { id: number; problems: SyntaxProblem[] } | { id: number; error: string };

/** Outputs longer than this are not checked (a megabyte paste would keep the worker busy for seconds). */
export const MAX_CHECKED = 200_000;
const KEPT_ANSWERS = 300;

export type SyntaxResult = { problems: SyntaxProblem[] } | { skipped: string } | { error: string };

interface Queued extends SyntaxRequest {
  done(result: SyntaxResult): void;
}

let worker: Worker | undefined;
let nextId = 1;
let busy: Queued | undefined;
const queue: Queued[] = [];
const answers = new Map<string, SyntaxResult>();

function remember(key: string, result: SyntaxResult): void {
  answers.delete(key);
  answers.set(key, result);
  if (answers.size > KEPT_ANSWERS) answers.delete(answers.keys().next().value!);
}

function send(): void {
  if (busy || queue.length === 0) return;
  busy = queue.shift()!;
  worker ??= startWorker();
  worker.postMessage({ id: busy.id, language: busy.language, text: busy.text } satisfies SyntaxRequest);
}

function startWorker(): Worker {
  const started = new Worker(new URL("./syntax-worker.ts", import.meta.url), { type: "module" });
  started.onmessage = (event: MessageEvent<SyntaxAnswer>) => {
    const request = busy;
    busy = undefined;
    if (request && request.id === event.data.id) {
      const result: SyntaxResult = "error" in event.data ? { error: event.data.error } : { problems: event.data.problems };
      if (!("error" in result)) remember(`${request.language}\n${request.text}`, result);
      request.done(result);
    }
    send();
  };
  started.onerror = (event) => {
    const request = busy;
    busy = undefined;
    request?.done({ error: `syntax checker failed: ${event.message}` });
    send();
  };
  return started;
}

/** The answer for an output over MAX_CHECKED characters (one object: a megabyte paste asks for it in every render). */
const TOO_LONG: SyntaxResult = { skipped: `not checked: the output is over ${MAX_CHECKED.toLocaleString("en")} characters` };

/** A known answer for this text, if any (no request). */
export function knownSyntax(language: string, text: string): SyntaxResult | undefined {
  if (text.length > MAX_CHECKED) return TOO_LONG;
  return answers.get(`${language}\n${text}`);
}

/** Checks `text` in the worker; the returned function withdraws the request if it is not sent yet. */
export function checkSyntax(language: string, text: string, done: (result: SyntaxResult) => void): () => void {
  const known = knownSyntax(language, text);
  if (known) {
    done(known);
    return () => {};
  }
  const request: Queued = { id: nextId++, language, text, done };
  queue.push(request);
  send();
  return () => {
    const at = queue.indexOf(request);
    if (at >= 0) queue.splice(at, 1);
    request.done = () => {};
  };
}
