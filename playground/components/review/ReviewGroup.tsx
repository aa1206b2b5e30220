// One change waiting for review: the same lines removed and added in one or more golden files, with
// the template lines that wrote them (a partial's own file and line: open it there, or revert that edit of
// its draft), its cases and files, the diff once, and Accept or Reject for the whole group. The sources
// and the diff are worked out and drawn only while the group is on screen.
import { useMemo, useState } from "react";
import { canWrite } from "../../lib/dev-api.ts";
import { groupTitle, type ReviewGroup } from "../../lib/review.ts";
import type { ChangeSource } from "../../lib/source-lines.ts";
import type { DraftHunk } from "../../lib/template-line.ts";
import { DIFF_LINES_SHOWN, DiffView } from "../DiffView.tsx";
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
  /** The template lines the group's change comes from (traced when the group is on screen); null when unknown. */
  sourcesOf?: (group: ReviewGroup) => ChangeSource[] | null;
  /** The edit of a template's draft that a line of it belongs to, or null (no draft, or the line is not edited). */
  hunkAt?: (key: string, line: number) => DraftHunk | null;
  /** Undoes one edit of a template's draft. */
  onRevertHunk?: (key: string, hunk: DraftHunk) => void;
}

/** Sources listed before "and N more". */
const MAX_SOURCES = 6;

const keyOf = (template: string) => template.replace(/\.hbs$/, "");
const STATUS = { changed: "changed", added: "missing", removed: "orphaned" } as const;

export function ReviewGroupCard(props: ReviewGroupProps) {
  const { group, current = false, refusal = null, onAccept, onReject } = props;
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
      <OnScreen estimate={32}>{() => (props.sourcesOf ? <SourceOrigin {...props} sourcesOf={props.sourcesOf} /> : <TemplateOrigin {...props} />)}</OnScreen>
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
      <OnScreen estimate={estimateHeight(Math.max(lineCount(first.expected, DIFF_LINES_SHOWN), lineCount(first.actual, DIFF_LINES_SHOWN)) + 4)}>
        {() => <DiffView path={first.path} expected={first.expected} actual={first.actual} />}
      </OnScreen>
    </article>
  );
}

const casesNote = (group: ReviewGroup) => `${group.cases.length} case${group.cases.length === 1 ? "" : "s"}`;

/** Where a change comes from, by the templates that rendered its files (and the line of their edit, when one is unsaved). */
function TemplateOrigin({ group, edited, lines = {}, onOpenTemplate, onRevertTemplate }: ReviewGroupProps) {
  return (
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
      · {casesNote(group)}
    </p>
  );
}

/**
 * Where a change comes from, line by line: each template line that wrote a changed line (a partial's own
 * file), a link that opens it there, and "Revert this edit" where that line is an unsaved edit.
 */
function SourceOrigin(props: ReviewGroupProps & { sourcesOf: NonNullable<ReviewGroupProps["sourcesOf"]> }) {
  const { group, edited, sourcesOf, hunkAt, onOpenTemplate, onRevertHunk, onRevertTemplate } = props;
  const sources = useMemo(() => sourcesOf(group), [sourcesOf, group]);
  if (sources === null || sources.length === 0) return <TemplateOrigin {...props} />;
  const shown = sources.slice(0, MAX_SOURCES);
  const hunks = shown.map((s) => hunkAt?.(s.key, s.line) ?? null);
  // An edited file none of whose lines shown is an edit (a condition changed elsewhere): its whole edit can go.
  const wholeEdits = [...new Set(shown.map((s) => s.key))].filter((key) => edited.includes(key) && !shown.some((s, i) => s.key === key && hunks[i]));
  const outlines = group.templates.filter((t) => !sources.some((s) => `${s.key}.hbs` === t));
  return (
    <div className="review-origin">
      <span>{shown.length > 1 ? "written by lines of" : "written by"}</span>
      <ul className="review-sources">
        {shown.map((source, i) => (
          <li key={`${source.key}:${source.line}`} className="review-template" data-source-key={source.key} data-source-line={source.line}>
            <a
              href={`?view=templates&template=${encodeURIComponent(source.key)}&line=${source.line}`}
              data-testid="review-template"
              title={`Open templates/${source.key}.hbs at line ${source.line}`}
              onClick={(event) => {
                event.preventDefault();
                onOpenTemplate(source.key, source.line);
              }}
            >
              templates/{source.key}.hbs, line {source.line}
            </a>
            {source.includedFrom.length > 0 && (
              <span className="muted">
                {" "}
                (included from {source.includedFrom[0]!.file}:{source.includedFrom[0]!.line})
              </span>
            )}{" "}
            {hunks[i] && onRevertHunk && (
              <button type="button" onClick={() => onRevertHunk(source.key, hunks[i]!)} aria-label={`Revert this edit of templates/${source.key}.hbs at line ${source.line}`}>
                Revert this edit
              </button>
            )}
          </li>
        ))}
      </ul>
      <span className="muted">
        {sources.length > shown.length && `and ${sources.length - shown.length} more line${sources.length - shown.length === 1 ? "" : "s"} · `}
        {outlines.length > 0 && `in outputs of ${outlines.map((t) => `templates/${t}`).join(", ")} · `}
        {casesNote(group)}
      </span>
      {wholeEdits.map((key) => (
        <button key={key} type="button" onClick={() => onRevertTemplate(key)} aria-label={`Revert the unsaved edit of templates/${key}.hbs`}>
          Revert edit of templates/{key}.hbs
        </button>
      ))}
    </div>
  );
}
