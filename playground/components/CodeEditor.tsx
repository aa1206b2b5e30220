// A CodeMirror 6 editor: line numbers, undo history, search, bracket matching, syntax colours. By keyboard
// it is entered on purpose: Tab stops on its frame and moves on past it; Enter there enters the editor
// (where Tab indents); Escape comes back out to the frame. A click enters it at once. The hint says so
// beside it. Loaded on demand (LazyCodeEditor.tsx).
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
  /** A line (1-based) to put the cursor on and scroll into view. */
  line?: number;
}

export function CodeEditor({ value, onChange, language, label, height = "24rem", testId, line }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  /** The texts the editor reported (onChange) that `value` has not caught up with yet, oldest first. */
  const emitted = useRef<string[]>([]);
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
        // Out of the Tab order: the frame stands for it until Enter.
        EditorView.contentAttributes.of({ "aria-label": label, "aria-describedby": hintId, tabindex: "-1" }),
        EditorView.domEventHandlers({
          keydown(event) {
            if (event.key !== "Escape") return false;
            host.current?.focus();
            return true;
          },
        }),
        // The host scrolls, not the editor: lines wrap, and the editor is as tall as its text.
        EditorView.lineWrapping,
        EditorView.theme({ "&": { minHeight: "100%" }, ".cm-scroller": { overflow: "visible" } }),
        EditorView.updateListener.of((update) => {
          if (!update.docChanged) return;
          const text = update.state.doc.toString();
          emitted.current.push(text);
          if (emitted.current.length > 500) emitted.current.shift();
          onChangeRef.current(text);
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
    // `value` catching up with the editor's own latest text; or an older text of its own arriving late (a
    // re-render that read the text before the last keystrokes reached the state, on a busy machine): the
    // editor is ahead, and setting it back would drop those keystrokes. Anything else is set from outside.
    const own = emitted.current;
    if (own.length > 0 && value === own[own.length - 1]) {
      own.length = 0;
      return;
    }
    if (own.includes(value)) return;
    own.length = 0;
    const current = editor.state.doc.toString();
    if (current !== value) editor.dispatch({ changes: { from: 0, to: current.length, insert: value } });
  }, [value]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || line === undefined) return;
    const at = editor.state.doc.line(Math.min(Math.max(1, line), editor.state.doc.lines));
    editor.dispatch({ selection: { anchor: at.from }, effects: EditorView.scrollIntoView(at.from, { y: "center" }) });
  }, [line, language, label, height, hintId]);

  // The host is the editor's frame: it scrolls (so the scrolling region is focusable), takes the Tab stop,
  // and Enter there enters the editor.
  return (
    <div className="code-editor-frame">
      <div
        className="code-editor"
        ref={host}
        data-testid={testId}
        style={{ height }}
        tabIndex={0}
        role="group"
        aria-label={`${label}: press Enter to edit`}
        aria-describedby={hintId}
        onKeyDown={(event) => {
          if (event.target !== host.current || event.key !== "Enter") return;
          event.preventDefault();
          view.current?.focus();
        }}
      />
      <p id={hintId} className="hint editor-hint">
        Tab moves past the editor; <kbd>Enter</kbd> edits, <kbd>Esc</kbd> leaves.
      </p>
    </div>
  );
}
