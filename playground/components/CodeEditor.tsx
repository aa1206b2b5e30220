// A CodeMirror 6 editor: line numbers, undo history, search, bracket matching, syntax colours. By keyboard
// it is entered on purpose: Tab stops on its frame and moves on past it; Enter there enters the editor
// (where Tab indents); Escape comes back out to the frame. A click enters it at once. The hint says so
// beside it. Links in the text (a template's `{{> partial}}`) open with a click, or Alt+Enter (F12) with
// the cursor on them (Ctrl+Enter is the page's "render every case"). Loaded on demand (LazyCodeEditor.tsx).
import { useEffect, useId, useRef } from "react";
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { bracketMatching, indentOnInput, StreamLanguage, syntaxHighlighting } from "@codemirror/language";
import { highlightSelectionMatches, searchKeymap } from "@codemirror/search";
import { Compartment, EditorState, Prec, RangeSetBuilder, StateEffect, StateField, type Extension, type Text } from "@codemirror/state";
import { Decoration, drawSelection, EditorView, highlightActiveLine, keymap, lineNumbers, ViewPlugin, type DecorationSet, type ViewUpdate } from "@codemirror/view";
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

/** A span of the text that opens something (a partial's name), found by EditorLinks.find. */
export interface EditorLink {
  from: number;
  to: number;
  /** What `open` is called with. */
  target: string;
  /** Said on hover, e.g. "Open templates/python/requests/_request.hbs". */
  title: string;
}

/** Links in the text: where they are in a piece of it (offsets in `text`), and what opening one does. */
export interface EditorLinks {
  find(text: string): EditorLink[];
  open(target: string): void;
}

/** The links of the visible text, underlined; found again as the text or the viewport changes. */
function linkDecorations(view: EditorView, links: EditorLinks | undefined): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  if (!links) return builder.finish();
  for (const { from, to } of view.visibleRanges) {
    for (const link of links.find(view.state.doc.sliceString(from, to))) {
      builder.add(from + link.from, from + link.to, Decoration.mark({ class: "cm-link", attributes: { "data-link": link.target, title: `${link.title} (click, or Alt+Enter here)` } }));
    }
  }
  return builder.finish();
}

/** The link the cursor is on (its line's links), if any. */
function linkAtCursor(state: EditorState, links: EditorLinks | undefined): EditorLink | null {
  if (!links) return null;
  const head = state.selection.main.head;
  const line = state.doc.lineAt(head);
  return links.find(line.text).find((link) => head - line.from >= link.from && head - line.from <= link.to) ?? null;
}

/** Asks for the links to be found again (what the links are changed: the page learnt of more templates). */
const refreshLinks = StateEffect.define<null>();

/** Underlines the links, opens one on a click (the left button, without Shift) or on Alt+Enter / F12 at the cursor. */
function linkExtension(links: { current: EditorLinks | undefined }): Extension {
  const plugin = ViewPlugin.fromClass(
    class {
      decorations: DecorationSet;
      constructor(view: EditorView) {
        this.decorations = linkDecorations(view, links.current);
      }
      update(update: ViewUpdate) {
        const refreshed = update.transactions.some((t) => t.effects.some((e) => e.is(refreshLinks)));
        if (update.docChanged || update.viewportChanged || refreshed) this.decorations = linkDecorations(update.view, links.current);
      }
    },
    { decorations: (v) => v.decorations },
  );
  const openAtCursor = (view: EditorView) => {
    const link = linkAtCursor(view.state, links.current);
    if (!link) return false;
    links.current!.open(link.target);
    return true;
  };
  return [
    plugin,
    Prec.high(keymap.of([{ key: "Alt-Enter", run: openAtCursor }, { key: "F12", run: openAtCursor }])),
    EditorView.domEventHandlers({
      mousedown(event) {
        const element = (event.target as Element | null)?.closest?.("[data-link]");
        const target = element?.getAttribute("data-link");
        if (event.button !== 0 || event.shiftKey || !target || !links.current) return false;
        event.preventDefault();
        links.current.open(target);
        return true;
      },
    }),
    EditorView.baseTheme({ ".cm-link": { textDecoration: "underline", cursor: "pointer" } }),
  ];
}

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
  /** Spans of the text that open something (a template's `{{> partial}}`). */
  links?: EditorLinks;
}

export function CodeEditor({ value, onChange, language, label, height = "24rem", testId, line, marks, links }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  /** The texts the editor reported (onChange) that `value` has not caught up with yet, oldest first. */
  const emitted = useRef<string[]>([]);
  onChangeRef.current = onChange;
  const linksRef = useRef(links);
  linksRef.current = links;

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
        linkExtension(linksRef),
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

  useEffect(() => {
    view.current?.dispatch({ effects: refreshLinks.of(null) });
  }, [links, language, label, height, hintId]);

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
        {links && (
          <>
            {" "}
            A click on an underlined <code>{"{{> partial}}"}</code>, or <kbd>Alt</kbd>+<kbd>Enter</kbd> on it, opens it.
          </>
        )}
      </p>
    </div>
  );
}
