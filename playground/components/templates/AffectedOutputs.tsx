// Every golden output the open template feeds, re-rendered: what differs first, with diffs and syntax errors.
// Counted at once; drawn (in chunks of a few) only near the screen.
import { useMemo, useState } from "react";
import { affectedOutputs, caseKinds } from "../../lib/affected.ts";
import type { ErrorGroup } from "../../lib/error-groups.ts";
import { useWorkspace } from "../../lib/workspace-context.tsx";
import { LazyDetails } from "../LazyDetails.tsx";
import { ErrorGroupList } from "../ErrorGroupList.tsx";
import { OnScreen } from "../OnScreen.tsx";
import { estimateOutputItem, OutputItem } from "./OutputItem.tsx";

const PAGE = 25;
/** Items drawn or left out together: a chunk off screen is one placeholder, not a heading and badge each. */
const CHUNK = 5;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface AffectedOutputsProps {
  templateKey: string;
  focusCase: string;
  /** Render errors of the template's folder, grouped (TemplatesView marks their lines in the editor). */
  errorGroups: readonly ErrorGroup[];
  onOpenLine(template: string, line: number): void;
}

export function AffectedOutputs({ templateKey, focusCase, errorGroups, onOpenLine }: AffectedOutputsProps) {
  const { cases, summary, renderAll, templatesVersion, goldenLoaded, rendered } = useWorkspace();
  const [limit, setLimit] = useState(PAGE);
  const kinds = useMemo(() => caseKinds(cases), [cases]);
  const affected = useMemo(() => affectedOutputs(summary.entries, cases, kinds, templateKey), [summary, cases, kinds, templateKey]);
  const first = (e: (typeof affected)[number]) => (e.caseName === focusCase ? 0 : 1);
  const differing = affected.filter((e) => e.status !== "same").sort((a, b) => first(a) - first(b));
  const same = affected.filter((e) => e.status === "same").sort((a, b) => first(a) - first(b));
  const shown = differing.slice(0, limit);
  return (
    <section className="affected" aria-labelledby="affected-title">
      <div className="section-head">
        <h2 id="affected-title">Affected golden outputs</h2>
        <span className="spacer" />
        <button type="button" onClick={renderAll} title="Render every case from scratch and time it">
          Re-render all
        </button>
      </div>
      <p className="summary-line" data-testid="render-summary" data-version={templatesVersion}>
        {summary.mode === "full" ? `All ${summary.renders.length} cases rendered` : `${summary.renderedCases} of ${summary.renders.length} cases re-rendered`} in{" "}
        <span data-testid="render-ms">{summary.millis.toFixed(1)}</span> ms ·{" "}
        {affected.length} outputs from this template: <strong data-testid="differ-count">{differing.length}</strong> differ,{" "}
        {same.length} match
      </p>
      {!goldenLoaded && <p className="muted">Loading the golden files to compare with…</p>}
      {goldenLoaded && !rendered && <p className="muted">Rendering every golden case…</p>}
      <ErrorGroupList groups={errorGroups} title="Render errors" onOpen={onOpenLine} />
      {chunks(shown, CHUNK).map((chunk, index) => (
        // Keyed by place, so a chunk on screen stays drawn while its entries change.
        <OnScreen key={index} estimate={chunk.reduce((sum, entry) => sum + estimateOutputItem(entry), 0)}>
          {() => chunk.map((entry) => <OutputItem key={entry.path} entry={entry} />)}
        </OnScreen>
      ))}
      {differing.length > limit && (
        <button type="button" onClick={() => setLimit(limit + PAGE)}>
          Show {Math.min(PAGE, differing.length - limit)} more of {differing.length - limit}
        </button>
      )}
      {same.length > 0 && (
        <LazyDetails className="same-outputs" summary={`${same.length} outputs match their golden files`}>
          {() =>
            same.map((entry) => (
              <LazyDetails key={entry.path} summary={<code>golden/{entry.path}</code>}>
                {() => <OutputItem entry={entry} />}
              </LazyDetails>
            ))
          }
        </LazyDetails>
      )}
    </section>
  );
}
