// One rendered snippet: client name, golden status, copy button, then (drawn only while on screen)
// highlighted code and the diff when it differs. "Edit template" opens the file that wrote the line last
// picked in the code (a partial's own file, at that line); with no line picked, the snippet's template at
// the line that writes its first line (or includes the partial that does). A line is picked by a click,
// or by keyboard: Up and Down in the code move the pick, Enter opens the file that wrote it.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { CodeBlock } from "../CodeBlock.tsx";
import { CopyButton } from "../CopyButton.tsx";
import { DiffView } from "../DiffView.tsx";
import { estimateHeight, lineCount, OnScreen } from "../OnScreen.tsx";
import { StatusBadge } from "../StatusBadge.tsx";
import type { SnippetRequirements } from "../../../engine/requirements.ts";
import { SetupBlock } from "./SetupBlock.tsx";
import type { LineSource } from "../../lib/source-lines.ts";

export interface SnippetCardProps {
  title: string;
  language: string;
  content: string;
  /** The golden file this snippet is compared with, if the view is a golden render. */
  golden?: { path: string; expected: string | null };
  templateKey?: string;
  /** Opens a template, at a line when given. */
  onOpenTemplate?: (key: string, line?: number) => void;
  /** The template file and line that wrote a line (1-based) of the snippet; null when unknown (then the snippet's template opens). */
  sourceOfLine?: (line: number) => LineSource | null;
  /** What to install and export first, shown above the code. */
  requirements?: SnippetRequirements;
}

/** The 1-based line of a click in a code block (its `.line` rows), or null. */
function clickedLine(event: MouseEvent<HTMLElement>): number | null {
  const row = (event.target as Element).closest?.(".line");
  if (!row?.parentElement) return null;
  return Array.prototype.indexOf.call(row.parentElement.children, row) + 1;
}

/** The first line with something on it. */
const firstLine = (content: string) => Math.max(1, content.split("\n").findIndex((l) => /\S/.test(l)) + 1);

export function SnippetCard({ title, language, content, golden, templateKey, onOpenTemplate, sourceOfLine, requirements }: SnippetCardProps) {
  const status = golden ? (golden.expected === null ? "missing" : golden.expected === content ? "same" : "changed") : undefined;
  // The line clicked last, while the content is the same.
  const [picked, setPicked] = useState<{ content: string; line: number } | null>(null);
  const line = picked?.content === content ? picked.line : null;
  const editTemplate = () => {
    const source = sourceOfLine?.(line ?? firstLine(content)) ?? null;
    if (source === null) return onOpenTemplate!(templateKey!);
    if (line !== null || source.includedFrom.length === 0) return onOpenTemplate!(source.key, source.line);
    // No line picked: the snippet's own template, at its line that includes what writes the first line.
    const outer = source.includedFrom[source.includedFrom.length - 1]!;
    onOpenTemplate!(outer.file.replace(/^templates\//, "").replace(/\.hbs$/, ""), outer.line);
  };
  const editLabel = line === null ? `Edit templates/${templateKey}.hbs` : `Edit template that wrote line ${line}`;
  const editTitle = sourceOfLine && line === null ? `${editLabel} (pick a line of the code first, by a click or Up and Down, to open the file that wrote it)` : editLabel;
  const hintId = useId();
  const lines = useRef<HTMLDivElement>(null);
  // A line picked by keyboard is scrolled into view (the keys no longer scroll the code).
  const [byKey, setByKey] = useState(false);
  useEffect(() => {
    if (byKey && line !== null) lines.current?.querySelector(".line.current")?.scrollIntoView?.({ block: "nearest" });
  }, [byKey, line]);
  const onLinesKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.target as Element).matches?.("pre.code-block") || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === "Enter" && line !== null) {
      event.preventDefault();
      editTemplate();
      return;
    }
    const step = event.key === "ArrowDown" ? 1 : event.key === "ArrowUp" ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const last = lineCount(content.endsWith("\n") ? content.slice(0, -1) : content);
    setByKey(true);
    setPicked({ content, line: line === null ? firstLine(content) : Math.min(Math.max(1, line + step), last) });
  };
  return (
    <article className="snippet-card" aria-label={title} data-testid={`snippet-${title}`}>
      <header className="card-head">
        <h4>{title}</h4>
        {status && <StatusBadge status={status} />}
        <span className="spacer" />
        {templateKey && onOpenTemplate && (
          <button type="button" onClick={editTemplate} title={editTitle} aria-label={editLabel}>
            Edit template
          </button>
        )}
        <CopyButton text={content} label={title} />
      </header>
      <SetupBlock requirements={requirements} label={title} />
      <OnScreen estimate={estimateHeight(lineCount(content) - 1)}>
        {() => (
          <>
            {sourceOfLine ? (
              // A click, or Up and Down, picks the line whose template "Edit template" (or Enter) opens.
              <div
                className="snippet-lines"
                ref={lines}
                data-picked-line={line ?? undefined}
                onClick={(event) => {
                  const at = clickedLine(event);
                  setByKey(false);
                  if (at !== null) setPicked({ content, line: at });
                }}
                onKeyDown={onLinesKey}
              >
                <CodeBlock code={content} language={language} label={`${title} snippet`} current={line ?? undefined} describedBy={hintId} />
                <span id={hintId} className="visually-hidden">
                  Up and Down pick a line; Enter opens the template file that wrote it.
                </span>
                <span className="visually-hidden" aria-live="polite">
                  {line === null ? "" : `Line ${line} picked`}
                </span>
              </div>
            ) : (
              <CodeBlock code={content} language={language} label={`${title} snippet`} />
            )}
            {golden && status !== "same" && <DiffView path={golden.path} expected={golden.expected} actual={content} />}
          </>
        )}
      </OnScreen>
    </article>
  );
}
