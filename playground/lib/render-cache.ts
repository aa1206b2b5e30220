// Keeps the render of every golden case current as templates change, re-rendering only what a change
// can reach. Which templates a case uses is decided in TypeScript (selection), never by template text,
// so the outputs of the last full render say which template folder (`language/client`) each comes from:
//   - an inference output golden/<case>/<language>/<client>/<provider>.<ext> is the engine's
//     renderPreparedClient(prepared, language, client) of prepareInference(model, options) for that case and
//     provider (the same stages as the API, the provider mapping included);
//   - a library case renders from templates/<language>/<library_name>/ and is re-rendered whole.
// Cases whose render failed on a template of the changed folder are re-rendered whole too.
// A full render (renderCase for every case) runs at load and whenever more than a few folders change.
// The one at load can run in slices (prepare, then renderSlice until it is done), so the page paints
// and answers input in between; edits made meanwhile are caught up by the first update after it.
// An incremental update can run in slices too (update with `slices`, then updateSlice until it is done):
// after a megabyte pasted into a template, re-rendering the cases it reaches takes seconds of copying
// (each output is a megabyte), which must not hold a keystroke up. Until it is done the update stands as
// it was (the views show the renders before the edit), then it stands for the new templates at once.
import { caseOptions, type GoldenCase } from "../../engine/golden/cases.ts";
import { isLanguageWidePartialKey, prepareInference, renderPreparedClient, setTemplateSource, getTemplateSource, type PreparedInference } from "../../engine/index.ts";
import { inferenceOutputParts } from "../../engine/golden/files.ts";
import { withNewline } from "../../engine/golden/render.ts";
import { cycleReach, languageSources, partialCycles, type PartialCycle } from "./partial-cycles.ts";
import { renderCases, type CaseRender } from "./workspace.ts";

/** Calls do not depend on templates: prepared once per case and provider. */
const calls = new WeakMap<GoldenCase, Map<string, PreparedInference | null>>();

function callFor(goldenCase: GoldenCase, provider: string): PreparedInference | null {
  let byProvider = calls.get(goldenCase);
  if (!byProvider) calls.set(goldenCase, (byProvider = new Map()));
  if (!byProvider.has(provider)) byProvider.set(provider, prepareInference(goldenCase.model, caseOptions(goldenCase, provider)).prepared);
  return byProvider.get(provider)!;
}

/** A render's folders, worked out once (renders are never changed, only replaced). */
const folderCache = new WeakMap<CaseRender, Set<string>>();

/**
 * `language/client` folders a case's outputs come from; for a library case, also every folder of its
 * library (a template added there can change which ones render).
 */
function foldersOf(render: CaseRender): Set<string> {
  const known = folderCache.get(render);
  if (known) return known;
  const folders = new Set<string>();
  const library = render.goldenCase.model.library_name;
  for (const path of render.outputs.keys()) {
    const rest = path.slice(render.goldenCase.name.length + 1).split("/");
    folders.add(`${rest[0]}/${rest[1]}`);
    if (render.goldenCase.library) folders.add(`${rest[0]}/${String(library)}`);
  }
  folderCache.set(render, folders);
  return folders;
}

function failedOn(render: CaseRender, folder: string): boolean {
  return render.error !== null && render.error.includes(`templates/${folder}/`);
}

/**
 * withNewline(content), held in one piece: a string built by concatenation (a rendered template) is a
 * tree of its parts until something reads through it, which then copies it into one piece; for a
 * megabyte output that copy takes milliseconds. Read here, the output is copied once (withNewline's own
 * test of the last character would copy the content, then its newline the whole again), in a slice of
 * the update rather than in the views' render that first counts its lines or compares it.
 */
function outputText(content: string): string {
  const text = `${content}\n`;
  text.charCodeAt(0);
  return content.length > 0 && text.charCodeAt(content.length - 1) === 10 ? withNewline(content) : text;
}

/**
 * A render of one inference case being brought up to date output by output (so that a slice can stop
 * between two outputs: after a megabyte paste each output is a megabyte to copy). The outputs it
 * re-renders are those from `folders`, each with renderPreparedClient for its case and provider.
 */
class InferenceRerender {
  private readonly outputs: Map<string, string>;
  private readonly templates: Map<string, string>;
  private readonly paths: string[];
  private at = 0;
  private error: string | null = null;

  constructor(
    private readonly render: CaseRender,
    private readonly folders: Set<string>,
  ) {
    this.outputs = new Map(render.outputs);
    this.templates = new Map(render.templates);
    this.paths = [...render.outputs.keys()];
  }

  /** Re-renders the next output the change reaches (those it does not are passed over); true when done. */
  step(): boolean {
    const { goldenCase } = this.render;
    while (this.error === null && this.at < this.paths.length) {
      const path = this.paths[this.at++]!;
      const { language, client, provider } = inferenceOutputParts(goldenCase.name, path);
      if (!this.folders.has(`${language}/${client}`)) continue;
      try {
        const call = callFor(goldenCase, provider);
        if (!call) throw new Error(`provider ${provider}: renders no snippet`);
        const snippet = renderPreparedClient(call, language, client);
        this.outputs.set(path, outputText(snippet.content));
        this.templates.set(path, snippet.template);
      } catch (error) {
        this.error = `${goldenCase.file}: ${(error as Error).message}`;
      }
      break;
    }
    return this.error !== null || this.at >= this.paths.length;
  }

  /** The render once done. */
  result(): CaseRender {
    const { goldenCase } = this.render;
    if (this.error !== null) return { goldenCase, outputs: new Map(), templates: new Map(), error: this.error };
    return { goldenCase, outputs: this.outputs, templates: this.templates, error: null };
  }
}

export interface RenderUpdate {
  renders: CaseRender[];
  /** Time spent rendering, in milliseconds. */
  millis: number;
  mode: "full" | "incremental" | "none";
  /** Cases re-rendered (whole or in part). */
  cases: number;
}

const MAX_INCREMENTAL_FOLDERS = 4;

/**
 * Puts `wanted` (template key → source) into the engine's template store; returns the keys that differed
 * from `from`. A partial of an include cycle (`blocked`) goes in empty: rendering it would recurse without
 * end; the cases that reach it are shown failing with the cycle named instead.
 */
function putSources(wanted: Record<string, string>, from: Map<string, string>, blocked: ReadonlySet<string> = new Set()): string[] {
  const changed: string[] = [];
  for (const [key, source] of Object.entries(wanted)) {
    if (from.get(key) !== source) changed.push(key);
    const put = blocked.has(key) ? "" : source;
    if (getTemplateSource(key) !== put) setTemplateSource(key, put);
  }
  return changed;
}

/** The renders, with every case that renders from a template reaching an include cycle failed with the cycle's message. */
function failCycles(renders: CaseRender[], reach: ReadonlyMap<string, string>): CaseRender[] {
  if (reach.size === 0) return renders;
  return renders.map((render) => {
    for (const template of render.templates.values()) {
      const message = reach.get(template.replace(/\.hbs$/, ""));
      if (message !== undefined) return { goldenCase: render.goldenCase, outputs: new Map(), templates: new Map(), error: `${render.goldenCase.file}: ${message}` };
    }
    return render;
  });
}

/** A full render in slices: the sources it began with, the renders so far, its time so far. */
interface SlicedRender {
  sources: Map<string, string>;
  renders: CaseRender[];
  millis: number;
}

/** An incremental update in slices: the renders as far as it has come, the folders it re-renders, where it is. */
interface PendingUpdate {
  renders: CaseRender[];
  folders: Set<string>;
  /** The index of the next render to look at. */
  next: number;
  /** Cases re-rendered so far. */
  touched: number;
  millis: number;
  /** The case at `next`, part way through its outputs. */
  partial: InferenceRerender | null;
}

/**
 * One case brought up to date with a change of these folders: the render itself when the change cannot
 * reach it, a new render, or an inference render to go on with output by output.
 */
function rerender(render: CaseRender, folders: Set<string>): CaseRender | InferenceRerender {
  const own = foldersOf(render);
  const reached = [...folders].some((f) => own.has(f));
  const failed = [...folders].some((f) => failedOn(render, f));
  if (!reached && !failed) return render;
  if (failed || render.goldenCase.library) return renderCases([render.goldenCase])[0]!;
  return new InferenceRerender(render, folders);
}

export class RenderCache {
  private renders: CaseRender[] = [];
  private sources = new Map<string, string>();
  private last: RenderUpdate = { renders: [], millis: 0, mode: "none", cases: 0 };
  private sliced: SlicedRender | null = null;
  private pending: PendingUpdate | null = null;
  /** Include cycles of partials, by language (only languages that have one). */
  private cycles = new Map<string, PartialCycle[]>();
  /** Template key → the message of the include cycle it reaches. */
  private reach = new Map<string, string>();

  constructor(private readonly cases: GoldenCase[]) {}

  /** The include cycles among the templates as last taken, one message each. */
  get cycleMessages(): string[] {
    return [...this.cycles.values()].flat().map((c) => c.message);
  }

  /** Finds the include cycles of the languages of `keys` (every language when none is given) and what reaches them. */
  private findCycles(wanted: Record<string, string>, keys?: readonly string[]): Set<string> {
    if (keys === undefined) {
      this.cycles = new Map();
      for (const cycle of partialCycles(wanted)) this.cycles.set(cycle.language, [...(this.cycles.get(cycle.language) ?? []), cycle]);
    } else {
      for (const language of new Set(keys.map((key) => key.slice(0, key.indexOf("/"))))) {
        const found = partialCycles(languageSources(wanted, language));
        if (found.length > 0) this.cycles.set(language, found);
        else this.cycles.delete(language);
      }
    }
    const all = [...this.cycles.values()].flat();
    this.reach = all.length === 0 ? new Map() : cycleReach(wanted, all);
    return new Set(all.flatMap((cycle) => cycle.keys));
  }

  /** Cases rendered by the sliced full render so far (all of them once it is done). */
  get slicedProgress(): number {
    return this.sliced ? this.sliced.renders.length : this.renders.length;
  }

  /**
   * Puts `wanted` into the engine for a full render in slices (renderSlice); until it is done, nothing
   * is rendered (the update says mode "none"). Later calls only bring the engine's templates up to date.
   */
  prepare(wanted: Record<string, string>): RenderUpdate {
    if (this.sources.size === 0 && !this.sliced) this.sliced = { sources: new Map(Object.entries(wanted)), renders: [], millis: 0 };
    putSources(wanted, new Map(), this.findCycles(wanted));
    return this.last;
  }

  /**
   * Renders cases of the sliced full render for about `budget` milliseconds. True once every case is
   * rendered; the next update() then brings in what was edited meanwhile.
   */
  renderSlice(budget: number): boolean {
    const sliced = this.sliced;
    if (!sliced) return true;
    const start = performance.now();
    // At least one case a slice, however small the budget.
    do {
      if (sliced.renders.length < this.cases.length) sliced.renders.push(...renderCases([this.cases[sliced.renders.length]!]));
    } while (sliced.renders.length < this.cases.length && performance.now() - start < budget);
    sliced.millis += performance.now() - start;
    if (sliced.renders.length < this.cases.length) return false;
    this.renders = failCycles(sliced.renders, this.reach);
    // Cases rendered after an edit already have it; re-rendering them again is harmless.
    this.sources = sliced.sources;
    this.last = { renders: this.renders, millis: sliced.millis, mode: "full", cases: this.renders.length };
    this.sliced = null;
    return true;
  }

  /**
   * Puts `wanted` (template key → source) into the engine and brings the renders up to date. `slices`: an
   * incremental update is only begun (updateSlice goes on with it); until it is done the last update
   * stands. Without, any update still pending is finished at once.
   */
  update(wanted: Record<string, string>, { slices = false }: { slices?: boolean } = {}): RenderUpdate {
    if (this.sliced) {
      // Not done slicing: finish at once (what wants a render now cannot wait).
      while (!this.renderSlice(Number.POSITIVE_INFINITY));
    }
    const first = this.sources.size === 0;
    const changed = this.take(wanted);
    // Nothing changed (a repeated call, e.g. React's strict-mode double render): the last update stands.
    if (changed.length === 0 && !first) {
      if (!slices) this.finishPending();
      return this.last;
    }
    const folders = new Set(changed.map((key) => key.split("/").slice(0, 2).join("/")));
    // A language-wide partial (a gated notice) reaches every template of its language: all cases again.
    if (first || folders.size > MAX_INCREMENTAL_FOLDERS || changed.some(isLanguageWidePartialKey)) {
      this.pending = null;
      return this.renderEveryCase();
    }
    // Begun over the renders as far as a pending update came, with its folders too: a render it has
    // brought up to date is re-rendered again (with the newer text), the others as before.
    const pending = this.pending;
    this.pending = {
      renders: [...(pending?.renders ?? this.renders)],
      folders: new Set([...(pending?.folders ?? []), ...folders]),
      next: 0,
      touched: 0,
      millis: 0,
      partial: null,
    };
    if (!slices) this.finishPending();
    return this.last;
  }

  /** Whether an incremental update begun in slices is not done yet. */
  get updatePending(): boolean {
    return this.pending !== null;
  }

  /**
   * Goes on with the update begun in slices for about `budget` milliseconds (at least one case). True once
   * it is done (or none is pending): the last update then stands for the templates as last wanted.
   */
  updateSlice(budget: number): boolean {
    const pending = this.pending;
    if (!pending) return true;
    const start = performance.now();
    // At least one output a slice, however small the budget.
    do {
      if (!pending.partial) {
        const render = pending.renders[pending.next]!;
        const next = rerender(render, pending.folders);
        if (next !== render) pending.touched++;
        if (next instanceof InferenceRerender) pending.partial = next;
        else {
          pending.renders[pending.next++] = next;
          continue;
        }
      }
      if (pending.partial.step()) {
        pending.renders[pending.next++] = pending.partial.result();
        pending.partial = null;
      }
    } while (pending.next < pending.renders.length && performance.now() - start < budget);
    pending.millis += performance.now() - start;
    if (pending.next < pending.renders.length) return false;
    this.pending = null;
    this.renders = failCycles(pending.renders, this.reach);
    this.last = { renders: this.renders, millis: pending.millis, mode: "incremental", cases: pending.touched };
    return true;
  }

  private finishPending(): void {
    while (!this.updateSlice(Number.POSITIVE_INFINITY));
  }

  /** How many times renderAll ran. */
  fullRenderRequests = 0;

  /**
   * Puts `wanted` into the engine and renders every case again from scratch (e.g. to check the
   * incremental path, or to time it): what it shows is the templates as wanted now, not as last updated.
   */
  renderAll(wanted: Record<string, string>): RenderUpdate {
    this.fullRenderRequests++;
    this.sliced = null;
    this.pending = null;
    this.take(wanted);
    return this.renderEveryCase();
  }

  /** Puts `wanted` into the engine and makes it the sources the renders follow; returns the keys that changed. */
  private take(wanted: Record<string, string>): string[] {
    const first = this.sources.size === 0;
    const changedKeys = first ? undefined : Object.keys(wanted).filter((key) => this.sources.get(key) !== wanted[key]);
    const blocked = changedKeys?.length === 0 ? new Set([...this.cycles.values()].flat().flatMap((c) => c.keys)) : this.findCycles(wanted, changedKeys);
    const changed = putSources(wanted, this.sources, blocked);
    this.sources = new Map(Object.entries(wanted));
    return changed;
  }

  private renderEveryCase(): RenderUpdate {
    const start = performance.now();
    this.renders = failCycles(renderCases(this.cases), this.reach);
    return (this.last = { renders: this.renders, millis: performance.now() - start, mode: "full", cases: this.renders.length });
  }
}
