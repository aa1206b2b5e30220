// Snapshot review: every golden file whose render differs from disk, accepted or rejected one by one.
import { useState } from "react";
import { canWrite } from "../../lib/dev-api.ts";
import type { OutputEntry } from "../../lib/workspace.ts";
import { useWorkspace } from "../../lib/workspace-context.tsx";
import { ProblemList } from "../ProblemList.tsx";
import { ReviewItem } from "./ReviewItem.tsx";

/** Pending changes: differing entries not rejected at their current render. */
export function pendingEntries(entries: OutputEntry[], rejected: Record<string, string | null>): OutputEntry[] {
  return entries.filter((e) => e.status !== "same" && !(Object.hasOwn(rejected, e.path) && rejected[e.path] === e.actual));
}

export function ReviewView() {
  const { summary, rejected, acceptOutput, rejectOutput, unrejectOutput, caseProblems, edits } = useWorkspace();
  const [message, setMessage] = useState("");
  const pending = pendingEntries(summary.entries, rejected);
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
        <button type="button" onClick={acceptAll} disabled={!canWrite || pending.length === 0}>
          Accept all
        </button>
      </div>
      <p className="hint" role="status">
        {message ||
          (editedCount > 0
            ? `Rendered with ${editedCount} unsaved template edit(s): save the templates too, or the golden check will fail.`
            : "Accept writes the render to golden/; reject keeps the golden file and hides the change until the render changes again.")}
      </p>
      <ProblemList
        problems={[...summary.errors.map((e) => e.message), ...caseProblems.map((p) => p.message)]}
        title="Cases that do not render"
      />
      {pending.length === 0 && <p className="muted">Every golden file matches its render.</p>}
      {pending.map((entry) => (
        <ReviewItem key={entry.path} entry={entry} onAccept={accept} onReject={(e) => rejectOutput(e.path, e.actual)} />
      ))}
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
