// A unified diff between a golden file and its render.
import { memo, useMemo } from "react";
import { diffLines } from "../lib/diff.ts";

export interface DiffViewProps {
  path: string;
  expected: string | null;
  actual: string | null;
}

export const DiffView = memo(function DiffView({ path, expected, actual }: DiffViewProps) {
  const lines = useMemo(() => diffLines(path, expected ?? "", actual ?? ""), [path, expected, actual]);
  if (lines.length === 0) return <p className="muted">Matches the golden file.</p>;
  return (
    <pre className="diff" tabIndex={0} aria-label={`Diff of golden/${path}`} data-testid="diff">
      <code>
        <span className="diff-header">{`--- a/golden/${path}${expected === null ? " (none)" : ""}\n+++ b/golden/${path}${actual === null ? " (not rendered)" : ""}\n`}</span>
        {lines.map((line, i) => (
          <span key={i} className={`diff-${line.kind}`}>
            {line.kind === "hunk" ? line.text : `${line.kind === "add" ? "+" : line.kind === "remove" ? "-" : " "}${line.text}`}
            {"\n"}
          </span>
        ))}
      </code>
    </pre>
  );
});
