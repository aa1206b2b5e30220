// One change waiting for review: the same lines removed and added in one or more golden files, with
// the templates that rendered them (links to the Templates view), its cases and files, the diff once,
// and Accept or Reject for the whole group. The diff is drawn only while the group is on screen.
import { useState } from "react";
import { canWrite } from "../../lib/dev-api.ts";
import { groupTitle, type ReviewGroup } from "../../lib/review.ts";
import { DiffView } from "../DiffView.tsx";
import { estimateHeight, lineCount, OnScreen } from "../OnScreen.tsx";
import { StatusBadge } from "../StatusBadge.tsx";

export interface ReviewGroupProps {
  group: ReviewGroup;
  /** The group in focus (j/k). */
  current?: boolean;
  /** Why accepting is refused now (unsaved template edits); null when it is not. */
  refusal?: string | null;
  /** Template keys with an unsaved edit (they can be reverted from here). */
  edited: readonly string[];
  /** Template key → the line of its unsaved edit the change comes from (the link opens the template there). */
  lines?: Readonly<Record<string, number>>;
  onAccept(group: ReviewGroup): Promise<void>;
  onReject(group: ReviewGroup): void;
  onOpenTemplate(key: string, line?: number): void;
  onRevertTemplate(key: string): void;
}

const keyOf = (template: string) => template.replace(/\.hbs$/, "");
const STATUS = { changed: "changed", added: "missing", removed: "orphaned" } as const;

export function ReviewGroupCard({ group, current = false, refusal = null, edited, lines = {}, onAccept, onReject, onOpenTemplate, onRevertTemplate }: ReviewGroupProps) {
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const accept = async () => {
    setBusy(true);
    setError("");
    try {
      await onAccept(group);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const title = groupTitle(group);
  const files = group.entries.length;
  const first = group.entries[0]!;
  const action = group.kind === "removed" ? "Accept (delete)" : group.kind === "added" ? "Accept (create)" : "Accept";
  return (
    <article
      className={current ? "review-item current" : "review-item"}
      data-testid="review-group"
      data-path={group.id}
      data-files={files}
      aria-current={current ? "true" : undefined}
      aria-label={title}
      tabIndex={-1}
    >
      <header className="card-head">
        <h3 className="review-title">{title}</h3>
        <StatusBadge status={STATUS[group.kind]} />
        <span className="spacer" />
        <button type="button" onClick={accept} disabled={busy || !canWrite || refusal !== null} title={refusal ?? (canWrite ? undefined : "Needs the dev server")}>
          {files > 1 ? `${action} ${files} files` : action}
        </button>
        <button type="button" onClick={() => onReject(group)} disabled={busy}>
          {files > 1 ? `Reject ${files} files` : "Reject"}
        </button>
      </header>
      <p className="review-origin">
        {group.templates.length > 0 ? (group.templates.length > 1 ? "templates " : "template ") : "no template renders it now"}
        {group.templates.map((template) => (
          <span key={template} className="review-template">
            <a
              href={`?view=templates&template=${encodeURIComponent(keyOf(template))}${lines[keyOf(template)] ? `&line=${lines[keyOf(template)]}` : ""}`}
              data-testid="review-template"
              onClick={(event) => {
                event.preventDefault();
                onOpenTemplate(keyOf(template), lines[keyOf(template)]);
              }}
            >
              templates/{template}
              {lines[keyOf(template)] ? `, line ${lines[keyOf(template)]}` : ""}
            </a>
            {edited.includes(keyOf(template)) && (
              <button type="button" onClick={() => onRevertTemplate(keyOf(template))} aria-label={`Revert the unsaved edit of templates/${template}`}>
                Revert edit
              </button>
            )}{" "}
          </span>
        ))}
        · {group.cases.length} case{group.cases.length === 1 ? "" : "s"}
      </p>
      {error && (
        <p className="problem" role="alert">
          {error}
        </p>
      )}
      {files > 1 && (
        <details className="review-files">
          <summary>
            the {files} files ({group.cases.length} case{group.cases.length === 1 ? "" : "s"})
          </summary>
          <ul>
            {group.entries.map((e) => (
              <li key={e.path}>
                <code>golden/{e.path}</code> <span className="muted">case {e.caseName}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
      <OnScreen estimate={estimateHeight(Math.max(lineCount(first.expected), lineCount(first.actual)) + 4)}>
        {() => <DiffView path={first.path} expected={first.expected} actual={first.actual} />}
      </OnScreen>
    </article>
  );
}
