// The playground's shared state: golden cases, golden files on disk, templates on disk, unsaved template
// edits (kept as drafts in local storage), and the render of every case with those edits. Views read it
// through useWorkspace().
import { createContext, startTransition, useCallback, useContext, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { GoldenCase } from "../../engine/golden/cases.ts";
import { getTemplateSource, listTemplates } from "../../engine/index.ts";
import { contentVersion } from "./content-version.ts";
import { adoptDrafts, readDrafts, writeDrafts, type Draft } from "./drafts.ts";
import { claimTab, storedTabId } from "./tab-identity.ts";
import { liveRejections, readRejections, renderVersion, writeRejections, type Rejections } from "./rejections.ts";
import { caseFiles, loadGoldenOutputs, parseCaseFiles } from "./golden-files.ts";
import { RenderCache } from "./render-cache.ts";
import { compareRenders, type RenderSummary } from "./workspace.ts";
import { removeGolden, saveTemplate, writeGolden } from "./dev-api.ts";

export interface FileEvent {
  kind: "golden" | "template";
  path: string;
  content: string | null;
}

export interface Workspace {
  cases: GoldenCase[];
  caseProblems: { file: string; message: string }[];
  /** Golden outputs on disk; empty until `goldenLoaded` (they load as a chunk of their own). */
  onDisk: Record<string, string>;
  goldenLoaded: boolean;
  templateKeys: string[];
  diskTemplates: Record<string, string>;
  /** Unsaved template edits: key → source. */
  edits: Record<string, string>;
  /** The same edits with the text on disk each began from. */
  drafts: Record<string, Draft>;
  /** Template keys whose edit the browser's storage could not hold (full): kept in this page only. */
  unstored: string[];
  summary: RenderSummary;
  /** False until the render of every case at load is done (the summary is empty until then). */
  rendered: boolean;
  /** Bumped whenever the engine's template store changes; memoised renders depend on it. */
  templatesVersion: number;
  templateSource(key: string): string;
  /** Whether the template has an unsaved edit now (as typed; `edits` may be a keystroke behind). */
  isEdited(key: string): boolean;
  editTemplate(key: string, source: string): void;
  revertTemplate(key: string): void;
  /**
   * Writes the edit over the version it began from; throws SaveConflict (dev-api.ts) when the file has
   * changed on disk since. `overwrite`: the text now on disk, to replace it knowingly.
   */
  saveTemplate(key: string, options?: { overwrite?: string }): Promise<void>;
  /** Drops the edit and takes `current` as the template's text on disk. */
  reloadTemplate(key: string, current: string): void;
  /** Writes a golden file; refused while any template edit is unsaved (the render would not last). */
  acceptOutput(path: string, actual: string | null): Promise<void>;
  /** Rejected changes (kept in local storage): path → version of the render rejected. */
  rejected: Rejections;
  /** Renders every case from scratch (the figure shown is then the full render time). */
  renderAll(): void;
  /** Rejects these renders: the golden files stay, and the changes are hidden until the render changes again. */
  rejectOutputs(outputs: readonly { path: string; actual: string | null }[]): void;
  unrejectOutputs(paths: readonly string[]): void;
}

let versionCounter = 0;
const EMPTY: Record<string, string> = {};

const WorkspaceContext = createContext<Workspace | null>(null);

export function useWorkspace(): Workspace {
  const workspace = useContext(WorkspaceContext);
  if (!workspace) throw new Error("useWorkspace outside WorkspaceProvider");
  return workspace;
}

function readDiskTemplates(): Record<string, string> {
  return Object.fromEntries(listTemplates().map((key) => [key, getTemplateSource(key) ?? ""]));
}

/** Why accepting is refused while templates have unsaved edits; null when it is not. */
export function acceptRefusal(edits: Record<string, string>): string | null {
  const keys = Object.keys(edits);
  if (keys.length === 0) return null;
  return `Save or revert the unsaved template edit(s) first (${keys.map((k) => `templates/${k}.hbs`).join(", ")}): the golden files would not match what is on disk.`;
}

function sourcesOf(drafts: Record<string, Draft>): Record<string, string> {
  return Object.fromEntries(Object.entries(drafts).map(([key, draft]) => [key, draft.source]));
}

/** Drafts of templates that still exist; drafts equal to the disk text are no edit at all. */
function liveDrafts(stored: Record<string, Draft>, disk: Record<string, string>): Record<string, Draft> {
  return Object.fromEntries(Object.entries(stored).filter(([key, draft]) => Object.hasOwn(disk, key) && draft.source !== disk[key]));
}

type Setter<T> = (update: (previous: T) => T) => void;

/** Runs `next` after the next paint (a frame, then a task after it); cancellable. */
function afterPaint(next: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(next, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** Loads the golden outputs once, when they were not given, after the first paint (the badges come after). */
function useGoldenOutputsLoad(onDisk: Record<string, string> | null, setOnDisk: Setter<Record<string, string> | null>): void {
  useEffect(() => {
    if (onDisk) return;
    let live = true;
    const cancel = afterPaint(() => void loadGoldenOutputs().then((files) => live && setOnDisk((previous) => previous ?? files)));
    return () => {
      live = false;
      cancel();
    };
  }, [onDisk]);
}

/** Leaving the page with unsaved edits asks first (the drafts stay in local storage either way). */
function useLeaveGuard(hasEdits: boolean): void {
  useEffect(() => {
    if (!hasEdits) return;
    const onLeave = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onLeave);
    return () => window.removeEventListener("beforeunload", onLeave);
  }, [hasEdits]);
}

/** Files changed on disk (the dev server's events): golden outputs and templates follow; a draft the file now equals goes. */
function useFileEvents(
  setOnDisk: Setter<Record<string, string> | null>,
  setDiskTemplates: Setter<Record<string, string>>,
  setDrafts: Setter<Record<string, Draft>>,
): void {
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    const onFile = (event: FileEvent) => {
      if (event.kind === "golden") {
        setOnDisk((previous) => {
          if (!previous) return previous;
          const next = { ...previous };
          if (event.content === null) delete next[event.path];
          else next[event.path] = event.content;
          return next;
        });
        return;
      }
      setDiskTemplates((previous) => {
        if (event.content === null) {
          const next = { ...previous };
          delete next[event.path];
          return next;
        }
        return previous[event.path] === event.content ? previous : { ...previous, [event.path]: event.content };
      });
      setDrafts((previous) => {
        if (event.content === null || previous[event.path]?.source !== event.content) return previous;
        const { [event.path]: _same, ...rest } = previous;
        return rest;
      });
    };
    hot.on("playground:file", onFile);
    // (vitest provides a hot context without off)
    return () => hot.off?.("playground:file", onFile);
  }, []);
}

/**
 * The drafts go to local storage under this tab's id on every change (a reload or a crash loses
 * nothing; another tab's drafts are never touched). Once the page holds its tab's id, drafts of tabs
 * that are gone are adopted. Returns the keys the store could not hold.
 */
function useDraftStorage(drafts: Record<string, Draft>, setDrafts: Setter<Record<string, Draft>>, disk: Record<string, string>): string[] {
  const [tab, setTab] = useState(storedTabId);
  const [unstored, setUnstored] = useState<string[]>([]);
  const stored = useRef<{ tab: string; drafts: Record<string, Draft> }>({ tab, drafts: {} });
  useEffect(() => {
    const write = () => {
      const known = stored.current.tab === tab ? stored.current.drafts : {};
      const failed = writeDrafts(tab, drafts, undefined, known);
      stored.current = { tab, drafts: Object.fromEntries(Object.entries(drafts).filter(([key]) => !failed.includes(key))) };
      setUnstored((previous) => (previous.join("\n") === failed.join("\n") ? previous : failed));
    };
    if (!hasLargeDraft(drafts)) return write();
    // A megabyte draft is stored when typing pauses and the page is idle (after the catch-up render the
    // pause sets off), or when the page goes; not on every key.
    let cancelIdle = () => {};
    const timer = setTimeout(() => (cancelIdle = whenIdle(write)), SETTLE_MS);
    window.addEventListener("pagehide", write);
    return () => {
      clearTimeout(timer);
      cancelIdle();
      window.removeEventListener("pagehide", write);
    };
  }, [tab, drafts]);
  const diskRef = useRef(disk);
  diskRef.current = disk;
  useEffect(() => {
    let live = true;
    void claimTab(tab).then((claim) => {
      if (!live || !claim) return;
      if (claim.id !== tab) setTab(claim.id);
      setDrafts((previous) => {
        const adopted = liveDrafts(adoptDrafts(claim.id, previous, claim.live), diskRef.current);
        return Object.keys(adopted).length === 0 ? previous : { ...adopted, ...previous };
      });
    });
    return () => {
      live = false;
    };
    // Once per page: the claim holds for its lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return unstored;
}

/** How long a write waits at most for the page to be idle. */
const IDLE_WAIT_MS = 2000;

/** Runs `next` when the browser is idle (within IDLE_WAIT_MS; at once where it has no idle callbacks); cancellable. */
function whenIdle(next: () => void): () => void {
  if (typeof requestIdleCallback === "undefined") {
    const timer = setTimeout(next, 0);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(next, { timeout: IDLE_WAIT_MS });
  return () => cancelIdleCallback(handle);
}

/** A draft this long (a paste of a few hundred kilobytes and more) is rendered, and stored, when typing pauses. */
const LARGE_DRAFT = 256 * 1024;
/** How long typing must pause before a large draft is rendered and stored. */
const SETTLE_MS = 400;

const hasLargeDraft = (drafts: Record<string, Draft>) => Object.values(drafts).some((d) => d.source.length > LARGE_DRAFT);

/**
 * `value` once it has stayed the same for `delay` ms (at once when `delay` is 0): with a megabyte in a
 * template, re-rendering every case takes longer than a keystroke may, so the views follow when typing
 * pauses rather than after each key. The settled value is taken in a transition: React renders the
 * views in pieces a keystroke can interrupt, and a keystroke's own render keeps the value shown so far.
 */
function useSettled<T>(value: T, delay: number): T {
  // The value last given with no delay, and the value last settled: the later of the two is shown.
  const order = useRef(0);
  const immediate = useRef({ value, at: 0 });
  if (delay === 0 && immediate.current.value !== value) immediate.current = { value, at: ++order.current };
  const [settled, setSettled] = useState({ value, at: 0 });
  const shown = delay === 0 ? value : settled.at > immediate.current.at ? settled.value : immediate.current.value;
  useEffect(() => {
    if (shown === value) return;
    const timer = setTimeout(() => startTransition(() => setSettled({ value, at: ++order.current })), delay);
    return () => clearTimeout(timer);
  }, [value, delay, shown]);
  return shown;
}

/**
 * Rejected changes, kept in local storage: each holds for the render it rejected and goes once that
 * render changes (compared only once every case is rendered and the golden files are here: before that,
 * no render says anything), so the same change made again is pending again.
 */
function useRejections(entries: RenderSummary["entries"], compared: boolean) {
  const [rejected, setRejected] = useState<Rejections>(readRejections);
  const rejectOutputs = useCallback(
    (outputs: readonly { path: string; actual: string | null }[]) =>
      setRejected((previous) => ({ ...previous, ...Object.fromEntries(outputs.map((o) => [o.path, renderVersion(o.actual)])) })),
    [],
  );
  const unrejectOutputs = useCallback(
    (paths: readonly string[]) =>
      setRejected((previous) => Object.fromEntries(Object.entries(previous).filter(([path]) => !paths.includes(path)))),
    [],
  );
  useEffect(() => void writeRejections(rejected), [rejected]);
  useEffect(() => {
    if (compared) setRejected((previous) => liveRejections(previous, entries));
  }, [entries, compared]);
  return { rejected, rejectOutputs, unrejectOutputs };
}

/** Milliseconds of rendering between two yields to the browser, for the render of every case at load. */
const SLICE_MS = 12;

/** Yields to the browser (input, paint) and then runs `next`; cancellable. */
function afterYield(next: () => void): () => void {
  const channel = new MessageChannel();
  channel.port1.onmessage = next;
  channel.port2.postMessage(null);
  return () => {
    channel.port1.onmessage = null;
    channel.port1.close();
  };
}

/**
 * The render of every golden case at load, kept out of the first paint: it begins after the first
 * paint and runs in slices of a few milliseconds between which the browser paints and handles input;
 * true once done. `slices` false:
 * at once, in the first render (tests).
 */
function useSlicedFirstRender(cache: RenderCache, slices: boolean): boolean {
  const [done, setDone] = useState(!slices);
  useEffect(() => {
    if (done) return;
    let cancel = () => {};
    const step = () => {
      if (cache.renderSlice(SLICE_MS)) setDone(true);
      else cancel = afterYield(step);
    };
    // The first slice waits for the first paint.
    cancel = afterPaint(step);
    return () => cancel();
  }, [cache, done]);
  return done;
}

/**
 * Runs an incremental update the render cache has begun in slices (RenderCache.update with `slices`): a
 * slice of a few milliseconds, then a yield to the browser (input, paint), until it is done; then a
 * re-render, as a transition (React renders it in pieces a keystroke can interrupt), in which the update
 * stands for the new templates. Returns a number that changes each time one is done.
 */
function useSlicedUpdate(cache: RenderCache): number {
  const [done, setDone] = useState(0);
  const cancel = useRef<(() => void) | null>(null);
  // After every render: an update may have been begun in it.
  useEffect(() => {
    if (cancel.current || !cache.updatePending) return;
    const step = () => {
      if (!cache.updateSlice(SLICE_MS)) {
        cancel.current = afterYield(step);
        return;
      }
      cancel.current = null;
      startTransition(() => setDone((n) => n + 1));
    };
    cancel.current = afterYield(step);
  });
  useEffect(
    () => () => {
      cancel.current?.();
      cancel.current = null;
    },
    [],
  );
  return done;
}

/**
 * `outputs`: the golden outputs to compare with, given at once (tests); otherwise they load on demand.
 * `slices`: the render of every case at load runs in slices after the first paint (the page's default);
 * false renders it in the first render.
 */
export function WorkspaceProvider({ children, outputs, slices = true }: { children: ReactNode; outputs?: Record<string, string>; slices?: boolean }) {
  const loaded = useMemo(() => parseCaseFiles(caseFiles), []);
  const [onDisk, setOnDisk] = useState<Record<string, string> | null>(outputs ?? null);
  const [diskTemplates, setDiskTemplates] = useState<Record<string, string>>(readDiskTemplates);
  const [liveState, setTyped] = useState<Record<string, Draft>>(() => liveDrafts(readDrafts(storedTabId()), diskTemplates));
  // Whether the last change of the drafts was typing (the views follow it deferred) or anything else:
  // save, revert, reload, a file changed on disk (the views show it in the same render).
  const typing = useRef(false);
  const setDrafts: Setter<Record<string, Draft>> = useCallback((update) => {
    typing.current = false;
    setTyped(update);
  }, []);
  // The drafts as typed, for what must not lag (the editor's text, save, accept's refusal)...
  const live = useRef(liveState);
  live.current = liveState;
  // ...and as the views show them: a keystroke re-renders no view at once (the editor draws it); the
  // views follow in one deferred, interruptible render with the latest text (keystrokes typed meanwhile
  // are coalesced into it), so typing never waits for the re-render, diffs and syntax checks.
  const deferred = useSettled(useDeferredValue(liveState), hasLargeDraft(liveState) ? SETTLE_MS : 0);
  const drafts = typing.current ? deferred : liveState;
  const edits = useMemo(() => sourcesOf(drafts), [drafts]);
  const [fullRenders, setFullRenders] = useState(0);

  // The engine's template store is brought up to date during render, so every memoised render below
  // (here and in the views) sees the same templates; only the outputs an edit can reach re-render.
  const renderedDisk = useDeferredValue(diskTemplates);
  const cache = useMemo(() => new RenderCache(loaded.cases), [loaded.cases]);
  const rendered = useSlicedFirstRender(cache, slices);
  // With a megabyte draft, the cases an edit reaches are re-rendered in slices between which the page
  // answers input (useSlicedUpdate); the views show the last renders until they are done.
  const large = hasLargeDraft(drafts);
  const caughtUp = useSlicedUpdate(cache);
  const update = useMemo(() => {
    const wanted = { ...renderedDisk, ...edits };
    if (fullRenders > 0 && cache.fullRenderRequests < fullRenders) return cache.renderAll(wanted);
    return rendered ? cache.update(wanted, { slices: large }) : cache.prepare(wanted);
    // caughtUp: a sliced update is done; the update now stands for the templates as wanted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cache, renderedDisk, edits, fullRenders, rendered, large, caughtUp]);
  const templatesVersion = useMemo(() => ++versionCounter, [update]);
  const summary = useMemo(() => {
    const timing = { millis: update.millis, mode: update.mode, renderedCases: update.cases };
    // Until the golden files are here there is nothing to compare with (not "every file missing"), and
    // until every case is rendered nothing to compare (not "every file orphaned").
    return onDisk && rendered ? compareRenders(update.renders, onDisk, timing) : { ...compareRenders(update.renders, {}, timing), entries: [] };
  }, [update, onDisk, rendered]);

  useGoldenOutputsLoad(onDisk, setOnDisk);
  const unstored = useDraftStorage(liveState, setDrafts, diskTemplates);
  useLeaveGuard(Object.keys(liveState).length > 0);
  useFileEvents(setOnDisk, setDiskTemplates, setDrafts);

  // The text as typed (the editor's own): a view re-rendered later never sets the editor back.
  const templateSource = useCallback((key: string) => live.current[key]?.source ?? diskTemplates[key] ?? "", [diskTemplates]);

  const editTemplate = useCallback(
    (key: string, source: string) => {
      // The editor echoing a text set from elsewhere (revert, reload): nothing was typed.
      if (source === (live.current[key]?.source ?? diskTemplates[key])) return;
      typing.current = true;
      setTyped((previous) => {
        const base = previous[key]?.base ?? diskTemplates[key] ?? "";
        const { [key]: _old, ...rest } = previous;
        // The same as the file on disk: no edit.
        return source === diskTemplates[key] ? rest : { ...rest, [key]: { source, base } };
      });
    },
    [diskTemplates],
  );
  const isEdited = useCallback((key: string) => Object.hasOwn(live.current, key), []);

  const revertTemplate = useCallback((key: string) => setDrafts(({ [key]: _dropped, ...rest }) => rest), []);

  const save = useCallback(
    async (key: string, options?: { overwrite?: string }) => {
      const draft = live.current[key];
      if (draft === undefined) return;
      await saveTemplate(key, draft.source, contentVersion(options?.overwrite ?? draft.base));
      setDiskTemplates((previous) => ({ ...previous, [key]: draft.source }));
      setDrafts(({ [key]: _saved, ...rest }) => rest);
    },
    [],
  );

  const reloadTemplate = useCallback((key: string, current: string) => {
    setDiskTemplates((previous) => ({ ...previous, [key]: current }));
    setDrafts(({ [key]: _dropped, ...rest }) => rest);
  }, []);

  const acceptOutput = useCallback(async (path: string, actual: string | null) => {
    const refusal = acceptRefusal(sourcesOf(live.current));
    if (refusal) throw new Error(refusal);
    if (actual === null) await removeGolden(path);
    else await writeGolden(path, actual);
    setOnDisk((previous) => {
      const next = { ...previous };
      if (actual === null) delete next[path];
      else next[path] = actual;
      return next;
    });
  }, []);

  const { rejected, rejectOutputs, unrejectOutputs } = useRejections(summary.entries, rendered && onDisk !== null);

  const templateKeys = useMemo(() => Object.keys(diskTemplates).sort(), [diskTemplates]);

  // A full render asked for while the views still follow the typing renders the text as typed: the
  // views take the live drafts in that same render (an incremental catch-up would otherwise replace it).
  const renderAll = useCallback(() => {
    typing.current = false;
    setFullRenders((n) => n + 1);
  }, []);
  // One object while nothing the views show has changed: a keystroke alone re-renders no view.
  const value: Workspace = useMemo(
    () => ({
      cases: loaded.cases,
      caseProblems: loaded.problems,
      onDisk: onDisk ?? EMPTY,
      goldenLoaded: onDisk !== null,
      templateKeys,
      diskTemplates,
      edits,
      drafts,
      unstored,
      summary,
      rendered,
      templatesVersion,
      templateSource,
      isEdited,
      editTemplate,
      revertTemplate,
      saveTemplate: save,
      reloadTemplate,
      acceptOutput,
      rejected,
      renderAll,
      rejectOutputs,
      unrejectOutputs,
    }),
    // prettier-ignore
    [loaded, onDisk, templateKeys, diskTemplates, edits, drafts, unstored, summary, rendered, templatesVersion, templateSource, isEdited, editTemplate, revertTemplate, save, reloadTemplate, acceptOutput, rejected, renderAll, rejectOutputs, unrejectOutputs],
  );
  return <WorkspaceContext.Provider value={value}>{children}</WorkspaceContext.Provider>;
}
