// One pending golden change: its diff, and accept (write golden/) or reject (keep the golden file).
import { useState } from "react";
import { canWrite } from "../../lib/dev-api.ts";
import type { OutputEntry } from "../../lib/workspace.ts";
import { DiffView } from "../DiffView.tsx";
import { StatusBadge } from "../StatusBadge.tsx";

export interface ReviewItemProps {
  entry: OutputEntry;
  /** The file in focus (j/k). */
  current?: boolean;
  /** Why accepting is refused now (unsaved template edits); null when it is not. */
  refusal?: string | null;
  onAccept(entry: OutputEntry): Promise<void>;
  onReject(entry: OutputEntry): void;
}

export function ReviewItem({ entry, current = false, refusal = null, onAccept, onReject }: ReviewItemProps) {
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const accept = async () => {
    setBusy(true);
    setError("");
    try {
      await onAccept(entry);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const action = entry.status === "orphaned" ? "Accept (delete file)" : entry.status === "missing" ? "Accept (create file)" : "Accept";
  return (
    <article className={current ? "review-item current" : "review-item"} data-testid="review-item" data-path={entry.path} aria-current={current ? "true" : undefined} tabIndex={-1}>
      <header className="card-head">
        <h4>
          <code>golden/{entry.path}</code>
        </h4>
        <StatusBadge status={entry.status} />
        <span className="spacer" />
        <button type="button" onClick={accept} disabled={busy || !canWrite || refusal !== null} title={refusal ?? (canWrite ? undefined : "Needs the dev server")}>
          {action}
        </button>
        <button type="button" onClick={() => onReject(entry)} disabled={busy}>
          Reject
        </button>
      </header>
      {error && <p className="problem" role="alert">{error}</p>}
      <DiffView path={entry.path} expected={entry.expected} actual={entry.actual} />
    </article>
  );
}
