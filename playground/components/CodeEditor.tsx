// A CodeMirror 6 editor: line numbers, undo history, search, bracket matching, syntax colours. By keyboard
// it is entered on purpose: Tab stops on its frame and moves on past it; Enter there enters the editor
// (where Tab indents); Escape comes back out to the frame. A click enters it at once. The hint says so
// beside it. Loaded on demand (LazyCodeEditor.tsx).
import { useEffect, useId, useRef } from "react";
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { bracketMatching, indentOnInput, StreamLanguage, syntaxHighlighting } from "@codemirror/language";
import { highlightSelectionMatches, searchKeymap } from "@codemirror/search";
import { Compartment, EditorState, RangeSetBuilder, StateEffect, StateField, type Extension, type Text } from "@codemirror/state";
import { Decoration, drawSelection, EditorView, highlightActiveLine, keymap, lineNumbers, type DecorationSet } from "@codemirror/view";
import { classHighlighter } from "@lezer/highlight";

export type EditorLanguage = "handlebars" | "yaml" | "json";

/** Each language mode is a chunk of its own, loaded when an editor in that language first opens. */
const LANGUAGE_EXTENSIONS: Record<EditorLanguage, () => Promise<Extension>> = {
  handlebars: () => import("../lib/handlebars-mode.ts").then((m) => StreamLanguage.define(m.handlebars)),
  yaml: () => import("@codemirror/lang-yaml").then((m) => m.yaml()),
  json: () => import("@codemirror/lang-json").then((m) => m.json()),
};

/** A line marked as the place of an error, with its message. */
export interface EditorMark {
  line: number;
  message: string;
}

const setMarks = StateEffect.define<readonly EditorMark[]>();

function markDecorations(doc: Text, marks: readonly EditorMark[]): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  const byLine = new Map<number, string[]>();
  for (const mark of marks) if (mark.line >= 1 && mark.line <= doc.lines) byLine.set(mark.line, [...(byLine.get(mark.line) ?? []), mark.message]);
  for (const [line, messages] of [...byLine].sort((a, b) => a[0] - b[0])) {
    builder.add(doc.line(line).from, doc.line(line).from, Decoration.line({ attributes: { class: "cm-error-line", title: messages.join("\n"), "data-error-line": String(line) } }));
  }
  return builder.finish();
}

/** The marked lines: set from outside, moved along with edits. */
const marksField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, transaction) {
    let next = marks.map(transaction.changes);
    for (const effect of transaction.effects) if (effect.is(setMarks)) next = markDecorations(transaction.state.doc, effect.value);
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

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
  /** Lines to mark as the places of errors. */
  marks?: readonly EditorMark[];
}

export function CodeEditor({ value, onChange, language, label, height = "24rem", testId, line, marks }: CodeEditorProps) {
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
        marksField,
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
          // Bounded by count and by size (a few texts of a megabytes-long paste, not hundreds).
          let size = emitted.current.reduce((n, t) => n + t.length, 0);
          while (emitted.current.length > 500 || (emitted.current.length > 4 && size > 16_000_000)) size -= emitted.current.shift()!.length;
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

  const marksKey = JSON.stringify(marks ?? []);
  useEffect(() => {
    view.current?.dispatch({ effects: setMarks.of(JSON.parse(marksKey) as EditorMark[]) });
  }, [marksKey, language, label, height, hintId]);

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
