// "Use this model", as on the hub: the model's library snippets under the library's name with its docs,
// and the local apps that run it (a GGUF model: with the quantisation to run).
import { useMemo, useState } from "react";
import { libraries } from "../../../catalogue/index.ts";
import type { ModelRecord } from "../../../engine/index.ts";
import { getLibrarySnippets, type LibrarySnippet } from "../../../engine/libraries/index.ts";
import { availableQuants, getLocalApps, ggufFiles, type LocalApp } from "../../../engine/local-apps/index.ts";
import { validateModel } from "../../../engine/model.ts";
import { languageName } from "../../lib/model-page.ts";
import { CodeBlock } from "../CodeBlock.tsx";
import { QuantPicker } from "../QuantPicker.tsx";
import { SetupBlock } from "../snippets/SetupBlock.tsx";
import type { SnippetRequirements } from "../../../engine/requirements.ts";
import { CopyButton } from "../CopyButton.tsx";
import { ProblemList } from "../ProblemList.tsx";

interface LibraryEntry {
  library: string;
  label: string;
  docsUrl?: string;
  snippets: LibrarySnippet[];
}

/** Library snippets by library (the folder of the template that rendered them). */
function libraryEntries(snippets: LibrarySnippet[]): LibraryEntry[] {
  const byLibrary = new Map<string, LibrarySnippet[]>();
  for (const s of snippets) {
    const library = s.template.split("/")[1] ?? s.template;
    byLibrary.set(library, [...(byLibrary.get(library) ?? []), s]);
  }
  return [...byLibrary].map(([library, members]) => {
    const entry = (libraries as Record<string, { prettyLabel?: string; docsUrl?: string } | undefined>)[library];
    return { library, label: entry?.prettyLabel ?? library, ...(entry?.docsUrl && { docsUrl: entry.docsUrl }), snippets: members };
  });
}

function whatToUse(model: ModelRecord, quant: string) {
  const result = { libraries: [] as LibraryEntry[], apps: [] as LocalApp[], quants: [] as string[], errors: [] as string[] };
  try {
    result.libraries = libraryEntries(getLibrarySnippets(model));
  } catch (error) {
    result.errors.push(`library snippets: ${(error as Error).message}`);
  }
  try {
    result.quants = availableQuants(ggufFiles(validateModel(model)));
    result.apps = getLocalApps(model, quant ? { quant } : {});
  } catch (error) {
    result.errors.push(`local apps: ${(error as Error).message}`);
  }
  return result;
}

export interface UseThisModelProps {
  model: ModelRecord;
  templatesVersion: number;
  caseQuant: string;
  /** The local app and quantisation chosen, kept in the URL (`local_app`, `quant`). */
  localApp: string;
  quant: string;
  onChoose(choice: { local_app?: string; quant?: string }): void;
}

export function UseThisModel({ model, templatesVersion, caseQuant, localApp, quant: chosenQuant, onChoose }: UseThisModelProps) {
  const quant = chosenQuant || caseQuant;
  const [libraryChoice, setLibraryChoice] = useState<string | null>(null);
  const found = useMemo(() => whatToUse(model, quant), [model, quant, templatesVersion]);
  const app = localApp ? found.apps.find((a) => a.app === localApp) : undefined;
  const library = !app && libraryChoice ? found.libraries.find((l) => l.library === libraryChoice) : undefined;
  const nothing = found.libraries.length === 0 && found.apps.length === 0;
  return (
    <section className="use-this-model" aria-labelledby="use-heading">
      <h3 id="use-heading">Use this model</h3>
      <ProblemList problems={found.errors} title="Use this model: errors" />
      {nothing && <p className="muted">No library snippet or local app for this model.</p>}
      {!nothing && (
        <details className="use-menu" data-testid="use-menu" open={localApp !== "" || undefined}>
          <summary>Choose a library or a local app</summary>
          <div className="use-menu-body">
            {found.libraries.length > 0 && (
              <div role="group" aria-labelledby="use-libraries">
                <h4 id="use-libraries">Libraries</h4>
                <ul>
                  {found.libraries.map((l) => (
                    <li key={l.library}>
                      <button type="button" aria-pressed={library === l} onClick={() => {
                          setLibraryChoice(l.library);
                          onChoose({ local_app: "" });
                        }}>
                        {l.label}
                      </button>
                      {l.docsUrl && (
                        <a href={l.docsUrl} target="_blank" rel="noreferrer" aria-label={`${l.label} documentation`}>
                          docs
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {found.apps.length > 0 && (
              <div role="group" aria-labelledby="use-apps">
                <h4 id="use-apps">Local apps</h4>
                {found.quants.length > 0 && (
                  <QuantPicker className="quant-picker" label="Quantisation" quants={found.quants} value={quant} onChange={(q) => onChoose({ quant: q })} />
                )}
                <ul>
                  {found.apps.map((a) => (
                    <li key={a.app}>
                      <button type="button" aria-pressed={app === a} onClick={() => onChoose({ local_app: a.app })}>
                        {a.label}
                      </button>
                      <a href={a.docsUrl} target="_blank" rel="noreferrer" aria-label={`${a.label} documentation`}>
                        docs
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </details>
      )}
      {library && (
        <div className="use-panel" data-testid="use-panel" aria-label={`${library.label} snippets`} role="region">
          <h4>
            {library.label}
            {library.docsUrl && (
              <>
                {" "}
                <a href={library.docsUrl} target="_blank" rel="noreferrer">
                  documentation
                </a>
              </>
            )}
          </h4>
          {library.snippets.map((s) => (
            <UsePart key={s.template} title={`${library.label} ${languageName(s.language)}`} language={s.language} content={s.content} requirements={s.requirements} />
          ))}
        </div>
      )}
      {app && (
        <div className="use-panel" data-testid="use-panel" aria-label={`${app.label} steps`} role="region">
          <h4>
            {app.label}{" "}
            <a href={app.docsUrl} target="_blank" rel="noreferrer">
              documentation
            </a>
          </h4>
          {app.deeplink !== undefined && (
            <p>
              Open in {app.label}: <a href={app.deeplink}>{app.deeplink}</a>
            </p>
          )}
          {app.snippets.flatMap((s) => (s.setup ? [{ ...s.setup, title: `${s.title} · setup` }, s] : [s])).map((part) => (
            <UsePart key={`${part.title}/${part.template}`} title={`${app.label} ${part.title}`} language={part.language} content={part.content} />
          ))}
        </div>
      )}
    </section>
  );
}

function UsePart({ title, language, content, requirements }: { title: string; language: string; content: string; requirements?: SnippetRequirements }) {
  return (
    <div className="use-part">
      <div className="card-head">
        <span>{title}</span>
        <span className="spacer" />
        <CopyButton text={content} label={title} />
      </div>
      <SetupBlock requirements={requirements} label={title} />
      <CodeBlock code={content} language={language} label={`${title} snippet`} />
    </div>
  );
}
