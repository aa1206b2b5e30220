// Whether a library snippet's calls returned results of their task's shape: the calls calls.py recorded,
// held to results.yaml. A snippet whose template must call (a transformers pipeline snippet) and did not
// fails; so does any recorded call whose result has another shape.
import { readFileSync } from "node:fs";
import { parse } from "yaml";

/** The shape of a returned value, as calls.py writes it. */
export type Described = string | { tensor: number[]; sparse?: true } | { array: number[] } | { dict: Record<string, Described> } | { list: Described | null; len: number } | { object: string };

/** An expected shape (results.yaml). */
export type Shape = string | { list: Shape } | { dict: Record<string, Shape> } | { tensors: true };

export interface RecordedCall {
  kind: "pipeline" | "generate" | "forward" | "encode" | "sparse-encode" | "rank" | "predict";
  task: string | null;
  result: Described;
}

interface ResultsFile {
  templates: Record<string, RecordedCall["kind"]>;
  calls: Record<string, Shape>;
  pipelines: Record<string, Shape>;
  needs: Record<string, { program?: string; module?: string; install: string }>;
  unproven: Record<string, string>;
}

export const RESULTS: ResultsFile = parse(readFileSync(new URL("./results.yaml", import.meta.url), "utf8"));

const isTensor = (d: Described) => typeof d === "object" && ("tensor" in d || "array" in d);

/** Why `value` does not have `shape` (a path and what was found), or null when it has. */
export function shapeProblem(value: Described | null, shape: Shape, path = "result"): string | null {
  const found = () => `${path} is ${JSON.stringify(value)}`;
  if (value === null) return `${path} is missing`;
  if (typeof shape === "string") {
    if (shape === "any") return null;
    if (shape === "number") return value === "int" || value === "float" ? null : `${found()}, not a number`;
    if (shape === "tensor") return isTensor(value) ? null : `${found()}, not a tensor`;
    if (shape === "sparse-tensor") return typeof value === "object" && "sparse" in value ? null : `${found()}, not a sparse tensor`;
    return value === shape ? null : `${found()}, not ${shape}`;
  }
  if ("tensors" in shape) {
    if (typeof value !== "object" || !("dict" in value)) return `${found()}, not a model output`;
    return Object.values(value.dict).some(isTensor) ? null : `${path} holds no tensor`;
  }
  if ("list" in shape) {
    if (typeof value !== "object" || !("list" in value)) return `${found()}, not a list`;
    if (value.len === 0) return `${path} is an empty list`;
    return shapeProblem(value.list, shape.list, `${path}[0]`);
  }
  if (typeof value !== "object" || !("dict" in value)) return `${found()}, not a mapping`;
  for (const [key, inner] of Object.entries(shape.dict)) {
    if (!(key in value.dict)) return `${path} has no ${JSON.stringify(key)} (has ${Object.keys(value.dict).join(", ") || "nothing"})`;
    const problem = shapeProblem(value.dict[key]!, inner, `${path}.${key}`);
    if (problem) return problem;
  }
  return null;
}

/** The calls a snippet recorded, one JSON line each. */
export function parseCalls(text: string): RecordedCall[] {
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as RecordedCall);
}

/**
 * Checks a snippet's recorded calls: how many returned a result of their shape, or why not. `template` is the
 * snippet's template (`python/transformers/pipeline.hbs`), `task` the record's pipeline tag.
 */
export function checkCalls(template: string, task: string | null, calls: RecordedCall[]): { returned: number; problem: string | null } {
  const must = RESULTS.templates[template];
  if (must && !calls.some((c) => c.kind === must)) return { returned: 0, problem: `the snippet made no ${must} call that returned` };
  for (const call of calls) {
    const shape = call.kind === "pipeline" ? (task ? RESULTS.pipelines[task] : undefined) : RESULTS.calls[call.kind];
    if (shape === undefined) return { returned: 0, problem: `no shape in verify/libraries/results.yaml for a ${call.kind} call of ${task ?? "a record without a pipeline tag"}` };
    const problem = shapeProblem(call.result, shape);
    if (problem) return { returned: 0, problem: `the ${call.kind} call returned a result of another shape: ${problem}` };
  }
  return { returned: calls.length, problem: null };
}
