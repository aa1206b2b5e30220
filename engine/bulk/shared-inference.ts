// Inference snippets shared by the records of a bulk run that differ only in their id.
//
// A record's inference snippets are made from its id, task and mask token alone (InferenceRecord: the
// type lets the call builder read nothing else), and a valid model id enters them only as it is written:
// it holds none of the characters any string writer escapes, nor any JSON escapes. So for a task and
// mask token, the output line's snippets are rendered once with a stand-in id and kept as the bytes of
// their JSON text, cut where the id goes; a record then costs a copy of those bytes with its own id
// between them, byte for byte what rendering it would give.
//
// That the id is only copied is checked for every key, not assumed: the snippets are rendered a
// second time for an id of another length and other characters, and the key is shared only when that
// rendering is the first one with the id replaced. A key whose rendering throws or fails the check,
// and any key past MAX_KEYS, is not shared: its records render one by one, as without this module.
import type { InferenceRecord } from "../inference/check.ts";
import type { SnippetOptions } from "../inference/options.ts";
import { inferenceModelSnippets } from "../model-snippets.ts";
import { gatedKind } from "../record.ts";
import { templateGeneration } from "../render/templates.ts";

/** How many keys (task, mask token, whether the id has a namespace) are kept at most per worker. */
export const MAX_KEYS = 256;

/** Stand-in ids: a rendering with the first is kept; one with the second checks it (other length and characters). */
const STAND_INS = {
  namespaced: ["zq0stand-in9x/Qz7.STAND_IN-w4", "k8/v"],
  single: ["zq0stand-in9x.Qz7-STAND_IN_w4", "k8v"],
} as const;

/** A key's inference snippets as JSON text bytes: `pieces` joined by the id (no brackets around them). */
export interface SharedSnippets {
  pieces: Uint8Array[];
  /** How many snippets the text holds. */
  count: number;
}

const encoder = new TextEncoder();

/** The JSON text (array elements, no brackets) of a record's inference snippets, as the output line has them. */
function snippetsJson(record: InferenceRecord, options: SnippetOptions): { text: string; count: number } {
  const snippets = inferenceModelSnippets(record, options);
  return { text: JSON.stringify(snippets).slice(1, -1), count: snippets.length };
}

/**
 * The shared form of one key's snippets, or null when they cannot be shared: the rendering throws (each
 * record then throws its own error), or the check rendering is not the kept one with the id replaced.
 */
export function shareSnippets(key: Omit<InferenceRecord, "id">, namespaced: boolean, options: SnippetOptions): SharedSnippets | null {
  const [kept, check] = namespaced ? STAND_INS.namespaced : STAND_INS.single;
  let first: { text: string; count: number };
  let second: { text: string; count: number };
  try {
    first = snippetsJson({ ...key, id: kept }, options);
    second = snippetsJson({ ...key, id: check }, options);
  } catch {
    return null;
  }
  const parts = first.text.split(kept);
  if (second.count !== first.count || parts.join(check) !== second.text) return null;
  return { pieces: parts.map((part) => encoder.encode(part)), count: first.count };
}

/** Per bulk worker: the shared snippets of the keys met so far (null for a key that is not shared). */
export class SharedInference {
  private readonly byKey = [new Map<string | undefined, Map<string | undefined, SharedSnippets | null>>(), new Map<string | undefined, Map<string | undefined, SharedSnippets | null>>()];
  private keys = 0;
  /** The templates the kept renderings came from: an edit (the playground, tests) forgets them. */
  private generation = templateGeneration();

  constructor(private readonly options: SnippetOptions) {}

  /** The record's inference snippets, shared; null when its key is not shared (render the record itself). */
  for(record: InferenceRecord): SharedSnippets | null {
    if (this.generation !== templateGeneration()) {
      for (const byTask of this.byKey) byTask.clear();
      this.keys = 0;
      this.generation = templateGeneration();
    }
    // A gated record's snippets carry its access notice (templates/<language>/notices/_gated.hbs): not the shared ones.
    if (gatedKind(record) !== null) return null;
    const namespaced = record.id.includes("/");
    const byTask = this.byKey[namespaced ? 1 : 0]!;
    let byMask = byTask.get(record.pipeline_tag);
    if (byMask === undefined) {
      if (this.keys >= MAX_KEYS) return null;
      byTask.set(record.pipeline_tag, (byMask = new Map()));
    }
    let shared = byMask.get(record.mask_token);
    if (shared === undefined) {
      if (this.keys >= MAX_KEYS) return null;
      shared = shareSnippets({ pipeline_tag: record.pipeline_tag, mask_token: record.mask_token }, namespaced, this.options);
      byMask.set(record.mask_token, shared);
      this.keys++;
    }
    return shared;
  }
}
