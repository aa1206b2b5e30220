// The code editor as a chunk of its own: CodeMirror and its language modes load when an editor is first
// shown. Until then the text is shown read-only at the editor's size, so nothing moves when it arrives.
import { lazy, Suspense } from "react";
import type { CodeEditorProps } from "./CodeEditor.tsx";

const Editor = lazy(() => import("./CodeEditor.tsx").then((module) => ({ default: module.CodeEditor })));

export type { CodeEditorProps, EditorLanguage } from "./CodeEditor.tsx";

export function CodeEditor(props: CodeEditorProps) {
  const fallback = (
    <div className="code-editor-frame">
      <pre className="code-editor code-editor-loading" style={{ height: props.height ?? "24rem" }} aria-label={`${props.label} (loading the editor)`} aria-busy="true">
        {props.value}
      </pre>
      <p className="hint editor-hint">Loading the editor…</p>
    </div>
  );
  return (
    <Suspense fallback={fallback}>
      <Editor {...props} />
    </Suspense>
  );
}
