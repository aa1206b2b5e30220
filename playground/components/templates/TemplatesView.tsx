// The templates view: list, editor, and the outputs the open template feeds. Opening another template
// while the open one has unsaved edits asks first (the edit stays as a draft either way).
import { useCallback, useMemo } from "react";
import { errorsOfTemplate } from "../../lib/affected.ts";
import { compileProblem } from "../../lib/compile-check.ts";
import { groupErrors, templateMarks } from "../../lib/error-groups.ts";
import type { SetUrlState } from "../../lib/use-url-state.ts";
import type { UrlState } from "../../lib/url-state.ts";
import { useWorkspace } from "../../lib/workspace-context.tsx";
import { AffectedOutputs } from "./AffectedOutputs.tsx";
import { TemplateEditorPane } from "./TemplateEditorPane.tsx";
import { TemplateList } from "./TemplateList.tsx";

export function TemplatesView({ state, setState }: { state: UrlState; setState: SetUrlState }) {
  const workspace = useWorkspace();
  const key = workspace.templateKeys.includes(state.template) ? state.template : "";
  const editedKeys = Object.keys(workspace.edits).sort().join("\n");
  const openDirty = key !== "" && key in workspace.edits;
  const openTemplate = useCallback(
    (template: string) => {
      if (openDirty && template !== key && !window.confirm(`templates/${key}.hbs has unsaved edits (kept as a draft in this browser). Open templates/${template}.hbs anyway?`)) return;
      setState({ template, line: "" }, { push: true });
    },
    [setState, openDirty, key],
  );
  const edited = useMemo(() => new Set(editedKeys ? editedKeys.split("\n") : []), [editedKeys]);
  // Render errors of the open template's folder, each once (with its cases); the lines they name in the open template are marked.
  const errorGroups = useMemo(() => (key ? groupErrors(errorsOfTemplate(workspace.summary.errors, key)) : []), [workspace.summary.errors, key]);
  const marks = useMemo(() => templateMarks(errorGroups, key), [errorGroups, key]);
  const openLine = useCallback((template: string, line: number) => setState({ template, line: String(line) }, { push: template !== key }), [setState, key]);
  return (
    <div className="templates-view">
      <TemplateList
        keys={workspace.templateKeys}
        edited={edited}
        current={key}
        onOpen={openTemplate}
      />
      {key ? (
        <div className="template-work">
          <TemplateEditorPane
            templateKey={key}
            line={Number(state.line) || undefined}
            source={workspace.templateSource(key)}
            dirty={key in workspace.edits}
            isDirty={() => workspace.isEdited(key)}
            changedOnDisk={key in workspace.drafts && workspace.drafts[key].base !== workspace.diskTemplates[key]}
            onChange={(source) => workspace.editTemplate(key, source)}
            onRevert={() => workspace.revertTemplate(key)}
            onSave={(options) => workspace.saveTemplate(key, options)}
            onReload={(current) => workspace.reloadTemplate(key, current)}
            marks={marks}
            compileError={compileProblem}
            templateKeys={workspace.templateKeys}
            onOpenTemplate={openTemplate}
          />
          <AffectedOutputs templateKey={key} focusCase={state.case} errorGroups={errorGroups} onOpenLine={openLine} />
        </div>
      ) : (
        <p className="muted placeholder">Open a template from the list{state.template ? ` (no template "${state.template}")` : ""}.</p>
      )}
    </div>
  );
}
