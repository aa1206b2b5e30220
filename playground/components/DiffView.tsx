// A unified diff between a golden file and its render (or between any two texts, given their labels).
import { memo, useMemo, useState } from "react";
import { diffLines } from "../lib/diff.ts";

export interface DiffViewProps {
  path: string;
  expected: string | null;
  actual: string | null;
  /** Header lines naming both sides; by default the golden file and its render. */
  labels?: { expected: string; actual: string };
}

/** Lines drawn at first: a diff of a megabyte paste is tens of thousands of lines (the rest on request). */
export const DIFF_LINES_SHOWN = 400;
const SHOWN = DIFF_LINES_SHOWN;

export const DiffView = memo(function DiffView({ path, expected, actual, labels }: DiffViewProps) {
  const all = useMemo(() => diffLines(path, expected ?? "", actual ?? ""), [path, expected, actual]);
  const [everything, setEverything] = useState(false);
  const lines = everything ? all : all.slice(0, SHOWN);
  if (lines.length === 0) return <p className="muted">{labels ? "No difference." : "Matches the golden file."}</p>;
  const from = labels?.expected ?? `a/golden/${path}${expected === null ? " (none)" : ""}`;
  const to = labels?.actual ?? `b/golden/${path}${actual === null ? " (not rendered)" : ""}`;
  return (
    <pre className="diff" tabIndex={0} aria-label={labels ? `Diff of ${path}` : `Diff of golden/${path}`} data-testid="diff">
      <code>
        <span className="diff-header">{`--- ${from}\n+++ ${to}\n`}</span>
        {lines.map((line, i) => (
          <span key={i} className={`diff-${line.kind}`}>
            {line.kind === "hunk" ? line.text : `${line.kind === "add" ? "+" : line.kind === "remove" ? "-" : " "}${line.text}`}
            {"\n"}
          </span>
        ))}
        {lines.length < all.length && (
          <span className="diff-more">
            … {all.length - lines.length} more lines{" "}
            <button type="button" className="link-button" onClick={() => setEverything(true)}>
              show them
            </button>
          </span>
        )}
      </code>
    </pre>
  );
});
