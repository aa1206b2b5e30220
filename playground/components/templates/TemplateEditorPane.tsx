// The open template: editor, unsaved marker, revert and save (save writes templates/ in the dev server).
// Save names the text the edit began from; if the file changed on disk since, the difference is shown
// with a choice: reload the file (dropping the edit) or overwrite it with the edit. Each `{{> partial}}`
// is a link to the partial's file, in the editor and in the list of what the template includes.
import { useDeferredValue, useMemo, useRef, useState } from "react";
import { canWrite, SaveConflict } from "../../lib/dev-api.ts";
import { useShortcut } from "../../lib/shortcuts.ts";
import { DiffView } from "../DiffView.tsx";
import type { EditorLinks, EditorMark } from "../CodeEditor.tsx";
import { partialReferences } from "../../lib/partial-links.ts";
import { CodeEditor } from "../LazyCodeEditor.tsx";

export interface TemplateEditorPaneProps {
  templateKey: string;
  /** The line to show and put the cursor on (a review group links to it). */
  line?: number;
  source: string;
  dirty: boolean;
  /** Whether there is an edit now, as typed (for the save shortcut); `dirty` when not given. */
  isDirty?: () => boolean;
  /** The file changed on disk since the edit began (the page was told by the dev server). */
  changedOnDisk?: boolean;
  onChange(source: string): void;
  onRevert(): void;
  onSave(options?: { overwrite?: string }): Promise<void>;
  /** Drops the edit and takes the text on disk. */
  onReload(current: string): void;
  /** Lines of this template where a render error is (marked in the editor). */
  marks?: readonly EditorMark[];
  /** Why the text as edited does not compile, or null (asked on save: saving a broken template asks first). */
  compileError?: (source: string) => string | null;
  /** Every template key (to tell which partial a `{{> name}}` means) and how to open one: the includes become links. */
  templateKeys?: readonly string[];
  onOpenTemplate?(key: string): void;
}

/** The partials a template includes, as links (in the editor, and listed under its title). */
function usePartialLinks(templateKey: string, source: string, templateKeys: readonly string[] | undefined, onOpenTemplate: ((key: string) => void) | undefined) {
  const open = useRef(onOpenTemplate);
  open.current = onOpenTemplate;
  const keys = useMemo(() => new Set(templateKeys ?? []), [templateKeys]);
  const enabled = templateKeys !== undefined && onOpenTemplate !== undefined;
  const links = useMemo<EditorLinks | undefined>(
    () =>
      enabled
        ? {
            find: (text) => partialReferences(templateKey, text, keys).map((r) => ({ from: r.from, to: r.to, target: r.key, title: `Open templates/${r.key}.hbs` })),
            open: (key) => open.current?.(key),
          }
        : undefined,
    [enabled, templateKey, keys],
  );
  // Listed from the text as typed, a render behind (a long paste is not scanned on every keystroke).
  const shown = useDeferredValue(source);
  const included = useMemo(() => {
    if (!enabled) return [];
    const byKey = new Map(partialReferences(templateKey, shown, keys).map((r) => [r.key, r.name]));
    return [...byKey].map(([key, name]) => ({ key, name }));
  }, [enabled, templateKey, shown, keys]);
  return { links, included };
}

export function TemplateEditorPane(props: TemplateEditorPaneProps) {
  const { templateKey, line, source, dirty, isDirty, changedOnDisk = false, onChange, onRevert, onSave, onReload, marks, compileError, onOpenTemplate } = props;
  const [message, setMessage] = useState("");
  const { links, included } = usePartialLinks(templateKey, source, props.templateKeys, onOpenTemplate);
  const [conflict, setConflict] = useState<{ key: string; current: string } | null>(null);
  const shownConflict = conflict?.key === templateKey ? conflict : null;
  const save = async (options?: { overwrite?: string }) => {
    const problem = options?.overwrite === undefined ? (compileError?.(source) ?? null) : null;
    if (problem && !window.confirm(`templates/${templateKey}.hbs does not compile (${problem}): every case that uses it would fail. Save it anyway?`)) {
      setMessage(`Not saved: templates/${templateKey}.hbs does not compile.`);
      return;
    }
    try {
      await onSave(options);
      setConflict(null);
      setMessage(`Saved templates/${templateKey}.hbs`);
    } catch (error) {
      if (error instanceof SaveConflict) {
        setConflict({ key: templateKey, current: error.current });
        setMessage(`Not saved: ${error.message}.`);
      } else setMessage(`Not saved: ${(error as Error).message}`);
    }
  };
  // Asks whether there is an edit now: `dirty` may be a keystroke behind (the views follow typing deferred).
  useShortcut("save", () => void ((isDirty?.() ?? dirty) && canWrite && !shownConflict ? save() : undefined));
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
        <button type="button" onClick={() => save()} disabled={!dirty || !canWrite} title={canWrite ? "Write to templates/ (Ctrl+S)" : "Needs the dev server"}>
          Save
        </button>
      </div>
      {shownConflict && (
        <div className="save-conflict" role="alert" data-testid="save-conflict">
          <p>
            <strong>templates/{templateKey}.hbs changed on disk</strong> since your edit began. What saving would change in the file on disk:
          </p>
          <DiffView
            path={`templates/${templateKey}.hbs`}
            expected={shownConflict.current}
            actual={source}
            labels={{ expected: `templates/${templateKey}.hbs (on disk now)`, actual: `templates/${templateKey}.hbs (your edit)` }}
          />
          <div className="actions">
            <button
              type="button"
              onClick={() => {
                onReload(shownConflict.current);
                setConflict(null);
                setMessage(`Reloaded templates/${templateKey}.hbs from disk; your edit is dropped.`);
              }}
            >
              Reload from disk
            </button>
            <button type="button" onClick={() => save({ overwrite: shownConflict.current })}>
              Overwrite with my edit
            </button>
          </div>
        </div>
      )}
      {!shownConflict && dirty && changedOnDisk && (
        <p className="hint warn" data-testid="changed-on-disk">
          The file changed on disk since this edit began: saving will show the difference first.
        </p>
      )}
      {included.length > 0 && (
        <p className="template-includes" data-testid="template-includes">
          Includes{" "}
          {included.map(({ key, name }, i) => (
            <span key={key}>
              {i > 0 && ", "}
              <a
                href={`?view=templates&template=${encodeURIComponent(key)}`}
                title={`Open templates/${key}.hbs`}
                onClick={(event) => {
                  event.preventDefault();
                  onOpenTemplate?.(key);
                }}
              >
                <code>{`{{> ${name}}}`}</code>
              </a>
            </span>
          ))}
        </p>
      )}
      <CodeEditor value={source} onChange={onChange} language="handlebars" label={`Template ${templateKey}`} height="26rem" testId="template-editor" line={line} marks={marks} links={links} />
      <p className="hint status-line" role="status">
        {message ||
          (canWrite
            ? "Edits re-render every golden case as you type and are kept in this browser until saved. Save (Ctrl+S) writes the file."
            : "Static build: edits are kept in this browser only.")}
      </p>
    </section>
  );
}
