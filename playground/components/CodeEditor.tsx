// A CodeMirror 6 editor: line numbers, undo history, search, bracket matching, syntax colours, and
// Escape-then-Tab to leave the editor by keyboard (Tab indents otherwise).
import { useEffect, useRef } from "react";
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { bracketMatching, indentOnInput, StreamLanguage, syntaxHighlighting } from "@codemirror/language";
import { highlightSelectionMatches, searchKeymap } from "@codemirror/search";
import { EditorState, type Extension } from "@codemirror/state";
import { drawSelection, EditorView, highlightActiveLine, keymap, lineNumbers } from "@codemirror/view";
import { classHighlighter } from "@lezer/highlight";
import { json } from "@codemirror/lang-json";
import { yaml } from "@codemirror/lang-yaml";
import { handlebars } from "../lib/handlebars-mode.ts";

export type EditorLanguage = "handlebars" | "yaml" | "json";

const LANGUAGE_EXTENSIONS: Record<EditorLanguage, () => Extension> = {
  handlebars: () => StreamLanguage.define(handlebars),
  yaml: () => yaml(),
  json: () => json(),
};

export interface CodeEditorProps {
  value: string;
  onChange(value: string): void;
  language: EditorLanguage;
  label: string;
  /** Fixed height so the page never jumps while typing. */
  height?: string;
  testId?: string;
}

export function CodeEditor({ value, onChange, language, label, height = "24rem", testId }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const state = EditorState.create({
      doc: value,
      extensions: [
        lineNumbers(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        highlightActiveLine(),
        highlightSelectionMatches(),
        syntaxHighlighting(classHighlighter),
        keymap.of([...defaultKeymap, ...historyKeymap, ...searchKeymap, indentWithTab]),
        LANGUAGE_EXTENSIONS[language](),
        EditorView.contentAttributes.of({ "aria-label": label }),
        EditorView.theme({ "&": { height }, ".cm-scroller": { overflow: "auto" } }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChangeRef.current(update.state.doc.toString());
        }),
      ],
    });
    view.current = new EditorView({ state, parent: host.current! });
    return () => {
      view.current?.destroy();
      view.current = null;
    };
    // The editor is created once per language; value changes from outside are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, label, height]);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const current = editor.state.doc.toString();
    if (current !== value) editor.dispatch({ changes: { from: 0, to: current.length, insert: value } });
  }, [value]);

  return <div className="code-editor" ref={host} data-testid={testId} />;
}
