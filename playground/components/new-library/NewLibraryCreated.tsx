// What the New library form shows once the library is created: the first render of its snippet and a link
// to edit its template. Creating it changes the catalogue, so the dev server reloads the page, often before
// its answer arrives: the created library is kept in session storage and, after the reload, its snippet
// is rendered here by the page's engine from its golden case (the catalogue and templates now hold it).
import { useMemo } from "react";
import "./new-library.css";
import { libraries } from "../../../catalogue/index.ts";
import { getLibrarySnippets } from "../../../engine/index.ts";
import { caseFiles } from "../../lib/golden-files.ts";
import { parseYamlText } from "../../../catalogue/yaml-text.ts";

export interface CreatedLibrary {
  id: string;
  label: string;
  /** Its first template's key: language/library/name. */
  template: string;
  /** Its golden case: libraries/<id>/<name>. */
  caseName: string;
  /** The server's render of the case: golden/<path> → text (empty until its answer came). */
  outputs: Record<string, string>;
  /** The files written, repository-relative. */
  files?: string[];
}

const KEY = "playground:new-library";

/** Keeps (or, with null, forgets) the library being created, over the reload its files cause. */
export function rememberCreated(created: CreatedLibrary | null): void {
  try {
    if (created) sessionStorage.setItem(KEY, JSON.stringify(created));
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage full or off: the answer still shows when it comes before the reload
  }
}

/** The library created in this tab, if its result is still to show. */
export function recalledCreated(): CreatedLibrary | null {
  try {
    const text = sessionStorage.getItem(KEY);
    return text ? (JSON.parse(text) as CreatedLibrary) : null;
  } catch {
    return null;
  }
}

/** The first render: the server's answer, else the page's engine on the golden case. */
function firstRender(created: CreatedLibrary): { snippets: { title: string; code: string }[]; problem?: string } {
  const fromServer = Object.entries(created.outputs);
  if (fromServer.length) return { snippets: fromServer.map(([path, code]) => ({ title: path, code })) };
  const text = caseFiles[`cases/${created.caseName}.yaml`];
  if (text === undefined) return { snippets: [], problem: `golden/cases/${created.caseName}.yaml is not on disk: the library was not created (the server put every file back). Open the form again to see why.` };
  if (!Object.hasOwn(libraries, created.id)) return { snippets: [], problem: "The page has not reloaded with the new catalogue yet." };
  try {
    const record = (parseYamlText(`golden/cases/${created.caseName}.yaml`, text) as { model: unknown }).model;
    return { snippets: getLibrarySnippets(record as Parameters<typeof getLibrarySnippets>[0]).map((s) => ({ title: `templates/${s.template}`, code: s.content })) };
  } catch (error) {
    return { snippets: [], problem: (error as Error).message };
  }
}

export function NewLibraryCreated({ created, onClose }: { created: CreatedLibrary; onClose(): void }) {
  const render = useMemo(() => firstRender(created), [created]);
  const edit = `?view=templates&template=${encodeURIComponent(created.template)}&case=${encodeURIComponent(created.caseName)}`;
  return (
    <section className="new-library" aria-labelledby="new-library-created-title" data-testid="new-library-created">
      <div className="section-head">
        <h2 id="new-library-created-title">{created.label} created</h2>
        <code className="muted">{created.id}</code>
        <button
          type="button"
          onClick={() => {
            rememberCreated(null);
            onClose();
          }}
        >
          Close
        </button>
      </div>
      <p>
        <a href={edit} data-testid="new-library-edit">
          Edit its template, <code>templates/{created.template}.hbs</code>
        </a>{" "}
        (with its golden case <code>{created.caseName}</code> picked).
      </p>
      <h3>First render</h3>
      {render.problem && <p className="problem">{render.problem}</p>}
      {render.snippets.map((snippet) => (
        <figure key={snippet.title} className="new-library-render">
          <figcaption>
            <code>{snippet.title}</code>
          </figcaption>
          <pre className="code" tabIndex={0} aria-label={`First render, ${snippet.title}`} data-testid="new-library-render">
            {snippet.code}
          </pre>
        </figure>
      ))}
      {created.files && (
        <details>
          <summary>Files written ({created.files.length})</summary>
          <ul>
            {created.files.map((file) => (
              <li key={file}>
                <code>{file}</code>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
