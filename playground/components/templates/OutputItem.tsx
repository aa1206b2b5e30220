// One golden output under a template edit: status, then (drawn only while on screen) the syntax problems
// of the render, its diff and its full text.
import { memo } from "react";
import { languageOfOutput } from "../../../engine/golden/files.ts";
import { useSyntaxProblems } from "../../lib/use-syntax-problems.ts";
import type { OutputEntry } from "../../lib/workspace.ts";
import { CodeBlock } from "../CodeBlock.tsx";
import { DIFF_LINES_SHOWN, DiffView } from "../DiffView.tsx";
import { LazyDetails } from "../LazyDetails.tsx";
import { estimateHeight, lineCount, OnScreen } from "../OnScreen.tsx";
import { StatusBadge } from "../StatusBadge.tsx";

function OutputBody({ entry, checkSyntax, language }: { entry: OutputEntry; checkSyntax: boolean; language: string }) {
  // Checked in a worker, outputs that match their golden files not at all (golden files parse: CI checks them).
  const syntax = useSyntaxProblems(language, checkSyntax ? entry.actual : null);
  const problems = syntax && "problems" in syntax ? syntax.problems : [];
  return (
    <>
      {syntax && "skipped" in syntax && <p className="muted" data-testid="syntax-skipped">{syntax.skipped}</p>}
      {syntax && "error" in syntax && <p className="problem">{syntax.error}</p>}
      {problems.length > 0 && <span className="badge badge-error">{problems.length} syntax error(s)</span>}
      {problems.length > 0 && (
        <ul className="syntax-problems" data-testid="syntax-problems">
          {problems.map((p, i) => (
            <li key={i} className="problem">
              line {p.line}, column {p.column}: {p.message}
            </li>
          ))}
        </ul>
      )}
      {entry.status !== "same" && <DiffView path={entry.path} expected={entry.expected} actual={entry.actual} />}
      {entry.actual !== null && (
        <LazyDetails summary="Rendered output">
          {() => <CodeBlock code={entry.actual!} language={language} marked={problems.map((p) => p.line)} />}
        </LazyDetails>
      )}
    </>
  );
}

/** Estimated height of an item's body: a diff is about as long as the longer side plus its headers (as far as it is drawn). */
function estimateBody(entry: OutputEntry): number {
  return estimateHeight(entry.status === "same" ? 1 : Math.max(lineCount(entry.expected, DIFF_LINES_SHOWN), lineCount(entry.actual, DIFF_LINES_SHOWN)) + 4);
}

/** Estimated height of a whole item (its heading and its body), for placeholders of several. */
export function estimateOutputItem(entry: OutputEntry): number {
  return 56 + estimateBody(entry);
}

export const OutputItem = memo(function OutputItem({ entry, checkSyntax = true }: { entry: OutputEntry; checkSyntax?: boolean }) {
  const language = languageOfOutput(entry.path) ?? "";
  const estimate = estimateBody(entry);
  return (
    <article className="output-item" data-testid="output-item" data-path={entry.path} data-status={entry.status}>
      <header className="card-head">
        <h3 className="output-title">
          <code>golden/{entry.path}</code>
        </h3>
        <StatusBadge status={entry.status} />
      </header>
      <OnScreen estimate={estimate}>{() => <OutputBody entry={entry} checkSyntax={checkSyntax && entry.status !== "same"} language={language} />}</OnScreen>
    </article>
  );
});
