// The playground shell: header with the views and theme, and the current view. Views other than the
// first are chunks of their own, loaded when opened.
import { lazy, Suspense, useCallback, useMemo, useState } from "react";
import { NavTabs } from "./components/NavTabs.tsx";
import { ShortcutHelp } from "./components/ShortcutHelp.tsx";
import { ThemeToggle } from "./components/ThemeToggle.tsx";
import { SnippetsView } from "./components/snippets/SnippetsView.tsx";
import { LocalApps } from "./LocalApps.tsx";
import { pendingEntries } from "./lib/pending.ts";
import { useShortcut } from "./lib/shortcuts.ts";
import { useUrlState } from "./lib/use-url-state.ts";
import { VIEWS, type View } from "./lib/url-state.ts";
import { useWorkspace } from "./lib/workspace-context.tsx";

const CatalogueView = lazy(() => import("./components/catalogue/CatalogueView.tsx").then((m) => ({ default: m.CatalogueView })));
const ReviewView = lazy(() => import("./components/review/ReviewView.tsx").then((m) => ({ default: m.ReviewView })));
const ModelPageView = lazy(() => import("./components/model-page/ModelPageView.tsx").then((m) => ({ default: m.ModelPageView })));
const TemplatesView = lazy(() => import("./components/templates/TemplatesView.tsx").then((m) => ({ default: m.TemplatesView })));
const DocsView = lazy(() => import("./components/docs/DocsView.tsx").then((m) => ({ default: m.DocsView })));

const LABELS: Record<View, string> = { snippets: "Snippets", model: "Model page", templates: "Templates", review: "Review", catalogue: "Catalogue", docs: "Docs" };

export function App() {
  const [state, setState] = useUrlState();
  const { summary, rejected, edits, renderAll, unstored } = useWorkspace();
  const [help, setHelp] = useState(false);
  useShortcut("help", () => setHelp((open) => !open));
  useShortcut("render", renderAll);
  const pending = useMemo(() => pendingEntries(summary.entries, rejected).length, [summary.entries, rejected]);
  const closeHelp = useCallback(() => setHelp(false), []);
  const edited = Object.keys(edits).length;
  return (
    <div className="app">
      <header className="app-header">
        <h1>Snippet playground</h1>
        <NavTabs
          label="Views"
          tabs={VIEWS.map((id) => ({
            id,
            label: LABELS[id],
            badge: id === "review" ? pending : id === "templates" ? edited : undefined,
          }))}
          current={state.view}
          onSelect={(view) => setState({ view }, { push: true })}
        />
        <span className="spacer" />
        <button type="button" className="help-button" onClick={() => setHelp(true)} aria-label="Keyboard shortcuts" title="Keyboard shortcuts (?)">
          ?
        </button>
        <ThemeToggle />
      </header>
      {/* The main landmark holds the view, a tab panel of the views' tab list. */}
      <main className="app-main">
        <div role="tabpanel" aria-label={LABELS[state.view]}>
        {unstored.length > 0 && (
          <p className="storage-full problem" role="alert" data-testid="storage-full">
            This browser's storage is full: the unsaved edit of {unstored.map((key) => `templates/${key}.hbs`).join(", ")} is kept in this page only. Save it
            (Ctrl+S) before you close or reload the tab; a reload would bring back the last version stored.
          </p>
        )}
        <Suspense fallback={<p className="muted">Loading the {LABELS[state.view]} view…</p>}>
          {state.view === "snippets" && <SnippetsView state={state} setState={setState} />}
          {state.view === "snippets" && <LocalApps state={state} setState={setState} />}
          {state.view === "model" && <ModelPageView state={state} setState={setState} />}
          {state.view === "templates" && <TemplatesView state={state} setState={setState} />}
          {state.view === "review" && <ReviewView state={state} setState={setState} />}
          {state.view === "catalogue" && <CatalogueView state={state} setState={setState} />}
          {state.view === "docs" && <DocsView state={state} setState={setState} />}
        </Suspense>
        </div>
      </main>
      <ShortcutHelp open={help} onClose={closeHelp} />
    </div>
  );
}
