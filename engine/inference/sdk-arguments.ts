// How each task's input is passed to the hub SDKs' task methods. huggingface_hub methods take the main
// input positionally and the rest as keywords; huggingface.js methods take `{ inputs, parameters }`,
// with files as Blobs. A LoRA is not an argument: the SDKs read the adapter from the hub's provider mapping
// and send it in the provider's own fields.
import { CodeRef } from "../literals.ts";
import type { CheckedCall } from "./check.ts";
import type { HttpRequest } from "./request.ts";

/** A huggingface_hub task method's arguments. */
export interface PythonArguments {
  /** Its positional arguments. */
  args: unknown[];
  /** Its keyword arguments, in order. */
  kwargs: {
    /** The keyword. */
    name: string;
    /** Its value. */
    value: unknown;
  }[];
}

type Fields = Record<string, unknown>;

/** Keyword names huggingface_hub uses where they differ from the API's input fields. */
const PYTHON_LAYOUT: Record<string, (inputs: Fields) => PythonArguments> = {
  "sentence-similarity": (i) => ({ args: [i.source_sentence], kwargs: [{ name: "other_sentences", value: i.sentences }] }),
  "question-answering": (i) => ({
    args: [],
    kwargs: [
      { name: "question", value: i.question },
      { name: "context", value: i.context },
    ],
  }),
  "table-question-answering": (i) => ({
    args: [],
    kwargs: [
      { name: "table", value: i.table },
      { name: "query", value: i.query },
    ],
  }),
  "tabular-classification": (i) => ({ args: [i.data], kwargs: [] }),
  "tabular-regression": (i) => ({ args: [i.data], kwargs: [] }),
  "document-question-answering": (i) => ({ args: [i.image], kwargs: [{ name: "question", value: i.question }] }),
  "image-to-image": (i) => ({ args: [i.image], kwargs: [{ name: "prompt", value: i.prompt }] }),
  "image-to-video": (i) => ({ args: [i.image], kwargs: [{ name: "prompt", value: i.prompt }] }),
};

/** How a call's input and parameters are passed to huggingface_hub's task method. */
export function pythonArguments(call: Pick<CheckedCall, "task" | "inputs" | "parameters">): PythonArguments {
  const layout = PYTHON_LAYOUT[call.task];
  const base = layout ? layout(call.inputs as Fields) : { args: [call.inputs], kwargs: [] };
  const kwargs = [...base.kwargs, ...Object.entries(call.parameters).map(([name, value]) => ({ name, value }))];
  return { args: base.args, kwargs };
}

/** An @huggingface/inference task method's arguments. */
export interface JsArguments {
  /**
   * Keep Node running while the SDK polls a provider's job queue or job: @huggingface/inference waits
   * between polls on a timer that does not hold the process open, so a script would exit before the answer.
   */
  keepAlive: boolean;
  /** A file the snippet reads into a Blob before the call, or null. */
  file: {
    /** The variable the Blob is read into. */
    variable: string;
    /** The file's path. */
    path: string;
    /** Its media type. */
    contentType: string;
  } | null;
  /** The `inputs` argument. */
  inputs: unknown;
  /** The `parameters` argument, or null when there are none. */
  parameters: Record<string, unknown> | null;
}

/** How a call's input and parameters are passed to @huggingface/inference's task method, its file read into a Blob. */
export function jsArguments(call: CheckedCall, request: HttpRequest): JsArguments {
  const contentType = request.bodyFile ? request.contentType : (request.embeddedFile?.contentType ?? "image/jpeg");
  const path = request.bodyFile ?? request.embeddedFile?.path ?? null;
  const variable = contentType.startsWith("audio/") ? "audio" : "image";
  const file = path ? { variable, path, contentType } : null;
  let inputs = call.inputs;
  let parameters: Record<string, unknown> = { ...call.parameters };
  if (file) {
    const ref = new CodeRef(variable);
    if (typeof inputs === "string") inputs = ref;
    else if (call.task === "document-question-answering") inputs = { ...(inputs as Fields), image: ref };
    else {
      const { image: _image, ...rest } = inputs as Fields;
      inputs = ref;
      parameters = { ...rest, ...parameters };
    }
  }
  // The SDK waits on that timer for fal's queue and for every job it polls; a request with
  // `Prefer: wait` (RFC 7240: the server holds the answer until the job is done) it does not poll.
  const serverWaits = request.headers.some((h) => h.name.toLowerCase() === "prefer" && /^wait\b/i.test(h.value));
  const keepAlive = call.endpointUrl === null && (call.provider.queue !== undefined || (request.poll !== null && !serverWaits));
  return { keepAlive, file, inputs, parameters: Object.keys(parameters).length ? parameters : null };
}
