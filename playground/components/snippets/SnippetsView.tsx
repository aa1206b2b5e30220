// The snippets view: pick a case or write a model, set options, see every snippet.
import { useDeferredValue, useMemo } from "react";
import { getInferenceSnippets, templateKindFor, type ModelRecord, type Snippet } from "../../../engine/index.ts";
import { getLibrarySnippets, type LibrarySnippet } from "../../../engine/libraries/index.ts";
import { inferenceOutputPath, libraryOutputPath } from "../../../engine/golden/files.ts";
import { modelToText, parseModelText } from "../../lib/model-text.ts";
import { providersFor } from "../../lib/providers-for.ts";
import { controlsOf, DEFAULT_MODEL_TEXT, fixedOptions, isGoldenRender, snippetOptions, stateForCase } from "../../lib/snippet-state.ts";
import type { SetUrlState } from "../../lib/use-url-state.ts";
import type { UrlState } from "../../lib/url-state.ts";
import { useWorkspace } from "../../lib/workspace-context.tsx";
import { ProblemList } from "../ProblemList.tsx";
import { CasePicker } from "./CasePicker.tsx";
import { ModelEditor } from "./ModelEditor.tsx";
import { OptionsForm } from "./OptionsForm.tsx";
import { SnippetCard } from "./SnippetCard.tsx";
import { SnippetGroups, type GroupedItem } from "./SnippetGroups.tsx";

interface Rendered {
  inference: Snippet[];
  library: LibrarySnippet[];
  kind: string | null;
  errors: string[];
}

function render(model: ModelRecord, options: ReturnType<typeof snippetOptions>): Rendered {
  const out: Rendered = { inference: [], library: [], kind: templateKindFor(model, options.streaming), errors: [] };
  try {
    out.inference = getInferenceSnippets(model, options);
  } catch (error) {
    out.errors.push((error as Error).message);
  }
  try {
    out.library = getLibrarySnippets(model);
  } catch (error) {
    out.errors.push(`library snippets: ${(error as Error).message}`);
  }
  return out;
}

export function SnippetsView({ state, setState }: { state: UrlState; setState: SetUrlState }) {
  const { cases, onDisk, goldenLoaded, templatesVersion } = useWorkspace();
  const goldenCase = cases.find((c) => c.name === state.case);
  const caseText = useMemo(() => (goldenCase ? modelToText(goldenCase.model) : DEFAULT_MODEL_TEXT), [goldenCase]);
  const text = state.model || caseText;
  // The editor shows each keystroke at once; parsing and rendering follow in a deferred render.
  const renderedText = useDeferredValue(text);
  const parsed = useMemo(() => parseModelText(renderedText), [renderedText]);
  const controls = controlsOf(state, goldenCase);
  const options = snippetOptions(controls, goldenCase);
  const optionsKey = JSON.stringify(options);
  const rendered = useMemo(
    () => (parsed.ok ? render(parsed.model, JSON.parse(optionsKey)) : null),
    // templatesVersion: re-render when a template is edited
    [parsed, optionsKey, templatesVersion],
  );
  const golden = isGoldenRender(state, goldenCase);
  const offered = useMemo(() => (parsed.ok ? providersFor(parsed.model) : null), [parsed]);

  const openTemplate = (key: string) => setState({ view: "templates", template: key }, { push: true });

  /** A rendered snippet as a card, compared with its golden file at `path` when the case's golden render is shown. */
  const card = (key: string, title: string, s: { language: string; content: string; template: string }, path: string | null): GroupedItem => ({
    language: s.language,
    key,
    node: (
      <SnippetCard
        title={`${s.language} · ${title}`}
        language={s.language}
        content={s.content.endsWith("\n") ? s.content : `${s.content}\n`}
        golden={path && goldenLoaded ? { path, expected: onDisk[path] ?? null } : undefined}
        templateKey={s.template.replace(/\.hbs$/, "")}
        onOpenTemplate={openTemplate}
      />
    ),
  });

  const items: GroupedItem[] = [];
  if (rendered) {
    const provider = controls.provider;
    for (const s of rendered.inference) {
      const path = goldenCase && golden && !goldenCase.library && !goldenCase.localApps ? inferenceOutputPath(goldenCase.name, s.language, s.client, provider) : null;
      items.push(card(`inference/${s.language}/${s.client}`, s.client, s, path));
    }
    for (const s of rendered.library) {
      const path = goldenCase && golden && goldenCase.library ? libraryOutputPath(goldenCase.name, s.language, s.template) : null;
      items.push(card(`library/${s.template}`, s.template, s, path));
    }
  }

  return (
    <div className="snippets-view two-columns">
      <div className="column inputs">
        <CasePicker
          cases={cases}
          value={state.case}
          onChange={(name) => setState(stateForCase(cases.find((c) => c.name === name)), { push: true })}
          query={state.find}
          onQuery={(find) => setState({ find })}
        />
        <ModelEditor
          text={text}
          problems={parsed.ok ? [] : parsed.problems}
          onChange={(next) => setState({ model: next === caseText ? "" : next })}
          onReset={state.model ? () => setState({ model: "" }) : undefined}
        />
        {!goldenCase?.library && (
          <OptionsForm value={controls} caseProviders={goldenCase?.providers ?? []} offered={offered} fixed={fixedOptions(goldenCase)} onChange={(patch) => setState(patch)} />
        )}
      </div>
      <div className="column outputs" aria-live="polite">
        <div className="section-head">
          <h2>Snippets</h2>
          <span className="muted" data-testid="golden-note">
            {golden ? `compared with golden/${goldenCase!.name}/` : goldenCase ? "options differ from the case: not compared with golden files" : ""}
          </span>
        </div>
        <ProblemList problems={rendered?.errors ?? []} title="Render errors" />
        {rendered && <SnippetGroups items={items} empty="No snippet for this model and provider." />}
      </div>
    </div>
  );
}
