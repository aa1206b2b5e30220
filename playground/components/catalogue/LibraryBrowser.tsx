// Libraries: search by name, filter flag, repo and docs links; the chosen one's download query tester.
import { libraries, taskLibraries } from "../../../catalogue/index.ts";
import { DownloadQueryTester } from "./DownloadQueryTester.tsx";
import { DetailHeading } from "./DetailHeading.tsx";
import { useState } from "react";
import { NewLibraryForm } from "../new-library/NewLibraryForm.tsx";
import { NewLibraryCreated, recalledCreated } from "../new-library/NewLibraryCreated.tsx";
import { canWrite } from "../../lib/dev-api.ts";

export interface LibraryBrowserProps {
  query: string;
  current: string;
  onQuery(q: string): void;
  onSelect(id: string): void;
}

export function LibraryBrowser({ query, current, onQuery, onSelect }: LibraryBrowserProps) {
  const onlyFilter = query.startsWith("filter:");
  const text = onlyFilter ? query.slice("filter:".length) : query;
  const needle = text.trim().toLowerCase();
  const shown = Object.values(libraries).filter(
    (lib) => (!onlyFilter || lib.filter) && `${lib.id} ${lib.prettyLabel} ${lib.repoName}`.toLowerCase().includes(needle),
  );
  const library = libraries[current];
  // The New library form, or the library it created (kept over the reload creating it causes).
  const [adding, setAdding] = useState<"form" | "created" | null>(() => (recalledCreated() ? "created" : null));
  const recalled = adding === "created" ? recalledCreated() : null;
  const tasksOf = (id: string) => Object.entries(taskLibraries).filter(([, libs]) => libs.includes(id)).map(([task]) => task);
  return (
    <div className="browser">
      <div className="browser-list">
        {canWrite && (
          <button type="button" className="new-library-button" aria-expanded={adding === "form"} onClick={() => setAdding("form")}>
            New library
          </button>
        )}
        <input type="search" placeholder="Search libraries" aria-label="Search libraries" value={text} onChange={(e) => onQuery(`${onlyFilter ? "filter:" : ""}${e.target.value}`)} />
        <label className="check">
          <input type="checkbox" checked={onlyFilter} onChange={(e) => onQuery(`${e.target.checked ? "filter:" : ""}${text}`)} /> Only libraries in the hub's filters
        </label>
        <p className="muted">{shown.length} of {Object.keys(libraries).length}</p>
        <div className="scroll">
          <table className="library-table">
            <thead>
              <tr>
                <th>Library</th>
                <th>Filter</th>
                <th>Links</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((lib) => (
                <tr key={lib.id} className={lib.id === current ? "current" : undefined}>
                  <td>
                    <button type="button" className="link" aria-current={lib.id === current ? "true" : undefined} onClick={() => onSelect(lib.id)}>
                      {lib.prettyLabel}
                    </button>{" "}
                    <code className="muted">{lib.id}</code>
                  </td>
                  <td>{lib.filter ? "yes" : ""}</td>
                  <td>
                    <a href={lib.repoUrl} target="_blank" rel="noreferrer">
                      repo
                    </a>
                    {lib.docsUrl && (
                      <>
                        {" · "}
                        <a href={lib.docsUrl} target="_blank" rel="noreferrer">
                          docs
                        </a>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      {adding === "form" ? (
        <NewLibraryForm onClose={() => setAdding(null)} onCreated={onSelect} />
      ) : recalled ? (
        <NewLibraryCreated created={recalled} onClose={() => setAdding(null)} />
      ) : library ? (
        <article className="library-detail" aria-labelledby="library-title">
          <DetailHeading titleId="library-title" label={library.prettyLabel} id={library.id} badge={library.filter && <span className="badge badge-same">in filters</span>} />
          <dl>
            <dt>Repository</dt>
            <dd>
              <a href={library.repoUrl} target="_blank" rel="noreferrer">
                {library.repoName}
              </a>
            </dd>
            <dt>Docs</dt>
            <dd>{library.docsUrl ? <a href={library.docsUrl} target="_blank" rel="noreferrer">{library.docsUrl}</a> : "—"}</dd>
            <dt>Snippets</dt>
            <dd>{library.snippets ?? "none"}</dd>
            <dt>Tasks</dt>
            <dd>{tasksOf(library.id).join(", ") || "—"}</dd>
          </dl>
          <DownloadQueryTester library={library} />
        </article>
      ) : (
        <p className="muted placeholder">Pick a library to see its download query.</p>
      )}
    </div>
  );
}
