// Read-only, syntax-highlighted code with line numbers (plain until the language's parser has loaded).
import { memo, useMemo } from "react";
import { highlightLines } from "../lib/highlight.ts";
import { useHighlighter } from "../lib/use-highlighter.ts";

export interface CodeBlockProps {
  code: string;
  language: string;
  label?: string;
  /** 1-based lines to mark (syntax problems). */
  marked?: number[];
  /** The 1-based line picked (a snippet card's line whose template "Edit template" opens), drawn as such. */
  current?: number;
  /** The id of a text describing the block (what its keys do), if any. */
  describedBy?: string;
}

export const CodeBlock = memo(function CodeBlock({ code, language, label, marked = [], current, describedBy }: CodeBlockProps) {
  const highlighter = useHighlighter(language);
  const lines = useMemo(() => highlightLines(code.endsWith("\n") ? code.slice(0, -1) : code, highlighter), [code, highlighter]);
  return (
    <pre className="code-block" tabIndex={0} aria-label={label} aria-describedby={describedBy} data-language={language}>
      <code>
        {lines.map((tokens, i) => (
          <span key={i} className={`line${marked.includes(i + 1) ? " marked" : ""}${current === i + 1 ? " current" : ""}`}>
            <span className="line-number" aria-hidden="true">
              {i + 1}
            </span>
            {tokens.map((token, j) =>
              token.className ? (
                <span key={j} className={token.className}>
                  {token.text}
                </span>
              ) : (
                token.text
              ),
            )}
            {"\n"}
          </span>
        ))}
      </code>
    </pre>
  );
});
