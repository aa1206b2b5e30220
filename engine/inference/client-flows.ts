// The request flows an HTTP client's templates are written by (engine/inference/clients.ts's clients, their
// client.yaml's `without`: client-schema.ts).

/**
 * An HTTP client's templates are written by flow: its `_default.hbs` is the outline of the program and
 * each flow is a partial of the same name in every language, so that a new form of a flow is one file
 * per language, found by its name. A client that does without one says why in client.yaml (`without`).
 */
export const HTTP_FLOWS = {
  /** The partial `_imports.hbs`. */
  _imports: "what the program imports or references for this call",
  /** The partial `_request.hbs`. */
  _request: "the body, the POST and the check of its status",
  /** The partial `_poll.hbs`. */
  _poll: "a job answer polled until it is done (`poll`)",
  /** The partial `_queue.hbs`. */
  _queue: "fal's job queue: the status polled, then the result fetched (`queue`)",
  /** The partial `_get_json.hbs`. */
  _get_json: "the GET of a JSON document that _poll and _queue call",
  /** The partial `_print.hbs`. */
  _print: "a JSON answer printed",
  /** The partial `_save.hbs`. */
  _save: "a file in the answer itself: the body (binary) or base64 in JSON",
  /** The partial `_download.hbs`. */
  _download: "a file the answer names by URL (or holds as a data: URL)",
  /** The partial `_stream.hbs`. */
  _stream: "server-sent events printed as they arrive",
} as const;

/** The name of a flow partial. */
export type HttpFlow = keyof typeof HTTP_FLOWS;
