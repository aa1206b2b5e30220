// The model record editor (YAML or JSON) with the engine's validation messages under it.
import { CodeEditor } from "../LazyCodeEditor.tsx";
import { ProblemList } from "../ProblemList.tsx";

export interface ModelEditorProps {
  text: string;
  problems: string[];
  onChange(text: string): void;
  onReset?: () => void;
}

export function ModelEditor({ text, problems, onChange, onReset }: ModelEditorProps) {
  const language = text.trimStart().startsWith("{") ? "json" : "yaml";
  return (
    <section className="model-editor" aria-labelledby="model-editor-title">
      <div className="section-head">
        <h2 id="model-editor-title">Model record</h2>
        <span className="muted">{language.toUpperCase()}</span>
        {onReset && (
          <button type="button" onClick={onReset}>
            Reset to case
          </button>
        )}
      </div>
      <CodeEditor value={text} onChange={onChange} language={language} label="Model record" height="14rem" testId="model-editor" />
      <ProblemList problems={problems} title="Model record problems" emptyText="Valid model record." />
    </section>
  );
}
