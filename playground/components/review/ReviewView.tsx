// Snapshot review by change: the changed golden files grouped as the golden report groups them (the same
// lines removed and added), each group naming the templates that rendered it, accepted or rejected as one.
// j/k (n/p) move to the next/previous change, a/r accept/reject it; the change in focus is in the URL
// (its first file). Rejections survive a reload until the render changes again. Accepting is refused
// while a template edit is unsaved: the golden file would record a render nobody saved.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { canWrite } from "../../lib/dev-api.ts";
import { groupSources, pendingEntries, rejectedEntries, reviewGroups, groupTitle, type ReviewGroup } from "../../lib/review.ts";
import { useShortcut } from "../../lib/shortcuts.ts";
import type { SetUrlState } from "../../lib/use-url-state.ts";
import type { UrlState } from "../../lib/url-state.ts";
import { acceptRefusal, useWorkspace } from "../../lib/workspace-context.tsx";
import { ErrorGroupList } from "../ErrorGroupList.tsx";
import { groupErrors } from "../../lib/error-groups.ts";
import { changedOutputLines, draftHunkAt, editedTemplateLine, revertHunk, type DraftHunk } from "../../lib/template-line.ts";
import { ReviewGroupCard } from "./ReviewGroup.tsx";

/** Template key → the line of its unsaved edit that the group's change comes from. */
function editedLines(group: ReviewGroup, drafts: Record<string, { source: string; base: string }>): Record<string, number> {
  const lines: Record<string, number> = {};
  for (const template of group.templates) {
    const key = template.replace(/\.hbs$/, "");
    const draft = drafts[key];
    if (!draft) continue;
    const line = editedTemplateLine(draft.base, draft.source, changedOutputLines(group.key));
    if (line !== null) lines[key] = line;
  }
  return lines;
}

export function ReviewView({ state, setState }: { state: UrlState; setState: SetUrlState }) {
  const { summary, rejected, acceptOutput, rejectOutputs, unrejectOutputs, caseProblems, edits, drafts, goldenLoaded, rendered, revertTemplate, cases, editTemplate } = useWorkspace();
  const [message, setMessage] = useState("");
  const pending = useMemo(() => pendingEntries(summary.entries, rejected), [summary.entries, rejected]);
  const groups = useMemo(() => reviewGroups(pending), [pending]);
  const rejectedGroups = useMemo(() => reviewGroups(rejectedEntries(summary.entries, rejected)), [summary.entries, rejected]);
  const refusal = acceptRefusal(edits);
  const errorGroups = useMemo(() => groupErrors(summary.errors), [summary.errors]);
  const edited = Object.keys(edits);
  // The template lines each change comes from, traced only for the groups drawn (ReviewGroup.tsx).
  const byName = useMemo(() => new Map(cases.map((c) => [c.name, c])), [cases]);
  const sourcesOf = useCallback((group: ReviewGroup) => groupSources(group, byName), [byName]);
  const hunkAt = useCallback((key: string, line: number) => (drafts[key] ? draftHunkAt(drafts[key].base, drafts[key].source, line) : null), [drafts]);
  const revertHunkOf = (key: string, hunk: DraftHunk) => {
    const draft = drafts[key];
    if (!draft) return;
    editTemplate(key, revertHunk(draft.base, draft.source, hunk));
    setMessage(`Reverted the edit of templates/${key}.hbs at line ${hunk.line} to the text on disk.`);
  };
  const current = groups.findIndex((g) => g.entries.some((e) => e.path === state.file));
  const list = useRef<HTMLDivElement>(null);
  const move = (step: number) => {
    if (groups.length === 0) return;
    const index = current < 0 ? (step > 0 ? 0 : groups.length - 1) : Math.min(Math.max(current + step, 0), groups.length - 1);
    setState({ file: groups[index]!.id });
  };
  const accept = async (group: ReviewGroup) => {
    let done = 0;
    try {
      for (const entry of group.entries) {
        await acceptOutput(entry.path, entry.actual);
        done++;
      }
      setMessage(`Accepted ${groupTitle(group)}.`);
    } catch (error) {
      throw new Error(done > 0 ? `Accepted ${done} of ${group.entries.length} files, then: ${(error as Error).message}` : (error as Error).message);
    }
  };
  const reject = (group: ReviewGroup) => {
    rejectOutputs(group.entries);
    setMessage(`Rejected ${groupTitle(group)}: the golden files stay as they are.`);
  };
  useShortcut("next", () => move(1));
  useShortcut("previous", () => move(-1));
  useShortcut("accept", () => {
    const group = groups[current];
    if (group && canWrite && refusal === null) accept(group).catch((error: Error) => setMessage(error.message));
  });
  useShortcut("reject", () => {
    const group = groups[current];
    if (group) reject(group);
  });
  useEffect(() => {
    if (!state.file) return;
    const item = list.current?.querySelector<HTMLElement>(`[data-path="${CSS.escape(groups[current]?.id ?? state.file)}"]`);
    if (item && !item.contains(document.activeElement)) {
      item.focus({ preventScroll: true });
      item.scrollIntoView?.({ block: "start" });
    }
  }, [state.file, current, groups]);
  const acceptAll = async () => {
    let done = 0;
    try {
      for (const entry of pending) {
        await acceptOutput(entry.path, entry.actual);
        done++;
      }
      setMessage(`Accepted ${done} file(s).`);
    } catch (error) {
      setMessage(`Accepted ${done}, then: ${(error as Error).message}`);
    }
  };
  const rejectedFiles = rejectedGroups.reduce((n, g) => n + g.entries.length, 0);
  return (
    <div className="review-view">
      <div className="section-head">
        <h2>Review golden changes</h2>
        <span className="muted" data-testid="pending-count">
          {pending.length} pending · {rejectedFiles} rejected
        </span>
        <span className="muted" data-testid="group-count">
          {groups.length} change{groups.length === 1 ? "" : "s"}
        </span>
        <span className="spacer" />
        <button type="button" onClick={acceptAll} disabled={!canWrite || pending.length === 0 || refusal !== null} title={refusal ?? undefined}>
          Accept all
        </button>
      </div>
      <p className="hint" role="status" data-testid="review-status">
        {message ||
          (edited.length > 0
            ? `Rendered with ${edited.length} unsaved template edit(s). ${refusal}`
            : "Accept writes the render to golden/; reject keeps the golden files and hides the change until the render changes again. j/k: next/previous change; a/r: accept/reject it.")}
      </p>
      <ErrorGroupList
        groups={errorGroups}
        title="Cases that do not render"
        onOpen={(template, line) => setState({ view: "templates", template, line: String(line) }, { push: true })}
        extra={caseProblems.map((p) => p.message)}
      />
      {!goldenLoaded && <p className="muted">Loading the golden files…</p>}
      {goldenLoaded && !rendered && <p className="muted">Rendering every golden case…</p>}
      {goldenLoaded && rendered && pending.length === 0 && (
        <p className="muted" data-testid="review-summary">
          {rejectedFiles === 0
            ? "Every golden file matches its render."
            : `Nothing pending, but ${rejectedFiles} golden file${rejectedFiles === 1 ? "" : "s"} still differ${rejectedFiles === 1 ? "s" : ""} from the render: the rejected changes below.`}
        </p>
      )}
      <div ref={list}>
        {groups.map((group, index) => (
          <ReviewGroupCard
            key={group.id}
            group={group}
            current={index === current}
            refusal={refusal}
            edited={edited}
            lines={editedLines(group, drafts)}
            onAccept={accept}
            onReject={reject}
            onOpenTemplate={(template, line) => setState({ view: "templates", template, line: line === undefined ? "" : String(line) }, { push: true })}
            onRevertTemplate={revertTemplate}
            sourcesOf={sourcesOf}
            hunkAt={hunkAt}
            onRevertHunk={revertHunkOf}
          />
        ))}
      </div>
      {rejectedGroups.length > 0 && (
        <section aria-labelledby="rejected-heading">
          <h3 id="rejected-heading">Rejected</h3>
          <ul data-testid="rejected-list">
            {rejectedGroups.map((group) => (
              <li key={group.id}>
                {groupTitle(group)} <span className="muted">({group.templates.map((t) => `templates/${t}`).join(", ") || "no template"})</span>{" "}
                <button type="button" onClick={() => unrejectOutputs(group.entries.map((e) => e.path))} aria-label={`Undo the rejection of ${groupTitle(group)}`}>
                  Undo
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
