// Which template file and line wrote each line of an output, for what the review and the snippet cards
// show: the output's template is rendered once more through the traced render (engine/render/trace.ts)
// with the context the engine gives it, only when asked (a review group on screen, a click on a card),
// never while typing for every output. A trace is used only when its text is the output's own.
import { diffArrays } from "diff";
import { caseOptions, type GoldenCase } from "../../engine/golden/cases.ts";
import { inferenceOutputParts } from "../../engine/golden/files.ts";
import { renderCase, withNewline } from "../../engine/golden/render.ts";
import { getInferenceSnippets, prepareInference, renderPreparedClient, type ModelRecord, type SnippetOptions } from "../../engine/index.ts";
import { getLibrarySnippets } from "../../engine/libraries/index.ts";
import { templateGeneration } from "../../engine/render/templates.ts";
import { lineSources, traceRenders, type LineSource } from "../../engine/render/trace.ts";

export type { LineSource } from "../../engine/render/trace.ts";

/** The source of every line of `output` among the traced renders of `run` (of templates `want` accepts); null when none printed it. */
function sourcesAmong(run: () => unknown, want: (key: string) => boolean, output: string): LineSource[] | null {
  const { renders } = traceRenders(run, want);
  const found = renders.find((r) => r.trace !== null && withNewline(r.output) === output);
  return found ? lineSources(found.trace!) : null;
}

const MAX_KEPT = 200;
/** Traces made, by template generation, path and output: the same output of the same templates has the same sources. */
const kept = new Map<string, LineSource[] | null>();

function remember(key: string, make: () => LineSource[] | null): LineSource[] | null {
  if (kept.has(key)) return kept.get(key)!;
  let value: LineSource[] | null;
  try {
    value = make();
  } catch {
    value = null; // a case that no longer renders: no sources, the caller shows what it knows without them
  }
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, value);
  return value;
}

/**
 * The source of each line of a golden case's output `path` as rendered now (`actual`, ending with a
 * newline as golden files do); null when it cannot be traced (the case fails, or the output joins several
 * renders, as a local app's steps do). `template`: the output's template file, when known.
 */
export function outputSources(goldenCase: GoldenCase, path: string, actual: string, template?: string): LineSource[] | null {
  return remember(`${templateGeneration()}\0${path}\0${actual}`, () => {
    if (goldenCase.library || goldenCase.localApps || goldenCase.docs) {
      const key = template?.replace(/\.hbs$/, "");
      return sourcesAmong(() => renderCase(goldenCase), (k) => key === undefined || k === key, actual);
    }
    const { language, client, provider } = inferenceOutputParts(goldenCase.name, path);
    const prepared = prepareInference(goldenCase.model, caseOptions(goldenCase, provider)).prepared;
    if (!prepared) return null;
    const folder = `${language}/${client}/`;
    return sourcesAmong(() => renderPreparedClient(prepared, language, client), (k) => k.startsWith(folder), actual);
  });
}

/**
 * The source of each line of a snippet the Snippets view rendered for `model` and `options` (a card's
 * `content`, from `templateKey`); null when it cannot be traced.
 */
export function snippetSources(model: ModelRecord, options: SnippetOptions, kind: "inference" | "library", templateKey: string, content: string): LineSource[] | null {
  return remember(`${templateGeneration()}\0${kind}:${templateKey}\0${JSON.stringify(options)}\0${content}`, () =>
    sourcesAmong(() => (kind === "inference" ? getInferenceSnippets(model, options) : getLibrarySnippets(model)), (k) => k === templateKey, content),
  );
}

/** A template line a change of an output comes from. */
export interface ChangeSource extends LineSource {
  /** The first output line (1-based, in the render) it wrote of the change. */
  outputLine: number;
}

const linesOf = (text: string) => (text.endsWith("\n") ? text.slice(0, -1) : text).split("\n");

/**
 * The template lines a change from `expected` to `actual` comes from, by `sources` (one per line of
 * `actual`), in output order, each once: an added or changed line is its writer's; lines only removed
 * are the writer's of the line that now stands where they were (the next one, or the last at the end).
 */
export function changeSources(expected: string | null, actual: string, sources: readonly LineSource[]): ChangeSource[] {
  const after = linesOf(actual);
  const parts = diffArrays(expected === null ? [] : linesOf(expected), after);
  const found: ChangeSource[] = [];
  const seen = new Set<string>();
  const add = (index: number) => {
    const source = sources[Math.min(index, sources.length - 1)];
    if (!source) return;
    const id = `${source.key}:${source.line}`;
    if (seen.has(id)) return;
    seen.add(id);
    found.push({ ...source, outputLine: Math.min(index, sources.length - 1) + 1 });
  };
  let at = 0;
  for (const part of parts) {
    if (part.added) for (let i = 0; i < part.value.length; i++) add(at + i);
    else if (part.removed) add(at);
    if (!part.removed) at += part.value.length;
  }
  return found;
}
