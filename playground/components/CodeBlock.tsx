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
}

export const CodeBlock = memo(function CodeBlock({ code, language, label, marked = [] }: CodeBlockProps) {
  const highlighter = useHighlighter(language);
  const lines = useMemo(() => highlightLines(code.endsWith("\n") ? code.slice(0, -1) : code, highlighter), [code, highlighter]);
  return (
    <pre className="code-block" tabIndex={0} aria-label={label} data-language={language}>
      <code>
        {lines.map((tokens, i) => (
          <span key={i} className={marked.includes(i + 1) ? "line marked" : "line"}>
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
