// A CodeMirror 6 editor: line numbers, undo history, search, bracket matching, syntax colours, and
// Escape to leave the editor by keyboard: after Escape, Tab and Shift+Tab move focus on (until the next
// other key or the next visit, Tab indents). Loaded on demand (LazyCodeEditor.tsx).
import { useEffect, useId, useRef } from "react";
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { bracketMatching, indentOnInput, StreamLanguage, syntaxHighlighting } from "@codemirror/language";
import { highlightSelectionMatches, searchKeymap } from "@codemirror/search";
import { Compartment, EditorState, type Extension } from "@codemirror/state";
import { drawSelection, EditorView, highlightActiveLine, keymap, lineNumbers } from "@codemirror/view";
import { classHighlighter } from "@lezer/highlight";

export type EditorLanguage = "handlebars" | "yaml" | "json";

/** Each language mode is a chunk of its own, loaded when an editor in that language first opens. */
const LANGUAGE_EXTENSIONS: Record<EditorLanguage, () => Promise<Extension>> = {
  handlebars: () => import("../lib/handlebars-mode.ts").then((m) => StreamLanguage.define(m.handlebars)),
  yaml: () => import("@codemirror/lang-yaml").then((m) => m.yaml()),
  json: () => import("@codemirror/lang-json").then((m) => m.json()),
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
  const hintId = useId();
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const languageSlot = new Compartment();
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
        languageSlot.of([]),
        EditorView.contentAttributes.of({ "aria-label": label, "aria-describedby": hintId }),
        EditorView.domEventHandlers({
          keydown(event, editor) {
            if (event.key === "Escape") editor.setTabFocusMode(true);
            else if (event.key !== "Tab" && !["Shift", "Control", "Alt", "Meta"].includes(event.key)) editor.setTabFocusMode(false);
            return false;
          },
          blur(_event, editor) {
            editor.setTabFocusMode(false);
            return false;
          },
        }),
        EditorView.theme({ "&": { height }, ".cm-scroller": { overflow: "auto" } }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChangeRef.current(update.state.doc.toString());
        }),
      ],
    });
    const editor = new EditorView({ state, parent: host.current! });
    view.current = editor;
    let live = true;
    LANGUAGE_EXTENSIONS[language]().then(
      (extension) => live && editor.dispatch({ effects: languageSlot.reconfigure(extension) }),
      () => {},
    );
    return () => {
      live = false;
      editor.destroy();
      view.current = null;
    };
    // The editor is created once per language; value changes from outside are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, label, height, hintId]);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const current = editor.state.doc.toString();
    if (current !== value) editor.dispatch({ changes: { from: 0, to: current.length, insert: value } });
  }, [value]);

  return (
    <>
      <div className="code-editor" ref={host} data-testid={testId} />
      <p id={hintId} className="visually-hidden">
        Press Escape, then Tab, to leave the editor.
      </p>
    </>
  );
}
