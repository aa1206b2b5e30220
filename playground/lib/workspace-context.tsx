// The playground's shared state: golden cases, golden files on disk, templates on disk, unsaved template
// edits, and the render of every case with those edits. Views read it through useWorkspace().
import { createContext, useCallback, useContext, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from "react";
import type { GoldenCase } from "../../engine/golden/cases.ts";
import { getTemplateSource, listTemplates } from "../../engine/index.ts";
import { caseFiles, initialOutputs, parseCaseFiles } from "./golden-files.ts";
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
  onDisk: Record<string, string>;
  templateKeys: string[];
  diskTemplates: Record<string, string>;
  edits: Record<string, string>;
  summary: RenderSummary;
  /** Bumped whenever the engine's template store changes; memoised renders depend on it. */
  templatesVersion: number;
  templateSource(key: string): string;
  editTemplate(key: string, source: string): void;
  revertTemplate(key: string): void;
  saveTemplate(key: string): Promise<void>;
  acceptOutput(path: string, actual: string | null): Promise<void>;
  rejected: Record<string, string | null>;
  /** Renders every case from scratch (the figure shown is then the full render time). */
  renderAll(): void;
  rejectOutput(path: string, actual: string | null): void;
  unrejectOutput(path: string): void;
}

let versionCounter = 0;

const WorkspaceContext = createContext<Workspace | null>(null);

export function useWorkspace(): Workspace {
  const workspace = useContext(WorkspaceContext);
  if (!workspace) throw new Error("useWorkspace outside WorkspaceProvider");
  return workspace;
}

function readDiskTemplates(): Record<string, string> {
  return Object.fromEntries(listTemplates().map((key) => [key, getTemplateSource(key) ?? ""]));
}

export function WorkspaceProvider({ children, outputs = initialOutputs }: { children: ReactNode; outputs?: Record<string, string> }) {
  const loaded = useMemo(() => parseCaseFiles(caseFiles), []);
  const [onDisk, setOnDisk] = useState<Record<string, string>>(outputs);
  const [diskTemplates, setDiskTemplates] = useState<Record<string, string>>(readDiskTemplates);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [rejected, setRejected] = useState<Record<string, string | null>>({});
  const [fullRenders, setFullRenders] = useState(0);

  // The engine's template store is brought up to date during render, so every memoised render below
  // (here and in the views) sees the same templates; only the outputs an edit can reach re-render.
  // The editor shows each keystroke at once; the re-render and the views that depend on it follow in
  // a deferred (interruptible) React render, so typing never waits for diffs and syntax checks.
  const renderedEdits = useDeferredValue(edits);
  const renderedDisk = useDeferredValue(diskTemplates);
  const cache = useMemo(() => new RenderCache(loaded.cases), [loaded.cases]);
  const update = useMemo(
    () =>
      fullRenders > 0 && cache.fullRenderRequests < fullRenders ? cache.renderAll() : cache.update({ ...renderedDisk, ...renderedEdits }),
    [cache, renderedDisk, renderedEdits, fullRenders],
  );
  const templatesVersion = useMemo(() => ++versionCounter, [update]);
  const summary = useMemo(
    () => compareRenders(update.renders, onDisk, { millis: update.millis, mode: update.mode, renderedCases: update.cases }),
    [update, onDisk],
  );

  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    const onFile = (event: FileEvent) => {
      if (event.kind === "golden") {
        setOnDisk((previous) => {
          const next = { ...previous };
          if (event.content === null) delete next[event.path];
          else next[event.path] = event.content;
          return next;
        });
      } else {
        setDiskTemplates((previous) => {
          if (event.content === null) {
            const next = { ...previous };
            delete next[event.path];
            return next;
          }
          return previous[event.path] === event.content ? previous : { ...previous, [event.path]: event.content };
        });
      }
    };
    hot.on("playground:file", onFile);
    // (vitest provides a hot context without off)
    return () => hot.off?.("playground:file", onFile);
  }, []);

  const templateSource = useCallback((key: string) => edits[key] ?? diskTemplates[key] ?? "", [edits, diskTemplates]);

  const editTemplate = useCallback(
    (key: string, source: string) =>
      setEdits((previous) => {
        const next = { ...previous };
        if (source === diskTemplates[key]) delete next[key];
        else next[key] = source;
        return next;
      }),
    [diskTemplates],
  );

  const revertTemplate = useCallback((key: string) => setEdits(({ [key]: _dropped, ...rest }) => rest), []);

  const save = useCallback(
    async (key: string) => {
      const source = edits[key];
      if (source === undefined) return;
      await saveTemplate(key, source);
      setDiskTemplates((previous) => ({ ...previous, [key]: source }));
      setEdits(({ [key]: _saved, ...rest }) => (rest));
    },
    [edits],
  );

  const acceptOutput = useCallback(async (path: string, actual: string | null) => {
    if (actual === null) await removeGolden(path);
    else await writeGolden(path, actual);
    setOnDisk((previous) => {
      const next = { ...previous };
      if (actual === null) delete next[path];
      else next[path] = actual;
      return next;
    });
  }, []);

  const rejectOutput = useCallback(
    (path: string, actual: string | null) => setRejected((previous) => ({ ...previous, [path]: actual })),
    [],
  );
  const unrejectOutput = useCallback((path: string) => setRejected(({ [path]: _gone, ...rest }) => rest), []);

  const templateKeys = useMemo(() => Object.keys(diskTemplates).sort(), [diskTemplates]);

  const value: Workspace = {
    cases: loaded.cases,
    caseProblems: loaded.problems,
    onDisk,
    templateKeys,
    diskTemplates,
    edits,
    summary,
    templatesVersion,
    templateSource,
    editTemplate,
    revertTemplate,
    saveTemplate: save,
    acceptOutput,
    rejected,
    renderAll: () => setFullRenders((n) => n + 1),
    rejectOutput,
    unrejectOutput,
  };
  return <WorkspaceContext.Provider value={value}>{children}</WorkspaceContext.Provider>;
}
