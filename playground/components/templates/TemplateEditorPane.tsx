// The open template: editor, unsaved marker, revert and save (save writes templates/ in the dev server).
import { useState } from "react";
import { canWrite } from "../../lib/dev-api.ts";
import { CodeEditor } from "../LazyCodeEditor.tsx";

export interface TemplateEditorPaneProps {
  templateKey: string;
  source: string;
  dirty: boolean;
  onChange(source: string): void;
  onRevert(): void;
  onSave(): Promise<void>;
}

export function TemplateEditorPane({ templateKey, source, dirty, onChange, onRevert, onSave }: TemplateEditorPaneProps) {
  const [message, setMessage] = useState("");
  const save = async () => {
    try {
      await onSave();
      setMessage(`Saved templates/${templateKey}.hbs`);
    } catch (error) {
      setMessage(`Not saved: ${(error as Error).message}`);
    }
  };
  return (
    <section className="template-editor" aria-labelledby="template-title">
      <div className="section-head">
        <h2 id="template-title">
          templates/{templateKey}.hbs{dirty && <span className="edited"> ● unsaved</span>}
        </h2>
        <span className="spacer" />
        <button type="button" onClick={onRevert} disabled={!dirty}>
          Revert
        </button>
        <button type="button" onClick={save} disabled={!dirty || !canWrite} title={canWrite ? "Write to templates/" : "Needs the dev server"}>
          Save
        </button>
      </div>
      <CodeEditor value={source} onChange={onChange} language="handlebars" label={`Template ${templateKey}`} height="26rem" testId="template-editor" />
      <p className="hint status-line" role="status">
        {message || (canWrite ? "Edits re-render every golden case as you type. Save writes the file." : "Static build: edits stay in this page.")}
      </p>
    </section>
  );
}
