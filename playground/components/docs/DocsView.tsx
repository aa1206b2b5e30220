// The Docs view: a reference page (a task's, a provider's, or the index) as `snippets docs` writes it and
// the static site shows it, built from the templates as they are now: a template edited in the Templates
// view shows on the page without saving, in the same deferred render as the other views (only the page
// shown is built, and only the examples an edit reaches are rendered again: lib/docs-page.ts).
import { useMemo } from "react";
import examplesText from "../../../catalogue/docs-examples.yaml?raw";
import { DocsSnippetCache } from "../../lib/docs-snippets.ts";
import { docsBuildOptions, docsExamples, docsPages, INDEX_PAGE, showPage } from "../../lib/docs-page.ts";
import { parseUrlState, type UrlState } from "../../lib/url-state.ts";
import type { SetUrlState } from "../../lib/use-url-state.ts";
import { useWorkspace } from "../../lib/workspace-context.tsx";
import { DocsPageContent } from "./DocsPageContent.tsx";
import "./docs-view.css";

/** One cache for the page's lifetime: the snippets rendered stay while other views are open. */
const cache = new DocsSnippetCache();

function readExamples(): { options: ReturnType<typeof docsBuildOptions> | null; error: string | null } {
  try {
    return { options: docsBuildOptions(docsExamples(examplesText), cache), error: null };
  } catch (error) {
    return { options: null, error: (error as Error).message };
  }
}

export function DocsView({ state, setState }: { state: UrlState; setState: SetUrlState }) {
  const { templatesVersion, edits } = useWorkspace();
  const { options, error } = useMemo(readExamples, []);
  const pages = useMemo(() => (options ? docsPages(options) : []), [options]);
  const path = state.page || INDEX_PAGE;
  // templatesVersion: the engine's templates changed (an edit, a save, a file changed on disk).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const shown = useMemo(() => (options ? showPage(path, options, cache) : null), [path, options, templatesVersion]);
  const edited = Object.keys(edits).length;
  const choose = (page: string) => setState({ page: page === INDEX_PAGE ? "" : page }, { push: true });

  if (!options || !shown) return <p className="problem" role="alert">{error}</p>;
  const group = (kind: "task" | "provider") => pages.filter((p) => p.kind === kind).map((p) => <option key={p.path} value={p.path}>{p.label}</option>);
  return (
    <div className="docs-view">
      <div className="docs-toolbar">
        <label>
          Reference page{" "}
          <select value={path} onChange={(event) => choose(event.target.value)} data-testid="docs-page-picker">
            <option value={INDEX_PAGE}>Index</option>
            <optgroup label="Tasks">{group("task")}</optgroup>
            <optgroup label="Providers">{group("provider")}</optgroup>
          </select>
        </label>
        <span className="muted" data-testid="docs-summary">
          {shown.sections} {shown.sections === 1 ? "example" : "examples"} shown
          {edited > 0 ? ` · with ${edited} unsaved template ${edited === 1 ? "edit" : "edits"}` : ""} · as <code>snippets docs</code> writes it
        </span>
      </div>
      {shown.error !== null && (
        <p className="problem" role="alert" data-testid="docs-error">
          {shown.error}
        </p>
      )}
      {shown.warnings.length > 0 && (
        <div className="problems" role="status" data-testid="docs-warnings">
          <p className="problem">
            {shown.warnings.length} {shown.warnings.length === 1 ? "example is" : "examples are"} left out of this page (<code>snippets docs --strict</code> would fail):
          </p>
          <ul>
            {shown.warnings.map((warning) => (
              <li key={warning}>
                <code>{warning}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
      {shown.html === null ? (
        shown.error === null && <p className="problem">The reference pages have no page {path}.</p>
      ) : (
        <DocsPageContent html={shown.html} onNavigate={(search) => choose(parseUrlState(search).page || INDEX_PAGE)} />
      )}
    </div>
  );
}
