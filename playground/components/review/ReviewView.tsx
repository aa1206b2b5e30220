// Snapshot review: every golden file whose render differs from disk, accepted or rejected one by one.
// j/k (n/p) move to the next/previous changed file; the file in focus is part of the URL. Accepting is
// refused while a template edit is unsaved: the golden file would record a render nobody saved.
import { useEffect, useRef, useState } from "react";
import { canWrite } from "../../lib/dev-api.ts";
import type { OutputEntry } from "../../lib/workspace.ts";
import { acceptRefusal, useWorkspace } from "../../lib/workspace-context.tsx";
import { pendingEntries } from "../../lib/review.ts";
import { useShortcut } from "../../lib/shortcuts.ts";
import type { SetUrlState } from "../../lib/use-url-state.ts";
import type { UrlState } from "../../lib/url-state.ts";
import { ProblemList } from "../ProblemList.tsx";
import { ReviewItem } from "./ReviewItem.tsx";

export { pendingEntries };

export function ReviewView({ state, setState }: { state: UrlState; setState: SetUrlState }) {
  const { summary, rejected, acceptOutput, rejectOutput, unrejectOutput, caseProblems, edits, goldenLoaded } = useWorkspace();
  const [message, setMessage] = useState("");
  const pending = pendingEntries(summary.entries, rejected);
  const refusal = acceptRefusal(edits);
  const current = pending.findIndex((e) => e.path === state.file);
  const list = useRef<HTMLDivElement>(null);
  const move = (step: number) => {
    if (pending.length === 0) return;
    const index = current < 0 ? (step > 0 ? 0 : pending.length - 1) : Math.min(Math.max(current + step, 0), pending.length - 1);
    setState({ file: pending[index].path });
  };
  useShortcut("next", () => move(1));
  useShortcut("previous", () => move(-1));
  useEffect(() => {
    if (!state.file) return;
    const item = list.current?.querySelector<HTMLElement>(`[data-path="${CSS.escape(state.file)}"]`);
    if (item && !item.contains(document.activeElement)) {
      item.focus({ preventScroll: true });
      item.scrollIntoView?.({ block: "start" });
    }
  }, [state.file]);
  const rejectedPaths = summary.entries
    .filter((e) => e.status !== "same" && Object.hasOwn(rejected, e.path) && rejected[e.path] === e.actual)
    .map((e) => e.path);
  const accept = (entry: OutputEntry) => acceptOutput(entry.path, entry.actual);
  const acceptAll = async () => {
    let done = 0;
    try {
      for (const entry of pending) {
        await accept(entry);
        done++;
      }
      setMessage(`Accepted ${done} file(s).`);
    } catch (error) {
      setMessage(`Accepted ${done}, then: ${(error as Error).message}`);
    }
  };
  const editedCount = Object.keys(edits).length;
  return (
    <div className="review-view">
      <div className="section-head">
        <h2>Review golden changes</h2>
        <span className="muted" data-testid="pending-count">
          {pending.length} pending · {rejectedPaths.length} rejected
        </span>
        <span className="spacer" />
        <button type="button" onClick={acceptAll} disabled={!canWrite || pending.length === 0 || refusal !== null} title={refusal ?? undefined}>
          Accept all
        </button>
      </div>
      <p className="hint" role="status" data-testid="review-status">
        {message ||
          (editedCount > 0
            ? `Rendered with ${editedCount} unsaved template edit(s). ${refusal}`
            : "Accept writes the render to golden/; reject keeps the golden file and hides the change until the render changes again. j/k: next/previous file.")}
      </p>
      <ProblemList
        problems={[...summary.errors.map((e) => e.message), ...caseProblems.map((p) => p.message)]}
        title="Cases that do not render"
      />
      {!goldenLoaded && <p className="muted">Loading the golden files…</p>}
      {goldenLoaded && pending.length === 0 && <p className="muted">Every golden file matches its render.</p>}
      <div ref={list}>
        {pending.map((entry, index) => (
          <ReviewItem
            key={entry.path}
            entry={entry}
            current={index === current}
            refusal={refusal}
            onAccept={accept}
            onReject={(e) => rejectOutput(e.path, e.actual)}
          />
        ))}
      </div>
      {rejectedPaths.length > 0 && (
        <section aria-label="Rejected changes">
          <h3>Rejected</h3>
          <ul>
            {rejectedPaths.map((path) => (
              <li key={path}>
                <code>golden/{path}</code>{" "}
                <button type="button" onClick={() => unrejectOutput(path)}>
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
