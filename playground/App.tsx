// The playground shell: header with the views and theme, and the current view.
import { NavTabs } from "./components/NavTabs.tsx";
import { ThemeToggle } from "./components/ThemeToggle.tsx";
import { CatalogueView } from "./components/catalogue/CatalogueView.tsx";
import { ReviewView, pendingEntries } from "./components/review/ReviewView.tsx";
import { SnippetsView } from "./components/snippets/SnippetsView.tsx";
import { LocalApps } from "./LocalApps.tsx";
import { TemplatesView } from "./components/templates/TemplatesView.tsx";
import { useUrlState } from "./lib/use-url-state.ts";
import { VIEWS, type View } from "./lib/url-state.ts";
import { useWorkspace } from "./lib/workspace-context.tsx";

const LABELS: Record<View, string> = { snippets: "Snippets", templates: "Templates", review: "Review", catalogue: "Catalogue" };

export function App() {
  const [state, setState] = useUrlState();
  const { summary, rejected, edits } = useWorkspace();
  const pending = pendingEntries(summary.entries, rejected).length;
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
        <ThemeToggle />
      </header>
      <main className="app-main" role="tabpanel" aria-label={LABELS[state.view]}>
        {state.view === "snippets" && <SnippetsView state={state} setState={setState} />}
        {state.view === "snippets" && <LocalApps state={state} />}
        {state.view === "templates" && <TemplatesView state={state} setState={setState} />}
        {state.view === "review" && <ReviewView />}
        {state.view === "catalogue" && <CatalogueView state={state} setState={setState} />}
      </main>
    </div>
  );
}
