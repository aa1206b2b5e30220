// The model page as the hub shows it: the inference providers of the model's own mapping, language tabs
// (Python, JavaScript, cURL, then the others) with client tabs inside, a streaming toggle for chat, and
// "Use this model" (library snippets by library name, local apps with the GGUF quantisation). The
// choices are in the URL under the hub's names (?inference_provider=…&language=…&client=…).
import { useDeferredValue, useMemo } from "react";
import { providers } from "../../../catalogue/index.ts";
import { getInferenceSnippets, templateKindFor, type ModelRecord, type Snippet } from "../../../engine/index.ts";
import { chosen, languageTabs, mappedProviders } from "../../lib/model-page.ts";
import { modelToText, parseModelText } from "../../lib/model-text.ts";
import { DEFAULT_MODEL_TEXT, stateForCase } from "../../lib/snippet-state.ts";
import type { SetUrlState } from "../../lib/use-url-state.ts";
import type { UrlState } from "../../lib/url-state.ts";
import { useWorkspace } from "../../lib/workspace-context.tsx";
import { CodeBlock } from "../CodeBlock.tsx";
import { SetupBlock } from "../snippets/SetupBlock.tsx";
import { CopyButton } from "../CopyButton.tsx";
import { NavTabs } from "../NavTabs.tsx";
import { ProblemList } from "../ProblemList.tsx";
import { CasePicker } from "../snippets/CasePicker.tsx";
import { ModelEditor } from "../snippets/ModelEditor.tsx";
import { recordNotice } from "../../lib/record-notice.ts";
import { queriedProvider } from "../../lib/case-filter.ts";
import { UseThisModel } from "./UseThisModel.tsx";

function inferenceSnippets(model: ModelRecord, provider: string, providerModelId: string | undefined, streaming: boolean): { snippets: Snippet[]; error: string | null } {
  if (!provider) return { snippets: [], error: null };
  try {
    return { snippets: getInferenceSnippets(model, { provider, ...(providerModelId && { providerModelId }), ...(streaming && { streaming: true }) }), error: null };
  } catch (error) {
    return { snippets: [], error: (error as Error).message };
  }
}

export function ModelPageView({ state, setState }: { state: UrlState; setState: SetUrlState }) {
  const { cases, templatesVersion } = useWorkspace();
  const goldenCase = cases.find((c) => c.name === state.case);
  const caseText = useMemo(() => (goldenCase ? modelToText(goldenCase.model) : DEFAULT_MODEL_TEXT), [goldenCase]);
  const typed = state.model || caseText;
  // The editor shows each keystroke at once; parsing and rendering follow in a deferred render.
  const text = useDeferredValue(typed);
  const parsed = useMemo(() => parseModelText(text), [text]);
  const model = parsed.ok ? parsed.model : null;
  const mapped = useMemo(() => (model ? mappedProviders(model, goldenCase) : []), [model, goldenCase]);
  const provider = chosen(state.inference_provider, mapped.map((m) => m.provider));
  const providerModelId = mapped.find((m) => m.provider === provider)?.providerModelId;
  const chat = model ? templateKindFor(model)?.startsWith("conversational") === true : false;
  const streaming = chat && state.streaming;
  const rendered = useMemo(
    () => (model ? inferenceSnippets(model, provider, providerModelId, streaming) : { snippets: [], error: null }),
    [model, provider, providerModelId, streaming, templatesVersion],
  );
  const tabs = languageTabs(rendered.snippets);
  const language = chosen(state.language, tabs.map((t) => t.language));
  const tab = tabs.find((t) => t.language === language);
  const client = chosen(state.client, tab?.snippets.map((s) => s.client) ?? []);
  const snippet = tab?.snippets.find((s) => s.client === client);
  const title = snippet ? `${tab!.name} ${snippet.client}` : "";

  return (
    <div className="model-page">
      <div className="model-page-head">
        <CasePicker
          cases={cases}
          value={state.case}
          onChange={(name) => {
            const picked = cases.find((c) => c.name === name);
            setState({ ...stateForCase(picked), inference_provider: queriedProvider(picked, state.find) ?? "", language: "", client: "" }, { push: true });
          }}
          query={state.find}
          onQuery={(find) => setState({ find })}
        />
        <ModelEditor
          text={typed}
          problems={[...recordNotice(state), ...(parsed.ok ? [] : parsed.problems)]}
          onChange={(next) => setState({ model: next === caseText ? "" : next })}
          onReset={state.model ? () => setState({ model: "" }) : undefined}
        />
      </div>
      <h2 id="model-page-title">{model ? String(model.id) : "Model page"}</h2>
      {model && (
        <>
          <section className="inference-section" aria-labelledby="inference-heading">
            <h3 id="inference-heading">Inference Providers</h3>
            {mapped.length === 0 ? (
              <p className="muted" data-testid="no-provider">
                No inference provider serves this model.
              </p>
            ) : (
              <div className="provider-row">
                <label htmlFor="inference-provider">Provider</label>
                <select id="inference-provider" value={provider} onChange={(e) => setState({ inference_provider: e.target.value })}>
                  {mapped.map((m) => (
                    <option key={m.provider} value={m.provider}>
                      {providers[m.provider]?.label ?? m.provider}
                    </option>
                  ))}
                </select>
                {chat && (
                  <label className="streaming-toggle">
                    <input type="checkbox" checked={streaming} onChange={(e) => setState({ streaming: e.target.checked })} /> Streaming
                  </label>
                )}
              </div>
            )}
            <ProblemList problems={rendered.error ? [rendered.error] : []} title="Render errors" />
            {tabs.length > 0 && (
              <>
                <NavTabs label="Language" tabs={tabs.map((t) => ({ id: t.language, label: t.name }))} current={language} onSelect={(id) => setState({ language: id, client: "" })} />
                {tab && (
                  <NavTabs
                    label={`${tab.name} client`}
                    tabs={tab.snippets.map((s) => ({ id: s.client, label: s.client }))}
                    current={client}
                    onSelect={(id) => setState({ language, client: id })}
                  />
                )}
                {snippet && (
                  <div className="model-snippet" role="tabpanel" aria-label={`${title} snippet`} data-testid="model-snippet">
                    <div className="card-head">
                      <span className="muted">templates/{snippet.template}</span>
                      <span className="spacer" />
                      <CopyButton text={snippet.content} label={`${title} snippet`} />
                    </div>
                    <SetupBlock requirements={snippet.requirements} label={`${title} snippet`} />
                    <CodeBlock code={snippet.content} language={snippet.language} label={`${title} snippet`} />
                  </div>
                )}
              </>
            )}
          </section>
          <UseThisModel
            model={model}
            templatesVersion={templatesVersion}
            caseQuant={goldenCase?.quant ?? ""}
            localApp={state.local_app}
            quant={state.quant}
            onChoose={(choice) => setState(choice)}
          />
        </>
      )}
    </div>
  );
}
