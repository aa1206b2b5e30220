// The local-apps panel: the apps that run the current model on one's own machine, with their deep
// links and shell steps, and a choice of GGUF quantisation. Shown under the snippets view.
import { useDeferredValue, useMemo } from "react";
import { availableQuants, getLocalApps, ggufFiles, type LocalApp } from "../engine/local-apps/index.ts";
import { localAppOutputPath } from "../engine/golden/files.ts";
import { validateModel } from "../engine/model.ts";
import { SnippetCard } from "./components/snippets/SnippetCard.tsx";
import { ProblemList } from "./components/ProblemList.tsx";
import { QuantPicker } from "./components/QuantPicker.tsx";
import { modelToText, parseModelText } from "./lib/model-text.ts";
import { DEFAULT_MODEL_TEXT } from "./lib/snippet-state.ts";
import type { SetUrlState } from "./lib/use-url-state.ts";
import type { UrlState } from "./lib/url-state.ts";
import { useWorkspace } from "./lib/workspace-context.tsx";

type Result = { apps: LocalApp[]; quants: string[]; error: string | null };

function localApps(text: string, quant: string): Result | null {
  const parsed = parseModelText(text);
  if (!parsed.ok) return null;
  let quants: string[] = [];
  try {
    quants = availableQuants(ggufFiles(validateModel(parsed.model)));
    return { apps: getLocalApps(parsed.model, quant ? { quant } : {}), quants, error: null };
  } catch (error) {
    return { apps: [], quants, error: (error as Error).message };
  }
}

export function LocalApps({ state, setState }: { state: UrlState; setState: SetUrlState }) {
  const { cases, onDisk, templatesVersion, goldenLoaded } = useWorkspace();
  const goldenCase = cases.find((c) => c.name === state.case);
  const text = useDeferredValue(state.model || (goldenCase ? modelToText(goldenCase.model) : DEFAULT_MODEL_TEXT));
  // The case's quantisation until one is picked (in the URL); "" is the engine's default.
  const quant = state.quant || (goldenCase?.quant ?? "");
  const result = useMemo(() => localApps(text, quant), [text, quant, templatesVersion]);
  const golden = Boolean(goldenCase?.localApps) && state.model === "" && quant === (goldenCase?.quant ?? "");
  if (!result) return null;

  return (
    <section className="local-apps" aria-label="Local apps">
      <div className="section-head">
        <h2>Local apps</h2>
        {result.quants.length > 0 && (
          <QuantPicker label="GGUF quantisation" quants={result.quants} value={quant} onChange={(q) => setState({ quant: q })} />
        )}
      </div>
      <ProblemList problems={result.error ? [result.error] : []} title="Local-app errors" />
      {result.apps.length === 0 && !result.error && <p className="muted">No local app runs this model.</p>}
      {result.apps.map((app) => (
        <article key={app.app} className="local-app" data-testid={`local-app-${app.app}`} aria-label={app.label}>
          <h3>
            <a href={app.docsUrl} target="_blank" rel="noreferrer">
              {app.label}
            </a>{" "}
            <span className="muted">{app.platforms.join(" · ")}</span>
          </h3>
          {app.deeplink !== undefined && (
            <p>
              Open in {app.label}: <a href={app.deeplink}>{app.deeplink}</a>
            </p>
          )}
          {app.snippets.flatMap((s) => (s.setup ? [{ ...s.setup, title: `${s.title} · setup` }, s] : [s])).map((part) => {
            const path = golden ? localAppOutputPath(goldenCase!.name, app.app, part.language, part.template) : null;
            const content = `${part.content}\n`;
            return (
              <SnippetCard
                key={`${part.title}/${part.template}`}
                title={`${app.label} · ${part.title}`}
                language={part.language}
                content={content}
                golden={path && goldenLoaded ? { path, expected: onDisk[path] ?? null } : undefined}
              />
            );
          })}
        </article>
      ))}
    </section>
  );
}
