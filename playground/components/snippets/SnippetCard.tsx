// One rendered snippet: client name, golden status, copy button, then (drawn only while on screen)
// highlighted code and the diff when it differs.
import { CodeBlock } from "../CodeBlock.tsx";
import { CopyButton } from "../CopyButton.tsx";
import { DiffView } from "../DiffView.tsx";
import { estimateHeight, lineCount, OnScreen } from "../OnScreen.tsx";
import { StatusBadge } from "../StatusBadge.tsx";
import type { SnippetRequirements } from "../../../engine/requirements.ts";
import { SetupBlock } from "./SetupBlock.tsx";

export interface SnippetCardProps {
  title: string;
  language: string;
  content: string;
  /** The golden file this snippet is compared with, if the view is a golden render. */
  golden?: { path: string; expected: string | null };
  templateKey?: string;
  onOpenTemplate?: (key: string) => void;
  /** What to install and export first, shown above the code. */
  requirements?: SnippetRequirements;
}

export function SnippetCard({ title, language, content, golden, templateKey, onOpenTemplate, requirements }: SnippetCardProps) {
  const status = golden ? (golden.expected === null ? "missing" : golden.expected === content ? "same" : "changed") : undefined;
  return (
    <article className="snippet-card" aria-label={title} data-testid={`snippet-${title}`}>
      <header className="card-head">
        <h4>{title}</h4>
        {status && <StatusBadge status={status} />}
        <span className="spacer" />
        {templateKey && onOpenTemplate && (
          <button type="button" onClick={() => onOpenTemplate(templateKey)} title={`Edit templates/${templateKey}.hbs`} aria-label={`Edit templates/${templateKey}.hbs`}>
            Edit template
          </button>
        )}
        <CopyButton text={content} label={title} />
      </header>
      <SetupBlock requirements={requirements} label={title} />
      <OnScreen estimate={estimateHeight(lineCount(content) - 1)}>
        {() => (
          <>
            <CodeBlock code={content} language={language} label={`${title} snippet`} />
            {golden && status !== "same" && <DiffView path={golden.path} expected={golden.expected} actual={content} />}
          </>
        )}
      </OnScreen>
    </article>
  );
}
