// The snippets view: pick a case or write a model, set options, see every snippet.
import { useDeferredValue, useMemo } from "react";
import { modelToText, parseModelText } from "../../lib/model-text.ts";
import { providersFor } from "../../lib/providers-for.ts";
import { recordNotice } from "../../lib/record-notice.ts";
import { queriedProvider } from "../../lib/case-filter.ts";
import { renderSnippets, snippetCards, type SnippetCardData } from "../../lib/snippet-cards.ts";
import { snippetSources } from "../../lib/source-lines.ts";
import { controlsOf, DEFAULT_MODEL_TEXT, effectiveState, fixedOptions, isGoldenRender, snippetOptions, stateForCase } from "../../lib/snippet-state.ts";
import type { SetUrlState } from "../../lib/use-url-state.ts";
import type { UrlState } from "../../lib/url-state.ts";
import { useWorkspace } from "../../lib/workspace-context.tsx";
import { ProblemList } from "../ProblemList.tsx";
import { CasePicker } from "./CasePicker.tsx";
import { ModelEditor } from "./ModelEditor.tsx";
import { OptionsForm } from "./OptionsForm.tsx";
import { SnippetCard } from "./SnippetCard.tsx";
import { SnippetGroups, type GroupedItem } from "./SnippetGroups.tsx";

export function SnippetsView({ state: urlState, setState }: { state: UrlState; setState: SetUrlState }) {
  const { cases, onDisk, goldenLoaded, templatesVersion } = useWorkspace();
  const goldenCase = cases.find((c) => c.name === urlState.case);
  // A case link without options (`?case=X`) is the case as its golden files hold it.
  const state = effectiveState(urlState, goldenCase);
  const caseText = useMemo(() => (goldenCase ? modelToText(goldenCase.model) : DEFAULT_MODEL_TEXT), [goldenCase]);
  const text = state.model || caseText;
  // The editor shows each keystroke at once; parsing and rendering follow in a deferred render.
  const renderedText = useDeferredValue(text);
  const parsed = useMemo(() => parseModelText(renderedText), [renderedText]);
  const controls = controlsOf(state, goldenCase);
  const options = snippetOptions(controls, goldenCase);
  const optionsKey = JSON.stringify(options);
  const rendered = useMemo(
    () => (parsed.ok ? renderSnippets(parsed.model, JSON.parse(optionsKey)) : null),
    // templatesVersion: re-render when a template is edited
    [parsed, optionsKey, templatesVersion],
  );
  const golden = isGoldenRender(state, goldenCase);
  const offered = useMemo(() => (parsed.ok ? providersFor(parsed.model) : null), [parsed]);

  const openTemplate = (key: string, line?: number) => setState({ view: "templates", template: key, line: line ? String(line) : "" }, { push: true });
  // The file and line that wrote a line of a card, traced only when "Edit template" asks (source-lines.ts).
  const model = parsed.ok ? parsed.model : null;
  const sourceOfLine = (card: SnippetCardData) =>
    model ? (line: number) => snippetSources(model, JSON.parse(optionsKey), card.kind, card.templateKey, card.content)?.[line - 1] ?? null : undefined;

  const items: GroupedItem[] = rendered
    ? snippetCards(rendered, goldenCase, controls.provider, golden).map((c) => ({
        language: c.language,
        key: c.key,
        node: (
          <SnippetCard
            title={`${c.language} · ${c.title}`}
            language={c.language}
            content={c.content}
            golden={c.path && goldenLoaded ? { path: c.path, expected: onDisk[c.path] ?? null } : undefined}
            templateKey={c.templateKey}
            onOpenTemplate={openTemplate}
            sourceOfLine={sourceOfLine(c)}
            requirements={c.requirements}
          />
        ),
      }))
    : [];

  return (
    <div className="snippets-view two-columns">
      <div className="column inputs">
        <CasePicker
          cases={cases}
          value={state.case}
          onChange={(name) => {
            const picked = cases.find((c) => c.name === name);
            const provider = queriedProvider(picked, state.find);
            setState({ ...stateForCase(picked), ...(provider && { provider }) }, { push: true });
          }}
          query={state.find}
          onQuery={(find) => setState({ find })}
        />
        <ModelEditor
          text={text}
          problems={[...recordNotice(urlState), ...(parsed.ok ? [] : parsed.problems)]}
          onChange={(next) => setState({ model: next === caseText ? "" : next })}
          onReset={state.model ? () => setState({ model: "" }) : undefined}
        />
        {!goldenCase?.library && (
          <OptionsForm
            value={controls}
            caseProviders={goldenCase?.providers ?? []}
            offered={offered}
            fixed={fixedOptions(goldenCase, controls.provider)}
            // Every control goes to the URL: a change is never read back as "the case's options".
            onChange={(patch) => setState({ ...controls, ...patch })}
          />
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
