// The catalogue browser: tasks, libraries, quantisation types.
import { CATALOGUE_TABS, type UrlState } from "../../lib/url-state.ts";
import type { SetUrlState } from "../../lib/use-url-state.ts";
import { NavTabs } from "../NavTabs.tsx";
import { LibraryBrowser } from "./LibraryBrowser.tsx";
import { QuantisationTable } from "./QuantisationTable.tsx";
import { TaskBrowser } from "./TaskBrowser.tsx";

const LABELS = { tasks: "Tasks", libraries: "Libraries", quantisation: "Quantisation" } as const;

export function CatalogueView({ state, setState }: { state: UrlState; setState: SetUrlState }) {
  return (
    <div className="catalogue-view">
      <NavTabs
        label="Catalogue"
        tabs={CATALOGUE_TABS.map((id) => ({ id, label: LABELS[id] }))}
        current={state.catalogue}
        onSelect={(catalogue) => setState({ catalogue }, { push: true })}
      />
      <div role="tabpanel">
        {state.catalogue === "tasks" && (
          <TaskBrowser
            current={state.task}
            onSelect={(task) => setState({ task }, { push: true })}
            onOpenLibrary={(library) => setState({ catalogue: "libraries", library }, { push: true })}
          />
        )}
        {state.catalogue === "libraries" && (
          <LibraryBrowser
            query={state.q}
            current={state.library}
            onQuery={(q) => setState({ q })}
            onSelect={(library) => setState({ library }, { push: true })}
          />
        )}
        {state.catalogue === "quantisation" && <QuantisationTable />}
      </div>
    </div>
  );
}
