// Provider and snippet options (streaming, billTo, accessToken, directRequest, endpointUrl).
import { providers } from "../../../catalogue/index.ts";

import type { SnippetControls } from "../../lib/url-state.ts";

export type { SnippetControls } from "../../lib/url-state.ts";

export interface OptionsFormProps {
  value: SnippetControls;
  /** The case's own providers, listed first. */
  caseProviders: string[];
  /** Providers that serve the model's task (lib/providers-for.ts); null: not known (no valid model). */
  offered: string[] | null;
  /** Options of the case the form does not control (shown, not editable). */
  fixed: Record<string, unknown>;
  onChange(patch: Partial<SnippetControls>): void;
}

export function OptionsForm({ value, caseProviders, offered, fixed, onChange }: OptionsFormProps) {
  const others = (offered ?? Object.keys(providers)).filter((id) => !caseProviders.includes(id));
  // A provider chosen elsewhere (the URL, a case) that does not serve the task stays visible as such.
  const stray = !caseProviders.includes(value.provider) && !others.includes(value.provider) ? value.provider : null;
  const text = (key: "billTo" | "accessToken" | "endpointUrl", label: string, placeholder: string) => (
    <div className="field">
      <label htmlFor={`option-${key}`}>{label}</label>
      <input
        id={`option-${key}`}
        type="text"
        value={value[key]}
        placeholder={placeholder}
        spellCheck={false}
        onChange={(e) => onChange({ [key]: e.target.value })}
      />
    </div>
  );
  return (
    <fieldset className="options-form">
      <legend>Options</legend>
      <div className="field">
        <label htmlFor="option-provider">Provider</label>
        <select id="option-provider" value={value.provider} onChange={(e) => onChange({ provider: e.target.value })}>
          {caseProviders.length > 0 && (
            <optgroup label="This case">
              {caseProviders.map((id) => (
                <option key={id} value={id}>
                  {providers[id]?.label ?? id}
                </option>
              ))}
            </optgroup>
          )}
          {others.length > 0 && (
            <optgroup label={caseProviders.length > 0 ? "Other providers for this task" : "Providers for this task"}>
              {others.map((id) => (
                <option key={id} value={id}>
                  {providers[id].label}
                </option>
              ))}
            </optgroup>
          )}
          {stray && (
            <option value={stray}>
              {providers[stray]?.label ?? stray} (does not serve this task)
            </option>
          )}
        </select>
      </div>
      <div className="checks">
        <label>
          <input type="checkbox" checked={value.streaming} onChange={(e) => onChange({ streaming: e.target.checked })} /> Streaming
        </label>
        <label>
          <input type="checkbox" checked={value.directRequest} onChange={(e) => onChange({ directRequest: e.target.checked })} />{" "}
          Direct request
        </label>
      </div>
      {text("billTo", "Bill to", "organisation name")}
      {text("accessToken", "Access token", "hf_… (shown in the snippet)")}
      {text("endpointUrl", "Endpoint URL", "https://…")}
      {Object.keys(fixed).length > 0 && (
        <p className="hint">
          Case options kept as they are: <code>{JSON.stringify(fixed)}</code>
        </p>
      )}
    </fieldset>
  );
}
