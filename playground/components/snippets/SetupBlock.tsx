// What to do before running a snippet: its install commands and the variables to export (the engine's
// requirementLines), shown above the snippet's code; nothing when there is nothing to do.
import { requirementLines, type SnippetRequirements } from "../../../engine/requirements.ts";
import { CopyButton } from "../CopyButton.tsx";

export function SetupBlock({ requirements, label }: { requirements: SnippetRequirements | undefined; label: string }) {
  const lines = requirements ? requirementLines(requirements) : [];
  if (lines.length === 0) return null;
  const text = lines.join("\n");
  return (
    <section className="snippet-setup" aria-label={`Setup for ${label}`} data-testid="snippet-setup">
      <div className="card-head">
        <span className="setup-title">Setup</span>
        <span className="spacer" />
        <CopyButton text={text} label={`${label} setup`} />
      </div>
      <pre>
        <code>{text}</code>
      </pre>
    </section>
  );
}
